// The once-only promise across instances (once-only.server.ts says what it is): a repeat that
// reaches another instance gets the first answer too, and two instances never send the same
// form or confirmation twice at once.
// - the kept answer is a Redis key with its keep time (`answer:<id>`);
// - the run in flight holds a short lock (`running:<id>`, SET NX PX): another instance that gets
//   the same submission waits for the answer instead of sending it again;
// - an answer that is not kept (a failure) is still left for a few seconds for those waiting,
//   marked so, so a later try runs again.
// Within one instance, callers share one promise as the memory store does. While Redis is down
// the memory store answers (and an answer it kept then is still honoured once Redis is back).
// Ids are hashes (submissionId, confirmation keys hashed by their caller): no personal data in
// a key.

import { log } from "../operations/log.server";
import type { RedisClient } from "../operations/redis.server";
import { readyRedis, releaseLock, sleep, tryLock } from "../operations/redis-lock.server";
import type { Keep, MemoryOnceOnlyStore, OnceOnlyStore } from "./once-only.server";

const NAMESPACE = "theatre-site:once";
/** Longer than any one upstream call may take: a holder that dies lets go by itself. */
const RUNNING_MS = 30_000;
/** How long an answer that is not kept stays readable for the callers that waited on it. */
const TRANSIENT_MS = 10_000;
const POLL_MS = 50;

type Stored = { answer: unknown; kept: boolean; at: number };

async function read(redis: RedisClient, key: string): Promise<Stored | null | "error"> {
  try {
    const raw = await redis.get(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    return typeof stored.at === "number" && "answer" in stored
      ? { answer: stored.answer, kept: stored.kept === true, at: stored.at }
      : null;
  } catch {
    return "error";
  }
}

async function write(redis: RedisClient, key: string, answer: unknown, ms: number) {
  const kept = ms > 0;
  try {
    await redis.set(key, JSON.stringify({ answer, kept, at: Date.now() } satisfies Stored), {
      expiration: { type: "PX", value: kept ? ms : TRANSIENT_MS },
    });
  } catch (error) {
    // The answer reaches this caller; a repeat elsewhere may run again, as without Redis.
    log.warn(`[once-only] keeping an answer in Redis failed: ${String(error)}`);
  }
}

export function redisOnceOnlyStore(
  memory: MemoryOnceOnlyStore,
  /** Milliseconds to keep an answer for, from what a caller's `keep` said (0: not kept). */
  toMs: (said: boolean | number) => number,
): OnceOnlyStore & { clear(): void } {
  const inFlight = new Map<string, Promise<unknown>>();

  async function runShared<T>(
    redis: RedisClient,
    id: string,
    work: () => Promise<T>,
    keep: Keep<T>,
  ): Promise<T> {
    const answerKey = `${NAMESPACE}:answer:${id}`;
    const runningKey = `${NAMESPACE}:running:${id}`;
    const outage = memory.kept(id);
    if (outage) return outage.answer as T;
    const waitingSince = Date.now();
    // Whether this caller found the submission being sent and waited for it: only such a caller
    // gets an answer that is not kept. Its time alone cannot tell, as a later try may start in
    // the millisecond the failure was written.
    let waited = false;
    for (;;) {
      const stored = await read(redis, answerKey);
      if (stored === "error") return memory.run(id, work, keep);
      // A kept answer serves everyone; one that is not kept only those who waited for it.
      if (stored && (stored.kept || (waited && stored.at >= waitingSince))) {
        return stored.answer as T;
      }
      const lock = await tryLock(redis, runningKey, RUNNING_MS);
      if (lock === "error") return memory.run(id, work, keep);
      if (lock) {
        try {
          const answer = await work();
          await write(redis, answerKey, answer, toMs(keep(answer)));
          return answer;
        } finally {
          await releaseLock(redis, lock);
        }
      }
      // Another instance is sending it: its answer comes, or its lock goes (then try again).
      waited = true;
      if (Date.now() - waitingSince > RUNNING_MS) return memory.run(id, work, keep);
      await sleep(POLL_MS);
    }
  }

  return {
    run<T>(id: string, work: () => Promise<T>, keep: Keep<T>): Promise<T> {
      const pending = inFlight.get(id);
      if (pending) return pending as Promise<T>;
      const redis = readyRedis();
      if (!redis) return memory.run(id, work, keep);
      const started = runShared(redis, id, work, keep).finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    clear() {
      inFlight.clear();
    },
  };
}
