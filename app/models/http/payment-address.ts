// Where a donation may send the visitor to pay (docs/security.md): an address whose origin, that
// is scheme, host and port together, is one PAYMENT_HOSTS names. An entry is a host with an
// optional port ("pay.example", "pay.example:8443"); without a port it means the scheme's own
// (443), so "pay.example" never lets "https://pay.example:8443" through. https only, except for a
// localhost entry (the demo CMS), which may also be plain http.

/** A host name or bracketed IPv6 address, with an optional port: nothing else. */
const HOST_ENTRY = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function entryOrigin(entry: string, scheme: "https" | "http"): string | null {
  if (!HOST_ENTRY.test(entry)) return null;
  return URL.parse(`${scheme}://${entry}`)?.origin ?? null;
}

export function isPaymentHostEntry(entry: string): boolean {
  return entryOrigin(entry, "https") !== null;
}

/** The origins the entries allow, for the redirect check and the CSP's form-action. */
export function paymentOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    const secure = entryOrigin(entry, "https");
    if (!secure) continue;
    origins.add(secure);
    const plain = entryOrigin(entry, "http");
    if (plain && new URL(plain).hostname === "localhost") origins.add(plain);
  }
  return [...origins];
}

/** The address as a string, when its origin is one of `origins`; null otherwise. */
export function allowedPaymentAddress(target: string | null, origins: readonly string[]) {
  const url = target ? URL.parse(target) : null;
  return url && origins.includes(url.origin) ? url.toString() : null;
}
