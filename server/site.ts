// The site's HTTP server on a Remix request handler, as the production entry (server/index.ts)
// and the development entry (server/dev.ts) both run it: the same app, guard, origin rule,
// security headers and load context, whichever build it serves.
import type { Server } from "node:http";
import { isIP } from "node:net";
import type { RequestHandler } from "express";
import { trustedProxies } from "../app/models/http/trusted-proxies";
import type { Env } from "../app/services/operations/env.server";
import { log } from "../app/services/operations/log.server";
import { listenForPurges } from "../app/services/operations/purge-bus.server";
import { sharedRedis } from "../app/services/operations/redis.server";
import { createServerApp } from "./app";

export type SiteOptions = {
  env: Env;
  /** Remix's handler; its load context comes from server/load-context.ts. */
  remix: RequestHandler;
  assets: { publicPath: string; directory: string };
  /** The Remix route id a path reaches, for the access log and metrics (server/route-ids.ts). */
  routeIdOf?: (path: string) => string;
  onListening?: () => void;
};

export function startSite({ env, remix, assets, routeIdOf, onListening }: SiteOptions): Server {
  // Connects now (when REDIS_URL is set) rather than on first use, so readiness reports Redis as
  // it is from the first probe instead of "down" while the first connection is still being made.
  sharedRedis();
  // A publish reaches every instance (app/services/operations/purge-bus.server.ts), whose content
  // caches drop what it names.
  listenForPurges();
  const app = createServerApp({
    siteUrl: env.SITE_URL,
    trustForwardedHost: env.TRUST_FORWARDED_HOST,
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    routeIdOf,
    remix,
    assets,
    publicDirectory: "public",
  });
  const onListen = () => {
    log.info("listening", { url: ownUrl(env), host: env.HOST ?? "all interfaces" });
    onListening?.();
  };
  // HOST defaults to loopback in production (app/services/operations/env.server.ts): only the
  // proxy in front reaches the instance, never a visitor past it.
  const server = env.HOST
    ? app.listen(env.PORT, env.HOST, onListen)
    : app.listen(env.PORT, onListen);
  Object.assign(server, serverTimeouts(env));
  return server;
}

/** Where this process reaches its own listener (the warm-up): the bound address, or loopback. */
export function ownUrl(env: Pick<Env, "HOST" | "PORT">): string {
  const host = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${env.PORT}`;
}

/**
 * An idle connection outlives Varnish's own idle timeout (60 s), so Varnish closes it first and
 * never reuses one this side is closing. Node counts the header and request timeouts from the
 * start of each request, not from the connection's idle time, so they stay short whatever the
 * keep-alive: a client that trickles its headers cannot hold a connection for long; a body that
 * stops arriving is cut sooner (server/stalled-body.ts).
 */
export function serverTimeouts(env: Pick<Env, "KEEP_ALIVE_TIMEOUT_MS">) {
  return {
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeout: 20_000,
    requestTimeout: 30_000,
  };
}
