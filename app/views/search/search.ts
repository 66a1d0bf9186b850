// The search screen's rules (spec §2 Search, §3 Search result model): the sections in their
// order and what the screen says about them. The query is in search-query.ts, matching in
// search-ranking.ts and the cards in search-cards.ts.
import type { NewsResult, ProductionResult, SearchCard } from "./search-cards";

/**
 * One section of results, or the note that its content could not be loaded. `total` counts every
 * match the visitor may see (never a noindex page), of which `items` are the ones shown.
 */
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

/**
 * Matches over all sections (failed sections count none): the sum of what the sections say they
 * found, so the count at the top never contradicts them.
 */
export function resultCount(view: SearchView): number {
  return SECTION_ORDER.reduce((sum, name) => {
    const section = view[name];
    return sum + (section.status === "ok" ? section.total : 0);
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

/**
 * The search screen shows the first shows and pages found; `?all=shows` or `?all=pages` shows
 * every one of them. News has a screen of its own for that: the news list with the same q.
 */
export const ALL_PARAM = "all";
const EXPANDABLE = ["shows", "pages"] as const;
export type Expandable = (typeof EXPANDABLE)[number];

/** The section the address asks to show in full, if any. */
export function expandedSection(params: URLSearchParams): Expandable | null {
  const value = params.get(ALL_PARAM);
  return EXPANDABLE.find((section) => section === value) ?? null;
}

/** The same search with every match of one section. */
export function allSearch(q: string, section: Expandable): string {
  return `?${new URLSearchParams({ q, [ALL_PARAM]: section }).toString()}`;
}

/**
 * What a section's found matches come to after some were left out (a noindex page, a card
 * without heading): the CMS's total less the ones it sent that cannot be shown, never fewer
 * than the cards shown.
 */
export function shownTotal(cmsTotal: number, sent: number, cards: number): number {
  const total = Number.isFinite(cmsTotal) ? cmsTotal : 0;
  return Math.max(cards, total - Math.max(0, sent - cards));
}
