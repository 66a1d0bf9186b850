// A short lock in Redis (SET NX PX) for work that must run on one instance at a time, and whether
// Redis is worth asking at all. Every function here fails soft: a Redis error, a missed deadline
// or an open breaker (redisCall) is an answer ("not answering", "Redis failed"), never an
// exception that could fail a request.
import { randomUUID } from "node:crypto";
import { redisCall, redisState } from "./redis.server";

/** Whether Redis is configured and answering now: false without REDIS_URL, while down or hung. */
export function readyRedis(): boolean {
  return redisState() === "ready";
}

export type Lock = { key: string; token: string };

/** Takes the lock for `ms` at most; null when another holds it, `error` when Redis failed. */
export async function tryLock(key: string, ms: number): Promise<Lock | null | "error"> {
  const token = randomUUID();
  try {
    const reply = await redisCall((redis) =>
      redis.set(key, token, { condition: "NX", expiration: { type: "PX", value: ms } }),
    );
    return reply === "OK" ? { key, token } : null;
  } catch {
    return "error";
  }
}

// Deletes the lock only if it is still this holder's: one that expired and was taken by another
// instance is left alone.
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export async function releaseLock(lock: Lock): Promise<void> {
  try {
    await redisCall((redis) => redis.eval(RELEASE, { keys: [lock.key], arguments: [lock.token] }));
  } catch {
    // It expires by itself.
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
