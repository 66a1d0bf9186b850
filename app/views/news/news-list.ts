// The news list's rules (spec §2 News list, §3 News card, §5, §9): reading p, q and tag from
// the address, the links that page and filter (always keeping the other parameters), when the
// previous/next arrows show, and which news items make a card. Pure: the loader feeds it the
// CMS answer; bad input never throws, it falls back to page 1 or empty filters.

import { href } from "~/route-table.js";
import { type Locale, otherLocale } from "../../models/http/locale";
import { cleanText } from "../../models/search/plain-text";

/** Spec §9: news page size. */
export const NEWS_PAGE_SIZE = 10;
/** Longer search text is cut: nobody types more, and the CMS need not chew on it. */
export const MAX_QUERY_LENGTH = 200;
/** More tags than taxonomy keys exist can only be noise. */
export const MAX_TAGS = 5;
const MAX_TAG_LENGTH = 50;
/** Tags offered as filters; the taxonomy has five. */
const MAX_TAG_OPTIONS = 20;
/** Far beyond any real list; keeps absurd numbers out of the CMS call. */
export const MAX_PAGE_INDEX = 9_999;

export const PAGE_PARAM = "p";
export const SEARCH_PARAM = "q";
export const TAG_PARAM = "tag";

export type NewsListQuery = {
  /** 0-based page index (the address's p is 1-based). */
  page: number;
  /** Trimmed search text, null when empty. */
  q: string | null;
  /** Cleaned tag keys, in the order given, without duplicates. */
  tags: string[];
};

// ---------------------------------------------------------------------------------------------
// Reading the address

/** Spec §2: p is 1-based and used as p-1 only if above 0; anything else is the first page. */
export function parsePage(value: string | null | undefined): number {
  const text = value?.trim() ?? "";
  if (!/^\d+$/.test(text)) return 0;
  const number = Number(text);
  if (!Number.isSafeInteger(number)) return MAX_PAGE_INDEX;
  return number > 0 ? Math.min(number - 1, MAX_PAGE_INDEX) : 0;
}

/**
 * Trimmed, lower-cased (as every search box on the site), inner white space collapsed, control
 * characters dropped, cut to 200 characters.
 */
export function normalizeQuery(value: string | null | undefined): string | null {
  const text = cleanText(value).toLowerCase().slice(0, MAX_QUERY_LENGTH).trim();
  return text === "" ? null : text;
}

const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/** Taxonomy keys only: trimmed, lower-cased, malformed and repeated ones dropped, at most 5. */
export function cleanTags(values: readonly string[], max = MAX_TAGS): string[] {
  const tags: string[] = [];
  for (const value of values) {
    if (tags.length === max) break;
    const tag = value.trim().toLowerCase();
    if (tag.length > MAX_TAG_LENGTH || !TAG_PATTERN.test(tag) || tags.includes(tag)) continue;
    tags.push(tag);
  }
  return tags;
}

export function parseNewsListQuery(params: URLSearchParams): NewsListQuery {
  return {
    page: parsePage(params.get(PAGE_PARAM)),
    q: normalizeQuery(params.get(SEARCH_PARAM)),
    tags: cleanTags(params.getAll(TAG_PARAM)),
  };
}

