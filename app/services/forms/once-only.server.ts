// Once-only submissions: a post that calls the form service is sent upstream once; a repeat of it
// (a double click, a second native POST, a replayed body) gets the first answer instead of a
// second sign-up or payment reference. A repeat while the first is in flight waits for that
// answer; a repeat after a success gets the kept reply for ONCE_ONLY_TTL_MS; a failure is not
// kept, so the visitor can try again. See docs/decisions/0023-once-only-submissions.md.
//
// A submission is known by its form, the key its form carried (ONCE_KEY_FIELD) and a
// fingerprint of what would be sent upstream: a page from a shared cache gives many visitors the
// same key, and they must not get each other's answers.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { FormOutcome } from "~/forms/parts/form";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";
import { redisOnceOnlyStore } from "./once-only-redis.server";

/** How long a success is answered again without a call; the promise is at least 10 minutes. */
export const ONCE_ONLY_TTL_MS = 15 * 60_000;
/** Kept successes at most; the oldest go first. A kept reply is small (no typed values). */
const ONCE_ONLY_MAX_ENTRIES = 10_000;

/**
 * How long an answer is kept: true for the store's time (ONCE_ONLY_TTL_MS), a number of
 * milliseconds for its own, false or 0 for not at all.
 */
export type Keep<T> = (answer: T) => boolean | number;

/**
 * Where answers are kept. In memory by default; with REDIS_URL in Redis (SET NX as the in-flight
 * mark, then the answer with its keep time: once-only-redis.server.ts), so the promise holds
 * across instances, which is why answers are plain JSON data.
 */
export type OnceOnlyStore = {
  /**
   * The answer for `id`: the kept answer of an earlier run, the answer of one still in flight,
   * or else the answer of `work`, kept as long as `keep` says. A `work` that throws keeps
   * nothing and throws to every caller waiting on it in this process.
   */
  run<T>(id: string, work: () => Promise<T>, keep: Keep<T>): Promise<T>;
};

/** Milliseconds to keep an answer for, from what `keep` said (0: not kept). */
export function keepMs(said: boolean | number, defaultMs = ONCE_ONLY_TTL_MS): number {
  if (said === true) return defaultMs;
  return typeof said === "number" && said > 0 ? said : 0;
}

type MemoryOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds on a monotonic clock; tests pass a fake one. */
  now?: () => number;
};

export type MemoryOnceOnlyStore = OnceOnlyStore & {
  /** The kept answer for `id`, if any (the Redis store asks for what was kept during an outage). */
  kept(id: string): { answer: unknown } | undefined;
  clear(): void;
};

export function memoryOnceOnlyStore(options: MemoryOptions = {}): MemoryOnceOnlyStore {
  const kept = new LRUCache<string, { answer: unknown }>({
    max: options.maxEntries ?? ONCE_ONLY_MAX_ENTRIES,
    ttl: options.ttlMs ?? ONCE_ONLY_TTL_MS,
    // Read the clock on every check: an entry is gone the moment its time is up.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    run<T>(id: string, work: () => Promise<T>, keep: Keep<T>): Promise<T> {
      const done = kept.get(id);
      if (done) return Promise.resolve(done.answer as T);
      const pending = inFlight.get(id);
      if (pending) return pending as Promise<T>;
      const started = (async () => {
        try {
          const answer = await work();
          const ms = keepMs(keep(answer), options.ttlMs);
          if (ms > 0) kept.set(id, { answer }, { ttl: ms });
          return answer;
        } finally {
          inFlight.delete(id);
        }
      })();
      inFlight.set(id, started);
      return started;
    },
    kept: (id) => kept.get(id),
    clear() {
      kept.clear();
      inFlight.clear();
    },
  };
}

const memory = memoryOnceOnlyStore();
const shared = redisOnceOnlyStore(memory, (said) => keepMs(said));

/** The store the form actions and confirmations use: Redis when configured, else memory. */
export function onceOnlyStore(): OnceOnlyStore {
  return getEnv().REDIS_URL ? shared : memory;
}

/** Forgets every kept answer in this process: each test starts as a fresh server does. */
export function clearOnceOnly() {
  memory.clear();
  shared.clear();
}

/** A key as the site's forms make it (newOnceKey); anything else counts as no key. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** JSON with the keys of every object in order, so equal data gives equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_name, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/**
 * The id of one submission: the form, the posted key (none when missing or malformed: then the
 * call alone decides) and the call it makes, as one hash, so the store holds no personal data
 * in its keys.
 */
export function submissionId(parts: {
  intent: string;
  key: string | null;
  call: { method: string; endpoint: string; body: unknown };
}): string {
  const key = parts.key && KEY_SHAPE.test(parts.key) ? parts.key : "";
  return createHash("sha256")
    .update(`${parts.intent}\n${key}\n${canonicalJson(parts.call)}`)
    .digest("hex");
}

/**
 * Runs `send`, a form's upstream call, once per submission (the form, its posted key, the call):
 * a repeat waits for or is given the first answer. Only a success is kept, so a visitor whose
 * post failed can try again. A success given to a repeat says so (`repeat`): the page tells the
 * visitor it was already sent instead of thanking them for a second time.
 */
export async function sendOnce<
  T extends { reply: { outcome: FormOutcome | null; repeat?: boolean } },
>(
  intent: string,
  key: string | null,
  call: { method: string; endpoint: string; body: unknown },
  send: () => Promise<T>,
): Promise<T> {
  let sent = false;
  const answer = await onceOnlyStore().run(
    submissionId({ intent, key, call }),
    () => {
      sent = true;
      return send();
    },
    (result) => result.reply.outcome === "success",
  );
  if (sent) return answer;
  log.info(`[forms] ${intent}: a repeat, given the first answer`);
  return answer.reply.outcome === "success"
    ? ({ ...answer, reply: { ...answer.reply, repeat: true } } as T)
    : answer;
}
