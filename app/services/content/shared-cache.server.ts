// The content caches in Redis, shared by every instance (docs/operations.md, "Content cache"):
// - `tieredCache`: a cachified cache that answers from this process's memory while its copy is
//   fresh, else from Redis (through cachified-redis-adapter), keeping what it reads in memory.
//   Memory first keeps a hit free of a network round trip and of a JSON parse, and keeps the
//   answer object the same between requests (the view memos are keyed on it). While Redis is
//   down or failing, memory alone answers: the site serves as it does without Redis.
// - `freshOnce`: the fresh-value call behind a short Redis lock. cachified dedupes calls within
//   one process only; without the lock every instance whose copy expired at the same moment
//   calls the CMS. With it one instance calls and the others wait briefly for its value (or its
//   failure), and serve their stale copy if it takes too long.
// - the last good copies, kept a day, so a restart or a deploy does not empty the net under a
//   CMS outage.
// Every Redis command goes through redisCall (deadline and breaker): a hung Redis costs one
// deadline, then calls are skipped and memory answers, as without Redis.
// Keys carry a namespace with the format and a fingerprint of the content schema: a deploy that
// changes what an answer looks like reads none of the previous deploy's copies.
import { createHash } from "node:crypto";
import { type Cache, type CacheEntry, type CacheMetadata, isExpired } from "@epic-web/cachified";
import { redisCacheAdapter } from "cachified-redis-adapter";
import type { LRUCache } from "lru-cache";
import { nodeDataSchemas, renderResponseSchema } from "~/content/schema";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";
import { observe } from "../operations/observe.server";
import { RedisUnavailable, redisCall, redisState, whenRedisBack } from "../operations/redis.server";
import { readyRedis, releaseLock, sleep, tryLock } from "../operations/redis-lock.server";

/** Raise when a kept value's meaning changes in a way the schema fingerprint cannot see. */
const CACHE_FORMAT = 1;
/** Last good copies outlive a restart by this much (and no longer: "recent" is a day). */
export const LAST_GOOD_TTL_MS = 24 * 60 * 60_000;
const POLL_MS = 50;

export type Tier = "render" | "list" | "last-good" | "lock" | "failed";

let namespace: string | undefined;

/** "theatre-site:content:1-<schema fingerprint>": the part every content key starts with. */
export function contentNamespace(): string {
  if (namespace === undefined) {
    // Functions (valibot's runners) drop out; what is left is the schema's structure and texts.
    const shape = JSON.stringify([renderResponseSchema, nodeDataSchemas], (_name, value) =>
      typeof value === "function" ? undefined : value instanceof RegExp ? String(value) : value,
    );
    const fingerprint = createHash("sha256").update(shape).digest("hex").slice(0, 12);
    namespace = `theatre-site:content:${CACHE_FORMAT}-${fingerprint}`;
  }
  return namespace;
}

export function redisKey(tier: Tier, key: string): string {
  return `${contentNamespace()}:${tier}:${key}`;
}

function adapterFor(tier: Tier): Cache {
  return redisCacheAdapter({
    name: `redis-${tier}`,
    get: (key) => redisCall((redis) => redis.get(redisKey(tier, key))),
    set: (key, value, options) =>
      redisCall((redis) => redis.set(redisKey(tier, key), value, options)),
    del: (key) => redisCall((redis) => redis.del(redisKey(tier, key))),
  });
}

/** The kept entry, null when there is none (or it is not one), "error" when Redis failed. */
async function readShared(tier: Tier, key: string): Promise<CacheEntry | null | "error"> {
  let entry: CacheEntry | null | undefined;
  try {
    entry = (await adapterFor(tier).get(key)) as CacheEntry | null | undefined;
  } catch (error) {
    // Unreadable JSON is an absent entry; anything else is Redis failing.
    return error instanceof SyntaxError ? null : "error";
  }
  const metadata = entry?.metadata;
  return entry && typeof metadata?.createdTime === "number" ? entry : null;
}

async function writeShared(tier: Tier, key: string, entry: CacheEntry) {
  try {
    await adapterFor(tier).set(key, entry);
  } catch {
    // The memory copy serves; the next refresh writes again.
  }
}

export type TieredCache = Cache & { memory: LRUCache<string, CacheEntry> };

/** Values freshOnce read from or wrote to Redis: cachified's write that follows need not go there. */
const inRedis = new WeakSet<object>();

/** Until when each kept answer object is fresh, whichever tier gave it. */
const freshUntil = new WeakMap<object, number>();

function note(entry: CacheEntry): CacheEntry {
  const { value, metadata } = entry;
  if (typeof value === "object" && value !== null) {
    const ttl = metadata.ttl ?? Number.POSITIVE_INFINITY;
    freshUntil.set(value, metadata.createdTime + ttl);
  }
  return entry;
}

/** Whether a value a cache answered is past its TTL (served while one call refreshes it). */
export function isPastTtl(value: object): boolean {
  const until = freshUntil.get(value);
  return until !== undefined && Date.now() > until;
}

