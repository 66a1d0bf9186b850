// The one Redis connection of this process, when REDIS_URL is set (docs/operations.md): content
// caches, once-only keys, rate limits and purge messages share it. Without REDIS_URL, or while
// Redis is away, callers fall back to what this process holds in memory, so the site keeps
// serving; `redisState()` says which, for readiness.
//
// The server (server/) and the Remix build each carry their own copy of app modules, so the
// client lives on globalThis under a registered symbol: one connection per process, whichever
// copy asks first.
//
// Redis can hang as well as stop: a stopped process (SIGSTOP), a full network buffer or a
// blocked server keep the connection open and answer nothing, and @redis/client stops timing a
// command once it is written. `redisCall` gives every call a deadline (REDIS_TIMEOUT_MS) and
// opens a breaker when one is missed (app/models/http/breaker.ts): while open, calls fail at
// once and callers use their memory fallback; one call a cool-off (REDIS_RETRY_MS) probes, and
// its answer closes the breaker again, without a restart.
import { createClient } from "@redis/client";
import {
  admit,
  type Breaker,
  failed,
  newBreaker,
  openReason,
  succeeded,
} from "~/models/http/breaker";
import { getEnv } from "./env.server";
import { log } from "./log.server";

export type RedisClient = ReturnType<typeof connect>;
export type RedisState = "off" | "ready" | "down";

type Holder = {
  client: RedisClient | null;
  subscriber: RedisClient | null;
  lastError: string;
  breaker: Breaker | null;
};

const HOLDER = Symbol.for("theatre-site.redis");

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [HOLDER]?: Holder };
  scope[HOLDER] ??= { client: null, subscriber: null, lastError: "", breaker: null };
  return scope[HOLDER];
}

function breaker(): Breaker {
  const h = holder();
  h.breaker ??= newBreaker(getEnv().REDIS_RETRY_MS);
  return h.breaker;
}

function connect(url: string, role: string) {
  const client = createClient({
    url,
    // Fail fast while disconnected: callers fall back to memory rather than wait.
    disableOfflineQueue: true,
    commandOptions: { timeout: getEnv().REDIS_TIMEOUT_MS },
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  client.on("error", (error: unknown) => {
    const message = String(error);
    // One line per distinct failure, not one per reconnect attempt.
    if (holder().lastError !== message) {
      holder().lastError = message;
      log.warn("redis unavailable", { role, error: message });
    }
  });
  client.on("ready", () => {
    holder().lastError = "";
  });
  client.connect().catch(() => {
    // Reported by the error handler; the client keeps reconnecting.
  });
  return client;
}

/** The shared client, or null when REDIS_URL is not set. Commands fail fast while it is down. */
export function sharedRedis(): RedisClient | null {
  const url = getEnv().REDIS_URL;
  if (!url) return null;
  const h = holder();
  h.client ??= connect(url, "commands");
  return h.client;
}

/** A second connection for SUBSCRIBE (a subscribed connection takes no other commands). */
export function redisSubscriber(): RedisClient | null {
  const url = getEnv().REDIS_URL;
  if (!url) return null;
  const h = holder();
  h.subscriber ??= connect(url, "subscriber");
  return h.subscriber;
}

/** Whether Redis is configured and answering right now (connected, breaker closed). */
export function redisState(): RedisState {
  const client = sharedRedis();
  if (!client) return "off";
  return client.isReady && openReason(breaker()) === null ? "ready" : "down";
}

/** Why Redis is not answering (for readiness and logs), or null while it is. */
export function redisDownReason(): string | null {
  const client = sharedRedis();
  if (!client) return null;
  return openReason(breaker()) ?? (client.isReady ? null : "disconnected");
}

/** What `redisCall` throws when Redis is off, down, hung or skipped by the open breaker. */
export class RedisUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`redis unavailable (${reason})`);
    this.name = "RedisUnavailable";
  }
}

class DeadlineMissed extends Error {}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  // The command may still answer (or fail) after its deadline: nobody waits for it then.
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineMissed()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs `work` on the shared client within REDIS_TIMEOUT_MS. Throws RedisUnavailable when Redis
 * is not configured, disconnected, missed the deadline or is skipped by the open breaker; any
 * other error is the command's own. Every Redis call of the site goes through here.
 */
export async function redisCall<T>(work: (client: RedisClient) => Promise<T>): Promise<T> {
  const client = sharedRedis();
  if (!client) throw new RedisUnavailable("off");
  const b = breaker();
  const admission = admit(b, Date.now());
  if (admission === "skip") throw new RedisUnavailable(openReason(b) ?? "open");
  const { REDIS_TIMEOUT_MS: timeoutMs } = getEnv();
  if (!client.isReady) {
    if (admission === "probe") failed(b, Date.now(), "disconnected");
    throw new RedisUnavailable("disconnected");
  }
  try {
    const value = await withinDeadline(work(client), timeoutMs);
    if (succeeded(b)) log.info("redis answering again", { role: "commands" });
    return value;
  } catch (error) {
    const hung = error instanceof DeadlineMissed;
    if (hung || admission === "probe") {
      const reason = hung ? "timeout" : "probe failed";
      if (failed(b, Date.now(), reason)) {
        log.warn("redis not answering: using memory until it does", { reason, timeoutMs });
      }
    }
    if (hung) throw new RedisUnavailable("timeout");
    throw error;
  }
}

/** Closes both connections (graceful shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const h = holder();
  const clients = [h.client, h.subscriber].filter((c): c is RedisClient => c !== null);
  h.client = null;
  h.subscriber = null;
  h.breaker = null;
  await Promise.all(clients.map((c) => c.close().catch(() => c.destroy())));
}
