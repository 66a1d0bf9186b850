// Which requests may be answered with a page the server rendered for someone else a moment ago
// (server/page-cache.ts), and the facts of the request such a page depends on. The server's
// render reads the consent cookie (the banner), the user agent (crawlers get the whole document
// at once), and the CMS session and referral cookies and `r` parameter (which make the page the
// visitor's own). Any cookie not known to be read by the browser alone keeps the request out of
// the shared copies: a cookie added later costs hits, never leaks one visitor's page to another.
import { isbot } from "isbot";
import { ONCE_COOKIE } from "~/forms/parts/form";
import { CONSENT_COOKIE, parseChoice } from "~/models/consent/consent";
import { MAX_COOKIE_HEADER, parseCookies } from "~/models/http/cookies";
import { ACCOUNT_SYNC_COOKIE } from "~/models/wishlist/wishlist-frame";

/**
 * Read by the browser only: the account flag, and the tag manager's analytics cookies. The
 * once-only cookie is read by form posts only (app/services/forms/once-identity.server.ts), never
 * by a page.
 */
const BROWSER_ONLY = /^(_ga(_\w+)?|_gid|_gat(_\w+)?|_gcl_\w+|_fbp)$/;

/** A key for the shared copy this request may get, or null when its page is its own. */
export function sharedPageVariant(
  url: URL,
  cookieHeader: string | undefined,
  userAgent: string | undefined,
): string | null {
  if (url.searchParams.has("r")) return null;
  let consent = "none";
  // The readers skip an oversized header; such a rare request is rendered on its own all the same.
  if (cookieHeader && cookieHeader.length > MAX_COOKIE_HEADER) return null;
  for (const [name, value] of parseCookies(cookieHeader)) {
    if (name === ACCOUNT_SYNC_COOKIE || name === ONCE_COOKIE || BROWSER_ONLY.test(name)) continue;
    if (name !== CONSENT_COOKIE) return null;
    consent = parseChoice(value) ?? "none";
  }
  return `${consent}|${isbot(userAgent) ? "crawler" : "browser"}`;
}
