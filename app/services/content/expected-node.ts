// What a screen needs from a render answer: a main node of a kind it can show. A 200 answer
// without one (`{}` from a CMS in trouble, a list where a page belongs) passes the shape check
// but is as much a failure as a 500: served, it would replace the good copy and be cached. So
// every caller names the kinds it accepts, and the caches check them (and the main node's data)
// before storing or serving.
import * as v from "valibot";
import {
  type ContentNode,
  generalPageDataSchema,
  homeDataSchema,
  productionPageDataSchema,
  type RenderResponse,
  redirectDataSchema,
} from "~/content/schema";

export type NodeKind =
  | "home-page"
  | "general-page"
  | "news-page"
  | "production-page"
  | "production-page-list"
  | "page-list"
  | "news-page-list"
  | "redirect"
  | "short-url";

/** An answer that has what its caller expects: the main node is there. */
export type ExpectedAnswer = RenderResponse & { node: ContentNode };

/** The redirect lookup (catch-all) finds these or answers 404. */
export const REDIRECT_KINDS: readonly NodeKind[] = ["redirect", "short-url"];

/** A content path answers with its page, or with a redirect when the page moved. */
export function pageOrRedirect(kind: NodeKind): readonly NodeKind[] {
  return [kind, ...REDIRECT_KINDS];
}

// The main node's own data must hold too: a home-page node whose data fails its contract lacks
// what the screen needs as much as no node does. List nodes carry no data of their own.
const DATA_SCHEMAS: Partial<Record<NodeKind, v.GenericSchema>> = {
  "home-page": homeDataSchema,
  "general-page": generalPageDataSchema,
  "news-page": generalPageDataSchema,
  "production-page": productionPageDataSchema,
  redirect: redirectDataSchema,
  "short-url": redirectDataSchema,
};

// Checked once per answer object: the list caches ask again on every read of a kept answer.
const dataHolds = new WeakMap<ContentNode, boolean>();

function mainDataHolds(node: ContentNode): boolean {
  let holds = dataHolds.get(node);
  if (holds === undefined) {
    const schema = DATA_SCHEMAS[node.kind as NodeKind];
    holds = schema ? v.is(schema, node.data) : true;
    dataHolds.set(node, holds);
  }
  return holds;
}

export function hasExpectedNode(
  answer: RenderResponse,
  expect: readonly NodeKind[],
): answer is ExpectedAnswer {
  const node = answer.node;
  return (
    node !== undefined &&
    node !== null &&
    (expect as readonly string[]).includes(node.kind) &&
    mainDataHolds(node)
  );
}

/** For the log: what was expected and what came instead. */
export function unexpectedReason(answer: RenderResponse, expect: readonly NodeKind[]): string {
  const node = answer.node;
  if (node && (expect as readonly string[]).includes(node.kind)) {
    return `the ${node.kind} node's data fails its contract`;
  }
  return `expected ${expect.join(" or ")}, got ${node ? `a ${node.kind} node` : "no node"}`;
}
