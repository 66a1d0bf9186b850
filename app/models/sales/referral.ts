import { isListedHost } from "../http/external-link";

// The referral code arrives from campaign links (?r=...) and is passed on to the ticket shop, so it
// is reduced to a harmless, bounded token before it is stored or echoed anywhere.
const MAX_REFERRAL_LENGTH = 200;

export function normalizeReferral(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const code = raw.replace(/\W/g, "").toLowerCase().slice(0, MAX_REFERRAL_LENGTH);
  return code === "" ? null : code;
}

const SALES_PARAM_NAMES = { referral: "r", viewId: "view_id" } as const;

// A signed link's signature covers every query parameter, so one more parameter breaks it:
// signature, sig and names like X-Amz-Signature, in any letter case.
const SIGNATURE_NAME = /^(sig|signature|.*[-_.]signature)$/i;

/**
 * The sales URL with the visitor's referral code (r) and page-view id (view_id), on hosts
 * that accept them (SALES_PARAM_HOSTS) and only when the URL is not signed; else unchanged.
 * The server adds the referral (it makes the page the visitor's own); the browser adds the
 * view id when a link is followed (viewedSalesHref), so a shared copy of a page holds neither.
 */
export function addSalesParams(
  salesUrl: string,
  params: { referral?: string | null; viewId?: string | null },
  acceptingHosts: readonly string[],
): string {
  let url: URL;
  try {
    url = new URL(salesUrl);
  } catch {
    return salesUrl;
  }
  if (!isListedHost(url.hostname, acceptingHosts)) return salesUrl;
  const pairs = url.search.replace(/^\?/, "").split("&");
  if (pairs.some((pair) => SIGNATURE_NAME.test(decodeName(pair)))) return salesUrl;

  const added: [string, string][] = [];
  for (const key of ["referral", "viewId"] as const) {
    const value = params[key];
    if (value != null && value !== "") added.push([SALES_PARAM_NAMES[key], value]);
  }
  if (added.length === 0) return salesUrl;

  // Ours replace any stale value of the same name so the provider never sees two.
  const replaced = new Set(added.map(([name]) => name));
  // The query is extended as raw text rather than re-serialised through URLSearchParams,
  // which would rewrite the provider's own encoding (e.g. %20 to +).
  const kept = pairs.filter((pair) => pair !== "" && !replaced.has(decodeName(pair)));
  const appended = added.map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  url.search = `?${[...kept, ...appended].join("&")}`;
  return url.toString();
}

function decodeName(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * Where a followed link goes for this page view: a sales link (by addSalesParams' rule: an
 * accepting host, never a signed URL) gets the page view's id, any other link stays as it is.
 * `href` is the link's resolved address (HTMLAnchorElement.href).
 */
export function viewedSalesHref(
  href: string,
  viewId: string,
  acceptingHosts: readonly string[],
): string {
  return addSalesParams(href, { viewId }, acceptingHosts);
}

/**
 * A version 4 UUID from 16 random bytes: the page-view id where crypto.randomUUID is missing
 * (it exists only on https and localhost; getRandomValues everywhere).
 */
export function uuidFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new Error(`a UUID takes 16 bytes, not ${bytes.length}`);
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
