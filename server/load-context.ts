// What the server hands every loader and action in Remix's load context: values decided per
// request before Remix runs, which must never travel in a request header a client could forge.
// - the origin verdict of an unsafe request (server/request-guard.ts);
// - whether the process is draining (server/lifecycle.ts), for the readiness route;
// - the client's address, for the rate limits (app/models/http/client-address.ts): the socket's, or
//   the trusted proxy's X-Forwarded-For entry when TRUST_PROXY says there is one.
import type { Request, Response } from "express";
import { clientAddress } from "../app/models/http/client-address";
import type { OriginVerdict } from "../app/models/http/request-origin";
import { getEnv } from "../app/services/operations/env.server";
import { isDraining } from "./lifecycle";

export function getLoadContext(req: Request, res: Response) {
  return {
    originVerdict: res.locals.originVerdict as OriginVerdict | undefined,
    draining: isDraining(),
    clientAddress: clientAddress(
      req.socket.remoteAddress,
      req.headers["x-forwarded-for"],
      getEnv().TRUST_PROXY,
    ),
  };
}
