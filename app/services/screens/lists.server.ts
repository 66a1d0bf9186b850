// Paged lists from the CMS: news items (cached 120 s, spec §9) and general pages (search).
// Each node is decoded on its own; one broken item is dropped and logged, never fatal.
import * as v from "valibot";
import {
  type ContentNode,
  type Furniture,
  furnitureSchema,
  type GeneralPageData,
  generalPageDataSchema,
} from "~/content/schema";
import type { Locale } from "~/models/http/locale";
import { summarizeIssues } from "../content/render-api.server";
import { type CacheName, loadRender } from "../content/render-cache.server";
import type { ContentResult } from "../content/result";
import { log } from "../operations/log.server";
import { cmsCookieFrom } from "./content.server";

export type ListedPage = { node: ContentNode; page: GeneralPageData };
export type PagedList = {
  items: ListedPage[];
  total: number;
  perPage: number;
  /** Tag options and selection the CMS reports (news list), if any. */
  filters: Record<string, unknown>;
  furniture: Furniture;
};

export type ListQuery = {
  page: number;
  perPage: number;
  q?: string | null;
  tags?: readonly string[];
};

async function loadList(
  request: Request,
  path: string,
  expect: "news-page-list" | "page-list",
  query: ListQuery,
  cache?: CacheName,
): Promise<ContentResult<PagedList>> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.q) params.set("q", query.q);
  for (const tag of query.tags ?? []) params.append("filter_newsPageTag", tag);
  const result = await loadRender({
    path,
    query: params,
    cmsCookie: cmsCookieFrom(request),
    cache,
    expect: [expect],
  });
  if (result.status !== "ok") return result;
  const answer = result.value;
  const nodes = answer.nodes ?? {};
  const items: ListedPage[] = [];
  for (const id of answer.node.node_ids ?? []) {
    const node = nodes[id];
    if (!node) continue;
    const data = v.safeParse(generalPageDataSchema, node.data);
    if (data.success) items.push({ node, page: data.output });
    else
      log.warn(
        `[content] dropped ${node.kind} ${node.id} from ${path}: ${summarizeIssues(data.issues)}`,
      );
  }
  const furniture = v.safeParse(furnitureSchema, answer.node.data ?? {});
  return {
    ...result,
    value: {
      items,
      total: answer.node.statistics?.total_matches ?? items.length,
      perPage: answer.node.per_page ?? query.perPage,
      filters: answer.filters ?? {},
      furniture: furniture.success ? furniture.output : {},
    },
  };
}

/** News items, newest first; page is 0-based (spec §7: news-page-list with per_page, page, q, tags). */
export function loadNewsList(request: Request, locale: Locale, query: ListQuery) {
  return loadList(request, `news-page-list-${locale}`, "news-page-list", query, "newsList");
}

/** General pages matching q (search: page 0, 10 per page). */
export function loadPageList(request: Request, locale: Locale, query: ListQuery) {
  return loadList(request, `page-list-${locale}`, "page-list", query);
}

// The contract's largest page size: the fewest calls for a whole list.
const WHOLE_LIST_PAGE_SIZE = 100;

/**
 * Every item of a paged list (the sitemap), page after page and outside the visitors' list cache.
 * At most `maxPages` calls, so a CMS that reports a huge total cannot keep us asking; a failed
 * page fails the whole, so a part is never taken for the whole.
 */
export async function loadWholeList(
  request: Request,
  locale: Locale,
  kind: "news" | "pages",
  maxPages = 50,
): Promise<ContentResult<ListedPage[]>> {
  const path = kind === "news" ? `news-page-list-${locale}` : `page-list-${locale}`;
  const expect = kind === "news" ? "news-page-list" : "page-list";
  const items: ListedPage[] = [];
  let preview = false;
  let personal = false;
  let stale = false;
  for (let page = 0; page < maxPages; page++) {
    const result = await loadList(request, path, expect, {
      page,
      perPage: WHOLE_LIST_PAGE_SIZE,
    });
    if (result.status !== "ok") return result;
    preview ||= result.preview;
    personal ||= result.personal;
    stale ||= result.stale;
    items.push(...result.value.items);
    const pages = Math.ceil(result.value.total / Math.max(1, result.value.perPage));
    if (page + 1 >= pages || result.value.items.length === 0) break;
  }
  return { status: "ok", value: items, preview, personal, stale };
}