/** A cachified cache: memory while fresh, then Redis when it answers; never throws. */
export function tieredCache(tier: Tier, memory: LRUCache<string, CacheEntry>): TieredCache {
  return {
    name: `content-${tier}`,
    memory,
    async get(key) {
      const local = memory.get(key);
      if (local && isExpired(local.metadata) === false) return note(local);
      if (!readyRedis()) return local ? note(local) : null;
      const read = await readShared(tier, key);
      const shared = read === "error" ? null : read;
      if (shared && (!local || shared.metadata.createdTime > local.metadata.createdTime)) {
        memory.set(key, shared);
        return note(shared);
      }
      return local ? note(local) : null;
    },
    async set(key, entry) {
      // A negative TTL means "do not keep" (a preview); the adapter would keep it for ever.
      if (typeof entry.metadata.ttl === "number" && entry.metadata.ttl < 0) return;
      memory.set(key, note(entry));
      const { value } = entry;
      if (typeof value === "object" && value !== null && inRedis.has(value)) return;
      if (readyRedis()) await writeShared(tier, key, entry);
    },
    async delete(key) {
      memory.delete(key);
      if (!readyRedis()) return;
      try {
        await redisCall((redis) => redis.del(redisKey(tier, key)));
      } catch {
        // Gone with its TTL.
      }
    },
  };
}

export type Fresh<T, F> = { ok: true; value: T } | { ok: false; failure: F };

export type FreshOnceOptions<T, F> = {
  tier: Tier;
  key: string;
  /** cachified's metadata of this refresh: its createdTime is set to the copy's when one is shared. */
  metadata: CacheMetadata;
  /** Whether a kept value may be served (the caller's schema check). */
  valid: (value: unknown) => value is T;
  /** The CMS call. */
  fetch: () => Promise<Fresh<T, F>>;
  /** False when the fresh value must not be shared (a preview, or a purge came meanwhile). */
  storable: (value: T) => boolean;
};

/**
 * A fresh value for `key`, from at most one CMS call across all instances per refresh (see the
 * top of this file). Without Redis it is simply `fetch()`; so it is as soon as Redis stops
 * answering, waiting included (each poll asks Redis, which fails at once while the breaker is open).
 */
export async function freshOnce<T, F>(options: FreshOnceOptions<T, F>): Promise<Fresh<T, F>> {
  const { tier, key, metadata, valid } = options;
  if (!readyRedis()) return options.fetch();
  // As long as the CMS may take, plus a margin: a holder that dies lets go by itself.
  const lockMs = getEnv().CONTENT_API_TIMEOUT_MS + 1_000;
  const lockKey = redisKey("lock", `${tier}:${key}`);
  const failedKey = redisKey("failed", `${tier}:${key}`);
  const started = Date.now();
  const deadline = started + lockMs;
  let kept = null as CacheEntry | null;
  /** The shared copy when it is still fresh; an older valid one is kept for the deadline. */
  const freshShared = (shared: CacheEntry | null): Fresh<T, F> | null => {
    if (!shared || !valid(shared.value)) return null;
    if (isExpired(shared.metadata) !== false) {
      kept ??= shared;
      return null;
    }
    // Another instance refreshed it: its TTL window, not a new one from now.
    if (shared.metadata.createdTime >= started) observe({ kind: "coalesced", endpoint: "render" });
    metadata.createdTime = shared.metadata.createdTime;
    inRedis.add(shared.value as object);
    return { ok: true, value: shared.value as T };
  };
  for (;;) {
    const shared = await readShared(tier, key);
    // Redis failing, hung or skipped mid-call: this process alone, as without Redis.
    if (shared === "error") return options.fetch();
    const found = freshShared(shared);
    if (found) return found;
    const failure = await readFailure<F>(failedKey, started);
    if (failure === "error") return options.fetch();
    if (failure !== null) {
      observe({ kind: "coalesced", endpoint: "render" });
      return { ok: false, failure: failure.failure };
    }
    const lock = await tryLock(lockKey, lockMs);
    if (lock === "error") return options.fetch();
    if (lock) {
      try {
        // The holder before us may have written its value and let go between our read above
        // and our lock: read again, or two instances call the CMS moments apart.
        const written = await readShared(tier, key);
        const found = written === "error" ? null : freshShared(written);
        if (found) return found;
        const result = await options.fetch();
        if (!result.ok) {
          await shareFailure(failedKey, result.failure);
        } else if (metadata.ttl !== -1 && options.storable(result.value)) {
          // Written before the lock goes, so a waiter finds the value, not an empty slot.
          await writeShared(tier, key, { metadata: { ...metadata }, value: result.value });
          inRedis.add(result.value as object);
        }
        return result;
      } finally {
        await releaseLock(lock);
      }
    }
    if (Date.now() >= deadline) break;
    await sleep(POLL_MS);
  }
  // The holder is slower than the CMS may be: serve the copy there is, as old as it is.
  if (kept && valid(kept.value)) {
    metadata.createdTime = kept.metadata.createdTime;
    note(kept);
    return { ok: true, value: kept.value };
  }
  return options.fetch();
}

