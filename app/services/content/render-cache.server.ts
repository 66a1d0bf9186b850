// Caching around the render API:
// - identical in-flight requests share one upstream call (coalescing);
// - the spec's list caches (home 60 s, production list 60 s, news list 120 s, ≤ 5 entries each);
// - the last good copy of every anonymous answer, served when the CMS fails.
// Preview requests (CMS session cookie or is_preview answer) bypass all three.
import { type CacheEntry, cachified } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { type RenderRequest, renderUrl, requestRender } from "./render-api.server";
import type { ContentFailure, ContentResult } from "./result";
import type { RenderResponse } from "./schema";

export type CacheName = "home" | "productionList" | "newsList";

const TTL: Record<CacheName, number> = {
  home: 60_000,
  productionList: 60_000,
  newsList: 120_000,
};

const listCaches: Record<CacheName, LRUCache<string, CacheEntry>> = {
  home: new LRUCache({ max: 5 }),
  productionList: new LRUCache({ max: 5 }),
  newsList: new LRUCache({ max: 5 }),
};

/** Good copies for when the CMS is down; "recent" means a day at most. */
const lastGood = new LRUCache<string, RenderResponse>({ max: 500, ttl: 24 * 60 * 60_000 });

const inFlight = new Map<string, Promise<ContentResult<RenderResponse>>>();

class UpstreamFailure extends Error {
  constructor(readonly failure: ContentFailure) {
    super(failure.status);
  }
}

function coalesced(key: string, req: RenderRequest): Promise<ContentResult<RenderResponse>> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const promise = requestRender(req).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

export async function loadRender(
  req: RenderRequest & { cache?: CacheName },
): Promise<ContentResult<RenderResponse>> {
  if (req.cmsCookie) return requestRender(req);

  const key = renderUrl(req);
  const result = req.cache
    ? await throughListCache(key, req, req.cache)
    : await coalesced(key, req);

  if (result.status === "ok" && !result.personal) {
    lastGood.set(key, result.value);
    return result;
  }
  if (result.status === "http_error" || result.status === "decode_failed") {
    const copy = lastGood.get(key);
    if (copy) {
      console.warn(`[content] serving stale copy of ${req.path} (${result.status})`);
      return { status: "ok", value: copy, preview: false, personal: false, stale: true };
    }
  }
  return result;
}

async function throughListCache(
  key: string,
  req: RenderRequest,
  name: CacheName,
): Promise<ContentResult<RenderResponse>> {
  try {
    const value = await cachified({
      key,
      cache: listCaches[name],
      ttl: TTL[name],
      async getFreshValue({ metadata }) {
        const result = await coalesced(key, req);
        if (result.status !== "ok") throw new UpstreamFailure(result);
        if (result.preview) metadata.ttl = -1;
        return result.value;
      },
    });
    const preview = value.is_preview === true;
    return { status: "ok", value, preview, personal: preview, stale: false };
  } catch (error) {
    if (error instanceof UpstreamFailure) return error.failure;
    return { status: "http_error", reason: String(error) };
  }
}

/** For tests: forget everything cached. */
export function clearContentCaches() {
  for (const cache of Object.values(listCaches)) cache.clear();
  lastGood.clear();
  inFlight.clear();
}
