// What a production page shows (spec §2 "Production page", §4, §9), built from the CMS answer,
// the clock, the language and the configuration. Pure: every rule the page follows is decided
// here and unit-tested; the components only draw the result.
//
// Two toggles work without JavaScript because their state can come from the address:
// - the date list: `?alle-speeldata=1` (nl) / `?all-dates=1` (en) shows every row;
// - the description: `?beschrijving=volledig` (nl) / `?description=full` (en) shows the rest of
//   the text. The full description is always in the HTML; the collapsed part is hidden with CSS
//   (display: none, so nobody tabs into text they cannot see). With JavaScript both toggles
//   switch instantly without a request; without it the same links reload the page.

import type * as S from "~/content/schema";
import { href } from "~/route-table.js";
import { toAmsterdam } from "./amsterdam-time";
import { calendarMonths, pillWidthClass, weekdayNames } from "./calendar-view";
import { type EventStatus, eventStatus } from "./event-status";
import { isExternalLink, type SiteHosts } from "./external-link";
import { buildLayout, type LayoutView } from "./furniture";
import { type ImageCrop, imageUrl } from "./image-url";
import type { Locale } from "./locale";
import { TextMemo } from "./memo";
import {
  compact,
  crop,
  type FaqCategoryView,
  faqCategoryView,
  layoutBanners,
  type PersonGroupView,
  personGroupView,
  type QuestionView,
  type QuoteView,
  questionView,
  quoteViews,
  type SidebarItemView,
  sidebarItemView,
  type TabView,
  tabView,
  cleanText as text,
} from "./page-items";
import {
  formatDuration,
  formatPlayDate,
  formatTime,
  isDateTableCollapsed,
  playDateMonths,
} from "./play-dates";
import { formatEuro, formatPriceRange, priceRange, priceTable } from "./price-table";
import {
  type ProductionCardView,
  type ProductionSource,
  relatedProductions,
} from "./production-cards";
import { upcomingEvents } from "./production-events";
import { sanitizeIconSvg } from "./production-icons";
import { PLAY_DATES_HREF } from "./production-links";
import { applyPresale, type PresaleRequest, type PresaleView } from "./production-presale";
import {
  lotteryHref,
  type PromotedBannerView,
  type PromotedDates,
  pageLayout,
  promotedBanners,
} from "./promoted-layout";
import type { PromotionConfig } from "./promotion-config";
import { richTextOrNull } from "./rich-text";
import { eventSalesButton, productionSalesButton, type SalesButton } from "./sales-button";
import { displayStars } from "./star-rating";
import { jsonLdScript, productionJsonLd } from "./structured-data";
import { videoIdFromUrl } from "./video";

export type ProductionPageSource = ProductionSource & {
  venues: Record<string, S.Venue>;
  related: ProductionSource[];
};

export type ProductionPageConfig = {
  locale: Locale;
  now: Date;
  hosts: SiteHosts;
  phone: string;
  referral: string | null;
  viewId: string | null;
  salesParamHosts: readonly string[];
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

/** Rows shown while the date list is collapsed. */
export const COLLAPSED_ROWS = 3;
export const BIG_GROUPS_DEFAULT = 12;

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

export type CalendarPillView = {
  eventId: string;
  time: string;
  status: EventStatus;
  button: SalesButton;
  context: string;
};

export type CalendarDayView = {
  date: string;
  day: number;
  inMonth: boolean;
  past: boolean;
  /** "donderdag 25 februari 2027": the day as a screen reader announces it. */
  label: string;
  events: CalendarPillView[];
};

export type CalendarMonthView = { id: string; label: string; weeks: CalendarDayView[][] };

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
  | {
      kind: "calendar";
      months: CalendarMonthView[];
      total: number;
      selected: number;
      pillWidth: "narrow" | "wide";
      weekdays: string[];
    }
  /** The premiere page (spec 2 §2.4): one sales button per performance, no date picker. */
  | { kind: "events"; rows: PlayDateRowView[] }
  /** The lottery page: the external waiting-list/lottery flow instead of the date picker. */
  | { kind: "lottery"; href: string; newTab: boolean }
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
  questions: QuestionView[];
  faqCategories: FaqCategoryView[];
  quotes: QuoteView[];
  related: ProductionCardView[];
  /** Serialised JSON-LD for a script tag; null when there is no performance to publish. */
  jsonLd: string | null;
  copyright: string | null;
};

const isSalesLink = (button: SalesButton | null): boolean =>
  button?.kind === "link" && !button.href.startsWith("#");

