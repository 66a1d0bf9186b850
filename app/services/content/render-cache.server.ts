// Caching around the render API:
// - identical in-flight requests share one upstream call (coalescing);
// - the spec's list caches (home 60 s, production list 60 s, news list 120 s, ≤ 5 entries each);
// - every other anonymous answer (pages, productions, news items, redirect lookups) for
//   CONTENT_RENDER_TTL_MS, then served stale for CONTENT_RENDER_SWR_MS while one call refreshes
//   it, so a busy page costs the CMS one call per TTL, not one per visitor;
// - the last good copy of every anonymous answer, served when the CMS fails;
// - a CMS 404 for an anonymous page, remembered for CONTENT_NOT_FOUND_TTL_MS, so a missing or
//   unpublished path asked again and again (a bot, an old link) costs the CMS one call per that
//   time, not one per request. It is kept beside the copies, never in their place: a 404 never
//   replaces a good copy or a last good copy, and a path published later is shown once the time
//   is up, or at once on a purge of it.
// Preview requests (CMS session cookie or is_preview answer) bypass all of them.
// "Good" means the answer has the node its caller expects (expected-node.ts): anything else is a
// failure that never replaces a good copy, in the list caches or the last-good store.
// With REDIS_URL the caches and the last good copies are shared by every instance through Redis
// (shared-cache.server.ts): one CMS call per key per TTL across instances, last good copies that
// outlive a restart. While Redis is away, this process's memory serves as it does without it.
// A purge (purgeContent, or one published by another instance) drops the named pages and every
// list; the last good copies stay, and are only ever served marked stale.
import { type CacheEntry, type CreateReporter, cachified, isExpired } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import type { RenderResponse } from "~/content/schema";
import {
  isListRenderKey,
  type PurgeScope,
  renderKeyMatchesPaths,
} from "~/models/http/purge-request";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";
import { type CacheLayer, observe } from "../operations/observe.server";
import {
  listenForPurges,
  onPurge,
  type PublishOutcome,
  publishPurge,
} from "../operations/purge-bus.server";
import {
  type ExpectedAnswer,
  hasExpectedNode,
  type NodeKind,
  unexpectedReason,
} from "./expected-node";
import { type RenderRequest, renderKey, requestRender } from "./render-api.server";
import type { ContentFailure, ContentResult } from "./result";
import {
  anySharedLastGood,
  dropShared,
  type Fresh,
  freshOnce,
  isPastTtl,
  readLastGood,
  saveLastGood,
  type TieredCache,
  tieredCache,
} from "./shared-cache.server";

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
 * fetches the next; it is never older than its TTL plus that one call.
 */
const STALE_WHILE_REVALIDATE: Record<CacheName, number> = {
  home: 0,
  productionList: 10 * 60_000,
  newsList: 0,
};

const listCaches: Record<CacheName, TieredCache> = {
  home: tieredCache("list", new LRUCache({ max: 5 })),
  productionList: tieredCache("list", new LRUCache({ max: 5 })),
  newsList: tieredCache("list", new LRUCache({ max: 5 })),
};

/** Anonymous page answers, reused for a short time (see the top of this file). */
const renderCache = tieredCache("render", new LRUCache<string, CacheEntry>({ max: 1000 }));

/**
 * Remembered CMS 404s of anonymous pages, under their render key with NOT_FOUND_PREFIX. Their own
 * memory: requests for made-up paths fill this one, never pushing good copies out of the render
 * cache. In Redis they sit in the render tier (a purge drops them with the pages).
 */
const notFoundCache = tieredCache("render", new LRUCache<string, CacheEntry>({ max: 1000 }));
/** Render keys never start with "/" (renderKey strips it): no page's key can look like one. */
const NOT_FOUND_PREFIX = "/not-found/";
const NOT_FOUND = { notFound: true } as const;

/** The render key a kept entry stands for, whether a page's copy or a remembered 404. */
function renderKeyOf(key: string): string {
  return key.startsWith(NOT_FOUND_PREFIX) ? key.slice(NOT_FOUND_PREFIX.length) : key;
}

async function knownNotFound(key: string): Promise<boolean> {
  const entry = await notFoundCache.get(`${NOT_FOUND_PREFIX}${key}`);
  const value = entry?.value as Partial<typeof NOT_FOUND> | undefined;
  return entry != null && isExpired(entry.metadata) === false && value?.notFound === true;
}

