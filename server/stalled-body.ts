// A request body that stops arriving: a client that declares Content-Length 1000 and sends ten
// bytes would otherwise hold its connection, and whatever waits on the body, for the whole
// request timeout. Progress is read from the socket's byte count, which grows while the body
// arrives whether or not anything has started reading it yet; a body that has not grown for
// `idleMs` is answered 408 and its connection closed.
import type { RequestHandler } from "express";
import { sendRefusal } from "./refusal-page";

export const BODY_IDLE_MS = 10_000;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers["content-length"];
  if (typeof length === "string") return Number(length) > 0;
  return headers["transfer-encoding"] !== undefined;
}

export function cutStalledBodies(idleMs = BODY_IDLE_MS): RequestHandler {
  const tickMs = Math.max(50, Math.min(1_000, Math.floor(idleMs / 10)));
  return (req, res, next) => {
    if (req.complete || !hasBody(req.headers)) {
      next();
      return;
    }
    const socket = req.socket;
    let seen = socket.bytesRead;
    let lastProgress = Date.now();
    const timer = setInterval(() => {
      if (req.complete || res.writableEnded || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastProgress = Date.now();
        return;
      }
      if (Date.now() - lastProgress < idleMs) return;
      clearInterval(timer);
      if (res.headersSent) {
        socket.destroy();
        return;
      }
      res.once("finish", () => socket.destroy());
      sendRefusal(req, res, 408, { Connection: "close" });
    }, tickMs);
    timer.unref();
    res.once("close", () => clearInterval(timer));
    next();
  };
}
