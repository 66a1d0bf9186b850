// A micro-cache of whole answers, for the single-machine default (no shared cache in front):
// an answer the app marks `public, s-maxage=…` is the same for every visitor with the same key,
// so it is kept for a few seconds and sent again as it was, nonce and all, as a CDN would
// (docs/decisions/0027-shared-anonymous-documents.md). A rush on one page then costs one render
// per interval instead of one per visitor. Which requests may share a copy is the app's rule
// (app/services/screens/shared-page.server.ts); the body is compressed once per copy.
import { gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { type CacheOutcome, observe } from "../app/services/operations/observe.server";
import { sharedPageVariant } from "../app/services/screens/shared-page.server";

export type PageCacheOptions = {
  /** How long a kept answer is sent again at most (the answer's s-maxage may be shorter); 0 keeps nothing. */
  ttlMs: number;
  /** How much longer it is sent while one request renders its successor. */
  staleMs: number;
  /** Bytes kept in all (plain and compressed copies). */
  maxBytes: number;
  now?: () => number;
};

type Copy = {
  /** The site path the answer belongs to (sitePath), for clearPages. */
  path: string;
  status: number;
  headers: [string, string | string[]][];
  plain: Buffer;
  gzipped: Buffer;
  storedAt: number;
  /** The shorter of the configured time and the answer's own s-maxage. */
  freshMs: number;
};

/** The last answer for this key could not be shared: render without copying until `until`. */
type Pass = { path: string; until: number };

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

/**
 * The site path an address belongs to, as an editor names it: `/voorstelling/hamlet` for the
 * page, its query strings and its data requests (`/voorstelling/hamlet.data`, `/_root.data` is
 * the home page), with or without a trailing slash, percent-encoding decoded. An island's data
 * (`/_island/<name>?page=/voorstelling/hamlet`, decision 0036) belongs to its page, so that a
 * purge of the page drops it too and the fresh HTML does not meet old data.
 */
export function sitePath(pathOrUrl: string): string {
  let pathname: string;
  try {
    const url = new URL(pathOrUrl, "http://site.invalid/");
    const page = url.searchParams.get("page");
    if (url.pathname.startsWith("/_island/") && page?.startsWith("/") && !page.startsWith("//")) {
      return sitePath(page);
    }
    pathname = url.pathname;
  } catch {
    return pathOrUrl;
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it is; the request guard refuses such paths anyway.
  }
  if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  if (pathname === "/_root") pathname = "/";
  if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.replace(/\/+$/, "");
  return pathname === "" ? "/" : pathname;
}

type Cache = { drop(paths: ReadonlySet<string> | "all"): number };

// Every page cache of the process, whichever copy of this module made it, so the purge hook
// reaches them all (a module imported by the Remix build is a second copy).
const CACHES = Symbol.for("theatre-site.page-caches");

function caches(): Set<Cache> {
  const scope = globalThis as typeof globalThis & { [CACHES]?: Set<Cache> };
  scope[CACHES] ??= new Set();
  return scope[CACHES];
}

/**
 * Drops kept answers: every variant (query strings, consent choices, crawler or browser, data
 * requests) of each named site path ("/voorstelling/hamlet", or "voorstelling/hamlet" as the CMS
 * writes paths), or everything. A render that was under way for a dropped path is not kept
 * either. Returns how many answers were dropped.
 */
export function clearPages(paths: readonly string[] | "all"): number {
  const which =
    paths === "all"
      ? "all"
      : new Set(paths.map((path) => sitePath(path.startsWith("/") ? path : `/${path}`)));
  let dropped = 0;
  for (const cache of caches()) dropped += cache.drop(which);
  return dropped;
}

/** The app's own word that an answer may be shared, and for how long at most. */
function sharedMaxAgeMs(res: Response): number | null {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return null;
  const sMaxAge = /(^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  return sMaxAge ? Number(sMaxAge[2]) * 1000 : null;
}

function shareable(res: Response): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  const vary = String(res.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  // The key covers these two: the consent cookie (sharedPageVariant) and the encoding (below).
  return vary.every((name) => name === "cookie" || name === "accept-encoding");
}

function cacheKey(req: Request): { key: string; path: string } | null {
  if (req.method !== "GET" || req.originalUrl.length > MAX_URL || req.headers.range) return null;
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "";
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    return null;
  }
  const variant = sharedPageVariant(url, req.headers.cookie, req.headers["user-agent"]);
  return variant === null ? null : { key: `${url.href} ${variant}`, path: sitePath(url.pathname) };
}

function keptHeaders(res: Response): [string, string | string[]][] {
  return Object.entries(res.getHeaders())
    .filter(([name]) => !NOT_KEPT.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

function send(req: Request, res: Response, copy: Copy, now: number) {
  res.status(copy.status);
  for (const [name, value] of copy.headers) res.setHeader(name, value);
  res.setHeader("Age", String(Math.max(0, Math.floor((now - copy.storedAt) / 1000))));
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    // The compression middleware leaves an answer that names its encoding alone.
    res.setHeader("Content-Encoding", "gzip");
    res.end(copy.gzipped);
  } else {
    res.end(copy.plain);
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

const headerBytes = (headers: Copy["headers"]) =>
  headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);

export function pageCache(options: PageCacheOptions): RequestHandler {
  const now = options.now ?? Date.now;
  // Bounded in count and bytes: a crawl of odd query strings pushes out old copies, no more.
  const kept = new LRUCache<string, Copy>({
    max: 5000,
    maxSize: options.maxBytes,
    sizeCalculation: (copy) =>
      copy.plain.length + copy.gzipped.length + headerBytes(copy.headers) + 200,
  });
  // Apart from the copies, so a crawl of addresses that answer 404 pushes out no good copy.
  const passes = new LRUCache<string, Pass>({ max: 1000 });
  const rendering = new Set<string>();
  // Purges count up; a render that started before its path was purged is not kept.
  let purges = 0;
  let allPurgedAt = 0;
  const purgedAt = new LRUCache<string, number>({ max: 10_000, ttl: 120_000 });

  const cache: Cache = {
    drop(paths) {
      purges += 1;
      if (paths === "all") {
        allPurgedAt = purges;
        const size = kept.size;
        kept.clear();
        passes.clear();
        return size;
      }
      for (const path of paths) purgedAt.set(path, purges);
      // A page that was not shareable (a 404 before it was published) is copied again at once.
      for (const [key, pass] of passes.entries()) if (paths.has(pass.path)) passes.delete(key);
      let dropped = 0;
      for (const [key, copy] of kept.entries()) {
        if (paths.has(copy.path) && kept.delete(key)) dropped += 1;
      }
      return dropped;
    },
  };
  caches().add(cache);

  const report = (outcome: CacheOutcome) => observe({ kind: "cache", layer: "page", outcome });

  return (req, res, next) => {
    const found = options.ttlMs > 0 ? cacheKey(req) : null;
    if (found === null) {
      report("bypass");
      return next();
    }
    const { key, path } = found;
    const at = now();
    const pass = passes.get(key);
    if (pass && at < pass.until) {
      report("bypass");
      return next();
    }
    const copy = kept.get(key);
    if (copy) {
      const age = at - copy.storedAt;
      if (age < copy.freshMs) {
        report("hit");
        return send(req, res, copy, at);
      }
      if (rendering.has(key) && age < copy.freshMs + options.staleMs) {
        report("stale");
        return send(req, res, copy, at);
      }
      if (age >= copy.freshMs + options.staleMs) kept.delete(key);
    }
    report("miss");
    // One request renders the successor; the others render too only when there is no copy.
    if (rendering.has(key)) return next();
    rendering.add(key);
    const startedAt = purges;
    let settled = false;
    capture(res, (body) => {
      if (settled) return;
      settled = true;
      rendering.delete(key);
      if (Math.max(allPurgedAt, purgedAt.get(path) ?? 0) > startedAt) return;
      const maxAgeMs = sharedMaxAgeMs(res);
      const storedAt = now();
      if (!body || res.statusCode >= 500) return; // a failure never replaces a good copy
      if (maxAgeMs === null || maxAgeMs === 0 || !shareable(res)) {
        kept.delete(key);
        passes.set(key, { path, until: storedAt + options.ttlMs });
        return;
      }
      passes.delete(key);
      // Once per copy (about 3 ms for a 220 KB page), so every hit is sent without compressing.
      const gzipped = gzipSync(body);
      if (body.length + gzipped.length > options.maxBytes) return;
      kept.set(key, {
        path,
        status: res.statusCode,
        headers: keptHeaders(res),
        plain: body,
        gzipped,
        storedAt,
        freshMs: Math.min(options.ttlMs, maxAgeMs),
      });
    });
    next();
  };
}
