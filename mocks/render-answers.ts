// Builds render answers for single nodes: a page wears its furniture, and the answer carries
// every node, production, venue and arrangement the page refers to.
import { inEnglish, venueInEnglish } from "./fixtures/event-texts-en";
import { buildFurniture } from "./fixtures/furniture";
import type { Dataset, NodeFixture, PageRecord } from "./fixtures/types";

export type RenderBody = {
  node: NodeFixture | null;
  nodes: Record<string, NodeFixture>;
  is_preview: boolean;
  is_redirect: boolean;
  filters: Record<string, unknown>;
  productions: Record<string, unknown>;
  arrangements: Record<string, unknown>;
  venues: Record<string, unknown>;
};

export type RenderAnswer = { status: number; body: RenderBody | { error: string } };

export const NOT_FOUND: RenderAnswer = { status: 404, body: { error: "not_found" } };

/** Data keys whose values are ids of other nodes. */
const REFERENCE_KEYS = [
  "relatedPages",
  "recommendedPages",
  "footerNewsPages",
  "slideshowPages",
  "pinnedSlideIDs",
  "newsHighlights",
  "productionPageList",
] as const;

export function emptyBody(preview: boolean): RenderBody {
  return {
    node: null,
    nodes: {},
    is_preview: preview,
    is_redirect: false,
    filters: {},
    productions: {},
    arrangements: {},
    venues: {},
  };
}

export function isVisible(page: PageRecord | undefined, preview: boolean): page is PageRecord {
  return page !== undefined && (page.published || preview);
}

/** The node as the main answer: its own data plus the furniture of its site and language. */
export function withFurniture(page: PageRecord, dataset: Dataset): NodeFixture {
  const year = Number(dataset.today.slice(0, 4));
  return {
    ...page.node,
    data: { ...buildFurniture(page.lang, page.site, year), ...page.node.data },
  };
}

/** Adds nodes (without furniture) and, for production pages, their productions and venues. */
export function addNodes(body: RenderBody, dataset: Dataset, pages: PageRecord[]): void {
  for (const page of pages) {
    body.nodes[page.node.id] = page.node;
    addProduction(body, dataset, page.node.production_id, page.lang);
  }
}

export function addProduction(
  body: RenderBody,
  dataset: Dataset,
  productionId: string | undefined,
  lang: "nl" | "en",
): void {
  if (!productionId) return;
  const production = dataset.productions[productionId];
  if (!production) return;
  body.productions[productionId] = lang === "en" ? inEnglish(production) : production;
  for (const event of production.events) {
    const venueId =
      event.venue_id === undefined || event.venue_id === null ? undefined : String(event.venue_id);
    const venue = venueId ? dataset.venues[venueId] : undefined;
    if (venueId && venue) body.venues[venueId] = lang === "en" ? venueInEnglish(venue) : venue;
    for (const arrangementId of event.arrangements ?? []) {
      const arrangement = dataset.arrangements[String(arrangementId)];
      if (arrangement) body.arrangements[arrangement.id] = arrangement;
    }
  }
}

export function referencedPages(
  page: PageRecord,
  dataset: Dataset,
  preview: boolean,
): PageRecord[] {
  const ids = new Set<string>();
  for (const key of REFERENCE_KEYS) {
    const value = page.node.data[key];
    if (Array.isArray(value)) for (const id of value) ids.add(String(id));
  }
  return [...ids]
    .map((id) => dataset.byId.get(id))
    .filter((ref): ref is PageRecord => isVisible(ref, preview));
}

/** A page, home page or production page with everything it refers to. */
export function pageAnswer(page: PageRecord, dataset: Dataset, preview: boolean): RenderAnswer {
  const body = emptyBody(preview);
  body.node = withFurniture(page, dataset);
  addProduction(body, dataset, page.node.production_id, page.lang);
  addNodes(body, dataset, referencedPages(page, dataset, preview));
  return { status: 200, body };
}

export function redirectAnswer(node: NodeFixture, preview: boolean): RenderAnswer {
  return { status: 200, body: { ...emptyBody(preview), node, is_redirect: true } };
}
