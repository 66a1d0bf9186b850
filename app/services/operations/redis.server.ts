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
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  DisconnectsClientError,
  ErrorReply,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from "@redis/client";
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
  /** Run once, in order, the next time Redis answers after it did not (whenRedisBack). */
  whenBack: Array<() => Promise<void>>;
};

const HOLDER = Symbol.for("theatre-site.redis");

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [HOLDER]?: Holder };
  scope[HOLDER] ??= { client: null, subscriber: null, lastError: "", breaker: null, whenBack: [] };
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
    // Longer than redisCall's deadline, which decides: this one only clears commands the
    // client could not even write, so they do not pile up while Redis hangs.
    commandOptions: { timeout: getEnv().REDIS_TIMEOUT_MS * 2 },
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
  let connectedOnce = false;
  client.on("ready", () => {
    holder().lastError = "";
    // A reconnect of the command connection is Redis answering again, as a closed breaker is.
    if (role === "commands" && connectedOnce && redisState() === "ready") redisIsBack();
    connectedOnce = true;
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

/** What `redisCall` throws when Redis is off, down, hung or skipped by the open breaker. */
export class RedisUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`redis unavailable (${reason})`);
    this.name = "RedisUnavailable";
  }
}

/**
 * Runs `catchUp` once, the next time Redis answers after it did not (the breaker closes, or the
 * connection is back): for work a caller could not do meanwhile, such as a purge. Catch-ups run
 * one after another in the order they were asked for, so a purge's shared copies are dropped
 * before the other instances are told.
 */
export function whenRedisBack(catchUp: () => Promise<void>): void {
  holder().whenBack.push(catchUp);
}

function redisIsBack() {
  const h = holder();
  const due = h.whenBack.splice(0);
  if (due.length === 0) return;
  // Not in the caller's way: its call has answered, the catch-ups follow.
  void (async () => {
    for (const catchUp of due) {
      await catchUp().catch((error: unknown) => {
        log.warn("redis catch-up failed", { error: String(error) });
      });
    }
  })();
}

/**
 * A call that did not answer in time. `processLate` says the deadline itself fired late because
 * this process was busy (rendering, collecting garbage): the reply may simply not have been read
 * yet, so the miss says nothing about Redis.
 */
class DeadlineMissed extends Error {
  constructor(readonly processLate: boolean) {
    super("deadline missed");
  }
}

/** Errors of the connection rather than of the command: Redis was not reached. */
function isConnectionError(error: unknown): boolean {
  return (
    error instanceof ClientClosedError ||
    error instanceof ClientOfflineError ||
    error instanceof DisconnectsClientError ||
    error instanceof SocketClosedUnexpectedlyError ||
    error instanceof ConnectionTimeoutError ||
    error instanceof SocketTimeoutError
  );
}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  // The command may still answer (or fail) after its deadline: nobody waits for it then.
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    // A deadline that fires late found this process busy, not Redis slow: the command may not
    // even have been written yet. Redis gets one more deadline of time this process can read in.
    const arm = (second: boolean) => {
      const armed = performance.now();
      timer = setTimeout(() => {
        const late = performance.now() - armed - ms > ms / 2;
        if (late && !second) {
          arm(true);
          return;
        }
        // Timers run before the sockets are read: setImmediate runs after, so a reply that
        // came meanwhile wins.
        setImmediate(() => reject(new DeadlineMissed(late)));
      }, ms);
    };
    arm(false);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs `work` on the shared client within REDIS_TIMEOUT_MS. Throws RedisUnavailable when Redis
 * is not configured, disconnected, missed the deadline or is skipped by the open breaker; any
 * other error is the command's own. Every Redis call of the site goes through here; `work` does
 * Redis commands only (an error of its own on a probe counts as Redis failing).
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
    answered(b);
    return value;
  } catch (error) {
    // An error reply (a wrong type, a script error) is Redis answering: the command's own error.
    if (error instanceof ErrorReply) {
      answered(b);
      throw error;
    }
    // The client's own command timeout (a command it could not even write in time) is a hang
    // too: it fires at the same moment as the deadline, and may win the race.
    const hung = error instanceof DeadlineMissed || error instanceof TimeoutError;
    const cut = isConnectionError(error);
    // A deadline this process missed itself: this call falls back, the breaker stays as it is
    // (a probe still has to report, or the breaker would stay probing).
    const ownLateness = error instanceof DeadlineMissed && error.processLate;
    if ((hung && !ownLateness) || admission === "probe") {
      const reason = hung ? "timeout" : cut ? "disconnected" : "probe failed";
      if (failed(b, Date.now(), reason)) {
        log.warn("redis not answering: using memory until it does", { reason, timeoutMs });
      }
    }
    if (hung) throw new RedisUnavailable("timeout");
    if (cut) throw new RedisUnavailable("disconnected");
    throw error;
  }
}

function answered(b: Breaker) {
  if (!succeeded(b)) return;
  log.info("redis answering again", { role: "commands" });
  redisIsBack();
}

/**
 * Closes both connections (graceful shutdown, tests). A close waits for the replies of commands
 * still pending, which a hung Redis never sends: after one deadline the connection is dropped.
 */
export async function closeRedis(): Promise<void> {
  const h = holder();
  const clients = [h.client, h.subscriber].filter((c): c is RedisClient => c !== null);
  h.client = null;
  h.subscriber = null;
  h.breaker = null;
  h.whenBack = [];
  const timeoutMs = getEnv().REDIS_TIMEOUT_MS;
  await Promise.all(
    clients.map(async (client) => {
      try {
        await withinDeadline(client.close(), timeoutMs);
      } catch {
        try {
          client.destroy();
        } catch {
          // Already closed.
        }
      }
    }),
  );
}
