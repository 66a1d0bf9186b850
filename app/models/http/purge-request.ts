// What a publish webhook may ask (docs/operations.md, "Purge on publish"): drop named site paths
// or everything. The body comes from outside, so it is bounded and every path is checked to be a
// plain site path before anything is dropped: a path is later matched against cache keys and
// written into a regular expression for Varnish. Every body carries the time it was sent and a
// nonce, both under the signature: a signed body is good once, and only for a few minutes.
import { href } from "~/route-table.js";

export type PurgeScope = { all: true } | { paths: string[] };

export const MAX_PURGE_BODY_BYTES = 64 * 1024;
export const MAX_PURGE_PATHS = 200;
const MAX_PATH_LENGTH = 1024;

export type PurgeParse =
  | { ok: true; scope: PurgeScope; timestamp: number; nonce: string }
  | { ok: false; reason: string };

/** Unique per send; its characters are safe in a Redis key and a log line as they are. */
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NOT_IN_A_PATH = /[\u0000-\u0020\u007f?#\\]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NOT_IN_A_SEGMENT = /[\u0000-\u001f\u007f/]/;

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A site path in the form the site's own links and Varnish's keys have: one leading slash, no
 * query, fragment, dot segment or trailing slash, each segment percent-encoded once
 * ("/voorstelling/%C3%A9t%C3%A9" whether the CMS sent "été" raw or encoded). Null when it is not one.
 */
export function normalizeSitePath(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH || !raw.startsWith("/")) return null;
  // Control characters, spaces, a query or fragment: not a path the site serves as one page.
  if (NOT_IN_A_PATH.test(raw)) return null;
  if (raw === "/") return "/";
  const segments = raw.replace(/\/+$/, "").split("/").slice(1);
  const normalized: string[] = [];
  for (const segment of segments) {
    if (segment === "") return null;
    const decoded = safeDecode(segment);
    if (decoded === null || decoded === "." || decoded === ".." || NOT_IN_A_SEGMENT.test(decoded)) {
      return null;
    }
    normalized.push(encodeURIComponent(decoded));
  }
  return `/${normalized.join("/")}`;
}

/**
 * The webhook's JSON body: `{"paths": [...]}` (1 to MAX_PURGE_PATHS site paths) or
 * `{"all": true}`, with `"timestamp"` (whole Unix seconds when it was sent) and `"nonce"` (16 to
 * 128 characters of A-Z a-z 0-9 _ -).
 */
export function parsePurgeRequest(body: unknown): PurgeParse {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: "the body must be a JSON object" };
  }
  const { all, paths, timestamp, nonce, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return { ok: false, reason: "unknown fields" };
  if (typeof timestamp !== "number" || !Number.isSafeInteger(timestamp) || timestamp <= 0) {
    return { ok: false, reason: "timestamp must be the Unix time in whole seconds" };
  }
  if (typeof nonce !== "string" || !NONCE.test(nonce)) {
    return { ok: false, reason: "nonce must be 16 to 128 characters of A-Z a-z 0-9 _ -" };
  }
  const scope = parseScope(all, paths);
  return "reason" in scope
    ? { ok: false, reason: scope.reason }
    : { ok: true, scope, timestamp, nonce };
}

function parseScope(all: unknown, paths: unknown): PurgeScope | { reason: string } {
  if (all !== undefined) {
    if (all !== true || paths !== undefined) {
      return { reason: 'use either {"all": true} or {"paths": [...]}' };
    }
    return { all: true };
  }
  if (!Array.isArray(paths) || paths.length === 0) {
    return { reason: "paths must be a non-empty array" };
  }
  if (paths.length > MAX_PURGE_PATHS) {
    return { reason: `at most ${MAX_PURGE_PATHS} paths` };
  }
  const normalized = new Set<string>();
  for (const path of paths) {
    const site = typeof path === "string" ? normalizeSitePath(path) : null;
    if (site === null) return { reason: "every path must be a site path such as /pagina/contact" };
    normalized.add(site);
  }
  return { paths: [...normalized] };
}

