// The shapes of a production page: what its builder takes (the CMS answer and the configuration)
// and what the components draw. Kept apart from the rules in production-page.ts so components
// import only types.

import type * as S from "~/content/schema";
import type { ImageCrop } from "../../models/content/image-url";
import type {
  FaqCategoryView,
  PersonGroupView,
  QuestionView,
  QuoteView,
  SidebarItemView,
  TabView,
} from "../../models/content/page-items";
import type { SiteHosts } from "../../models/http/external-link";
import type { Locale } from "../../models/http/locale";
import type { EventStatus } from "../../models/sales/event-status";
import type { SalesButton, SalesLinkContext } from "../../models/sales/sales-button";
import type { PlayDatesCalendarView } from "./play-dates-calendar";
import type { ProductionCardView, ProductionSource } from "./production-cards";
import type { PresaleRequest, PresaleView } from "./production-presale";
import type { PromotedBannerView } from "./promoted-layout";
import type { PromotionConfig } from "./promotion-config";

export type ProductionPageSource = ProductionSource & {
  venues: Record<string, S.Venue>;
  related: ProductionSource[];
};

export type ProductionPageConfig = {
  locale: Locale;
  now: Date;
  hosts: SiteHosts;
  /** How this visitor's sales links are made (services/screens/sales-context.server.ts). */
  sales: SalesLinkContext;
  specialPriceTypeIds: readonly string[];
  restaurantSurcharge: number;
  collapsedPerformers: readonly string[];
  siteUrl: string;
  cdnBase: string;
  /** From the address: `?alle-speeldata=1` / `?all-dates=1`. */
  expandDates: boolean;
  /** From the address: `?beschrijving=volledig` / `?description=full`. */
  expandDescription: boolean;
  /** From the address: `?beschrijving=kort` / `?description=short` ("read less" without JS). */
  collapseDescription?: boolean;
  /** From the address: `?maand=2027-02` / `?month=2027-02`, the calendar month shown first. */
  calendarMonth: string | null;
  /** A presale code from the address and the CMS's answer (null when the check failed). */
  presale: PresaleRequest;
  /** Hears about a statusID the site does not know; the event is shown as on sale. */
  onUnknownStatus?: (statusId: string, eventId: string) => void;
  /** The promoted-musical layout's ids, fragments and lottery address (spec 2 §2.4). */
  promotion: PromotionConfig;
};

export type PlayDateRowView = {
  eventId: string;
  /** ISO start, for <time dateTime>. */
  start: string;
  /** "za 21 november" (the year is added when it is not this year). */
  date: string;
  time: string;
  /** Shown only when the CMS says the end time is known. */
  endTime: string | null;
  duration: string | null;
  /** The interval, when known. */
  pause: "yes" | "no" | null;
  hall: string | null;
  note: string | null;
  label: string | null;
  /** "ma 1 maart 10:00" while sales have not started and the CMS says when they will. */
  salesStart: string | null;
  status: EventStatus;
  button: SalesButton;
  icsHref: string | null;
  /** Names the performance for screen readers: "De Notenkraker, za 21 november 20:00". */
  context: string;
};

export type PlayDateMonthView = { id: string; label: string; rows: PlayDateRowView[] };

/** A performance the lottery is for: no sales button, but it can go in the visitor's calendar. */
export type LotteryDateView = {
  eventId: string;
  start: string;
  when: string;
  icsHref: string;
  context: string;
};

export type PlayDatesView =
  | {
      kind: "list";
      months: PlayDateMonthView[];
      total: number;
      /** Rows after this many are hidden while collapsed. */
      visibleRows: number;
      collapsed: boolean;
      /** Whether a show more/less toggle is needed at all. */
      collapsible: boolean;
    }
  | PlayDatesCalendarView
  /** The premiere page (spec 2 §2.4): one sales button per performance, no date picker. */
  | { kind: "events"; rows: PlayDateRowView[] }
  /** The lottery page: the external waiting-list/lottery flow instead of the date picker. */
  | { kind: "lottery"; href: string; newTab: boolean; dates: LotteryDateView[] }
  | { kind: "none" };

export type PriceRowView = {
  name: string;
  ticketType: string | null;
  price: string;
  special: boolean;
  available: boolean;
};

export type CustomIconView = { text: string; href: string | null; svg: string | null };

export type ProductionPageView = {
  id: string;
  url: string;
  urlTranslated: string | null;
  canonicalUrl: string;
  title: string;
  heading: string;
  subheading: string | null;
  dateHeading: string | null;
  /** /voorstelling/inschrijving-* pages hide the date heading on mobile (spec 2 §2.6). */
  hideDateHeadingOnMobile: boolean;
  isIndexable: boolean;
  seoDescription: string | null;
  stars: number | null;
  headerImages: ImageCrop[];
  /** The picture link previews show (og:image): the first header image, else the thumb. */
  shareImage: ImageCrop | null;
  videoId: string | null;
  /** The sales button under the heading (sticky on mobile). */
  salesButton: SalesButton | null;
  /** The sidebar's button: leads to the dates whenever there are dates to lead to. */
  sidebarButton: SalesButton | null;
  priceRange: string | null;
  /**
   * A jump link under the heading to the dates section (issue 38: on a phone the dates started
   * ~3,700 px down); what that section is: the dates, the promoted layout's performances, or its
   * lottery. null without a dates section.
   */
  datesJump: "dates" | "events" | "lottery" | null;
  minAge: number | null;
  sidebarItems: SidebarItemView[];
  customIcons: CustomIconView[];
  description: {
    main: string | null;
    remaining: string | null;
    collapsible: boolean;
    expanded: boolean;
  };
  presale: PresaleView | null;
  banners: PromotedBannerView[];
  /**
   * The promoted-musical layout (spec 2 §2.4, promoted-layout.ts): person groups selectable by
   * tab, the description starts expanded, banners link shows plainly.
   */
  promoted: boolean;
  personGroups: PersonGroupView[];
  waitingList: { id: string; title: string | null } | null;
  /** null when the page hides its play schedule. */
  playDates: PlayDatesView | null;
  bigGroups: { size: number; href: string } | null;
  tabs: TabView[];
  priceRows: PriceRowView[];
  /**
   * The restaurant surcharge the price table's amounts include, named on a row of its own
   * (formatted for the page's language); null when no performance has one.
   */
  priceSurcharge: { amount: string; everyPerformance: boolean } | null;
  questions: QuestionView[];
  faqCategories: FaqCategoryView[];
  quotes: QuoteView[];
  related: ProductionCardView[];
  /** Serialised JSON-LD for a script tag; null when there is no performance to publish. */
  jsonLd: string | null;
  copyright: string | null;
};
