// Search result cards (spec §2 Search, §3 Search result model): production pages, general pages
// and news items turned into cards, in the order the search index ranked them (search-index.ts).
import type {
  ContentEvent,
  ContentNode,
  GeneralPageData,
  HomeData,
  ImageCropInput,
  ProductionPageData,
} from "~/content/schema";
import { type ImageCrop, viewCrop } from "../../models/content/image-url";
import { dayKey, todayKey } from "../../models/dates/amsterdam-time";
import { formatLongDate } from "../../models/dates/date-format";
import { formatDateGroups, groupDates } from "../../models/dates/date-groups";
import type { Locale } from "../../models/http/locale";
import { productionSalesButton, type SalesLinkContext } from "../../models/sales/sales-button";
import { type SalesButtonLook, salesButtonLook } from "../../models/sales/sales-button-look";
import { cleanTextOrNull } from "../../models/search/plain-text";
import { SEARCH_LIMITS } from "../../models/search/search-query";

/**
 * A card's picture: a CDN crop, or the site's default. The default is a site asset drawn in CSS
 * (a gradient in the theatre's colours, `.search-card__placeholder`), not a file: it needs no
 * request, never breaks, and looks the same at every width.
 */
export type SearchImage = { kind: "crop"; crop: ImageCrop } | { kind: "default" };
export const DEFAULT_CARD_IMAGE: SearchImage = { kind: "default" };

type Images =
  | {
      headerLarge?: readonly ImageCropInput[] | null;
      headerSmall?: readonly ImageCropInput[] | null;
      thumb?: ImageCropInput | null;
    }
  | null
  | undefined;

const complete = (c: ImageCropInput | null | undefined): ImageCrop | null => viewCrop(c);

/**
 * Spec §2: the large header, else the small header, else (our addition: the crop every listed
 * page has, spec §5) the thumbnail, else the default. Incomplete crops count as missing.
 */
export function cardImage(images: Images): SearchImage {
  const found =
    complete(images?.headerLarge?.[0]) ??
    complete(images?.headerSmall?.[0]) ??
    complete(images?.thumb);
  return found ? { kind: "crop", crop: found } : DEFAULT_CARD_IMAGE;
}

export type SearchCard = {
  heading: string;
  subheading: string | null;
  image: SearchImage;
  href: string;
};

export type ProductionResult = SearchCard & {
  /** The editor's date line, else the upcoming days ("12 t/m 14 maart"); null when none. */
  dates: string | null;
  /** What the button draws; the status and tel flag serve the server's rules only. */
  salesButton: SalesButtonLook;
};

export type NewsResult = SearchCard & {
  /** ISO publication date, for a <time> element; null when the CMS sent none. */
  date: string | null;
  /** The date as shown, 'dddd D MMMM YYYY'; null when it already serves as the subheading. */
  dateLabel: string | null;
};

const text = cleanTextOrNull;

type ListedNode = Pick<ContentNode, "id"> & Partial<Pick<ContentNode, "publication_date">>;
type PageItem = { node: ListedNode; page: GeneralPageData };

/**
 * Spec §2: a card needs a heading and an image (the default always fits), and a link. A page the
 * editor keeps out of search engines (an order's thank-you page) is kept out of site search too.
 */
function baseCard(page: GeneralPageData): SearchCard | null {
  if (page.isIndexable === false) return null;
  const heading = text(page.heading) ?? text(page.title);
  const href = text(page.url);
  if (!heading || !href) return null;
  return {
    heading,
    subheading: text(page.subheading),
    image: cardImage(page.images),
    href,
  };
}

/** General pages as ranked; incomplete ones (and noindex ones) dropped. */
export function pageResults(items: readonly PageItem[]): SearchCard[] {
  const cards: SearchCard[] = [];
  for (const { page } of items) {
    const card = baseCard(page);
    if (card) cards.push(card);
  }
  return cards;
}

/**
 * The home page as a result (its banners sell the gift card, its text blocks name the box
 * office's hours): the site's name over its header title, its day picture. Null without a name.
 */
export function homeCard(home: HomeData, homeHref: string): SearchCard | null {
  const heading = text(home.siteTitle);
  if (!heading) return null;
  return {
    heading,
    subheading: text(home.headerTitle),
    image: cardImage({ thumb: home.headerImageDay ?? home.headerImages?.[0] }),
    href: text(home.url) ?? homeHref,
  };
}

/** News items as ranked; the date stands in for a subheading. */
export function newsResults(items: readonly PageItem[], locale: Locale): NewsResult[] {
  const cards: NewsResult[] = [];
  for (const { node, page } of items) {
    const card = baseCard(page);
    if (!card) continue;
    const date = text(node.publication_date);
    const formatted = date ? formatLongDate(date, locale) : null;
    const subheading = card.subheading ?? formatted;
    cards.push({
      ...card,
      subheading,
      date: formatted ? date : null,
      dateLabel: card.subheading ? formatted : null,
    });
  }
  return cards;
}

export type ProductionSource = {
  node: Pick<ContentNode, "id"> & Partial<Pick<ContentNode, "production_id">>;
  page: ProductionPageData;
  events: readonly ContentEvent[];
};

export type ProductionContext = {
  locale: Locale;
  now: Date;
  sales: SalesLinkContext;
  onUnknownStatus?: (statusID: string) => void;
};

/**
 * The upcoming days in a card's one line: "12 en 13 maart", "12 t/m 14 maart, 2 april"; a long
 * run with more groups reads as one range from its first to its last day.
 */
function runDates(upcoming: readonly ContentEvent[], ctx: ProductionContext): string | null {
  const groups = groupDates(upcoming.map((event) => event.start_date));
  const first = groups[0];
  const last = groups[groups.length - 1];
  if (!first || !last) return null;
  const shown =
    groups.length <= 2
      ? groups
      : [{ first: first.first, last: last.last, days: groups.flatMap((group) => group.days) }];
  return text(formatDateGroups(shown, ctx.locale, ctx.now));
}

/**
 * Spec §2: a production result needs a heading, a link, a production and a sales button state
 * (at least one performance). Upcoming performances drive the button and the dates; a run that
 * is over still shows, with the button saying so.
 */
export function productionResult(
  source: ProductionSource,
  ctx: ProductionContext,
): ProductionResult | null {
  const { node, page } = source;
  const card = baseCard(page);
  if (!card || !text(node.production_id)) return null;
  const today = todayKey(ctx.now);
  const upcoming = source.events.filter((event) => (dayKey(event.start_date) ?? "") >= today);
  const salesButton = productionSalesButton(
    upcoming.length > 0 ? upcoming : source.events,
    {
      ...ctx.sales,
      playDatesHref: `${card.href}#speeldata`,
      overrideText: page.salesButtonOverrideText,
    },
    ctx.onUnknownStatus,
  );
  if (!salesButton) return null;
  const dates = text(page.dateHeading) ?? runDates(upcoming, ctx);
  return { ...card, dates: dates === "" ? null : dates, salesButton: salesButtonLook(salesButton) };
}

/** The ranked productions that make a card, best first: the first `limit` and the count. */
export function productionResults(
  ranked: readonly ProductionSource[],
  ctx: ProductionContext,
  limit: number = SEARCH_LIMITS.productions,
): { items: ProductionResult[]; total: number } {
  const items: ProductionResult[] = [];
  let total = 0;
  for (const source of ranked) {
    const result = productionResult(source, ctx);
    if (!result) continue;
    total += 1;
    if (items.length < limit) items.push(result);
  }
  return { items, total };
}
