// Anonymous pages are the same for every visitor for a while: the app says so itself with
// `Cache-Control: public, s-maxage=…`. The server keeps such an answer for a few seconds and
// sends it again, as a CDN in front would, so a rush on one page costs one render per interval
// instead of one per visitor (issue 12). What must differ per answer (the CSP nonce, the view id)
// is drawn per request (app/services/answer-tokens.server.ts) and put into the kept copy afresh;
// which requests may share a copy is the app's rule (app/services/shared-page.server.ts).
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { type AnswerTokens, newAnswerTokens } from "../app/services/answer-tokens.server";
import { sharedPageVariant } from "../app/services/shared-page.server";
import { gzipBody, identityBody, type SplicedBody, spliceable } from "./gzip-splice";

export type PageCacheOptions = {
  /** How long a kept answer is sent again; 0 keeps nothing. */
  ttlMs: number;
  /** How much longer it is sent while one request renders its successor. */
  staleMs: number;
  /** Bytes kept in all (raw and compressed copies). */
  maxBytes: number;
  now?: () => number;
};

type Kept = {
  status: number;
  headers: [string, string[]][];
  body: SplicedBody;
  tokenOrder: (keyof AnswerTokens)[];
  storedAt: number;
  /** The shorter of the configured time and the answer's own s-maxage. */
  freshMs: number;
  bytes: number;
};

const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const MAX_URL = 1024;
/** Said by the answer's own headers, never kept: they belong to one connection or answer. */
const NOT_KEPT = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "age",
]);

/** The app's own word that an answer may be shared, and for how long at most. */
function sharedMaxAgeMs(res: Response): number | null {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return null;
  const sMaxAge = /(^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  return sMaxAge ? Number(sMaxAge[2]) * 1000 : null;
}

function keepable(res: Response): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  const vary = String(res.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => name === "cookie" || name === "accept-encoding");
}

function cacheKey(req: Request): string | null {
  if (req.method !== "GET" || req.originalUrl.length > MAX_URL || req.headers.range) return null;
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "";
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    return null;
  }
  const variant = sharedPageVariant(url, req.headers.cookie, req.headers["user-agent"]);
  return variant === null ? null : `${url.href} ${variant}`;
}

/** Cuts the answer at each token, so fresh ones can go in (the order says which went where). */
function cutAtTokens(body: Buffer, tokens: AnswerTokens) {
  const found: { at: number; name: keyof AnswerTokens; length: number }[] = [];
  for (const name of ["nonce", "viewId"] as const) {
    const token = Buffer.from(tokens[name]);
    for (let at = body.indexOf(token); at >= 0; at = body.indexOf(token, at + token.length)) {
      found.push({ at, name, length: token.length });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, length } of found) {
    parts.push(body.subarray(from, at));
    from = at + length;
  }
  parts.push(body.subarray(from));
  return { parts, tokenOrder: found.map((f) => f.name) };
}

function keptHeaders(res: Response, nonce: string): [string, string[]][] {
  return Object.entries(res.getHeaders())
    .filter(([name]) => !NOT_KEPT.has(name))
    .map(([name, value]) => {
      const values = Array.isArray(value) ? value : [String(value)];
      // The CSP names the nonce: kept with a hole where each answer's own goes.
      return [name, values.map((v) => v.split(nonce).join("\0"))];
    });
}

function send(req: Request, res: Response, kept: Kept, tokens: AnswerTokens, now: number) {
  res.status(kept.status);
  for (const [name, values] of kept.headers) {
    const filled = values.map((v) => v.split("\0").join(tokens.nonce));
    // One value as a string: the compression middleware reads Content-Type as one.
    res.setHeader(name, filled.length === 1 ? (filled[0] as string) : filled);
  }
  res.setHeader("Age", String(Math.floor((now - kept.storedAt) / 1000)));
  const fill = kept.tokenOrder.map((name) => Buffer.from(tokens[name]));
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    // The compression middleware leaves an answer that names its encoding alone.
    res.setHeader("Content-Encoding", "gzip");
    res.end(gzipBody(kept.body, fill));
  } else {
    res.end(identityBody(kept.body, fill));
  }
}

/** Copies what Remix writes (before compression) and hands it over when the answer is done. */
function capture(res: Response, done: (body: Buffer | null) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || overflow) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
    if (!buffer) return;
    size += buffer.length;
    if (size > MAX_ANSWER_BYTES) overflow = true;
    else chunks.push(Buffer.from(buffer));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== "function") take(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => done(overflow ? null : Buffer.concat(chunks)));
  res.once("close", () => {
    if (!res.writableFinished) done(null);
  });
}

export function pageCache(options: PageCacheOptions): RequestHandler {
  const now = options.now ?? Date.now;
  // Bounded in count and bytes: a crawl of odd query strings pushes out old copies, no more.
  const kept = new LRUCache<string, Kept>({
    max: 5000,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  const rendering = new Set<string>();

  return (req, res, next) => {
    const tokens = newAnswerTokens();
    res.locals.answerTokens = tokens;
    const key = options.ttlMs > 0 ? cacheKey(req) : null;
    if (key === null) return next();

    const at = now();
    const entry = kept.get(key);
    if (entry) {
      const age = at - entry.storedAt;
      const stale = age >= entry.freshMs;
      if (!stale || (rendering.has(key) && age < entry.freshMs + options.staleMs)) {
        send(req, res, entry, tokens, at);
        return;
      }
      if (age >= entry.freshMs + options.staleMs) kept.delete(key);
    }
    // One request renders the successor; the others render too only when there is no copy.
    if (rendering.has(key)) return next();
    rendering.add(key);
    let settled = false;
    capture(res, (body) => {
      if (settled) return;
      settled = true;
      rendering.delete(key);
      const maxAgeMs = sharedMaxAgeMs(res);
      // A failed or private answer never replaces a good copy.
      if (!body || maxAgeMs === null || maxAgeMs === 0 || !keepable(res)) return;
      const { parts, tokenOrder } = cutAtTokens(body, tokens);
      const spliced = spliceable(parts);
      const bytes = parts.reduce(
        (sum, part, i) => sum + part.length + (spliced.parts[i]?.deflated.length ?? 0),
        0,
      );
      if (bytes > options.maxBytes) return;
      kept.set(key, {
        status: res.statusCode,
        headers: keptHeaders(res, tokens.nonce),
        body: spliced,
        tokenOrder,
        storedAt: now(),
        freshMs: Math.min(options.ttlMs, maxAgeMs),
        bytes,
      });
    });
    next();
  };
}
