// Production pages and the production list from the CMS, decoded per node so one broken page or
// event never takes the whole list down. View models are built in app/models by the routes.
import * as v from "valibot";
import {
  type ContentEvent,
  type ContentNode,
  decodeEvents,
  type Furniture,
  furnitureSchema,
  type ProductionPageData,
  productionPageDataSchema,
  type RenderResponse,
  type Venue,
} from "~/content/schema";
import type { Locale } from "~/models/http/locale";
import { decodedOnce } from "../content/decoded-once";
import { summarizeIssues } from "../content/render-api.server";
import { loadRender } from "../content/render-cache.server";
import type { ContentResult } from "../content/result";
import { log } from "../operations/log.server";
import { cmsCookieFrom, DecodeError, loadContentAnswer, type PageOutcome } from "./content.server";

export type ProductionEntry = {
  node: ContentNode;
  page: ProductionPageData;
  /** Valid events of the page's production; empty when it has none or they were all malformed. */
  events: ContentEvent[];
};

export type ProductionPageAnswer = ProductionEntry & {
  venues: Record<string, Venue>;
  /** Other production pages the answer carries (related, recommended). */
  related: ProductionEntry[];
};

function eventsOf(answer: RenderResponse, node: ContentNode): ContentEvent[] {
  if (!node.production_id) return [];
  const production = answer.productions?.[node.production_id];
  if (!production) throw new Error(`production ${node.production_id} of node ${node.id} missing`);
  return decodeEvents(production.events, (index, reason) =>
    log.warn(`[content] dropped event ${index} of production ${production.id}: ${reason}`),
  );
}

/** A production-page node decoded, or null (logged) when its data fails the contract. */
export function productionEntry(answer: RenderResponse, node: ContentNode): ProductionEntry | null {
  const data = v.safeParse(productionPageDataSchema, node.data);
  if (!data.success) {
    log.warn(`[content] dropped production page ${node.id}: ${summarizeIssues(data.issues)}`);
    return null;
  }
  return { node, page: data.output, events: eventsOf(answer, node) };
}

export async function loadProductionPage(
  request: Request,
  locale: Locale,
  path: string,
): Promise<PageOutcome<ProductionPageAnswer>> {
  return loadContentAnswer(request, locale, path, "production-page", (answer, node) => {
    const entry = productionEntry(answer, node);
    if (!entry) throw new DecodeError(`production page ${node.id} fails the contract`);
    const related = Object.values(answer.nodes ?? {})
      .filter((other) => other.kind === "production-page" && other.id !== node.id)
      .map((other) => productionEntry(answer, other))
      .filter((e): e is ProductionEntry => e !== null);
    return { ...entry, venues: answer.venues ?? {}, related };
  });
}

export type ProductionList = {
  entries: ProductionEntry[];
  venues: Record<string, Venue>;
  /** The list's page furniture (menus, footer); empty when the CMS sends none. */
  furniture: Furniture;
};

/** Every production page of a language (cached 60 s, spec §9); broken pages are left out. */
export async function loadProductionList(
  request: Request,
  locale: Locale,
): Promise<ContentResult<ProductionList>> {
  const result = await loadRender({
    path: `production-page-list-${locale}`,
    cmsCookie: cmsCookieFrom(request),
    cache: "productionList",
    expect: ["production-page-list"],
  });
  if (result.status !== "ok") return result;
  const answer = result.value;
  let entries: ProductionEntry[];
  try {
    entries = decodedOnce(answer, "productionList", () => {
      const nodes = answer.nodes ?? {};
      const ids = answer.node.node_ids ?? Object.keys(nodes);
      const list: ProductionEntry[] = [];
      for (const id of ids) {
        const node = nodes[id];
        if (node?.kind !== "production-page") continue;
        const entry = productionEntry(answer, node);
        if (entry) list.push(entry);
      }
      return list;
    });
  } catch (error) {
    return { status: "parse_failed", reason: String(error) };
  }
  const furniture = v.safeParse(furnitureSchema, answer.node.data ?? {});
  return {
    ...result,
    value: {
      entries,
      venues: answer.venues ?? {},
      furniture: furniture.success ? furniture.output : {},
    },
  };
}
