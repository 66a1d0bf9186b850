// The loader data a page sends the browser, measured as the browser gets it: the single-fetch
// body of the document's URL (`/nieuws.data`, `/_root.data` for the home page), turbo-stream,
// uncompressed. The same bytes are in the document's HTML at a first visit and come alone on a
// client navigation; hydration decodes them, so their size is parse and memory work on a phone.
// `npm run bench` prints it per path; tests/loader-data.test.ts holds every template to the
// budget.

/** The most loader data one document may send (raw bytes, every route's data together). */
export const LOADER_DATA_BUDGET = 15_000;

/**
 * One page of every template the budget holds, Dutch and English. The agenda is left out until
 * its own data is trimmed (its route's texts are still checked by the test).
 */
export const BUDGETED_TEMPLATES = [
  "/",
  "/en",
  "/voorstelling/de-notenkraker",
  "/en/show/the-nutcracker",
  "/nieuws",
  "/en/news",
  "/nieuwsitem/de-grote-musical-gaat-in-premiere",
  "/en/newsitem/de-grote-musical-opens",
  "/zoeken?q=musical",
  "/en/search?q=musical",
  "/pagina/contact",
  "/en/page/contact",
  "/pagina/terugbelverzoek",
  "/en/page/callback-request",
  "/pagina/word-donateur",
  "/en/page/become-a-donor",
  "/pagina/carrefonds",
  "/en/page/carrefonds",
  "/pagina/doneren",
  "/en/page/donate",
  "/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen",
  "/en/confirm?action=newsletter-unsubscribe&token=verlopen",
  "/premiere-bevestigen?token=verlopen&action=signup",
  "/cultuurbank-confirm?token=verlopen",
  "/premiere-afmelden?ref=onbekend",
  "/donatie/bedankt?ref=onbekend",
  "/en/donation/thank-you?ref=unknown",
  "/pagina/bestaat-niet",
  "/en/page/does-not-exist",
] as const;

/**
 * Templates not yet within the budget, each held to a ceiling just above what it sends now so
 * that it can only shrink. The home page sends every performance of the calendar's shown month
 * (a day is then chosen in place): from about 24 kB late in a month to 36 kB when a busy month
 * has just begun (the demo's dates follow today), with the frame's texts and the menus taking
 * 8 kB of it. The production page sends its performances once, but its texts, menus and cards
 * still add up to more.
 */
export const OVER_BUDGET: Partial<Record<(typeof BUDGETED_TEMPLATES)[number], number>> = {
  "/": 37_000,
  "/en": 37_000,
  "/voorstelling/de-notenkraker": 25_000,
  "/en/show/the-nutcracker": 25_000,
};

/** What a template may send: the budget, or its ceiling while it is over. */
export const allowedBytes = (path: (typeof BUDGETED_TEMPLATES)[number]) =>
  OVER_BUDGET[path] ?? LOADER_DATA_BUDGET;

/** The single-fetch URL (path and query) of a document's loader data. */
export function loaderDataPath(documentPath: string): string {
  const url = new URL(documentPath, "http://site.invalid");
  const path = url.pathname === "/" ? "/_root" : url.pathname.replace(/\/+$/, "");
  return `${path}.data${url.search}`;
}

/** The raw size of a document's loader data; `get` fetches a path from the site. */
export async function loaderDataBytes(
  get: (path: string) => Promise<Response>,
  documentPath: string,
): Promise<{ status: number; bytes: number }> {
  const answer = await get(loaderDataPath(documentPath));
  const body = await answer.arrayBuffer();
  return { status: answer.status, bytes: body.byteLength };
}
