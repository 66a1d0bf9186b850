// Builds what a general page or news item shows from the CMS answer. Pure: sanitising, dropping
// incomplete items and choosing the header all happen here, so the components stay dumb.

import type * as S from "~/content/schema";
import { parsePeriodicEndpoint } from "~/forms/fund/periodic-endpoint";
import { type FundContactPlace, fundContactPlace } from "~/forms/parts/page-form-kind";
import { splitAtFormMarker } from "../../models/content/form-marker";
import { buildLayout, type LayoutView } from "../../models/content/furniture";
import type { ImageCrop } from "../../models/content/image-url";
import {
  type BannerView,
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
  type SponsorView,
  sidebarItemView,
  sponsorView,
  type TabView,
  tabView,
} from "../../models/content/page-items";
import { videoIdFromUrl } from "../../models/content/video";
import { type WidgetView, widgetView } from "../../models/content/widgets";
import { formatLongDate, formatNewsItemDate } from "../../models/dates/date-format";
import type { SiteHosts } from "../../models/http/external-link";
import type { Locale } from "../../models/http/locale";
import { cleanTextOrNull as text } from "../../models/search/plain-text";
import { richTextOrNull } from "../../models/text/rich-text";

export type CardView = {
  id: string;
  heading: string;
  subheading: string | null;
  image: ImageCrop;
  href: string;
  date: string | null;
  /** The date as the card shows it, formatted here so the browser needs no date library. */
  dateText: string | null;
};

export type ContentPageView = {
  kind: "general" | "news";
  id: string;
  url: string;
  urlTranslated: string | null;
  title: string;
  heading: string;
  subheading: string | null;
  isIndexable: boolean;
  seoDescription: string | null;
  publicationDate: string | null;
  /** 'ddd DD MMMM YYYY HH:mm' in Amsterdam, for news items. */
  publicationDateText: string | null;
  header: { kind: "images"; images: ImageCrop[] } | { kind: "video"; videoId: string } | null;
  /** The picture link previews show (og:image): the first header image, else the thumb. */
  shareImage: ImageCrop | null;
  contentMain: string | null;
  /** The cookie page's preference chooser sits between contentMain and contentAfterChooser. */
  consentChooser: boolean;
  contentAfterChooser: string | null;
  contentBottom: string | null;
  widgets: WidgetView[];
  quotes: QuoteView[];
  personGroups: PersonGroupView[];
  sponsors: SponsorView[];
  recommended: CardView[];
  tabs: TabView[];
  questions: QuestionView[];
  faqCategories: FaqCategoryView[];
  sidebarItems: SidebarItemView[];
  banners: BannerView[];
  banners2: BannerView[];
  bannersTitle: string | null;
  videos: string[];
  news: { heading: string | null; tags: string[]; cards: CardView[] } | null;
  /**
   * A news block that names tags but no news items (the fund's "Nieuws van het fonds" tagged
   * "fonds"): what the loader may fill from the news list with those tags (withTaggedNews).
   * Until it is filled the block is absent (news is null).
   */
  newsByTag: { heading: string | null; tags: string[] } | null;
  /** Set when the page carries the premiere RSVP form (forms spec §2.6). */
  premiere: { heading: string; startTimes: string[] } | null;
  copyright: string | null;
  /** A thank-you page after an order: the browser pushes the order once (forms spec §7.5). */
  orderThankYou: boolean;
  /** Where the periodic donation agreement posts, when the page shows it (checked path). */
  periodicEndpoint: string | null;
  /** The fund variant (isFoundation): fund forms only, never the theatre forms (forms spec §6). */
  fund: boolean;
  /** Where the fund contact form goes, if the page shows it (app/forms/parts/page-form-kind.ts). */
  fundContact: FundContactPlace | null;
  layout: LayoutView;
};

export type ContentPageContext = {
  kind: "general" | "news";
  node: S.ContentNode;
  nodes: Record<string, S.ContentNode>;
  locale: Locale;
  hosts: SiteHosts;
};

