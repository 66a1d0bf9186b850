// How the site stops like a service (docs/decisions/0029-compiled-server-and-graceful-stop.md).
// On SIGTERM or SIGINT the process drains, in this order:
// 1. at once: readiness and health answer 503 and every answer says `Connection: close`;
// 2. for DRAIN_DELAY_MS the listener still takes connections, so whatever the load balancer sends
//    until its health probe has taken the instance out (Varnish: 2 failures at 1 s intervals) is
//    answered, not refused: a refused post cannot be retried;
// 3. the listener closes, requests in flight (a streaming page, a form post waiting on the form
//    service) finish, connections with nothing in flight close, and after the grace period
//    whatever is left is cut. Then Redis closes and the process exits 0.
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { log } from "../app/services/operations/log.server";
import { closeRedis } from "../app/services/operations/redis.server";

/** How long requests in flight get to finish once the listener has closed. */
export const DRAIN_GRACE_MS = 10_000;
/** How often connections that fell idle while draining are closed. */
const IDLE_SWEEP_MS = 200;
/** Closing Redis waits for its replies; an unreachable Redis must not hold the exit. */
const REDIS_CLOSE_MS = 2_000;

let draining = false;

/** True from the moment a stop is asked for; readiness and health then fail. */
export function isDraining(): boolean {
  return draining;
}

/**
 * Every answer whose headers go out while draining (a request in flight included) says
 * `Connection: close`, so a keep-alive client opens its next request elsewhere instead of on a
 * connection about to go away.
 */
export const closeWhileDraining: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (draining) res.setHeader("Connection", "close");
  });
  next();
};

export type DrainOptions = {
  /** How long the listener keeps taking connections once draining has started. */
  delayMs?: number;
  /** How long requests in flight get to finish once the listener has closed. */
  graceMs?: number;
};

/**
 * Drains `server` and resolves once every connection has ended (or was cut at the deadline).
 * Idle connections are left alone during the delay: closing one the load balancer is about to
 * reuse would fail the request it sends; each closes after its next answer instead.
 */
export async function drain(
  server: Server,
  { delayMs = 0, graceMs = DRAIN_GRACE_MS }: DrainOptions = {},
): Promise<void> {
  draining = true;
  if (delayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    log.info("[server] drain delay over: no new connections", { delayMs });
  }
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      log.warn("[server] requests still open at the deadline: cut", { graceMs });
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Drains on the first SIGTERM or SIGINT, closes Redis and exits 0. Later signals are ignored: a
 * Ctrl+C reaches both `npm start` and the site, and the start script passes it on once more.
 */
export function stopOnSignals(server: Server, options: DrainOptions = {}): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("[server] stopping: draining, then finishing requests in flight", {
      signal,
      delayMs: options.delayMs ?? 0,
    });
    await drain(server, options);
    await Promise.race([
      closeRedis().catch((error: unknown) => {
        log.warn("[server] closing Redis failed", { err: error });
      }),
      new Promise((resolve) => setTimeout(resolve, REDIS_CLOSE_MS).unref()),
    ]);
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void stop(signal));
  }
}
