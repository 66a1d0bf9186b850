// A request body its answer went out without reading: the guard's 413 and 405, a form the app
// refuses for its type, size or rate (415, 413, 429, 400) before it reads it. HTTP/1.1 lets a
// server answer early, but the connection carries the next request only once the rest of this
// body is off the wire. Node pulls it off by itself only when nothing has started reading the
// request; Remix's adapter has always wrapped it in a stream by then, which pauses the socket
// once its small buffer is full and is never read again. The next request on that connection
// (Varnish reuses its backend connections, and a post cannot be retried) then waited for the
// keep-alive timeout and found the connection closed: a 503 for someone else's post.
//
// So, once the answer is finished, the rest of a body of up to DISCARD_BYTES is read and dropped
// within DISCARD_MS, and the connection carries on; past either bound it is closed. A body
// declared larger than that is not worth reading: its answer says Connection: close.
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/** The most of an unread body read and dropped to keep its connection. */
export const DISCARD_BYTES = 8 * 1024 * 1024;
/** How long that may take before the connection is closed instead. */
export const DISCARD_MS = 10_000;

export type DiscardOptions = { maxBytes?: number; maxMs?: number };

function declaredLength(req: IncomingMessage): number | null {
  const length = req.headers["content-length"];
  return typeof length === "string" ? Number(length) : null;
}

function hasBody(req: IncomingMessage): boolean {
  const length = declaredLength(req);
  return length === null ? req.headers["transfer-encoding"] !== undefined : length > 0;
}

/** Reads the rest of `req` into nothing, or closes its connection past the bounds. */
function discardRest(req: IncomingMessage, maxBytes: number, maxMs: number): void {
  const socket = req.socket;
  let left = maxBytes;
  const cut = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(cut, maxMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  req.once("end", done);
  req.once("close", done);
  // What Node does itself with a body nobody read (IncomingMessage's dump): whoever started
  // reading it is done with it, its answer has gone.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) cut();
  });
  req.resume();
}

export function discardUnreadBodies({
  maxBytes = DISCARD_BYTES,
  maxMs = DISCARD_MS,
}: DiscardOptions = {}): RequestHandler {
  return (req, res, next) => {
    if (req.complete || !hasBody(req)) {
      next();
      return;
    }
    onHeaders(res, () => {
      const length = declaredLength(req);
      if (!req.complete && length !== null && length > maxBytes) {
        res.setHeader("Connection", "close");
      }
    });
    res.once("finish", () => {
      // Node closes a connection whose answer said close; a broken one is gone already.
      if (req.complete || req.socket.destroyed || res.getHeader("connection") === "close") return;
      discardRest(req, maxBytes, maxMs);
    });
    next();
  };
}
