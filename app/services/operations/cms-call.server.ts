// How the CMS service clients report a call (app/services/operations/observe.server.ts): the endpoint as a
// kind from a fixed set, never its path (which holds tokens and references), the outcome, and
// how long it took.
import { observe } from "./observe.server";

/** The kind of a services API path: its first segment after /api/services/ when known. */
export function serviceKind(endpoint: string): string {
  const match = /^\/api\/(services\/)?(newsletter|forms|presale|orders)\b/.exec(endpoint);
  return match?.[2] ?? "services";
}

/** "timeout", or "error" for any other failure (network, status, unreadable answer). */
export function failureOutcome(error: unknown): string {
  return error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "error";
}

export function reportCmsCall(endpoint: string, outcome: string, startedAt: number): void {
  observe({ kind: "cms-call", endpoint, outcome, durationMs: performance.now() - startedAt });
}
