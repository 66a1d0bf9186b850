// The search screen's data (spec §2 Search, §5; issue 38 item 6): the query is looked up in the
// site search index of its language (search-index.server.ts, built from the cached lists and kept
// until they change), and each kind of result becomes a section of cards. A list that fails is a
// failed section, never a 500 for the whole page; the index is then built from the others.
import type { Furniture } from "~/content/schema";
import type { Locale } from "~/models/http/locale";
import type { SalesLinkContext } from "~/models/sales/sales-button";
import { isTooShort, SEARCH_LIMITS } from "~/models/search/search-query";
import { href } from "~/route-table.js";
import {
  type Expandable,
  emptySection,
  type SearchSection,
  type SearchView,
} from "~/views/search/search";
import { homeCard, newsResults, pageResults, productionResults } from "~/views/search/search-cards";
import { type ContentResult, describeFailure } from "../content/result";
import { siteNow } from "../operations/clock.server";
import { log } from "../operations/log.server";
import { loadSearchSources, type SearchItem, searchIndexFor } from "../search-index.server";
import { type ListedPage, loadPageList } from "./lists.server";
import { loadProductionList, type ProductionEntry } from "./productions.server";

export type SearchData = {
  search: SearchView;
  /** The page furniture of the page's language (its production list's, else its page list's). */
  furniture: Furniture | null;
  preview: boolean;
  /** An answer was personal, or sales links carry the visitor's referral. */
  personal: boolean;
  /** A section failed or an answer was stale: the page is cached briefly so it heals soon. */
  stale: boolean;
};

async function settled<T>(call: () => Promise<ContentResult<T>>): Promise<ContentResult<T>> {
  try {
    return await call();
  } catch (error) {
    return { status: "http_error", reason: error instanceof Error ? error.message : String(error) };
  }
}

function section<T, R>(
  name: string,
  result: ContentResult<T> | null,
  build: (value: T) => { items: R[]; total: number },
): SearchSection<R> {
  if (result === null) return emptySection();
  if (result.status !== "ok") {
    log.error(`[search] ${name}: ${describeFailure(result)}`);
    return { status: "error" };
  }
  try {
    return { status: "ok", ...build(result.value) };
  } catch (error) {
    log.error(`[search] ${name}: PARSE_FAILED: ${String(error)}`);
    return { status: "error" };
  }
}

/** The page size the whole page list is read in (lists.server.ts): its first page is cached. */
const WHOLE_PAGE = 100;

const limit = (all: Expandable | null, section: Expandable, count: number) =>
  all === section ? Number.POSITIVE_INFINITY : count;

/** The ranked items of one kind, in rank order. */
function ofKind<K extends SearchItem["kind"]>(
  ranked: readonly { item: SearchItem }[],
  kind: K,
): Extract<SearchItem, { kind: K }>[] {
  return ranked
    .map(({ item }) => item)
    .filter((item): item is Extract<SearchItem, { kind: K }> => item.kind === kind);
}

export async function loadSearch(
  request: Request,
  locale: Locale,
  query: string,
  sales: Promise<SalesLinkContext>,
  /** The section to show in full (?all=), every other shows its first matches. */
  all: Expandable | null = null,
): Promise<SearchData> {
  // A blank or one-character query searches nothing (spec §5; issue 38): only the (cached)
  // production list is asked, for the page furniture.
  const tooShort = isTooShort(query);
  const searching = query !== "" && !tooShort;
  const [sources, furnitureOnly, salesContext] = await Promise.all([
    searching ? loadSearchSources(request, locale) : null,
    searching ? null : settled(() => loadProductionList(request, locale)),
    sales,
  ]);

  const index = sources ? searchIndexFor(locale, sources) : null;
  const ranked = index ? index.search(query) : [];
  const now = siteNow();
  const search: SearchView = {
    query,
    tooShort,
    suggestion: null,
    // The agenda asks the same kind of index of the productions (decision 0038, amended), so a
    // production found here is one the agenda's search finds too.
    inCalendar: ofKind(ranked, "production").length > 0,
    productions: section("production list", sources?.productions ?? null, () =>
      productionResults(
        ofKind(ranked, "production").map(({ entry }): ProductionEntry => entry),
        {
          locale,
          now,
          sales: salesContext,
          onUnknownStatus: (statusID) => log.warn(`[search] unknown event statusID ${statusID}`),
        },
        limit(all, "shows", SEARCH_LIMITS.productions),
      ),
    ),
    pages: section("page list", sources?.pages ?? null, () => {
      // General pages and the home page, in rank order.
      const cards = ranked.flatMap(({ item }) =>
        item.kind === "page"
          ? pageResults([item.listed])
          : item.kind === "home"
            ? [homeCard(item.home, href("home", locale))].filter((card) => card !== null)
            : [],
      );
      return {
        items: cards.slice(0, limit(all, "pages", SEARCH_LIMITS.pages)),
        total: cards.length,
      };
    }),
    news: section("news list", sources?.news ?? null, () => {
      const cards = newsResults(
        ofKind(ranked, "news").map(({ listed }): ListedPage => listed),
        locale,
      );
      return { items: cards.slice(0, limit(all, "news", SEARCH_LIMITS.news)), total: cards.length };
    }),
  };
  // "Bedoelde u …?" only when every list answered and none of them holds a match.
  if (index && hasNoMatch(search)) search.suggestion = index.suggest(query);

  // The page furniture is the page's language's: its production list's, else (that list failed)
  // the first page of its page list, which the index has just read and the cache still holds.
  const furnitureFrom =
    sources && sources.productions.status !== "ok"
      ? await settled(() => loadPageList(request, locale, { page: 0, perPage: WHOLE_PAGE }))
      : (sources?.productions ?? furnitureOnly);
  const results: (ContentResult<unknown> | null)[] = sources
    ? [sources.productions, sources.translations, sources.pages, sources.news, sources.home]
    : [furnitureOnly];
  const answered = results.filter(
    (result): result is Extract<ContentResult<unknown>, { status: "ok" }> =>
      result !== null && result.status === "ok",
  );
  const failed = results.some((result) => result !== null && result.status !== "ok");
  return {
    search,
    furniture: furnitureFrom?.status === "ok" ? furnitureFrom.value.furniture : null,
    preview: answered.some((result) => result.preview),
    personal:
      answered.some((result) => result.personal) || (searching && salesContext.referral !== null),
    stale: failed || answered.some((result) => result.stale),
  };
}

function hasNoMatch(view: SearchView): boolean {
  return [view.productions, view.pages, view.news].every(
    (found) => found.status === "ok" && found.total === 0,
  );
}
