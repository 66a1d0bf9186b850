// Without JavaScript the cookie page's chooser posts, and the visitor lands back on the page: a
// fixed marker in that address lets the page say the preference was saved. The marker carries no
// value of the visitor's, so nothing typed is echoed, and a shared cache may keep the page.
import type { Locale } from "../http/locale";

const SAVED_PARAM: Record<Locale, string> = { nl: "opgeslagen", en: "saved" };

/** The chooser's "saved" message: the address points at it, so the visitor lands on it. */
export const SAVED_MESSAGE_ID = "cookievoorkeur-opgeslagen";

/** The return address (a safe local path, maybe with a query) with the marker and the message. */
export function withSavedMarker(back: string, locale: Locale): string {
  const url = new URL(back, "http://local.invalid");
  url.searchParams.set(SAVED_PARAM[locale], "1");
  return `${url.pathname}${url.search}#${SAVED_MESSAGE_ID}`;
}

export function hasSavedMarker(search: string, locale: Locale): boolean {
  return new URLSearchParams(search).get(SAVED_PARAM[locale]) === "1";
}
