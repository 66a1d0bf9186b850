// What the footer sign-up (on every page) needs to know about the newsletter forms, without
// valibot: its intent and outcome key and the e-mail prefill.
// The schemas live in ./newsletter.ts (server and the lazily loaded page form only); keeping
// valibot out of this module keeps it out of the JavaScript of every page (docs/performance.md).

/** Intent of the footer sign-up (the form definition is `newsletterFooter` in ./newsletter). */
export const NEWSLETTER_FOOTER_INTENT = "newsletter-footer";

/**
 * Hidden field of the footer sign-up naming its list; only FUND_LIST means anything (any other
 * value is the general list). The fund page switches the sign-up to the fund list (forms spec §2,
 * §3.1: carrefonds_nl / carrefonds_en); both lists are open to anyone, so the page may say so.
 */
export const FOOTER_LIST_FIELD = "list";
export const FUND_LIST = "fund";
const FUND_NEWSLETTER_PAGE = /^\/(?:pagina|en\/page)\/carrefonds\/?$/;
export const isFundNewsletterPage = (pathname: string) => FUND_NEWSLETTER_PAGE.test(pathname);

/** Query key of the footer's outcome after a no-JS post (success, failure, invalid or empty). */
export const SIGNUP_OUTCOME_KEY = "nieuwsbrief";
/**
 * Its value on the way back from the rate limit's page, which already said how long to wait:
 * the footer shows the typed address again and no message.
 */
export const LIMITED_OUTCOME = "limited";
/** Its value after an empty address without JavaScript: nothing was sent, the footer says why. */
export const EMPTY_OUTCOME = "empty";
/**
 * The footer's error summary, and the fragment a no-JS post with a wrong address returns to:
 * Chromium focuses the focusable element a fragment names (app/components/forms/error-summary.tsx).
 */
export const FOOTER_SUMMARY_ID = "nieuwsbrief-fouten";

// An e-mail address mail can be sent to (forms spec §5.1 asks only for text, an at sign and
// text; issue 37 found "x@b" and "x@example..com" sent on). The local part is the WHATWG's
// (the browser's type=email) with letters of any script, its dots only between characters; the
// domain has at least two labels (a dot), none empty, of letters, digits and inner hyphens, and
// ends in a name of two letters or more (or an xn-- one). Spaces and control characters match no
// class: a NUL or a line break is refused, never stripped, since a changed address is another one.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LABEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** Whether a (trimmed) value is an e-mail address; the lengths are SMTP's (RFC 5321). */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf("@");
  if (value.length > 254 || at < 1 || value.lastIndexOf("@") !== at) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(labels[labels.length - 1] ?? "")
  );
}

export const PREFILL_KEYS = ["email", "e-mail", "emailadres", "e-mailadres", "e-mailaddress"];

/** The e-mail from the query, only when exactly one valid value is given across the keys. */
export function emailPrefill(search: URLSearchParams): string | undefined {
  const values = PREFILL_KEYS.flatMap((key) => search.getAll(key));
  if (values.length !== 1) return undefined;
  const value = values[0]?.trim() ?? "";
  return isEmailAddress(value) ? value : undefined;
}
