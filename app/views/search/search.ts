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
  /** The query is too short to search (one character): the screen asks for more. */
  tooShort: boolean;
  /** When nothing matched: a close query that finds something ("Bedoelde u …?"), else null. */
  suggestion: string | null;
  /**
   * Whether the agenda's own search (exact words, agenda-entries.ts) finds a show for this query:
   * the way on to the agenda is offered only then, never to an empty agenda for "notenkraaker".
   */
  inCalendar: boolean;
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
    !view.tooShort &&
    SECTION_ORDER.every((name) => view[name].status === "ok") &&
    resultCount(view) === 0
  );
}

/** "?q=…" for a query, "" for none. */
export function searchParams(q: string): string {
  return q === "" ? "" : `?${new URLSearchParams({ q }).toString()}`;
}

/**
 * The search screen shows the first shows, pages and news found; `?all=shows`, `?all=pages` or
 * `?all=news` shows every one of them (the news list's own search matches exact words only, so
 * the forgiving matches of this screen are shown here).
 */
export const ALL_PARAM = "all";
const EXPANDABLE = ["shows", "pages", "news"] as const;
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
