import { buildFurniture } from "./fixtures/furniture";
// The list paths: production-page-list-{lang}, page-list-{lang} and news-page-list-{lang},
// with paging (page is 0-based), a free-text query and, for news, tag filters.
import { nodeId } from "./fixtures/ids";
import type { Dataset, Lang, PageRecord } from "./fixtures/types";
import { addNodes, emptyBody, isVisible, type RenderAnswer } from "./render-answers";

export const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

export type ListQuery = { page: number; perPage: number; terms: string[]; tags: string[] };

function wholeNumber(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

export function parseListQuery(query: URLSearchParams): ListQuery {
  return {
    page: wholeNumber(query.get("page"), 0, 0, Number.MAX_SAFE_INTEGER),
    perPage: wholeNumber(query.get("per_page"), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
    terms: (query.get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean),
    tags: query
      .getAll("filter_newsPageTag")
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

const plainText = (value: unknown) =>
  typeof value === "string" ? value.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;/g, " ") : "";

/** Every term occurs (case-insensitively) in the heading, subheading or main content. */
export function matchesTerms(page: PageRecord, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const { heading, subheading, contentMain } = page.node.data;
  const text = [heading, subheading, contentMain].map(plainText).join(" ").toLowerCase();
  return terms.every((term) => text.includes(term));
}

function tagsOf(page: PageRecord): string[] {
  const tags = page.node.data.newsPageTags;
  return Array.isArray(tags) ? tags.map(String) : [];
}

function pagedAnswer(
  kind: string,
  lang: Lang,
  matches: PageRecord[],
  query: ListQuery,
  dataset: Dataset,
  preview: boolean,
): RenderAnswer & { body: ReturnType<typeof emptyBody> } {
  const slice = matches.slice(query.page * query.perPage, (query.page + 1) * query.perPage);
  const body = emptyBody(preview);
  body.node = {
    id: nodeId(`list:${kind}:${lang}`),
    kind,
    data: listFurniture(dataset, lang),
    node_ids: slice.map((page) => page.node.id),
    per_page: query.perPage,
    statistics: { total_matches: matches.length },
  };
  addNodes(body, dataset, slice);
  return { status: 200, body };
}

/** List screens (agenda, news list, search) wear the theatre's furniture like any page. */
function listFurniture(dataset: Dataset, lang: Lang) {
  return buildFurniture(lang, "theatre", Number(dataset.today.slice(0, 4)));
}

export function productionListAnswer(dataset: Dataset, lang: Lang, preview: boolean): RenderAnswer {
  const pages = dataset.pages.filter(
    (page) =>
      page.lang === lang && page.node.kind === "production-page" && isVisible(page, preview),
  );
  const body = emptyBody(preview);
  body.node = {
    id: nodeId(`list:production-page-list:${lang}`),
    kind: "production-page-list",
    data: listFurniture(dataset, lang),
    node_ids: pages.map((page) => page.node.id),
    statistics: { total_matches: pages.length },
  };
  addNodes(body, dataset, pages);
  return { status: 200, body };
}

export function pageListAnswer(
  dataset: Dataset,
  lang: Lang,
  query: ListQuery,
  preview: boolean,
): RenderAnswer {
  const matches = dataset.pages.filter(
    (page) =>
      page.lang === lang &&
      page.node.kind === "general-page" &&
      isVisible(page, preview) &&
      matchesTerms(page, query.terms),
  );
  return pagedAnswer("page-list", lang, matches, query, dataset, preview);
}

export function newsListAnswer(
  dataset: Dataset,
  lang: Lang,
  query: ListQuery,
  preview: boolean,
): RenderAnswer {
  const all = dataset.pages
    .filter(
      (page) => page.lang === lang && page.node.kind === "news-page" && isVisible(page, preview),
    )
    .sort((a, b) => (b.node.publication_date ?? "").localeCompare(a.node.publication_date ?? ""));
  const matches = all.filter(
    (page) =>
      query.tags.every((tag) => tagsOf(page).includes(tag)) && matchesTerms(page, query.terms),
  );
  const answer = pagedAnswer("news-page-list", lang, matches, query, dataset, preview);
  const counts = new Map<string, number>();
  for (const page of all)
    for (const tag of tagsOf(page)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  answer.body.filters = {
    newsPageTag: {
      selected: query.tags,
      options: [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([value, count]) => ({ value, count })),
    },
  };
  return answer;
}
