// The search screen's rules (spec §2 Search, §3 Search result model): the sections in their
// order and what the screen says about them. The query is in search-query.ts, matching in
// search-ranking.ts and the cards in search-cards.ts.
import type { NewsResult, ProductionResult, SearchCard } from "./search-cards";

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