export function isFiltered(query: Pick<NewsListQuery, "q" | "tags">): boolean {
  return query.q !== null || query.tags.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Links

/** "?q=…&tag=…&p=2", or "" for the plain first page. p is left out on the first page. */
export function newsListSearch(query: NewsListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set(SEARCH_PARAM, query.q);
  for (const tag of query.tags) params.append(TAG_PARAM, tag);
  if (query.page > 0) params.set(PAGE_PARAM, String(query.page + 1));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

export function newsListHref(locale: Locale, query: NewsListQuery): string {
  return `${href("newsList", locale)}${newsListSearch(query)}`;
}

/** Another page of the same search and tags. */
export function pageHref(locale: Locale, query: NewsListQuery, page: number): string {
  return newsListHref(locale, { ...query, page });
}

/** The same list without one tag, back on page 1 (the reset in the filter notice). */
export function withoutTagHref(locale: Locale, query: NewsListQuery, tag: string): string {
  return newsListHref(locale, { ...query, page: 0, tags: query.tags.filter((t) => t !== tag) });
}

/** The same list with one more tag (every tag must match), back on page 1. */
export function withTagHref(locale: Locale, query: NewsListQuery, tag: string): string {
  return newsListHref(locale, { ...query, page: 0, tags: cleanTags([...query.tags, tag]) });
}

/** The same tags without the search text, back on page 1. */
export function withoutSearchHref(locale: Locale, query: NewsListQuery): string {
  return newsListHref(locale, { ...query, page: 0, q: null });
}

/** The same list (page, search and tags) in the other language: tags are language-neutral. */
export function alternateNewsListHref(locale: Locale, query: NewsListQuery): string {
  return newsListHref(otherLocale(locale), query);
}

// ---------------------------------------------------------------------------------------------
// Paging

export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

/**
 * A page after the last one does not exist: it answers 404 rather than an empty page search
 * engines would keep. The first page always exists, also for a list with nothing in it.
 */
export function isPastLastPage(source: { total: number; perPage: number }, page: number) {
  const perPage = source.perPage > 0 ? source.perPage : NEWS_PAGE_SIZE;
  return page > 0 && page >= pageCount(Math.max(0, source.total), perPage);
}

/** Spec §2: the previous/next arrows show when the total exceeds the page size. */
export function showsArrows(total: number, perPage: number): boolean {
  return perPage > 0 && total > perPage;
}

export type PageLink = {
  kind: "page";
  /** 0-based index; the label is index + 1. */
  index: number;
  href: string;
  current: boolean;
  /** Not next to the current page: left out on narrow screens. */
  far: boolean;
};
export type PageGap = { kind: "gap"; far: true };

export type PaginationView = {
  current: number;
  count: number;
  previous: string | null;
  next: string | null;
  pages: (PageLink | PageGap)[];
};

/** First, last and the pages around the current one; gaps where pages are skipped. */
export function pageWindow(current: number, count: number, around = 1): number[] {
  const pages = new Set<number>([0, count - 1]);
  for (let index = current - around; index <= current + around; index++) pages.add(index);
  return [...pages].filter((index) => index >= 0 && index < count).sort((a, b) => a - b);
}

export function buildPagination(
  locale: Locale,
  query: NewsListQuery,
  total: number,
  perPage: number,
): PaginationView | null {
  const count = pageCount(total, perPage);
  if (!showsArrows(total, perPage) || query.page >= count) return null;
  const current = query.page;
  const pages: (PageLink | PageGap)[] = [];
  let last = -1;
  for (const index of pageWindow(current, count)) {
    if (index > last + 1) pages.push({ kind: "gap", far: true });
    pages.push({
      kind: "page",
      index,
      href: pageHref(locale, query, index),
      current: index === current,
      far: Math.abs(index - current) > 1,
    });
    last = index;
  }
  return {
    current,
    count,
    previous: current > 0 ? pageHref(locale, query, current - 1) : null,
    next: current < count - 1 ? pageHref(locale, query, current + 1) : null,
    pages,
  };
}

/** The tags the CMS offers (filters.newsPageTag.options), read defensively: it is untyped. */
export function tagOptions(filters: Record<string, unknown>): string[] {
  const options = (filters.newsPageTag as { options?: unknown } | null | undefined)?.options;
  if (!Array.isArray(options)) return [];
  const values: string[] = [];
  for (const option of options) {
    const { value, count } = (option ?? {}) as { value?: unknown; count?: unknown };
    if (typeof value !== "string") continue;
    if (typeof count === "number" && count <= 0) continue;
    values.push(value);
  }
  return cleanTags(values, MAX_TAG_OPTIONS);
}
