// One JSON line per request (docs/operations.md, "Logs" and "Metrics"), and the request duration metric. First in
// the chain, so refusals are logged too; everything after it runs inside the request's context
// (app/services/operations/request-context.server.ts), which gives every line logged meanwhile the same
// request id and collects the cache outcomes and CMS calls this line sums up.
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { loggedPath, queryNames, requestIdFor } from "../app/models/http/access-line";
import type { TrustedProxies } from "../app/models/http/trusted-proxies";
import { log } from "../app/services/operations/log.server";
import { newRequestContext, runInRequest } from "../app/services/operations/request-context.server";
import { recordRequest } from "./metrics";

export type AccessLogOptions = {
  /** The proxies whose X-Request-Id is kept (TRUST_PROXY): only from a socket peer among them. */
  proxies: TrustedProxies;
  now?: () => number;
};

/** Who answered: a route id (set by createServerApp before Remix), "static" or "refused". */
export function setRouteLabel(res: Response, label: string): void {
  res.locals.routeLabel = label;
}

export function accessLog({
  proxies,
  now = () => performance.now(),
}: AccessLogOptions): RequestHandler {
  return (req, res, next) => {
    const started = now();
    const fromProxy = proxies.trusts(req.socket.remoteAddress);
    const id = requestIdFor(req.headers["x-request-id"], fromProxy, randomUUID);
    // Whatever answers, this request's id goes out.
    onHeaders(res, () => res.setHeader("X-Request-Id", id));
    // Until a later step says otherwise, the request was turned away before any route.
    setRouteLabel(res, "refused");
    const context = newRequestContext(id);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const durationMs = now() - started;
      const route = String(res.locals.routeLabel);
      recordRequest(route, res.statusCode, durationMs / 1000);
      log.info("request", {
        reqId: id,
        method: req.method,
        route,
        path: loggedPath(req.path),
        query: queryNames(req.originalUrl),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        cache: context.cache,
        cms: context.cms,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    };
    res.once("finish", done);
    res.once("close", done);
    runInRequest(context, next);
  };
}
