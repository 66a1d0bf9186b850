// The site's HTTP server: what @remix-run/serve's CLI does (compression, the build's assets for a
// year, public/ for an hour, Remix for the rest), plus what that CLI has no place for: the
// security headers on every answer, static files included, the request guard that runs
// before Remix (server/request-guard.ts), the access log (server/access-log.ts), first so it
// sees refusals too, and the rest of a body an early answer left unread taken off the connection
// (server/unread-body.ts). docs/decisions/0011-own-http-server.md says why.
import { readdirSync } from "node:fs";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import onHeaders from "on-headers";
import { NO_PROXIES, type TrustedProxies } from "../app/models/http/trusted-proxies";
import { BASELINE_SECURITY_HEADERS } from "../app/services/http/security-headers.server";
import { log } from "../app/services/operations/log.server";
import { accessLog, setRouteLabel } from "./access-log";
import { closeWhileDraining } from "./lifecycle";
import { noteClient } from "./load-context";
import { sendRefusal } from "./refusal-page";
import { type GuardOptions, requestGuard } from "./request-guard";
import { cutStalledBodies } from "./stalled-body";
import { type DiscardOptions, discardUnreadBodies } from "./unread-body";

export type ServerOptions = GuardOptions & {
  /** Remix's request handler (or, in tests, a stand-in). */
  remix: RequestHandler;
  /** The build's fingerprinted assets, served with a year's cache. */
  assets?: { publicPath: string; directory: string };
  /** Files of public/, served with an hour's cache. */
  publicDirectory?: string;
  /**
   * The proxies in front (TRUST_PROXY): from a socket peer among them the client address comes
   * from X-Forwarded-For and the request id from X-Request-Id. Unset: nobody.
   */
  trustedProxies?: TrustedProxies;
  /** The Remix route id a path reaches (server/route-ids.ts), for the access log and metrics. */
  routeIdOf?: (path: string) => string;
  /** How long a request body may make no progress before it is cut (server/stalled-body.ts). */
  bodyIdleMs?: number;
  /** How much of a body an early answer left unread is dropped to keep the connection. */
  discard?: DiscardOptions;
};

/** Added as the answer goes out, unless the app already set them (documents do). */
const securityHeaders: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) {
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
  });
  next();
};

/**
 * Brotli at the middleware's quality 4, with a 256 KB window instead of the default 4 MB: every
 * page fits in it, so it compresses to the same bytes, but each answer's compressor no longer sets
 * up a window sixteen times the page. Measured on the home page rendered per request (two
 * servers asked alternately): 9.6–11.8 → 7.6–9.6 ms of CPU per request, 15–30 % more pages per
 * second, the same 24.7 KB sent (docs/performance.md).
 */
const BROTLI = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 },
};

/**
 * A refusal express's own middleware decided on (the static files' `send` answers a range past
 * the end with 416 and has already set the Content-Range naming the file's length): a client's
 * mistake, told to the client with its own status.
 */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === "number" && status >= 400 && status < 500
    ? status
    : null;
}

/** A failure outside Remix (it renders its own): a plain 500, never a stack trace. */
const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const clientError = clientErrorStatus(error);
  if (clientError === null) {
    log.error("[server] request failed outside Remix", {
      method: req.method,
      path: req.path.slice(0, 200),
      err: error,
    });
  }
  if (res.headersSent) res.destroy();
  else sendRefusal(req, res, clientError ?? 500);
};

/**
 * public/'s files for the paths that can name one: its top-level entries as they are at start
 * (public/ ships with the build). Every other path, every page among them, goes on to Remix
 * without a look at the disk: serve-static stats the file system for each path it is given.
 */
function publicFiles(directory: string, maxAge: string): RequestHandler {
  const serve = express.static(directory, { maxAge });
  const entries = new Set(readdirSync(directory));
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next();
    }
    if (entries.has(name)) serve(req, res, next);
    else next();
  };
}

/** Names who answers from here on in the access log (server/access-log.ts). */
function label(of: (path: string) => string): RequestHandler {
  return (req, res, next) => {
    setRouteLabel(res, of(req.path));
    next();
  };
}

export function createServerApp(options: ServerOptions) {
  const app = express();
  app.disable("x-powered-by");
  const proxies = options.trustedProxies ?? NO_PROXIES;
  app.use(accessLog({ proxies }));
  app.use(noteClient(proxies));
  app.use(securityHeaders);
  app.use(closeWhileDraining);
  // Before anything that may answer without reading the body, the guard first.
  app.use(discardUnreadBodies(options.discard));
  app.use(requestGuard(options));
  app.use(cutStalledBodies(options.bodyIdleMs));
  app.use(compression({ brotli: BROTLI }));
  app.use(label(() => "static"));
  if (options.assets) {
    app.use(
      options.assets.publicPath,
      express.static(options.assets.directory, { immutable: true, maxAge: "1y" }),
    );
  }
  if (options.publicDirectory) {
    app.use(publicFiles(options.publicDirectory, "1h"));
  }
  const routeIdOf = options.routeIdOf ?? (() => "remix");
  app.use(label((path) => routeIdOf(path)));
  // use(), not all("*"): a route pattern makes express decode the path and throw on a bad escape.
  app.use(options.remix);
  app.use(lastResort);
  return app;
}
