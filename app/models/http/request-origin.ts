// The site's one origin rule for requests that change something (POST, PUT, PATCH, DELETE): they
// must come from the site's public origin (SITE_URL) or, when the front proxy is trusted to tell
// it, from the host it forwards. The host the request arrived on is not trusted: behind a proxy
// that does not forward it, it is an internal name, and a rule built on it refuses every visitor.
// Decided once per request by the HTTP server (server/request-guard.ts), which hands the verdict to
// the app in the load context, never in a header a client could send; see docs/security.md.

export type OriginVerdict = "same" | "cross";

/** Methods that may change state and so are subject to the rule. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
]);

/** The verdict the server put in Remix's load context (`originVerdict`), or null when none did. */
export function verdictOf(context: unknown): OriginVerdict | null {
  if (typeof context !== "object" || context === null) return null;
  const value = (context as { originVerdict?: unknown }).originVerdict;
  return value === "same" || value === "cross" ? value : null;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins a post may come from: SITE_URL's, plus `{proto}://{X-Forwarded-Host}` only when the
 * proxy is trusted (TRUST_FORWARDED_HOST). The first forwarded value counts, as a proxy appends.
 */
export function allowedOrigins(
  siteUrl: string,
  forwarded: { trusted: boolean; host: string | null; proto: string | null },
): Set<string> {
  const allowed = new Set<string>();
  const site = originOf(siteUrl);
  if (site) allowed.add(site);
  if (forwarded.trusted && forwarded.host) {
    const host = forwarded.host.split(",")[0]?.trim() ?? "";
    const proto = forwarded.proto?.split(",")[0]?.trim() || new URL(siteUrl).protocol.slice(0, -1);
    const origin = /^[\w.-]+(:\d{1,5})?$/.test(host) ? originOf(`${proto}://${host}`) : null;
    if (origin) allowed.add(origin);
  }
  return allowed;
}

/**
 * Origin decides; without it the Referer's origin does. A browser sends at least one of them on
 * every cross-site form post, so a request with neither is not a cross-site request (curl, a
 * monitoring probe) and passes; `Origin: null` (sandboxed or privacy-stripped) does not.
 */
export function originVerdict(
  headers: { origin: string | null; referer: string | null },
  allowed: ReadonlySet<string>,
): OriginVerdict {
  if (headers.origin !== null) {
    const origin = originOf(headers.origin);
    return origin !== null && allowed.has(origin) ? "same" : "cross";
  }
  if (headers.referer !== null) {
    const origin = originOf(headers.referer);
    return origin !== null && allowed.has(origin) ? "same" : "cross";
  }
  return "same";
}
