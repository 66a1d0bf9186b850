// Purges reach every instance: `publishPurge` runs this process's listeners at once and, with
// Redis, publishes the scope on a channel every instance subscribes to, so their in-memory copies
// (the content caches) go too. Without Redis only this process hears it; the
// shared copies in Redis are dropped by whoever purges (render-cache). While Redis is down or
// hung the publish fails within its deadline (redisCall), and the scope is published when Redis
// answers again, so the other instances still drop what the purge named.
//
// The HTTP server and the Remix build each carry their own copy of this module, and both must
// reach the same listeners and the one subscription: they live on globalThis.
import { randomUUID } from "node:crypto";
import type { PurgeScope } from "~/models/http/purge-request";
import { log } from "./log.server";
import {
  type RedisClient,
  RedisUnavailable,
  redisCall,
  redisSubscriber,
  whenRedisBack,
} from "./redis.server";

export type { PurgeScope };

type Listener = (scope: PurgeScope) => void;
type Holder = {
  listeners: Set<Listener>;
  instance: string;
  /** The subscriber connection the channel is subscribed on (a new one after closeRedis). */
  subscribedOn: RedisClient | null;
};

const HOLDER = Symbol.for("theatre-site.purge-bus");
const CHANNEL = "theatre-site:purge";

function holder(): Holder {
  const scope = globalThis as typeof globalThis & { [HOLDER]?: Holder };
  scope[HOLDER] ??= { listeners: new Set(), instance: randomUUID(), subscribedOn: null };
  return scope[HOLDER];
}

function runListeners(scope: PurgeScope) {
  for (const listener of holder().listeners) {
    try {
      listener(scope);
    } catch (error) {
      log.error(`[purge] a listener failed: ${String(error)}`);
    }
  }
}

/** A message from the channel, checked: it crosses a network and may come from anything. */
function scopeFrom(message: string): { from: string; scope: PurgeScope } | null {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; all?: unknown; paths?: unknown };
    if (typeof parsed.from !== "string") return null;
    if (parsed.all === true) return { from: parsed.from, scope: { all: true } };
    if (Array.isArray(parsed.paths) && parsed.paths.every((p) => typeof p === "string")) {
      return { from: parsed.from, scope: { paths: parsed.paths as string[] } };
    }
  } catch {
    // Not ours.
  }
  return null;
}

/** Subscribes this process to the channel once per connection; without Redis it does nothing. */
export function listenForPurges() {
  const h = holder();
  const subscriber = redisSubscriber();
  if (!subscriber || h.subscribedOn === subscriber) return;
  h.subscribedOn = subscriber;
  // The client queues the subscription until it is connected and renews it after a reconnect.
  subscriber
    .subscribe(CHANNEL, (message: string) => {
      const received = scopeFrom(message);
      // This process ran its listeners when it published.
      if (received && received.from !== holder().instance) runListeners(received.scope);
    })
    .catch((error: unknown) => {
      log.warn(`[purge] subscribing to ${CHANNEL} failed: ${String(error)}`);
    });
  // Purges published while this process was cut off from Redis never reached it: after a
  // reconnect it drops everything it holds in memory rather than serve what may be purged.
  let connectedOnce = subscriber.isReady;
  subscriber.on("ready", () => {
    if (connectedOnce) runListeners({ all: true });
    connectedOnce = true;
  });
}

/**
 * Subscribes to purges of every instance; returns the unsubscribe function. The channel itself is
 * joined by `listenForPurges` (the content cache calls it on every load, the server may at start),
 * not here: modules register at load, before the configuration may be read.
 */
export function onPurge(listener: Listener): () => void {
  holder().listeners.add(listener);
  return () => holder().listeners.delete(listener);
}

export type PublishOutcome = "published" | "local-only" | "redis-unavailable";

/** Scopes a publish could not send while Redis did not answer, sent when it answers again. */
let pending: PurgeScope[] = [];
/** More pending purges than this are sent as one purge of everything. */
const MAX_PENDING = 100;

/** The pending scopes as one: everything if any was, else every path named. */
function merged(scopes: PurgeScope[]): PurgeScope {
  if (scopes.some((scope) => "all" in scope)) return { all: true };
  const paths = new Set(scopes.flatMap((scope) => ("paths" in scope ? scope.paths : [])));
  return { paths: [...paths] };
}

async function publishPending() {
  const scope = merged(pending);
  pending = [];
  if ("paths" in scope && scope.paths.length === 0) return;
  if ((await send(scope)) === "published") {
    log.info("[purge] published a purge made while Redis did not answer");
  }
}

async function send(scope: PurgeScope): Promise<PublishOutcome> {
  const message = JSON.stringify({ from: holder().instance, ...scope });
  try {
    await redisCall((client) => client.publish(CHANNEL, message));
    return "published";
  } catch (error) {
    if (!(error instanceof RedisUnavailable)) {
      log.warn(`[purge] publishing failed: ${String(error)}`);
      return "redis-unavailable";
    }
    if (error.reason === "off") return "local-only";
    // Not answering (the breaker has said why, once): sent when it answers again.
    if (pending.length === 0) whenRedisBack(publishPending);
    pending = pending.length < MAX_PENDING ? [...pending, scope] : [{ all: true }];
    return "redis-unavailable";
  }
}

/**
 * Runs this process's listeners, then tells the other instances through Redis; within Redis's
 * deadline whatever Redis does. "redis-unavailable": they are told when Redis answers again.
 */
export async function publishPurge(scope: PurgeScope): Promise<PublishOutcome> {
  runListeners(scope);
  listenForPurges();
  return send(scope);
}
