// The search screen's rules (spec §2 Search, §3 Search result model, §5 search, §9 limits):
// normalising the query, matching and ranking production pages locally, and turning production
// pages, general pages and news items into result cards. Pure: the loader feeds it the lists.
import type {
  ContentEvent,
  ContentNode,
  GeneralPageData,
  ImageCropInput,
  ProductionPageData,
} from "~/content/schema";
import { dayKey, todayKey } from "./amsterdam-time";
import { formatLongDate } from "./date-format";
import { formatDateGroups, groupDates } from "./date-groups";
import { textOfHtml } from "./html-text";
import { type ImageCrop, isCompleteCrop } from "./image-url";
import type { Locale } from "./locale";
import { cleanText, cleanTextOrNull } from "./plain-text";
import { productionSalesButton, type SalesButton, type SalesLinkContext } from "./sales-button";

/** Spec §9: what each section shows, and the page of the CMS lists asked for. */
export const SEARCH_LIMITS = { productions: 5, pages: 10, news: 5 } as const;

/**
 * Longer text is cut: nobody types more, and a pasted essay must still give a normal page
 * (the CMS gets the same cut text, and the local matcher a bounded number of terms).
 */
export const MAX_QUERY_LENGTH = 200;

// ---------------------------------------------------------------------------------------------
// The query

/**
 * Spec §2: trimmed and lower-cased; blank values dropped and several q values joined with a
 * space; runs of white space become one space; cut to MAX_QUERY_LENGTH. "" means no search.
 */
