// The once-only promise across instances (once-only.server.ts says what it is): a repeat that
// reaches another instance gets the first answer too, and two instances never send the same
// form or confirmation twice at once.
// - the kept answer is a Redis key with its keep time (`answer:<id>`);
// - the run in flight holds a short lock (`running:<id>`, SET NX PX): another instance that gets
//   the same submission waits for the answer instead of sending it again;
// - an answer that is not kept (a failure) is still left for a few seconds for those waiting,
//   marked so, so a later try runs again.
// Within one instance, callers share one promise as the memory store does. While Redis is down
// or hung (every call has a deadline: redisCall) the memory store answers, waiting included, and
// an answer it kept then is still honoured once Redis is back; so is one that could not be
// written to Redis.
// Ids are hashes (submissionId, confirmation keys hashed by their caller): no personal data in
// a key.

import { log } from "../operations/log.server";
import { RedisUnavailable, redisCall } from "../operations/redis.server";
import { readyRedis, releaseLock, sleep, tryLock } from "../operations/redis-lock.server";
import type { Keep, MemoryOnceOnlyStore, OnceOnlyStore } from "./once-only.server";

const NAMESPACE = "theatre-site:once";
/** Longer than any one upstream call may take: a holder that dies lets go by itself. */
const RUNNING_MS = 30_000;
/** How long an answer that is not kept stays readable for the callers that waited on it. */
const TRANSIENT_MS = 10_000;
const POLL_MS = 50;

type Stored = { answer: unknown; kept: boolean; at: number };

async function read(key: string): Promise<Stored | null | "error"> {
  try {
    const raw = await redisCall((redis) => redis.get(key));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    return typeof stored.at === "number" && "answer" in stored
      ? { answer: stored.answer, kept: stored.kept === true, at: stored.at }
      : null;
  } catch {
    return "error";
  }
}

/** Keeps the answer in Redis; false when Redis did not take it. */
async function write(key: string, answer: unknown, ms: number): Promise<boolean> {
  const kept = ms > 0;
  const text = JSON.stringify({ answer, kept, at: Date.now() } satisfies Stored);
  try {
    await redisCall((redis) =>
      redis.set(key, text, { expiration: { type: "PX", value: kept ? ms : TRANSIENT_MS } }),
    );
    return true;
  } catch (error) {
    // Not answering: the breaker has said why, once.
    if (!(error instanceof RedisUnavailable)) {
      log.warn(`[once-only] keeping an answer in Redis failed: ${String(error)}`);
    }
    return false;
  }
}

export function redisOnceOnlyStore(
  memory: MemoryOnceOnlyStore,
  /** Milliseconds to keep an answer for, from what a caller's `keep` said (0: not kept). */
  toMs: (said: boolean | number) => number,
): OnceOnlyStore & { clear(): void } {
  const inFlight = new Map<string, Promise<unknown>>();

  async function runShared<T>(id: string, work: () => Promise<T>, keep: Keep<T>): Promise<T> {
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
      const stored = await read(answerKey);
      if (stored === "error") return memory.run(id, work, keep);
      // A kept answer serves everyone; one that is not kept only those who waited for it.
      if (stored && (stored.kept || (waited && stored.at >= waitingSince))) {
        return stored.answer as T;
      }
      const lock = await tryLock(runningKey, RUNNING_MS);
      if (lock === "error") return memory.run(id, work, keep);
      if (lock) {
        try {
          const answer = await work();
          if (!(await write(answerKey, answer, toMs(keep(answer))))) {
            // Redis went away while it ran: this instance keeps the answer, so a repeat that
            // reaches it (and finds Redis still away) gets it instead of a second send.
            await memory.run(id, async () => answer, keep);
          }
          return answer;
        } finally {
          await releaseLock(lock);
        }
      }
      // Another instance is sending it: its answer comes, or its lock goes (then try again). The
      // next read fails at once if Redis stops answering meanwhile: no waiting on a hung Redis.
      waited = true;
      if (Date.now() - waitingSince > RUNNING_MS) return memory.run(id, work, keep);
      await sleep(POLL_MS);
    }
  }

  return {
    run<T>(id: string, work: () => Promise<T>, keep: Keep<T>): Promise<T> {
      const pending = inFlight.get(id);
      if (pending) return pending as Promise<T>;
      if (!readyRedis()) return memory.run(id, work, keep);
      const started = runShared(id, work, keep).finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    clear() {
      inFlight.clear();
    },
  };
}
