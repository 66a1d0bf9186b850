import { isListedHost } from "./external-link";

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
