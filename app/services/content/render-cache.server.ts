// Caching around the render API:
// - identical in-flight requests share one upstream call (coalescing);
// - the spec's list caches (home 60 s, production list 60 s, news list 120 s, ≤ 5 entries each);
// - every other anonymous answer (pages, productions, news items, redirect lookups) for
//   CONTENT_RENDER_TTL_MS, then served stale for CONTENT_RENDER_SWR_MS while one call refreshes
//   it, so a busy page costs the CMS one call per TTL (issue 12), not one per visitor;
// - the last good copy of every anonymous answer, served when the CMS fails.
// Preview requests (CMS session cookie or is_preview answer) bypass all three.
// "Good" means the answer has the node its caller expects (expected-node.ts): anything else is a
// failure that never replaces a good copy, in the list caches or the last-good store.
import { type CacheEntry, cachified } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import type { RenderResponse } from "~/content/schema";
import { getEnv } from "../env.server";
import { observe } from "../observe.server";
import {
  type ExpectedAnswer,
  hasExpectedNode,
  type NodeKind,
  unexpectedReason,
} from "./expected-node";
import { type RenderRequest, renderUrl, requestRender } from "./render-api.server";
import type { ContentFailure, ContentResult } from "./result";

export type CacheName = "home" | "productionList" | "newsList";

export type LoadRequest = RenderRequest & {
  /** The node kinds the screen can show; an answer without one of them is DECODE_FAILED. */
  expect: readonly NodeKind[];
  cache?: CacheName;
};

const TTL: Record<CacheName, number> = {
  home: 60_000,
  productionList: 60_000,
  newsList: 120_000,
};

/**
 * The production list feeds every production page's suggestions. Under a burst the server is
 * too busy to read a fresh list before its timeout, so the last list is served while one call
 * fetches the next (issue 12); it is never older than its TTL plus that one call.
 */
const STALE_WHILE_REVALIDATE: Record<CacheName, number> = {
  home: 0,
  productionList: 10 * 60_000,
  newsList: 0,
};

const listCaches: Record<CacheName, LRUCache<string, CacheEntry>> = {
  home: new LRUCache({ max: 5 }),
  productionList: new LRUCache({ max: 5 }),
  newsList: new LRUCache({ max: 5 }),
};

/** Anonymous page answers, reused for a short time (see the top of this file). */
const renderCache = new LRUCache<string, CacheEntry>({ max: 1000 });

/** Good copies for when the CMS is down; "recent" means a day at most. */
const lastGood = new LRUCache<string, ExpectedAnswer>({ max: 500, ttl: 24 * 60 * 60_000 });

const inFlight = new Map<string, Promise<ContentResult<RenderResponse>>>();

class UpstreamFailure extends Error {
  constructor(readonly failure: ContentFailure) {
    super(failure.status);
  }
}

function coalesced(key: string, req: RenderRequest): Promise<ContentResult<RenderResponse>> {
  const pending = inFlight.get(key);
  if (pending) observe({ kind: "coalesced", endpoint: "render" });
  if (pending) return pending;
  const promise = requestRender(req).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/**
 * Checked per caller, after coalescing: callers sharing one upstream call may expect different
 * kinds (a content path and the catch-all lookup of the same path).
 */
function expected(
  result: ContentResult<RenderResponse>,
  req: LoadRequest,
): ContentResult<ExpectedAnswer> {
  if (result.status !== "ok") return result;
  const answer = result.value;
  if (hasExpectedNode(answer, req.expect)) return { ...result, value: answer };
  const reason = unexpectedReason(answer, req.expect);
  console.error(`[content] DECODE_FAILED ${req.path}: ${reason}`);
  return { status: "decode_failed", reason };
}

export async function loadRender(req: LoadRequest): Promise<ContentResult<ExpectedAnswer>> {
  if (req.cmsCookie) observe({ kind: "cache", layer: "content", outcome: "bypass" });
  if (req.cmsCookie) return expected(await requestRender(req), req);

  const key = renderUrl(req);
  const { CONTENT_RENDER_TTL_MS: ttl, CONTENT_RENDER_SWR_MS: swr } = getEnv();
  const result = req.cache
    ? await throughCache(
        key,
        req,
        listCaches[req.cache],
        TTL[req.cache],
        STALE_WHILE_REVALIDATE[req.cache],
      )
    : ttl > 0
      ? await throughCache(key, req, renderCache, ttl, swr)
      : expected(await coalesced(key, req), req);

  if (result.status === "ok" && !result.personal) {
    lastGood.set(key, result.value);
    return result;
  }
  if (result.status === "http_error" || result.status === "decode_failed") {
    const copy = lastGood.get(key);
    observe({
      kind: "cache",
      layer: "last-good",
      outcome: copy && hasExpectedNode(copy, req.expect) ? "hit" : "miss",
    });
    if (copy && hasExpectedNode(copy, req.expect)) {
      console.warn(`[content] serving stale copy of ${req.path} (${result.status})`);
      return { status: "ok", value: copy, preview: false, personal: false, stale: true };
    }
  }
  return result;
}

async function throughCache(
  key: string,
  req: LoadRequest,
  cache: LRUCache<string, CacheEntry>,
  ttl: number,
  staleWhileRevalidate: number,
): Promise<ContentResult<ExpectedAnswer>> {
  // A copy past its TTL that comes back as it was is stale (served while one call refreshes it):
  // the page says so, so a CDN keeps it only briefly.
  const kept = cache.get(key);
  const keptTtl = kept?.metadata.ttl;
  const pastTtl =
    kept !== undefined &&
    typeof keptTtl === "number" &&
    keptTtl >= 0 &&
    Date.now() > kept.metadata.createdTime + keptTtl;
  try {
    const value = await cachified<ExpectedAnswer>({
      key,
      cache,
      ttl,
      staleWhileRevalidate,
      // A kept value that lacks the expected node is a miss, never served for the rest of its TTL.
      checkValue: (cached) =>
        typeof cached === "object" &&
        cached !== null &&
        hasExpectedNode(cached as RenderResponse, req.expect),
      async getFreshValue({ metadata }) {
        const result = expected(await coalesced(key, req), req);
        // A failure throws, so it never replaces a kept copy (a background refresh keeps it).
        if (result.status !== "ok") throw new UpstreamFailure(result);
        if (result.preview || result.personal) metadata.ttl = -1;
        return result.value;
      },
    });
    const preview = value.is_preview === true;
    const stale = pastTtl && value === kept?.value;
    const outcome = stale ? "stale" : value === kept?.value ? "hit" : "miss";
    observe({ kind: "cache", layer: req.cache ? "list" : "content", outcome });
    return { status: "ok", value, preview, personal: preview, stale };
  } catch (error) {
    observe({ kind: "cache", layer: req.cache ? "list" : "content", outcome: "miss" });
    if (error instanceof UpstreamFailure) return error.failure;
    return { status: "http_error", reason: String(error) };
  }
}

/** Whether any last good copy is kept: a CMS outage then leaves the site something to serve. */
export function hasLastGoodCopies(): boolean {
  return lastGood.size > 0;
}

/** For tests: forget everything cached. */
export function clearContentCaches() {
  for (const cache of Object.values(listCaches)) cache.clear();
  renderCache.clear();
  lastGood.clear();
  inFlight.clear();
}
