// The answer to a plain (no-JavaScript) post to a resource route that a rate limit refused: the
// footer sign-up, the cookie choice, the wish-list heart. They have no screen of their own to
// draw again, so the visitor gets a small page in their language that says how long to wait and
// leads back to the page they came from. No scripts, nothing from the request echoed.
import { en } from "~/i18n/en";
import { nl } from "~/i18n/nl";
import { translate } from "~/i18n/translate";
import type { Locale } from "~/models/http/locale";
import type { RateLimitRefusal } from "../operations/rate-limit.server";
import { PRIVATE_NO_STORE } from "./cache-headers.server";

const STYLE = [
  "body{margin:0;font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a1a;text-align:center}",
  "main{max-width:40rem;margin:3rem auto;padding:0 1rem}",
  "h1{font:700 2rem/1.2 Georgia,serif;margin:0 0 1rem}",
  ".button{display:inline-block;background:#7a1020;color:#fff;padding:.6rem 1.5rem;border-radius:2rem;font-weight:700;text-decoration:none}",
  "a:focus-visible{outline:3px solid #c9a227;outline-offset:2px}",
].join("");

const escapeHTML = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function limitedPageHtml(locale: Locale, minutes: number, back: string): string {
  const messages = locale === "en" ? en : nl;
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, number>) =>
    escapeHTML(translate(messages, key, vars, locale));
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("errors.tooMany")} - ${escapeHTML(messages.site.name)}</title>
<style>${STYLE}</style>
</head><body><main><h1>${t("errors.tooMany")}</h1>
<p role="alert">${t("errors.tooManyHint", { count: minutes })}</p>
<p><a class="button" href="${escapeHTML(back)}">${t("errors.back")}</a></p></main></body></html>
`;
}

/**
 * 429 with Retry-After and the page above; `back` must be a path on this site (safeReturnPath).
 * `headers` adds to it (the footer's flash cookie that keeps the typed address).
 */
export function limitedPage(
  locale: Locale,
  refusal: RateLimitRefusal,
  back: string,
  headers: HeadersInit = {},
): Response {
  const answer = new Headers(headers);
  answer.set("Content-Type", "text/html; charset=utf-8");
  answer.set("Content-Security-Policy", CSP);
  answer.set("Cache-Control", PRIVATE_NO_STORE);
  answer.set("Retry-After", String(refusal.retryAfterSeconds));
  return new Response(limitedPageHtml(locale, refusal.minutes, back), {
    status: 429,
    headers: answer,
  });
}