/** The last path segment of a page url: the `:url` param of its route. */
export function slugOf(url: string): string {
  return (
    url
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? ""
  );
}

const INSCHRIJVING = /^\/voorstelling\/inschrijving-/;

export function hidesDateHeadingOnMobile(page: { url: string; urlTranslated?: string | null }) {
  return INSCHRIJVING.test(page.url) || INSCHRIJVING.test(page.urlTranslated ?? "");
}

/** The packages page the large-group link leads to (spec 2 §2). */
export function packagesHref(locale: Locale): string {
  return href("page", locale, { url: locale === "nl" ? "theaterarrangementen" : "packages" });
}

function hallName(event: S.ContentEvent, venues: Record<string, S.Venue>): string | null {
  if (event.venue_id == null) return null;
  const venue = venues[event.venue_id];
  if (!venue) return null;
  const hall = venue.halls?.find((h) => h.id === event.hall_id);
  return text(hall?.name) ?? null;
}

type RowContext = {
  heading: string;
  slug: string;
  locale: Locale;
  now: Date;
  venues: Record<string, S.Venue>;
  hideTimes: boolean;
  durationText: string | null;
  buttonFor: (event: S.ContentEvent) => SalesButton;
  statusFor: (event: S.ContentEvent) => EventStatus;
};

function playDateRow(event: S.ContentEvent, ctx: RowContext): PlayDateRowView {
  const date = formatPlayDate(event.start_date, ctx.locale, ctx.now);
  const time = formatTime(event.start_date);
  // eindtijdbekend false means the end in the data is a placeholder.
  const end = event.data?.eindtijdbekend === false ? null : (event.end_date ?? null);
  const endAfterStart = end !== null && formatDuration(event.start_date, end, ctx.locale) !== null;
  const status = ctx.statusFor(event);
  const pause = event.data?.pauze;
  return {
    eventId: event.id,
    start: event.start_date,
    date,
    time,
    endTime: !ctx.hideTimes && end && endAfterStart ? formatTime(end) : null,
    duration: ctx.hideTimes
      ? null
      : (ctx.durationText ??
        (end && endAfterStart ? formatDuration(event.start_date, end, ctx.locale) : null)),
    pause: pause === "yes" || pause === "no" ? pause : null,
    hall: hallName(event, ctx.venues),
    note: text(event.data?.speellijsttekst),
    // The CMS keeps one Dutch label in the event data and its English twin beside it.
    label:
      (ctx.locale === "en" ? text(event.calendarLabels?.supertitle_en) : null) ??
      text(event.data?.calendarlabel),
    salesStart:
      status === "sales_not_started" && event.sales_start_date
        ? `${formatPlayDate(event.sales_start_date, ctx.locale, ctx.now)} ${formatTime(event.sales_start_date)}`.trim() ||
          null
        : null,
    status,
    button: ctx.buttonFor(event),
    icsHref:
      status === "cancelled" || !ctx.slug
        ? null
        : href("performanceIcs", ctx.locale, { url: ctx.slug, eventId: event.id }),
    context: `${ctx.heading}, ${date} ${time}`.trim(),
  };
}

const dayLabels = /* @__PURE__ */ new TextMemo<string>();
function calendarDayLabel(date: string, locale: Locale): string {
  return dayLabels.get(
    `${locale}|${date}`,
    () => toAmsterdam(`${date}T12:00:00`)?.setLocale(locale).toFormat("cccc d LLLL yyyy") ?? date,
  );
}