/** A failed refresh, told to the instances that waited for it (a 404, an outage). */
async function shareFailure<F>(key: string, failure: F) {
  const text = JSON.stringify({ at: Date.now(), failure });
  try {
    await redisCall((redis) => redis.set(key, text, { expiration: { type: "PX", value: 2_000 } }));
  } catch {
    // The waiters call themselves.
  }
}

/** The failure shared since `since`, null when there is none, "error" when Redis failed. */
async function readFailure<F>(
  key: string,
  since: number,
): Promise<{ failure: F } | null | "error"> {
  let raw: string | null;
  try {
    raw = await redisCall((redis) => redis.get(key));
  } catch {
    return "error";
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { at?: unknown; failure?: F };
    // Only a failure of a call made while this one waited: an older one says nothing about now.
    return typeof parsed.at === "number" && parsed.at >= since && parsed.failure !== undefined
      ? { failure: parsed.failure }
      : null;
  } catch {
    return null;
  }
}

/** Keeps a good copy in Redis for a day (a restart keeps it); fails soft. */
export async function saveLastGood(key: string, value: unknown): Promise<void> {
  if (!readyRedis()) return;
  const text = JSON.stringify(value);
  try {
    await redisCall((redis) =>
      redis.set(redisKey("last-good", key), text, {
        expiration: { type: "PX", value: LAST_GOOD_TTL_MS },
      }),
    );
  } catch {
    // The memory copy is there for this process.
  }
}

/** The good copy Redis keeps for `key`, or null (none, Redis away, unreadable). */
export async function readLastGood(key: string): Promise<unknown> {
  if (!readyRedis()) return null;
  try {
    const raw = await redisCall((redis) => redis.get(redisKey("last-good", key)));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The glob of every key that starts with `prefix`. */
const globOf = (prefix: string) => `${prefix.replace(/[*?[\]\\]/g, "\\$&")}*`;

/**
 * Walks the keys matching `glob`, a SCAN page at a time, each page its own call within the
 * deadline; stops when `each` says so. Throws RedisUnavailable (or a command's error).
 */
async function scanKeys(
  glob: string,
  count: number,
  each: (keys: string[]) => Promise<"stop" | undefined>,
): Promise<void> {
  let cursor = "0";
  do {
    const page = await redisCall((redis) => redis.scan(cursor, { MATCH: glob, COUNT: count }));
    cursor = String(page.cursor);
    if (page.keys.length > 0 && (await each(page.keys.map(String))) === "stop") return;
  } while (cursor !== "0");
}

/** Whether Redis keeps any last good copy (a restarted instance has them before its first call). */
export async function anySharedLastGood(): Promise<boolean> {
  if (!readyRedis()) return false;
  let found = false;
  try {
    await scanKeys(globOf(redisKey("last-good", "")), 1000, async () => {
      found = true;
      return "stop";
    });
    return found;
  } catch {
    return false;
  }
}

type Matcher = (tier: "render" | "list", key: string) => boolean;

/** Drops a purge could not make while Redis did not answer, made when it answers again. */
let pendingDrops: Matcher[] = [];
/** More pending purges than this are made as one drop of every shared copy. */
const MAX_PENDING_DROPS = 100;

async function dropPending() {
  const due = pendingDrops;
  pendingDrops = [];
  if (due.length === 0) return;
  const outcome = await dropShared((tier, key) => due.some((matches) => matches(tier, key)));
  if (outcome !== null) {
    log.info(`[purge] dropped ${outcome} shared copies a purge missed while Redis did not answer`);
  }
}

function keepForLater(matches: Matcher) {
  if (pendingDrops.length === 0) whenRedisBack(dropPending);
  pendingDrops =
    pendingDrops.length < MAX_PENDING_DROPS ? [...pendingDrops, matches] : [() => true];
}

/**
 * Deletes the shared copies (render and list tiers) whose key `matches`; the last good copies
 * stay (the net under an outage). Returns how many went, or null when Redis did not answer; the
 * drop is then made when it answers again (a hung Redis keeps its keys, and the purge must not
 * be lost), before the purge is published again (purge-bus.server.ts).
 */
export async function dropShared(matches: Matcher): Promise<number | null> {
  if (!readyRedis()) {
    // Configured but not answering: remembered. Without REDIS_URL there is nothing to drop.
    if (redisState() === "down") keepForLater(matches);
    return null;
  }
  let dropped = 0;
  try {
    for (const tier of ["render", "list"] as const) {
      const prefix = redisKey(tier, "");
      await scanKeys(globOf(prefix), 500, async (keys) => {
        const doomed = keys.filter((full) => matches(tier, full.slice(prefix.length)));
        if (doomed.length > 0) dropped += await redisCall((redis) => redis.unlink(doomed));
        return undefined;
      });
    }
    return dropped;
  } catch (error) {
    // Not answering (the breaker has said why, once): made when it answers again.
    if (error instanceof RedisUnavailable) keepForLater(matches);
    else log.warn(`[purge] dropping shared copies failed: ${String(error)}`);
    return null;
  }
}
