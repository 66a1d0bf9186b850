// What a screen needs from a render answer: a main node of a kind it can show. A 200 answer
// without one (`{}` from a CMS in trouble, a list where a page belongs) passes the shape check
// but is as much a failure as a 500: served, it would replace the good copy and be cached. So
// every caller names the kinds it accepts, and the caches check them before storing or serving.
import type { ContentNode, RenderResponse } from "./schema";

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

export function hasExpectedNode(
  answer: RenderResponse,
  expect: readonly NodeKind[],
): answer is ExpectedAnswer {
  const kind = answer.node?.kind;
  return kind !== undefined && (expect as readonly string[]).includes(kind);
}

/** For the log: what was expected and what came instead. */
export function unexpectedReason(answer: RenderResponse, expect: readonly NodeKind[]): string {
  return `expected ${expect.join(" or ")}, got ${answer.node ? `a ${answer.node.kind} node` : "no node"}`;
}