export function normalizeQuery(values: string | null | undefined | readonly string[]): string {
  const list = typeof values === "string" ? [values] : (values ?? []);
  const joined = list
    .map((value) => cleanText(value).toLowerCase())
    .filter((value) => value !== "")
    .join(" ");
  // Cut on a character boundary (no half surrogate pair), then drop a trailing space.
  return Array.from(joined).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/** Lower-case without accents, so "premiere" finds "Première" and "ballet" finds "BALLET". */
export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a normalised query, folded, each once, in the order typed. */
export function tokenize(q: string): string[] {
  return [...new Set(foldText(q).split(/\s+/u).filter(Boolean))];
}

/**
 * Every character with a meaning in a regular expression gets a backslash, so typed text is
 * always matched literally ("(", "[", "*", "c++"). The result is valid with the "u" flag too:
 * only syntax characters are escaped, never letters or "-".
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}

// ---------------------------------------------------------------------------------------------
// Matching and ranking

/** The texts a production page is searched in, most telling first. HTML fields hold HTML. */
export type SearchFields = {
  heading: string | null | undefined;
  subheading: string | null | undefined;
  keywords: string | null | undefined;
  contentMain: string | null | undefined;
  contentRemaining: string | null | undefined;
};

type FieldName = keyof SearchFields;

/** Spec §5: a match in the heading counts most, then subheading, keywords, main, remaining. */
export const FIELD_WEIGHTS: Readonly<Record<FieldName, number>> = {
  heading: 32,
  subheading: 16,
  keywords: 8,
  contentMain: 4,
  contentRemaining: 2,
};

const HTML_FIELDS: ReadonlySet<FieldName> = new Set(["contentMain", "contentRemaining"]);
const FIELD_NAMES = Object.keys(FIELD_WEIGHTS) as FieldName[];

/** The fields folded for matching, HTML reduced to its text; built once per item. */
export type PreparedFields = Record<FieldName, string>;

export function prepareFields(fields: SearchFields): PreparedFields {
  const prepared = {} as PreparedFields;
  for (const name of FIELD_NAMES) {
    const raw = fields[name] ?? "";
    prepared[name] = cleanText(foldText(HTML_FIELDS.has(name) ? textOfHtml(raw) : raw));
  }
  return prepared;
}

type TermMatcher = { anywhere: RegExp; wordStart: RegExp };

/** Matchers built from escaped, folded terms only: raw input never becomes a pattern. */
export function termMatchers(terms: readonly string[]): TermMatcher[] {
  return terms.map((term) => {
    const escaped = escapeRegExp(term);
    return {
      anywhere: new RegExp(escaped, "u"),
      wordStart: new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}`, "u"),
    };
  });
}

/**
 * The whole query as the heading counts most ("contact" finds the page "Contact" before "Contact
 * Carrefonds"); several words together in the heading count more than the same words apart.
 */
export function phraseBonus(heading: string, phrase: string): number {
  if (phrase === "") return 0;
  if (heading === phrase) return FIELD_WEIGHTS.heading * 4;
  if (phrase.includes(" ") && heading.includes(phrase)) return FIELD_WEIGHTS.heading * 2;
  return 0;
}

/**
 * How well an item matches: 0 when some term occurs in none of its fields (every word must be
 * found, as the CMS does for pages and news). Each term adds the weight of every field it occurs
 * in, doubled where it starts a word; plus the phrase bonus.
 */
export function scoreFields(
  fields: PreparedFields,
  matchers: readonly TermMatcher[],
  phrase = "",
): number {
  if (matchers.length === 0) return 0;
  let score = 0;
  for (const matcher of matchers) {
    let termScore = 0;
    for (const name of FIELD_NAMES) {
      const text = fields[name];
      if (!matcher.anywhere.test(text)) continue;
      termScore += FIELD_WEIGHTS[name] * (matcher.wordStart.test(text) ? 2 : 1);
    }
    if (termScore === 0) return 0;
    score += termScore;
  }
  return score + phraseBonus(fields.heading, phrase);
}

/**
 * The items matching every term of q, best first. Ties keep the order of the input (the CMS's
 * order), so the same query always lists the same results in the same order.
 */
export function rankMatches<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchFields,
  q: string,
  preparedOf: (item: T) => PreparedFields = (item) => prepareFields(fieldsOf(item)),
): T[] {
  const terms = tokenize(q);
  if (terms.length === 0) return [];
  const matchers = termMatchers(terms);
  const phrase = terms.join(" ");
  return items
    .map((item, index) => ({
      item,
      index,
      score: scoreFields(preparedOf(item), matchers, phrase),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * The same ordering for a list the CMS already matched (general pages): nothing is dropped, a
 * better match in the heading moves up, ties keep the CMS's order.
 */
export function rerank<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchFields,
  q: string,
): T[] {
  const terms = tokenize(q);
  if (terms.length === 0) return [...items];
  const matchers = termMatchers(terms);
  const phrase = terms.join(" ");
  return items
    .map((item, index) => {
      // Score per term, so an item the CMS matched on a field we do not see still counts.
      const fields = prepareFields(fieldsOf(item));
      const score = matchers.reduce((sum, m) => sum + scoreFields(fields, [m]), 0);
      return { item, index, score: score + phraseBonus(fields.heading, phrase) };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

// ---------------------------------------------------------------------------------------------
// Cards

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

const complete = (c: ImageCropInput | null | undefined): ImageCrop | null =>
  isCompleteCrop(c) ? c : null;

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
  id: string;
  heading: string;
  subheading: string | null;
  image: SearchImage;
  href: string;
};

export type ProductionResult = SearchCard & {
  /** The editor's date line, else the upcoming days ("12 t/m 14 maart"); null when none. */
  dates: string | null;
  salesButton: SalesButton;
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

/** Spec §2: a card needs a heading and an image (the default always fits), and a link. */
function baseCard(node: ListedNode, page: GeneralPageData): SearchCard | null {
  const heading = text(page.heading) ?? text(page.title);
  const href = text(page.url);
  if (!heading || !href) return null;
  return {
    id: node.id,
    heading,
    subheading: text(page.subheading),
    image: cardImage(page.images),
    href,
  };
}

/** General pages in the CMS's order, better heading matches first; incomplete ones dropped. */
export function pageResults(items: readonly PageItem[], q: string): SearchCard[] {
  const ranked = rerank(items, ({ page }) => pageFields(page), q);
  const cards: SearchCard[] = [];
  for (const { node, page } of ranked) {
    const card = baseCard(node, page);
    if (card) cards.push(card);
  }
  return cards;
}

/** News items, newest first as the CMS sends them; the date stands in for a subheading. */
export function newsResults(items: readonly PageItem[], locale: Locale): NewsResult[] {
  const cards: NewsResult[] = [];
  for (const { node, page } of items) {
    const card = baseCard(node, page);
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

/** General pages have no keywords; their bottom text is their "remaining content". */
function pageFields(page: GeneralPageData): SearchFields {
  return {
    heading: text(page.heading) ?? page.title,
    subheading: page.subheading,
    keywords: null,
    contentMain: page.contentMain,
    contentRemaining: page.contentBottom,
  };
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

export function productionFields(page: ProductionPageData): SearchFields {
  return {
    heading: text(page.heading) ?? page.title,
    subheading: page.subheading,
    keywords: page.searchKeywords,
    contentMain: page.contentMain,
    contentRemaining: page.contentRemaining,
  };
}

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
  const heading = text(page.heading) ?? text(page.title);
  const href = text(page.url);
  if (!heading || !href || !text(node.production_id)) return null;
  const today = todayKey(ctx.now);
  const upcoming = source.events.filter((event) => (dayKey(event.start_date) ?? "") >= today);
  const salesButton = productionSalesButton(
    upcoming.length > 0 ? upcoming : source.events,
    {
      ...ctx.sales,
      playDatesHref: `${href}#speeldata`,
      overrideText: page.salesButtonOverrideText,
    },
    ctx.onUnknownStatus,
  );
  if (!salesButton) return null;
  const dates = text(page.dateHeading) ?? runDates(upcoming, ctx);
  return {
    id: node.id,
    heading,
    subheading: text(page.subheading),
    image: cardImage(page.images),
    href,
    dates: dates === "" ? null : dates,
    salesButton,
  };
}

// Folding the texts and stripping the HTML of every production page was most of a search; the
// production list hands over the same page objects while its answer is cached, so each page's
// prepared fields are kept beside it.
const preparedPages = new WeakMap<ProductionPageData, PreparedFields>();
function preparedProductionFields(page: ProductionPageData): PreparedFields {
  let prepared = preparedPages.get(page);
  if (!prepared) {
    prepared = prepareFields(productionFields(page));
    preparedPages.set(page, prepared);
  }
  return prepared;
}

/** The matching productions that make a card, best first: the first `limit` and the count. */
export function productionResults(
  sources: readonly ProductionSource[],
  q: string,
  ctx: ProductionContext,
  limit: number = SEARCH_LIMITS.productions,
): { items: ProductionResult[]; total: number } {
  const ranked = rankMatches(
    sources,
    ({ page }) => productionFields(page),
    q,
    ({ page }) => preparedProductionFields(page),
  );
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

// ---------------------------------------------------------------------------------------------
// The screen

/** One section of results, or the note that its content could not be loaded. */
export type SearchSection<T> = { status: "ok"; items: T[]; total: number } | { status: "error" };

/** Spec §3 Search result model (the loading flag is the browser's navigation state). */
export type SearchView = {
  query: string;
  productions: SearchSection<ProductionResult>;
  pages: SearchSection<SearchCard>;
  news: SearchSection<NewsResult>;
};

export const emptySection = <T>(): SearchSection<T> => ({ status: "ok", items: [], total: 0 });

/** Sections in the order the screen shows them. */
export const SECTION_ORDER = ["productions", "pages", "news"] as const;
export type SectionName = (typeof SECTION_ORDER)[number];

/** Shown cards over all sections (failed sections count none). */
export function resultCount(view: SearchView): number {
  return SECTION_ORDER.reduce((sum, name) => {
    const section = view[name];
    return sum + (section.status === "ok" ? section.items.length : 0);
  }, 0);
}

/** The no-results message applies only when every section answered and none found anything. */
export function hasNoResults(view: SearchView): boolean {
  return (
    view.query !== "" &&
    SECTION_ORDER.every((name) => view[name].status === "ok") &&
    resultCount(view) === 0
  );
}

/** "?q=…" for a query, "" for none. */
export function searchParams(q: string): string {
  return q === "" ? "" : `?${new URLSearchParams({ q }).toString()}`;
}