/** Whether a body sent at `timestamp` (seconds) is still good at `nowMs`, early or late. */
export function withinPurgeWindow(
  timestamp: number,
  nowMs: number,
  windowSeconds: number,
): boolean {
  return Math.abs(nowMs - timestamp * 1000) <= windowSeconds * 1000;
}

/**
 * Instances' clocks differ a little: one running behind accepts a body a little after the window
 * ends by another's clock. A nonce is remembered this much longer, so no instance can accept it
 * again while it is in its own window.
 */
const CLOCK_MARGIN_MS = 30_000;

/** Until when (ms) a nonce sent at `timestamp` must be remembered: its window's end, and a margin. */
export function nonceRememberedUntil(timestamp: number, windowSeconds: number): number {
  return (timestamp + windowSeconds) * 1000 + CLOCK_MARGIN_MS;
}

/**
 * The list screens: any published change may appear in one of them (a new production on the
 * home page and the agenda, a news item in the news list, a title in the search results).
 */
export const LIST_SCREEN_PATHS: readonly string[] = (
  ["home", "agenda", "newsList", "search"] as const
).flatMap((screen) => [href(screen, "nl"), href(screen, "en")]);

/**
 * Render paths ("home-nl", "news-page-list-en?page=0&per_page=10") behind the list screens and
 * the sitemap: dropped on every purge, like the list caches.
 */
const LIST_RENDER_PATH = /^(home|production-page-list|page-list|news-page-list)-(nl|en)(\?|$)/;

export function isListRenderKey(renderKey: string): boolean {
  return LIST_RENDER_PATH.test(renderKey);
}

/**
 * Whether a render cache key (render path plus query, as render-cache keys them) belongs to one of
 * the site paths. A screen asks the CMS for its own path ("/pagina/contact" → "pagina/contact");
 * the catch-all asks for the lower-cased path, and for the path with its query as one encoded
 * segment (campaign redirects).
 */
export function renderKeyMatchesPaths(renderKey: string, sitePaths: readonly string[]): boolean {
  for (const path of sitePaths) {
    const base = path.slice(1);
    if (base === "") continue;
    for (const candidate of new Set([base, base.toLowerCase()])) {
      if (renderKey === candidate || renderKey.startsWith(`${candidate}?`)) return true;
      if (renderKey.startsWith(encodeURIComponent(`${candidate}?`))) return true;
    }
  }
  return false;
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}

/** Varnish's BAN header holds at most this much: well under its default header limit of 8 KB. */
const MAX_BAN_PATTERN = 4000;

/**
 * Regular expressions (for `X-Ban-Url`, matched against the request URL Varnish keyed a copy on)
 * that cover each path, its Remix data request and any query string: "/voorstelling/hamlet",
 * "/voorstelling/hamlet.data?x=1", "/voorstelling/hamlet?presale=A". The home page's data request
 * is "/_root.data".
 */
export function banPatterns(scope: PurgeScope): string[] {
  if ("all" in scope) return ["^/"];
  const paths = [...new Set([...scope.paths, ...LIST_SCREEN_PATHS])];
  const alternatives = paths.map((path) =>
    path === "/" ? "/(?:_root\\.data)?" : `${escapeRegex(path)}(?:\\.data)?`,
  );
  const patterns: string[] = [];
  let group: string[] = [];
  const pattern = (parts: string[]) => `^(?:${parts.join("|")})(?:[?]|$)`;
  for (const alternative of alternatives) {
    if (group.length > 0 && pattern([...group, alternative]).length > MAX_BAN_PATTERN) {
      patterns.push(pattern(group));
      group = [];
    }
    group.push(alternative);
  }
  if (group.length > 0) patterns.push(pattern(group));
  return patterns;
}