async function rememberNotFound(key: string, ttl: number) {
  await notFoundCache.set(`${NOT_FOUND_PREFIX}${key}`, {
    metadata: { createdTime: Date.now(), ttl, swr: 0 },
    value: { ...NOT_FOUND },
  });
}

/** Good copies for when the CMS is down; "recent" means a day at most. */
const lastGood = new LRUCache<string, ExpectedAnswer>({ max: 500, ttl: 24 * 60 * 60_000 });

const inFlight = new Map<string, Promise<ContentResult<RenderResponse>>>();

/** Answers that came from the CMS in this process (not from a cache): their last good copy is shared. */
const fetchedHere = new WeakSet<object>();
/** Counts purges: a CMS call that started before one may carry purged content and is not kept. */
let purges = 0;

class UpstreamFailure extends Error {
  constructor(readonly failure: ContentFailure) {
    super(failure.status);
  }
}

function coalesced(key: string, req: RenderRequest): Promise<ContentResult<RenderResponse>> {
  const pending = inFlight.get(key);
  if (pending) {
    observe({ kind: "coalesced", endpoint: "render" });
    return pending;
  }
  const promise = requestRender(req).finally(() => {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  });
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
  log.error(`[content] DECODE_FAILED ${req.path}: ${reason}`);
  return { status: "decode_failed", reason };
}

export async function loadRender(req: LoadRequest): Promise<ContentResult<ExpectedAnswer>> {
  listenForPurges();
  const layer: CacheLayer = req.cache ? "list" : "content";
  if (req.cmsCookie) {
    observe({ kind: "cache", layer, outcome: "bypass" });
    return expected(await requestRender(req), req);
  }

  const key = renderKey(req);
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
      ? await throughCache(key, req, renderCache, ttl, swr, getEnv().CONTENT_NOT_FOUND_TTL_MS)
      : await uncached(key, req);

  if (result.status === "ok" && !result.personal) {
    lastGood.set(key, result.value);
    if (fetchedHere.has(result.value)) {
      fetchedHere.delete(result.value);
      void saveLastGood(key, result.value);
    }
    return result;
  }
  if (result.status === "http_error" || result.status === "decode_failed") {
    const copy = (lastGood.get(key) ?? (await readLastGood(key))) as RenderResponse | null;
    if (copy && typeof copy === "object" && hasExpectedNode(copy, req.expect)) {
      log.warn(`[content] serving stale copy of ${req.path} (${result.status})`);
      observe({ kind: "cache", layer: "last-good", outcome: "hit" });
      return { status: "ok", value: copy, preview: false, personal: false, stale: true };
    }
    observe({ kind: "cache", layer: "last-good", outcome: "miss" });
  }
  return result;
}

async function uncached(key: string, req: LoadRequest): Promise<ContentResult<ExpectedAnswer>> {
  const result = expected(await coalesced(key, req), req);
  if (result.status === "ok") fetchedHere.add(result.value);
  observe({ kind: "cache", layer: "content", outcome: "bypass" });
  return result;
}

/** The CMS call of a refresh, as freshOnce shares it: a failure is a value, not an exception. */
async function fetchExpected(
  key: string,
  req: LoadRequest,
): Promise<Fresh<ExpectedAnswer, ContentFailure>> {
  const result = expected(await coalesced(key, req), req);
  if (result.status !== "ok") return { ok: false, failure: result };
  fetchedHere.add(result.value);
  return { ok: true, value: result.value };
}

/** A request that waits for a refresh another request of this process started shares its call. */
const joinedPending: CreateReporter<ExpectedAnswer> = () => (event) => {
  if (event.name === "getFreshValueHookPending") observe({ kind: "coalesced", endpoint: "render" });
};

