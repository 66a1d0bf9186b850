// What the HTTP server decides before Remix sees a request (docs/security.md):
// - methods no screen takes, some of which a Fetch Request cannot even hold (TRACE, CONNECT): 405;
// - a path that is not valid percent-encoded UTF-8, or holds a control character or a
//   backslash: 404, as it can name no page;
// - a declared body over REQUEST_BODY_LIMIT: 413 without reading it (forms have their own,
//   smaller limit in the app, app/services/forms/form-body.server.ts); what arrives of it after
//   the answer is dropped, or the connection closed, by server/unread-body.ts;
// - the origin rule for requests that change something: the verdict goes to the app in Remix's
//   load context (server/load-context.ts), where no client can put one, and Remix's own check,
//   which compares Origin with the Host header and so refuses every visitor behind a proxy that
//   does not forward the host, is left nothing to compare (Origin is consumed here);
// - forwarded host and scheme are dropped unless the proxy is trusted to set them, so a client
//   cannot choose the host the app builds its URLs from.
import type { NextFunction, Request, Response } from "express";
import {
  allowedOrigins,
  originVerdict,
  STATE_CHANGING_METHODS,
} from "../app/models/http/request-origin";
import { sendRefusal } from "./refusal-page";

export const REQUEST_BODY_LIMIT = 1024 * 1024;
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export type GuardOptions = { siteUrl: string; trustForwardedHost: boolean };

/**
 * Valid percent-encoded UTF-8 without control characters or backslashes. A browser reads `\` as
 * `/`, so `/\evil.example` is a way to another host, and no page has such a name.
 */
function decodablePath(path: string): boolean {
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
    return !/[\x00-\x1f\x7f\\]/.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

function single(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

export function requestGuard({ siteUrl, trustForwardedHost }: GuardOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!KNOWN_METHODS.has(req.method)) {
      sendRefusal(req, res, 405, { Allow: "GET, HEAD, POST" });
      return;
    }
    if (!decodablePath(req.path)) {
      // No page has such a name, and passing it on would hand the CMS a path it cannot read.
      sendRefusal(req, res, 404);
      return;
    }
    const length = req.headers["content-length"];
    if (length !== undefined && !(Number(length) <= REQUEST_BODY_LIMIT)) {
      sendRefusal(req, res, 413);
      return;
    }
    if (!trustForwardedHost) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    if (STATE_CHANGING_METHODS.has(req.method)) {
      const allowed = allowedOrigins(siteUrl, {
        trusted: trustForwardedHost,
        host: single(req.headers["x-forwarded-host"]),
        proto: single(req.headers["x-forwarded-proto"]),
      });
      const origin = req.headers.origin;
      res.locals.originVerdict = originVerdict(
        { origin: origin ?? null, referer: single(req.headers.referer) },
        allowed,
      );
      delete req.headers.origin;
    }
    next();
  };
}
