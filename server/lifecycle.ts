// How the site stops like a service (docs/decisions/0029-compiled-server-and-graceful-stop.md).
// On SIGTERM or SIGINT the process drains: readiness answers 503 at once so the load balancer
// sends no more, the listener takes no new connections, requests in flight (a streaming page, a
// form post waiting on the form service) finish, connections with nothing in flight close, and
// after the grace period whatever is left is cut. Then Redis closes and the process exits 0.
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { log } from "../app/services/operations/log.server";
import { closeRedis } from "../app/services/operations/redis.server";

/** How long requests in flight get to finish once a stop is asked for. */
export const DRAIN_GRACE_MS = 10_000;
/** How often connections that fell idle while draining are closed. */
const IDLE_SWEEP_MS = 200;
/** Closing Redis waits for its replies; an unreachable Redis must not hold the exit. */
const REDIS_CLOSE_MS = 2_000;

let draining = false;

/** True from the moment a stop is asked for; readiness then fails. */
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

/** Drains `server` and resolves once every connection has ended (or was cut at the deadline). */
export function drain(server: Server, graceMs = DRAIN_GRACE_MS): Promise<void> {
  draining = true;
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
export function stopOnSignals(server: Server, graceMs = DRAIN_GRACE_MS): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("[server] stopping: finishing requests in flight", { signal });
    await drain(server, graceMs);
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