function buildPlayDates(
  upcoming: readonly S.ContentEvent[],
  page: S.ProductionPageData,
  heading: string,
  config: ProductionPageConfig,
  rowContext: RowContext,
  promotedDates: PromotedDates | null,
): PlayDatesView {
  if (promotedDates === "lottery") {
    const lottery = lotteryHref(config.promotion, config.locale);
    // An unusable address (a broken configuration) falls back to the regular dates.
    if (lottery) {
      return { kind: "lottery", href: lottery, newTab: isExternalLink(lottery, config.hosts) };
    }
  }
  if (upcoming.length === 0) return { kind: "none" };
  if (promotedDates === "per-event") {
    return { kind: "events", rows: upcoming.map((event) => playDateRow(event, rowContext)) };
  }
  if (page.enableSpeeldataCalendarView) {
    const months = calendarMonths(upcoming, config.locale, config.now);
    const selected = Math.max(
      0,
      months.findIndex((m) => m.id === config.calendarMonth),
    );
    return {
      kind: "calendar",
      total: upcoming.length,
      selected,
      pillWidth: pillWidthClass(months),
      weekdays: weekdayNames(config.locale),
      months: months.map((month) => ({
        id: month.id,
        label: month.label,
        weeks: month.weeks.map((week) =>
          week.map((day) => ({
            date: day.date,
            day: day.day,
            inMonth: day.inMonth,
            past: day.past,
            label: calendarDayLabel(day.date, config.locale),
            events: day.events.map((event) => {
              const row = playDateRow(event, rowContext);
              return {
                eventId: row.eventId,
                time: row.time,
                status: row.status,
                button: row.button,
                context: row.context,
              };
            }),
          })),
        ),
      })),
    };
  }
  const months = playDateMonths(upcoming, config.locale, config.now).map((month) => ({
    id: month.id,
    label: month.label,
    rows: month.rows.map((row) => playDateRow(row.event, rowContext)),
  }));
  const total = months.reduce((sum, m) => sum + m.rows.length, 0);
  const collapsed = isDateTableCollapsed(total, {
    expanded: config.expandDates,
    heading,
    collapsedPerformers: config.collapsedPerformers,
  });
  return {
    kind: "list",
    months,
    total,
    visibleRows: COLLAPSED_ROWS,
    collapsed: collapsed && total > COLLAPSED_ROWS,
    collapsible: collapsed || (config.expandDates && total > COLLAPSED_ROWS),
  };
}

/** The page furniture for the layout (menus, footer), with sanitised HTML. */
export function productionLayout(page: S.ProductionPageData, hosts: SiteHosts): LayoutView {
  return buildLayout(page, (value) => richTextOrNull(value, hosts));
}

