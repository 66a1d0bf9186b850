// What the server hands every loader and action in Remix's load context: values decided per
// request before Remix runs, which must never travel in a request header a client could forge.
// - the origin verdict of an unsafe request (server/request-guard.ts);
// - whether the process is draining (server/lifecycle.ts), for the readiness route.
import type { Request, Response } from "express";
import type { OriginVerdict } from "../app/models/request-origin";
import { isDraining } from "./lifecycle";

export function getLoadContext(_req: Request, res: Response) {
  return {
    originVerdict: res.locals.originVerdict as OriginVerdict | undefined,
    draining: isDraining(),
  };
}
