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

/** Query key of the footer's outcome after a no-JS post (success, failure or invalid). */
export const SIGNUP_OUTCOME_KEY = "nieuwsbrief";
/**
 * Its value on the way back from the rate limit's page, which already said how long to wait:
 * the footer shows the typed address again and no message.
 */
export const LIMITED_OUTCOME = "limited";

/** Text, one at sign, text; no spaces or control characters (NUL, …) anywhere (forms spec §5.1). */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;

export const PREFILL_KEYS = ["email", "e-mail", "emailadres", "e-mailadres", "e-mailaddress"];

/** The e-mail from the query, only when exactly one valid value is given across the keys. */
export function emailPrefill(search: URLSearchParams): string | undefined {
  const values = PREFILL_KEYS.flatMap((key) => search.getAll(key));
  if (values.length !== 1) return undefined;
  const value = values[0]?.trim() ?? "";
  return EMAIL_PATTERN.test(value) ? value : undefined;
}