export function buildProductionPageView(
  source: ProductionPageSource,
  config: ProductionPageConfig,
): ProductionPageView {
  const { page, node } = source;
  const { locale, now } = config;
  const html = (value: string | null | undefined) => richTextOrNull(value, config.hosts);
  const heading = text(page.heading) ?? text(page.title) ?? "";
  const slug = slugOf(page.url);

  const presale = applyPresale(source.events, node.id, config.presale, text(page.presaleText));
  const upcoming = upcomingEvents(presale.events, now);

  // One status per event: the unknown-statusID log fires once per event, not once per use.
  const statuses = new Map<S.ContentEvent, EventStatus>();
  const statusFor = (event: S.ContentEvent) => {
    let status = statuses.get(event);
    if (status === undefined) {
      status = eventStatus(event, (id) => config.onUnknownStatus?.(id, event.id));
      statuses.set(event, status);
    }
    return status;
  };
  const quiet = () => {};
  const salesCtx = {
    ticketingHosts: config.hosts.ticketing,
    ownHosts: config.hosts.own,
    phone: config.phone,
    referral: config.referral,
    viewId: config.viewId,
    salesParamHosts: config.salesParamHosts,
  };
  const buttonFor = (event: S.ContentEvent) => {
    statusFor(event);
    return eventSalesButton(event, salesCtx, quiet);
  };
  for (const event of upcoming) statusFor(event);

  const rowContext: RowContext = {
    heading,
    slug,
    locale,
    now,
    venues: source.venues,
    hideTimes: page.hideStartEndTimeInfo === true,
    durationText: text(page.overruleDurationText),
    buttonFor,
    statusFor,
  };
  const layout = pageLayout(
    {
      id: node.id,
      url: page.url,
      urlTranslated: page.urlTranslated,
      promotedLayout: page.promotedLayout,
    },
    config.promotion,
  );
  const promoted = layout.promoted;
  const playDates = page.hidePlaySchedule
    ? null
    : buildPlayDates(
        upcoming,
        page,
        heading,
        config,
        rowContext,
        layout.promoted ? layout.dates : null,
      );
  const hasDates = playDates !== null && playDates.kind !== "none";

  let salesButton = productionSalesButton(
    upcoming,
    { ...salesCtx, playDatesHref: PLAY_DATES_HREF, overrideText: page.salesButtonOverrideText },
    quiet,
  );
  // Without a dates section an anchor to it would lead nowhere.
  if (!hasDates && salesButton?.kind === "link" && salesButton.href === PLAY_DATES_HREF) {
    salesButton = null;
  }
  // Spec §2: the sidebar button scrolls to the dates list when there are dates and its link is
  // not already an anchor, so the visitor picks a performance first.
  const sidebarButton: SalesButton | null =
    salesButton && hasDates && isSalesLink(salesButton) && salesButton.kind === "link"
      ? { ...salesButton, href: PLAY_DATES_HREF, newTab: false, tel: false }
      : salesButton;

  const range = priceRange(upcoming, {
    specialPriceTypeIds: config.specialPriceTypeIds,
    restaurantSurcharge: config.restaurantSurcharge,
  });
  const priceRows = priceTable(upcoming, {
    sortAscending: page.sortPricesAscending === true,
    specialPriceTypeIds: config.specialPriceTypeIds,
  }).map((row) => ({
    name: row.name,
    ticketType: row.ticketType !== row.name ? row.ticketType : null,
    price:
      row.min === row.max
        ? formatEuro(row.min)
        : formatPriceRange({ min: row.min, max: row.max }, locale),
    special: row.special,
    available: row.available,
  }));

  const personGroups = compact(page.personGroups, (g) => personGroupView(g, html));
  const persons = page.persons?.length
    ? compact([{ id: "persons", name: null, persons: page.persons }], (g) =>
        personGroupView(g, html),
      )
    : [];
  const remaining = html(page.contentRemaining);
  const main = html(page.contentMain);

  const headerImages = compact(page.images?.headerLarge, crop);
  const shareImage = headerImages[0] ?? crop(page.images?.thumb);
  const canonicalUrl = `${config.siteUrl}${page.url}`;
  const firstVenueId = upcoming.find((e) => e.venue_id != null)?.venue_id;
  const venue =
    (firstVenueId != null ? source.venues[firstVenueId] : undefined) ??
    Object.values(source.venues)[0] ??
    null;
  const structured = productionJsonLd({
    name: heading,
    description: text(page.seoDescription) ?? text(page.subheading),
    imageUrl: shareImage ? imageUrl(config.cdnBase, shareImage, 1280) : null,
    pageUrl: canonicalUrl,
    venue,
    events: upcoming.map((event) => ({
      event,
      status: statusFor(event),
      salesUrl: event.sales_url ?? null,
    })),
    pricing: {
      specialPriceTypeIds: config.specialPriceTypeIds,
      restaurantSurcharge: config.restaurantSurcharge,
    },
  });

  const waitingListId = page.waitingListID != null ? text(String(page.waitingListID)) : null;

  return {
    id: node.id,
    url: page.url,
    urlTranslated: text(page.urlTranslated),
    canonicalUrl,
    title: text(page.title) ?? heading,
    heading,
    subheading: text(page.subheading),
    dateHeading: text(page.dateHeading),
    hideDateHeadingOnMobile: hidesDateHeadingOnMobile(page),
    isIndexable: page.isIndexable !== false,
    seoDescription: text(page.seoDescription),
    stars: displayStars(page),
    headerImages,
    shareImage: shareImage ?? null,
    videoId: page.youtubeUrl ? videoIdFromUrl(page.youtubeUrl) : null,
    salesButton,
    sidebarButton,
    priceRange: range ? formatPriceRange(range, locale) : null,
    minAge: typeof page.minAge === "number" && page.minAge > 0 ? page.minAge : null,
    sidebarItems: compact(page.sidebarItems, (s) => sidebarItemView(s, html)),
    customIcons: compact(page.customIcons, (icon) => {
      const label = text(icon.text);
      if (!label) return null;
      return { text: label, href: text(icon.link), svg: sanitizeIconSvg(icon.svg) };
    }),
    description: {
      main,
      remaining,
      collapsible: remaining !== null,
      expanded:
        remaining === null ||
        (!config.collapseDescription && (promoted || config.expandDescription)),
    },
    presale: presale.view,
    banners: promoted ? promotedBanners(page.banners, config.hosts) : layoutBanners(page.banners),
    promoted,
    personGroups: [...persons, ...personGroups],
    waitingList: waitingListId ? { id: waitingListId, title: text(page.waitingListTitle) } : null,
    playDates,
    bigGroups: hasDates
      ? {
          size:
            typeof page.bigGroupsSize === "number" && page.bigGroupsSize > 0
              ? page.bigGroupsSize
              : BIG_GROUPS_DEFAULT,
          href: packagesHref(locale),
        }
      : null,
    tabs: page.noTabs ? [] : compact(page.tabs, (t) => tabView(t, html)),
    priceRows: page.noTabs ? [] : priceRows,
    questions: compact(page.questions, (q) => questionView(q, html)),
    faqCategories: compact(page.faqCategories, (c) => faqCategoryView(c, html)).filter(
      (c) => c.questions.length > 0,
    ),
    quotes: quoteViews(page.quotes),
    related: relatedProductions(page.relatedPages ?? [], source.related, now, locale),
    jsonLd: structured.length ? jsonLdScript(structured) : null,
    copyright: text(page.copyright),
  };
}
