// Issue 38.7: English pages carry no Dutch. Walks every English page of the demo (the English
// sitemap, the English pages their links lead to, production tabs, the 404 screen and a search),
// up to a cap, and fails on words that cannot occur in English copy, on Dutch amounts
// ("€ 104,00") and on links from an English page into the Dutch site. Nothing is skipped: the
// language switch (which leads to Dutch on purpose) is the one element left out.
import { expect, test } from "./test";

const CAP = 260;

/** Words of Dutch site copy that English copy never has (matched as whole words). */
const DUTCH_WORDS = [
  "Zaal",
  "Bestel",
  "Bestellen",
  "Volwassene",
  "Volwassenen",
  "Jongeren",
  "voorstelling",
  "voorstellingen",
  "Voorstelling",
  "Meer",
  "Toon",
  "Locatie",
  "Speeldata",
  "Wachtlijst",
  "Uitverkocht",
  "Laatste kaarten",
  "Nieuws",
  "Zoeken",
  "Vorige",
  "Volgende",
  "Versturen",
  "Sluiten",
  "Lees meer",
  "Bekijk",
  "rang",
  "Kinderen",
  "Prijzen",
  "Leeftijd",
  "Taal",
  "Duur",
  "pauze",
  "Verder met",
  "Vandaag",
  "Deze week",
  "Dit weekend",
  "maandag",
  "dinsdag",
  "woensdag",
  "donderdag",
  "vrijdag",
  "zaterdag",
  "zondag",
  "januari",
  "februari",
  "maart",
  "juni",
  "juli",
  "augustus",
  "oktober",
  "Kies",
  "Gratis",
  "Vrije",
  "Uw",
  "uw",
  "zijn",
  "voor",
  "het",
];
const WORD = new RegExp(`(?<![\\p{L}-])(${DUTCH_WORDS.join("|")})(?![\\p{L}-])`, "gu");
/**
 * Dutch proper names English copy keeps (an architects' firm, a friends' association): taken out
 * of the text before the words are matched, named here so nothing is skipped silently.
 */
const PROPER_NAMES = ["Van der Meer", "Vrienden van het Theater"];
/** A Dutch amount: a euro sign and a decimal comma ("€ 104,00", "€104,50"). */
const DUTCH_AMOUNT = /€\s?\d{1,3}(?:\.\d{3})*,\d{2}(?!\d)/g;
/** Addresses of the Dutch site's screens. */
const DUTCH_PATH = /^\/(pagina|voorstelling|nieuwsitem|nieuws|zoeken|agenda)(\/|\?|$)/;

type Finding = { url: string; kind: string; found: string; context: string };

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)));
}

/** The body as a reader meets it: text, and the names in aria-label, alt, title, placeholder. */
function readable(html: string): { text: string; hrefs: string[] } {
  let body = html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<\/body>[\s\S]*$/, "");
  body = body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<template[\s\S]*?<\/template>/g, " ")
    // The switch leads to the Dutch page on purpose and names it in Dutch ("NL Nederlands").
    .replace(/<(a|button)[^>]*data-language-switch[^>]*>[\s\S]*?<\/\1>/g, " ");
  const hrefs = [...body.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1] ?? ""));
  const names = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
  let text = decode(`${body.replace(/<[^>]+>/g, " ")} ${names.join(" ")}`).replace(/\s+/g, " ");
  for (const name of PROPER_NAMES) text = text.replaceAll(name, " ");
  return { text, hrefs };
}

function around(text: string, index: number): string {
  return text.slice(Math.max(0, index - 40), index + 40);
}

test("no Dutch on the English pages of the demo", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const origin = new URL(baseURL ?? "").origin;
  const queue: string[] = [];
  const seen = new Set<string>();
  const add = (path: string) => {
    if (!seen.has(path) && seen.size < CAP) {
      seen.add(path);
      queue.push(path);
    }
  };
  for (const m of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(m[1] ?? "").pathname;
    if (path === "/en" || path.startsWith("/en/")) add(path);
  }
  const fromSitemap = seen.size;
  expect(fromSitemap).toBeGreaterThan(50);
  add("/en/does-not-exist");
  add("/en/search?q=hamlet");
  add("/en/calendar?date=this-weekend");

  const findings: Finding[] = [];
  let visited = 0;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() >= 300 && response.status() < 400) continue;
    visited++;
    const { text, hrefs } = readable(await response.text());
    for (const m of text.matchAll(WORD))
      findings.push({ url: path, kind: "word", found: m[1] ?? "", context: around(text, m.index) });
    for (const m of text.matchAll(DUTCH_AMOUNT))
      findings.push({ url: path, kind: "amount", found: m[0], context: around(text, m.index) });
    for (const href of hrefs) {
      const url = new URL(href, origin);
      if (url.origin !== origin) continue;
      if (DUTCH_PATH.test(url.pathname))
        findings.push({ url: path, kind: "link", found: url.pathname, context: href });
      // English pages a page links to (and a production's tabs) are walked too.
      else if (url.pathname.startsWith("/en/") && !url.pathname.includes("/add-to-calendar/")) {
        const tab = url.searchParams.get("tab");
        if (url.search === "") add(url.pathname);
        else if (tab && [...url.searchParams.keys()].length === 1)
          add(`${url.pathname}?tab=${tab}`);
      }
    }
  }
  test.info().annotations.push({ type: "pages walked", description: String(visited) });
  await test.info().attach("dutch-on-english-pages.json", {
    body: JSON.stringify(findings, null, 1),
    contentType: "application/json",
  });
  // One line per Dutch word (or link, or amount), with an example and the pages that have it.
  const grouped = new Map<string, { example: string; urls: Set<string> }>();
  for (const f of findings) {
    // Amounts are one finding (the format), words and links one each.
    const key = f.kind === "amount" ? "amount in Dutch format" : `${f.kind} "${f.found}"`;
    const group = grouped.get(key) ?? { example: f.context.trim(), urls: new Set<string>() };
    group.urls.add(f.url);
    grouped.set(key, group);
  }
  const report = [...grouped].map(
    ([key, { example, urls }]) =>
      `${key} on ${urls.size} page(s), e.g. ${[...urls].slice(0, 4).join(", ")}: "…${example}…"`,
  );
  expect(visited).toBeGreaterThan(fromSitemap / 2);
  expect(report, report.join("\n")).toEqual([]);
});
