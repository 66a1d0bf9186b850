// The size goals as a report of `npm run bench`, each figure beside its goal: loader data per
// template, elements per document, and the JavaScript a page names beside the bare Remix page's
// (bench/bare/). They are goals to read, not gates: ordinary content growth moves them, and CI
// asserts behaviour only.
//
// Loader data is measured as the browser gets it: the single-fetch body of the document's URL
// (`/nieuws.data`, `/_root.data` for the home page), turbo-stream, uncompressed. The same bytes
// are in the document's HTML at a first visit and come alone on a client navigation; hydration
// decodes them, so their size is parse and memory work on a phone.
import { startBareSite } from "./bare-site";
import { pageJsSize } from "./js-size";

export const GOALS = {
  /** Loader data per document, raw bytes, every route's data together. */
  loaderDataBytes: 15_000,
  /** Elements in the agenda's document as served. */
  agendaElements: 700,
  /** The JavaScript the HTML names (gzip) beside the floor's. */
  jsRatio: 1.2,
} as const;

/**
 * One page of every template, Dutch and English: the loader data report covers each, and
 * tests/loader-data.test.ts checks that none shows a text as its key.
 */
export const TEMPLATES = [
  "/",
  "/en",
  "/agenda",
  "/en/calendar",
  // The production page in each of its layouts: a list of dates, the month calendar, the
  // promoted musical, its premiere (a button per performance), its lottery page, a series and a
  // production in presale.
  "/voorstelling/hamlet",
  "/en/show/hamlet",
  "/voorstelling/de-notenkraker",
  "/en/show/the-nutcracker",
  "/voorstelling/de-grote-musical",
  "/en/show/de-grote-musical",
  "/voorstelling/premiere-de-grote-musical",
  "/en/show/de-grote-musical-premiere",
  "/voorstelling/de-grote-musical-mythical-monday-lottery",
  "/en/show/de-grote-musical-mythical-monday-lottery",
  "/voorstelling/klassiek-op-zondag-amstel-kwartet",
  "/en/show/sunday-classics-amstel-quartet",
  "/voorstelling/sterrennacht",
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

/**
 * The elements of a document as served: its start tags, leaving out what is text to the parser
 * (script, style and template contents, comments). What hydration and lazy parts add later is
 * not in it; Lighthouse's DOM size audit counts the live page.
 */
export function elementCount(html: string): number {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template)\b([^>]*)>[\s\S]*?<\/\1>/gi, "<$1$2>");
  return markup.match(/<[a-zA-Z][\w-]*/g)?.length ?? 0;
}

const mark = (ok: boolean) => (ok ? "✓" : "✗");

/**
 * Prints the report for the site at `base`: loader data and elements for every template, and
 * the named JavaScript of `jsPaths` beside the floor's, which it starts on `barePort`.
 */
export async function reportBudgets(base: string, jsPaths: string[], barePort: number) {
  const get = (path: string) => fetch(base + path, { redirect: "manual" });
  console.log(
    `\nSize goals (reports, not tests): loader data ≤ ${GOALS.loaderDataBytes.toLocaleString("en")} B raw per document, the agenda ≤ ${GOALS.agendaElements} elements, JS ≤ ${GOALS.jsRatio}× the floor's\n`,
  );
  console.log("| path | status | loader data raw | goal | elements | goal |");
  console.log("|---|---|---|---|---|---|");
  const rows = [];
  for (const path of TEMPLATES) {
    const data = await loaderDataBytes(get, path);
    const page = await get(path);
    const elements = elementCount(await page.text());
    const agenda = path === "/agenda" || path === "/en/calendar";
    const dataOk = data.bytes <= GOALS.loaderDataBytes;
    const elementsOk = elements <= GOALS.agendaElements;
    rows.push({ path, status: page.status, loaderDataBytes: data.bytes, elements });
    console.log(
      `| ${path} | ${page.status} | ${data.bytes.toLocaleString("en")} B | ${mark(dataOk)} | ${elements} | ${agenda ? mark(elementsOk) : ""} |`,
    );
  }
  const within = rows.filter((row) => row.loaderDataBytes <= GOALS.loaderDataBytes).length;
  console.log(`\n${within} of ${rows.length} documents within the loader data goal.`);

  const bare = await startBareSite(barePort);
  try {
    const floor = await pageJsSize(bare.base, "/");
    console.log(
      `\nJavaScript the HTML names, gzip, beside the bare Remix page (${floor.gzipBytes.toLocaleString("en")} B, ${floor.files} files):\n`,
    );
    console.log("| path | JS gzip (files) | × floor | goal |");
    console.log("|---|---|---|---|");
    const js = [];
    for (const path of jsPaths) {
      const size = await pageJsSize(base, path);
      const ratio = size.gzipBytes / floor.gzipBytes;
      js.push({ path, ...size, ratio });
      console.log(
        `| ${path} | ${size.gzipBytes.toLocaleString("en")} B (${size.files}) | ${ratio.toFixed(3)} | ${mark(ratio <= GOALS.jsRatio)} |`,
      );
    }
    return { goals: GOALS, documents: rows, floorJs: floor, js };
  } finally {
    bare.stop();
  }
}