export function buildContentPageView(
  data: S.GeneralPageData,
  ctx: ContentPageContext,
): ContentPageView {
  const html = (value: string | null | undefined) => richTextOrNull(value, ctx.hosts);
  const heading = text(data.heading) ?? text(data.title) ?? "";
  const persons = data.persons?.length
    ? [{ id: "persons", name: null, persons: data.persons }]
    : [];
  const newsCards = compact(data.footerNewsPages, (id) => cardFromNode(ctx.nodes[id], ctx.locale));
  const newsTags = (data.newsWidgetTags ?? []).filter((t) => t.trim());
  const sidebarItems = compact(data.sidebarItems, (s) => sidebarItemView(s, html));
  const fund = data.isFoundation === true;

  return {
    kind: ctx.kind,
    id: ctx.node.id,
    url: data.url,
    urlTranslated: text(data.urlTranslated),
    title: text(data.title) ?? heading,
    heading,
    subheading: text(data.subheading),
    isIndexable: data.isIndexable !== false,
    seoDescription: text(data.seoDescription),
    publicationDate: ctx.node.publication_date ?? null,
    publicationDateText:
      ctx.kind === "news" && ctx.node.publication_date
        ? formatNewsItemDate(ctx.node.publication_date, ctx.locale)
        : null,
    header: pageHeader(data),
    shareImage: compact(data.images?.headerLarge, crop)[0] ?? crop(data.images?.thumb) ?? null,
    ...markedContent(html(data.contentMain), data.url),
    contentBottom: html(data.contentBottom),
    widgets: compact(data.widgets, (w) => widgetView(w, html)),
    quotes: quoteViews(data.quotes),
    personGroups: compact([...persons, ...(data.personGroups ?? [])], (g) =>
      personGroupView(g, html),
    ),
    sponsors: compact(data.sponsors, sponsorView),
    recommended: compact(data.recommendedPages, (id) => cardFromNode(ctx.nodes[id], ctx.locale)),
    tabs: compact(data.tabs, (t) => tabView(t, html)),
    questions: compact(data.questions, (q) => questionView(q, html)),
    faqCategories: compact(data.faqCategories, (c) => faqCategoryView(c, html)).filter(
      (c) => c.questions.length,
    ),
    sidebarItems,
    banners: layoutBanners(data.banners),
    banners2: layoutBanners(data.banners2),
    bannersTitle: text(data.bannersTitle),
    videos: compact(data.youtubeEmbedURLs, videoIdFromUrl),
    // Fill or hide (issue 38): a news block with a heading and no cards was an empty list under
    // "Nieuws van het fonds"; without cards the block is absent.
    news: newsCards.length
      ? { heading: text(data.newsWidgetHeading), tags: newsTags, cards: newsCards }
      : null,
    newsByTag:
      newsCards.length === 0 && newsTags.length > 0
        ? { heading: text(data.newsWidgetHeading), tags: newsTags }
        : null,
    premiere:
      data.premiereForm === true
        ? {
            heading,
            startTimes: (data.premiereFormStartTimeOpts ?? []).map((t) => t.trim()).filter(Boolean),
          }
        : null,
    copyright: text(data.copyright),
    orderThankYou: data.orderThankYou === true,
    periodicEndpoint: parsePeriodicEndpoint(data.periodicDonationEndpoint),
    fund,
    fundContact: fundContactPlace({
      url: data.url,
      fund,
      sidebarIds: sidebarItems.map((item) => item.id),
    }),
    layout: buildLayout(data, html),
  };
}

function pageHeader(data: S.GeneralPageData): ContentPageView["header"] {
  if (data.hideHeaderImage) return null;
  const videoId = data.youtubeUrl ? videoIdFromUrl(data.youtubeUrl) : null;
  if (videoId) return { kind: "video", videoId };
  const images = compact(data.images?.headerLarge, crop);
  return images.length ? { kind: "images", images } : null;
}

/** A card for a referenced page: needs a heading, an image and a url, or it is dropped. */
/** How many tagged news items a news block shows (one row of the card grid). */
export const TAGGED_NEWS_COUNT = 3;

/**
 * The page with its tagged news block filled from the news list the CMS answered for
 * newsByTag's tags (newest first): the block shows the first TAGGED_NEWS_COUNT cards, or stays
 * absent when none of them can be drawn.
 */
export function withTaggedNews(
  view: ContentPageView,
  items: readonly S.ContentNode[],
  locale: Locale,
): ContentPageView {
  const wanted = view.newsByTag;
  if (!wanted) return view;
  const cards = compact([...items], (node) => cardFromNode(node, locale)).slice(
    0,
    TAGGED_NEWS_COUNT,
  );
  return {
    ...view,
    newsByTag: null,
    news: cards.length ? { heading: wanted.heading, tags: wanted.tags, cards } : null,
  };
}

export function cardFromNode(node: S.ContentNode | undefined, locale: Locale): CardView | null {
  if (!node) return null;
  const data = node.data as Partial<S.GeneralPageData>;
  const heading = text(data.heading) ?? text(data.title);
  const image =
    crop(data.images?.thumb) ??
    crop(data.images?.headerSmall?.[0]) ??
    crop(data.images?.headerLarge?.[0]);
  const url = text(data.url);
  if (!heading || !image || !url) return null;
  return {
    id: node.id,
    heading,
    subheading: text(data.subheading),
    image,
    href: url,
    date: node.publication_date ?? null,
    dateText: node.publication_date ? formatLongDate(node.publication_date, locale) : null,
  };
}

function markedContent(main: string | null, url: string) {
  const { before, chooser, after } = splitAtFormMarker(main, url);
  return { contentMain: before, consentChooser: chooser, contentAfterChooser: after };
}
