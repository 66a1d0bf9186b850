// What the server hands every loader and action in Remix's load context: values decided per
// request before Remix runs, which must never travel in a request header a client could forge.
// - the origin verdict of an unsafe request (server/request-guard.ts);
// - whether the process is draining (server/lifecycle.ts), for the readiness and health routes;
// - the client's address, for the rate limits (app/models/http/client-address.ts): the socket's,
//   or, when the socket's peer is a proxy TRUST_PROXY names, the right-most X-Forwarded-For entry
//   that is not one of them (noted by noteClient, which createServerApp runs first).
import type { Request, RequestHandler, Response } from "express";
import { clientAddress } from "../app/models/http/client-address";
import type { OriginVerdict } from "../app/models/http/request-origin";
import { NO_PROXIES, type TrustedProxies } from "../app/models/http/trusted-proxies";
import { isDraining } from "./lifecycle";

/** Notes who sent the request, as the proxies in front say when they are trusted. */
export function noteClient(proxies: TrustedProxies): RequestHandler {
  return (req, res, next) => {
    res.locals.clientAddress = clientAddress(
      req.socket.remoteAddress,
      req.headers["x-forwarded-for"],
      proxies,
    );
    next();
  };
}

export function getLoadContext(req: Request, res: Response) {
  const noted = res.locals.clientAddress;
  return {
    originVerdict: res.locals.originVerdict as OriginVerdict | undefined,
    draining: isDraining(),
    // Without noteClient (a test's own app), the socket's address: no header is believed.
    clientAddress:
      typeof noted === "string" ? noted : clientAddress(req.socket.remoteAddress, null, NO_PROXIES),
  };
}
