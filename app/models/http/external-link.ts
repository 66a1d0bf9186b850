export type SiteHosts = { own: string[]; ticketing: string[] };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// Only web links can leave the site for another page. tel:, mailto: and other app schemes hand
// off to a dialler or mail program and leave the page in place, so a new tab would only open an
// empty window; javascript: never navigates anywhere.
export function isExternalLink(href: string, hosts: SiteHosts): boolean {
  const trimmed = href.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  const isWeb = scheme === "http" || scheme === "https";
  const isProtocolRelative = scheme === undefined && trimmed.startsWith("//");
  if (!isWeb && !isProtocolRelative) return false;

  let hostname: string;
  try {
    hostname = new URL(trimmed, "https://relative.invalid").hostname;
  } catch {
    return false;
  }
  if (hostname === "" || LOOPBACK_HOSTS.has(hostname)) return false;

  return !isListedHost(hostname, [...hosts.own, ...hosts.ticketing]);
}

/** Whether a hostname is one of the configured hosts or a subdomain of one. */
export function isListedHost(hostname: string, entries: readonly string[]): boolean {
  const host = bareHost(hostname);
  return entries.some((entry) => {
    const known = bareHost(hostFromEntry(entry));
    return known !== "" && (host === known || host.endsWith(`.${known}`));
  });
}

export function linkTargetProps(
  href: string,
  hosts: SiteHosts,
): { target?: "_blank"; rel?: "noopener noreferrer" } {
  return isExternalLink(href, hosts) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

// Configuration may list a bare host ("theater.example"), one with a port, or a full site URL.
function hostFromEntry(entry: string): string {
  const value = entry.trim();
  try {
    return new URL(value.includes("://") ? value : `https://${value}`).hostname;
  } catch {
    return value;
  }
}

// www.theater.example and theater.example are the same site.
function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}
