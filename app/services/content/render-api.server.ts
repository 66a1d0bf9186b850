// One HTTP call to the render API, classified. No caching here: see render-cache.server.ts.
import * as v from "valibot";
import { type RenderResponse, renderResponseSchema } from "~/content/schema";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";
import { observe } from "../operations/observe.server";
import type { ContentResult } from "./result";

export type RenderRequest = {
  /** Path after /api/render/, without leading slash, e.g. "pagina/contact" or "home-nl". */
  path: string;
  query?: URLSearchParams;
  /** The visitor's CMS session cookie ("name=value"), forwarded for preview. */
  cmsCookie?: string | null;
};

/** The render path and query ("pagina/contact", "page-list-nl?page=0&q=x"): the caches' key. */
export function renderKey({ path, query }: RenderRequest): string {
  const qs = query?.toString();
  return `${path.replace(/^\/+/, "")}${qs ? `?${qs}` : ""}`;
}

export function renderUrl(req: RenderRequest): string {
  return `${getEnv().CONTENT_API_URL}/api/render/${renderKey(req)}`;
}

export async function requestRender(req: RenderRequest): Promise<ContentResult<RenderResponse>> {
  const url = renderUrl(req);
  const started = performance.now();
  const result = await fetchAndDecode(url, req.cmsCookie ?? null);
  const reason = "reason" in result ? result.reason : "";
  const outcome = reason === "timeout" ? "timeout" : result.status;
  observe({
    kind: "cms-call",
    endpoint: "render",
    outcome,
    durationMs: performance.now() - started,
  });
  if (result.status !== "ok") {
    // The path only: the query may hold a visitor's input, the cookie is theirs.
    log[result.status === "not_found" ? "info" : "error"](
      `[content] ${result.status.toUpperCase()} ${req.path} ${reason}`,
      { event: "cms-failure", endpoint: "render", outcome, path: req.path, reason },
    );
  }
  return result;
}

async function fetchAndDecode(
  url: string,
  cmsCookie: string | null,
): Promise<ContentResult<RenderResponse>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json", ...(cmsCookie ? { cookie: cmsCookie } : {}) },
      signal: AbortSignal.timeout(getEnv().CONTENT_API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { status: "http_error", reason: timedOut ? "timeout" : `network: ${String(error)}` };
  }
  if (response.status === 404) {
    discard(response);
    return { status: "not_found" };
  }
  if (response.status !== 200) {
    discard(response);
    return { status: "http_error", reason: `status ${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { status: "http_error", reason: timedOut ? "timeout" : "unreadable JSON" };
  }
  const decoded = v.safeParse(renderResponseSchema, body);
  if (!decoded.success) {
    return { status: "decode_failed", reason: summarizeIssues(decoded.issues) };
  }
  return {
    status: "ok",
    value: decoded.output,
    preview: decoded.output.is_preview === true,
    personal: decoded.output.is_preview === true || cmsCookie !== null,
    stale: false,
  };
}

export function summarizeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`)
    .join("; ");
}

/** Frees the connection of an answer we will not read; not awaited, as a cancel can stall. */
function discard(response: Response) {
  response.body?.cancel().catch(() => {});
}
