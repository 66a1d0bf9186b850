// A short lock in Redis (SET NX PX) for work that must run on one instance at a time, and the
// connection to use while Redis answers. Every function here fails soft: a Redis error is an
// answer ("no connection", "not locked"), never an exception that could fail a request.
import { randomUUID } from "node:crypto";
import { type RedisClient, redisState, sharedRedis } from "./redis.server";

/** The shared client while it answers; null without REDIS_URL or while Redis is down. */
export function readyRedis(): RedisClient | null {
  return redisState() === "ready" ? sharedRedis() : null;
}

export type Lock = { key: string; token: string };

/** Takes the lock for `ms` at most; null when another holds it, or Redis failed (`error`). */
export async function tryLock(
  redis: RedisClient,
  key: string,
  ms: number,
): Promise<Lock | null | "error"> {
  const token = randomUUID();
  try {
    const reply = await redis.set(key, token, {
      condition: "NX",
      expiration: { type: "PX", value: ms },
    });
    return reply === "OK" ? { key, token } : null;
  } catch {
    return "error";
  }
}

// Deletes the lock only if it is still this holder's: one that expired and was taken by another
// instance is left alone.
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export async function releaseLock(redis: RedisClient, lock: Lock): Promise<void> {
  try {
    await redis.eval(RELEASE, { keys: [lock.key], arguments: [lock.token] });
  } catch {
    // It expires by itself.
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
