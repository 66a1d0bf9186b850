import type { Locale } from "./locale";
import { collapseSlashes } from "./slashes";

export type RedirectNode =
  | {
      kind: "redirect";
      data: { url?: string | null; urlTranslated?: string | null; redirectType?: string | null };
    }
  | { kind: "short-url"; data: { link?: string | null; redirectType?: string | null } };

export type RedirectTarget =
  /** permanent: the editor moved the page for good (301); otherwise a temporary move (302). */
  | { kind: "internal"; path: string; permanent: boolean }
  | { kind: "external"; url: string }
  | { kind: "invalid" };

const INVALID: RedirectTarget = { kind: "invalid" };

export function resolveRedirect(
  node: RedirectNode,
  locale: Locale,
  siteUrl: string,
): RedirectTarget {
  // Click-type redirects exist only to be counted by the CMS; following them would send the
  // visitor somewhere the editor never meant as a page.
  const type = node.data.redirectType?.trim().toLowerCase();
  if (type === "click") return INVALID;

  // An English visitor is never sent to the Dutch target: a missing translation is a missing page.
  const raw =
    node.kind === "short-url"
      ? node.data.link
      : locale === "en"
        ? node.data.urlTranslated
        : node.data.url;
  const target = raw?.trim();
  if (!target) return INVALID;

  let site: URL;
  let resolved: URL;
  try {
    site = new URL(siteUrl);
    resolved = new URL(withAssumedScheme(target), site);
  } catch {
    return INVALID;
  }
  // Anything but a web address (javascript:, data:, mailto:) is not a place to redirect to.
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") return INVALID;

  if (bareHost(resolved.host) === bareHost(site.host)) {
    // The path goes into a Location header; "//host" there would leave the site.
    const path = collapseSlashes(resolved.pathname) ?? resolved.pathname;
    return {
      kind: "internal",
      path: `${path}${resolved.search}${resolved.hash}`,
      // Only an explicit "permanent" lets browsers and search engines forget the old address;
      // anything else (temporary, missing, unknown) may be undone by the editor.
      permanent: type === "permanent",
    };
  }
  return { kind: "external", url: resolved.href };
}

// Editors often type "www.example.org/x" without a scheme; no path on this site starts with
// "www.", so such a target is read as a host rather than resolved as a relative path.
function withAssumedScheme(target: string): string {
  return /^www\./i.test(target) ? `https://${target}` : target;
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

// The CMS stores redirect paths lower-cased; a path that only matches together with its query
// (campaign links) is stored as one encoded segment, so it is looked up second.
export function redirectLookupPaths(url: URL): string[] {
  const path = url.pathname.replace(/^\/+/, "");
  const paths = [path.toLowerCase()];
  if (url.search !== "") paths.push(encodeURIComponent(`${path}${url.search}`));
  return paths;
}

/** What the external-redirect notice shows and where it moves on to. */
export type ExternalRedirect = { url: string; host: string };
