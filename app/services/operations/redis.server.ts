// The one Redis connection of this process, when REDIS_URL is set (docs/operations.md): content
// caches, once-only keys, rate limits and purge messages share it. Without REDIS_URL, or while
// Redis is away, callers fall back to what this process holds in memory, so the site keeps
// serving; `redisState()` says which, for readiness.
//
// The server (server/) and the Remix build each carry their own copy of app modules, so the
// client lives on globalThis under a registered symbol: one connection per process, whichever
// copy asks first.
import { createClient } from "@redis/client";
import { getEnv } from "./env.server";
import { log } from "./log.server";

export type RedisClient = ReturnType<typeof connect>;
export type RedisState = "off" | "ready" | "down";

type Holder = { client: RedisClient | null; subscriber: RedisClient | null; lastError: string };

const HOLDER = Symbol.for("theatre-site.redis");
/** A call to an unreachable Redis fails after this long instead of queueing. */
const COMMAND_TIMEOUT_MS = 500;

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [HOLDER]?: Holder };
  scope[HOLDER] ??= { client: null, subscriber: null, lastError: "" };
  return scope[HOLDER];
}

function connect(url: string, role: string) {
  const client = createClient({
    url,
    // Fail fast while disconnected: callers fall back to memory rather than wait.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
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

/** Whether Redis is configured and answering right now. */
export function redisState(): RedisState {
  const client = sharedRedis();
  if (!client) return "off";
  return client.isReady ? "ready" : "down";
}

/** Closes both connections (graceful shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const h = holder();
  const clients = [h.client, h.subscriber].filter((c): c is RedisClient => c !== null);
  h.client = null;
  h.subscriber = null;
  await Promise.all(clients.map((c) => c.close().catch(() => c.destroy())));
}
