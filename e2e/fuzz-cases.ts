// Malformed requests for the fuzz suite (e2e/fuzz.spec.ts): paths, queries, headers and bodies
// an attacker or a broken client sends. Generated from a fixed seed so a failure names a case
// that can be sent again; FUZZ_SEED picks another set.

import { seededRandom } from "../app/models/content/seeded-random";

export type FuzzCase = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

const SCREENS = [
  "/",
  "/en",
  "/agenda",
  "/en/calendar",
  "/voorstelling/roodkapje",
  "/en/show/carefree-circus",
  "/pagina/contact",
  "/en/page/contact",
  "/nieuws",
  "/en/news",
  "/zoeken",
  "/en/search",
  "/nieuwsitem/x",
  "/bevestigen",
  "/en/confirm",
  "/premiere-bevestigen",
  "/premiere-afmelden",
  "/cultuurbank-confirm",
  "/api/redirect",
];

const FORM_PAGES = [
  "/pagina/terugbelverzoek",
  "/en/page/callback-request",
  "/pagina/c-diploma",
  "/pagina/zakelijk-reserveren-formulier",
  "/pagina/cultuurbank-oscar",
  "/pagina/bezoekerspanel",
  "/pagina/aanmelden-nieuwsbrief",
  "/en/page/newsletter",
  "/pagina/contact",
  "/nieuwsbrief/aanmelden",
  "/pagina/premiere-de-grote-musical-rsvp",
  "/premiere-afmelden?ref=x",
  "/bevestigen?actie=nieuwsbrief-aanmelden&token=x",
];

const PATH_TAILS = [
  "%00",
  "%ff%fe",
  "%",
  "%%32%65",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "../../etc/passwd",
  "..%5c..%5cwindows",
  "%C0%AE%C0%AE",
  "<script>alert(1)</script>",
  "'\"><img src=x onerror=alert(1)>",
  "%0d%0aSet-Cookie:%20x=1",
  "\u2013\u00e9\u00eb",
  "%E2%80%93",
  "x".repeat(3000),
  ";jsessionid=1",
  ".data",
  ".json",
  "index.php",
  "~",
  "%20",
  "+",
  "@evil.example",
];

const PREFIXES = [
  "//evil.example",
  "/\\evil.example",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "///evil.example/x",
  "/EN/calendar",
  "/En/Show/roodkapje",
  "/voorstelling/",
  "/en/page/",
  "/pagina/demo-fout-",
  "/api/redirect?path=//evil.example",
];

const QUERY_KEYS = [
  "q",
  "p",
  "tag",
  "l",
  "r",
  "presale",
  "dag",
  "day",
  "maand",
  "month",
  "actie",
  "action",
  "token",
  "ref",
  "rsvp",
  "email",
  "path",
  "_data",
  "_routes",
  "index",
];
const QUERY_VALUES = [
  "",
  "%00",
  "%ff",
  "%",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999",
  "2026-13-45",
  "9999-99",
  "<script>",
  "'||1=1--",
  "\u2013\u00e9\u00eb\ud83c\udfad",
  "a".repeat(5000),
  "[object Object]",
  "__proto__",
  "constructor",
  "//evil.example",
  "https://evil.example",
  "javascript:alert(1)",
];

const FIELD_NAMES = [
  "foo[99999999]",
  "events[99999999]",
  "subscriptions[99999999]",
  "a[b][c][d][e]",
  "__proto__[polluted]",
  "constructor[prototype][x]",
  "email",
  "intent",
  "name",
  "amount_0",
  "website",
  "x".repeat(2000),
  "%ff",
  "",
];
const INTENTS = [
  "callback",
  "diploma",
  "meeting",
  "prize-draw",
  "panel",
  "premiere",
  "newsletter-subscribe",
  "newsletter-footer",
  "premiere-cancel",
  "nope",
  "",
];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "text/plain",
  "application/json",
  "application/xml",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "",
];

export function fuzzCases(seed: number, count: number, origin: string): FuzzCase[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const query = () =>
    Array.from(
      { length: 1 + Math.floor(next() * 4) },
      () => `${pick(QUERY_KEYS)}=${pick(QUERY_VALUES)}`,
    ).join("&");
  const makers: (() => FuzzCase)[] = [
    () => ({ method: "GET", path: `${pick(SCREENS).replace(/\/$/, "")}/${pick(PATH_TAILS)}` }),
    () => ({ method: "GET", path: `${pick(PREFIXES)}${pick(PATH_TAILS)}` }),
    () => ({ method: "GET", path: `${pick(SCREENS)}?${query()}` }),
    () => ({
      method: pick(["GET", "HEAD"]),
      path: pick(SCREENS),
      headers: {
        cookie: pick([
          "cms_session=",
          "cms_session=%ff%00",
          `cms_session=${"x".repeat(3000)}`,
          "r=\u00e9; r=2",
          "=;;=",
          "__proto__=1",
        ]),
        "user-agent": pick(["Googlebot/2.1", "Mozilla/5.0", "", "curl/8", "\u00e9"]),
        accept: pick(["*/*", "text/html", "application/json", "text/x-script", "%%"]),
        "x-forwarded-host": pick(["evil.example", "", "a,b", "localhost"]),
        "accept-language": pick(["en", "nl", "xx", ";q=abc"]),
      },
    }),
    () => {
      const fields = Array.from(
        { length: 1 + Math.floor(next() * 6) },
        () => `${encodeURIComponent(pick(FIELD_NAMES))}=${pick(QUERY_VALUES)}`,
      );
      return {
        method: "POST",
        path: pick(FORM_PAGES),
        headers: { origin, "content-type": pick(CONTENT_TYPES) },
        body: [`intent=${pick(INTENTS)}`, ...fields].join("&"),
      };
    },
    () => ({
      method: pick(["PUT", "PATCH", "DELETE", "OPTIONS", "POST"]),
      path: pick([...FORM_PAGES, ...SCREENS]),
      headers: {
        origin: pick([origin, "https://evil.example", "null"]),
        "content-type": pick(CONTENT_TYPES),
      },
      body: pick(['{"email":"a@b.nl"}', "<x/>", "--x\r\nbroken", "intent=callback", "%zz%ff"]),
    }),
  ];
  return Array.from({ length: count }, () => pick(makers)());
}
