// The search screen's data (spec §2 Search, §5): the three lists asked together, each turned into
// a section of results by the search models. A list that fails, or throws, is a failed section,
// never a 500 for the whole page.
import type { Furniture } from "~/content/schema";
import type { Locale } from "~/models/http/locale";
import type { SalesLinkContext } from "~/models/sales/sales-button";
import { SEARCH_LIMITS } from "~/models/search/search-query";
import {
  type Expandable,
  emptySection,
  type SearchSection,
  type SearchView,
  shownTotal,
} from "~/views/search/search";
import { newsResults, pageResults, productionResults } from "~/views/search/search-cards";
import { type ContentResult, describeFailure } from "../content/result";
import { siteNow } from "../operations/clock.server";
import { log } from "../operations/log.server";
import { loadNewsList, loadPageList } from "./lists.server";
import { loadProductionList } from "./productions.server";

export type SearchData = {
  search: SearchView;
  /** The page furniture of the first list that answered. */
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

// The CMS's largest page of a list: general pages are asked this many at a time, so the pages
// that cannot be shown (noindex) come off the count exactly and `?all=pages` can show them all.
const PAGES_ASKED = 100;

export async function loadSearch(
  request: Request,
  locale: Locale,
  query: string,
  sales: Promise<SalesLinkContext>,
  /** The section to show in full (?all=), every other shows its first matches. */
  all: Expandable | null = null,
): Promise<SearchData> {
  // The three calls start together. Without a query only the (cached) production list is asked,
  // for the page furniture: a blank query searches nothing (spec §5).
  const [productionList, pageList, newsList, salesContext] = await Promise.all([
    settled(() => loadProductionList(request, locale)),
    query
      ? settled(() => loadPageList(request, locale, { page: 0, perPage: PAGES_ASKED, q: query }))
      : null,
    query
      ? settled(() =>
          loadNewsList(request, locale, { page: 0, perPage: SEARCH_LIMITS.news, q: query }),
        )
      : null,
    sales,
  ]);

  const now = siteNow();
  const search: SearchView = {
    query,
    productions: section("production list", query ? productionList : null, (list) =>
      productionResults(
        list.entries,
        query,
        {
          locale,
          now,
          sales: salesContext,
          onUnknownStatus: (statusID) => log.warn(`[search] unknown event statusID ${statusID}`),
        },
        all === "shows" ? Number.POSITIVE_INFINITY : SEARCH_LIMITS.productions,
      ),
    ),
    pages: section("page list", pageList, (list) => {
      const cards = pageResults(list.items, query);
      const total = shownTotal(list.total, list.items.length, cards.length);
      return { items: all === "pages" ? cards : cards.slice(0, SEARCH_LIMITS.pages), total };
    }),
    news: section("news list", newsList, (list) => {
      const cards = newsResults(list.items, locale);
      const total = shownTotal(list.total, list.items.length, cards.length);
      return { items: cards.slice(0, SEARCH_LIMITS.news), total };
    }),
  };

  const calls: (ContentResult<{ furniture: Furniture }> | null)[] = [
    productionList,
    pageList,
    newsList,
  ];
  const answered = calls.filter(
    (result): result is Extract<ContentResult<{ furniture: Furniture }>, { status: "ok" }> =>
      result !== null && result.status === "ok",
  );
  const failed = calls.some((result) => result !== null && result.status !== "ok");
  return {
    search,
    furniture: answered[0]?.value.furniture ?? null,
    preview: answered.some((result) => result.preview),
    personal:
      answered.some((result) => result.personal) ||
      (query !== "" && salesContext.referral !== null),
    stale: failed || answered.some((result) => result.stale),
  };
}