async function throughCache(
  key: string,
  req: LoadRequest,
  cache: TieredCache,
  ttl: number,
  staleWhileRevalidate: number,
  /** How long a 404 is remembered; 0 (the lists) none. */
  notFoundTtl = 0,
): Promise<ContentResult<ExpectedAnswer>> {
  const layer: CacheLayer = req.cache ? "list" : "content";
  // A kept value that lacks the expected node is a miss, never served for the rest of its TTL.
  const valid = (cached: unknown): cached is ExpectedAnswer =>
    typeof cached === "object" &&
    cached !== null &&
    hasExpectedNode(cached as RenderResponse, req.expect);
  let called = false;
  let rememberedNotFound = false;
  try {
    const value = await cachified<ExpectedAnswer>(
      {
        key,
        cache,
        ttl,
        staleWhileRevalidate,
        checkValue: valid,
        async getFreshValue({ metadata }) {
          const purgesBefore = purges;
          called = true;
          // Only once no copy may be served (a stale one is served while this runs in the
          // background): a remembered 404 stands in for the CMS's answer.
          if (notFoundTtl > 0 && (await knownNotFound(key))) {
            rememberedNotFound = true;
            throw new UpstreamFailure({ status: "not_found" });
          }
          const fresh = await freshOnce({
            tier: cache === renderCache ? "render" : "list",
            key,
            metadata,
            valid,
            fetch: () => fetchExpected(key, req),
            // Never an editor's preview; and a purge while the CMS answered may have been about
            // this very answer.
            storable: (value) => value.is_preview !== true && purges === purgesBefore,
          });
          // A failure throws, so it never replaces a kept copy (a background refresh keeps it).
          if (!fresh.ok) {
            // A purge while the CMS answered may have been the page's publication.
            if (
              fresh.failure.status === "not_found" &&
              notFoundTtl > 0 &&
              purges === purgesBefore
            ) {
              await rememberNotFound(key, notFoundTtl);
            }
            throw new UpstreamFailure(fresh.failure);
          }
          if (fresh.value.is_preview === true || purges !== purgesBefore) {
            // Not kept at all: without the stale period too, cachified would keep it as stale.
            metadata.ttl = -1;
            metadata.swr = 0;
          }
          return fresh.value;
        },
      },
      joinedPending,
    );
    const preview = value.is_preview === true;
    // A copy past its TTL is stale (served while one call refreshes it): the page says so, so a
    // CDN keeps it only briefly.
    const stale = isPastTtl(value);
    observe({ kind: "cache", layer, outcome: stale ? "stale" : called ? "miss" : "hit" });
    return { status: "ok", value, preview, personal: preview, stale };
  } catch (error) {
    observe({ kind: "cache", layer, outcome: rememberedNotFound ? "hit" : "miss" });
    if (error instanceof UpstreamFailure) return error.failure;
    return { status: "http_error", reason: String(error) };
  }
}

/** Whether any last good copy is kept, here or in Redis: a CMS outage then leaves something to serve. */
export async function hasLastGoodCopies(): Promise<boolean> {
  return lastGood.size > 0 || (await anySharedLastGood());
}

/** Drops this process's copies within the scope (every list always): a purge, here or elsewhere. */
function dropLocal(scope: PurgeScope) {
  purges++;
  inFlight.clear();
  for (const cache of Object.values(listCaches)) cache.memory.clear();
  if ("all" in scope) {
    renderCache.memory.clear();
    notFoundCache.memory.clear();
    return;
  }
  for (const memory of [renderCache.memory, notFoundCache.memory]) {
    for (const key of [...memory.keys()]) {
      const stands = renderKeyOf(key);
      if (isListRenderKey(stands) || renderKeyMatchesPaths(stands, scope.paths)) {
        memory.delete(key);
      }
    }
  }
}

onPurge(dropLocal);

export type ContentPurge = {
  /** Shared copies deleted in Redis; null when Redis is not configured or did not answer. */
  sharedDropped: number | null;
  instances: PublishOutcome;
};

/**
 * Drops the pages of `scope` and every list from the content caches of every instance: the
 * shared copies in Redis first (else an instance could refill its memory from them), then each
 * instance's memory through the purge bus. The last good copies stay.
 */
export async function purgeContent(scope: PurgeScope): Promise<ContentPurge> {
  const all = "all" in scope;
  // Remembered 404s sit in the render tier too, and go like the pages' copies.
  const sharedDropped = await dropShared(
    (tier, key) =>
      all ||
      tier === "list" ||
      isListRenderKey(renderKeyOf(key)) ||
      renderKeyMatchesPaths(renderKeyOf(key), scope.paths),
  );
  const instances = await publishPurge(scope);
  return { sharedDropped, instances };
}

/** For tests: forget everything cached in this process. */
export function clearContentCaches() {
  for (const cache of Object.values(listCaches)) cache.memory.clear();
  renderCache.memory.clear();
  notFoundCache.memory.clear();
  lastGood.clear();
  inFlight.clear();
}
