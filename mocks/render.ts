// Routes a render path to its answer: list paths, home pages, content pages, redirects.
import type { Dataset } from "./fixtures/types";
import {
  newsListAnswer,
  pageListAnswer,
  parseListQuery,
  productionListAnswer,
} from "./list-answers";
import {
  isVisible,
  NOT_FOUND,
  pageAnswer,
  type RenderAnswer,
  redirectAnswer,
} from "./render-answers";

const LIST_PATH = /^(production-page-list|page-list|news-page-list)-(nl|en)$/;

/** The render path from a request pathname: everything after /api/render/, one leading slash stripped, decoded. */
export function renderPathOf(pathname: string): string {
  const marker = "/api/render/";
  const index = pathname.indexOf(marker);
  const raw = index === -1 ? "" : pathname.slice(index + marker.length).replace(/^\//, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function render(
  dataset: Dataset,
  path: string,
  query: URLSearchParams,
  preview: boolean,
): RenderAnswer {
  const list = LIST_PATH.exec(path);
  if (list) {
    const [, kind, lang] = list as unknown as [string, string, "nl" | "en"];
    if (kind === "production-page-list") return productionListAnswer(dataset, lang, preview);
    if (kind === "page-list") return pageListAnswer(dataset, lang, parseListQuery(query), preview);
    return newsListAnswer(dataset, lang, parseListQuery(query), preview);
  }
  const page = dataset.byPath.get(path);
  if (isVisible(page, preview)) return pageAnswer(page, dataset, preview);
  const redirect = dataset.redirects.get(path);
  if (redirect) return redirectAnswer(redirect.node, preview);
  return NOT_FOUND;
}
