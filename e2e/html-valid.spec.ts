import { HtmlValidate } from "html-validate";
import { limitedPageHtml } from "../app/services/http/limited-page.server";
import { nuErrors } from "./nu-checker";
import { firstListedUrl } from "./support";
import { expect, test } from "./test";

// Every template's server-rendered HTML, checked page by page against the HTML standard and
// html-validate's accessibility rules, and all at once by the W3C Nu HTML checker (./nu-checker). aria-label on a list or list item is allowed by ARIA (both roles take a
// name); the rule's default only warns against it, so namable roles are let through.
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: { "aria-label-misuse": ["error", { allowAnyNamable: true }] },
});

// The external-redirect notice refreshes after the 2000 ms the spec sets (browsing §routes), and
// shows the target as a link meanwhile: the one page allowed a delayed meta refresh.
const delayedRefresh = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: { "aria-label-misuse": ["error", { allowAnyNamable: true }], "meta-refresh": "off" },
});
const DELAYED_REFRESH = "/kaartjes-extern";

// Each template in both languages where it has both, the fund's pages, and the error screens.
const fixed = [
  "/",
  "/en",
  "/agenda",
  "/en/calendar",
  "/voorstelling/de-grote-musical",
  "/en/show/de-grote-musical-premiere",
  "/nieuws",
  "/en/news",
  "/pagina/contact",
  "/en/page/faq",
  "/zoeken?q=musical",
  "/en/search?q=dance",
  "/en/page/contact",
  "/pagina/bestaat-niet",
  "/en/page/does-not-exist",
  "/pagina/demo-fout-500",
  "/pagina/carrefonds",
  "/en/page/carrefonds",
  "/pagina/carrefonds-contact",
  "/pagina/word-donateur",
  "/en/page/become-a-donor",
  "/pagina/eenmalige-donatie",
  "/en/page/one-off-donation",
  "/pagina/doneren",
  "/en/page/donate",
  "/pagina/periodieke-schenking",
  "/en/page/periodic-donation",
  "/pagina/inschrijfformulier-partner",
  "/en/page/partner-sign-up-form",
  "/pagina/party",
  "/pagina/cultuurverbindt",
  "/donatie/bedankt?ref=onbekend",
  "/en/donation/thank-you?ref=unknown",
  "/pagina/terugbelverzoek",
  "/en/page/callback-request",
  "/pagina/c-diploma",
  "/pagina/zakelijk-reserveren-formulier",
  "/pagina/aanmelden-nieuwsbrief",
  "/en/page/newsletter",
  "/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen",
  "/en/confirm?action=newsletter-subscribe&token=verlopen",
  "/premiere-bevestigen?token=verlopen&action=signup",
  "/cultuurbank-confirm?token=verlopen",
  "/premiere-afmelden?ref=x",
  "/kaartjes-extern",
];
// The demo CMS fails this page on purpose: its answer is the 500 screen.
const SERVER_ERROR = "/pagina/demo-fout-500";

const listed = [
  "production-page-list-nl",
  "production-page-list-en",
  "news-page-list-nl",
  "news-page-list-en",
  "page-list-nl",
  "page-list-en",
];

test.describe("valid HTML", () => {
  for (const path of fixed) {
    test(`${path}`, async ({ request }) => {
      await expectValid(request, path);
    });
  }
  for (const list of listed) {
    test(`first of ${list}`, async ({ request }) => {
      await expectValid(request, await firstListedUrl(list));
    });
  }
});

test("the Nu HTML checker finds no error on any page", async ({ request }) => {
  // One run of the checker for every page: its JVM takes seconds to start and to warm up.
  test.setTimeout(180_000);
  const paths = [...fixed, ...(await Promise.all(listed.map(firstListedUrl)))];
  const documents = new Map<string, string>();
  for (const path of paths) documents.set(path, await pageHtml(request, path));
  // The pages the server writes without React: its refusal (an unknown method, a path that
  // cannot be decoded) and the answer to a no-JS post a rate limit turned away.
  const unknownMethod = await request.fetch("/en/page/contact", { method: "PROPFIND" });
  expect(unknownMethod.status()).toBe(405);
  documents.set("PROPFIND /en/page/contact", await unknownMethod.text());
  const undecodable = await request.get("/pagina/%E0%A4");
  expect(undecodable.status()).toBe(404);
  documents.set("/pagina/%E0%A4", await undecodable.text());
  documents.set("429 page (nl)", limitedPageHtml("nl", 1, "/pagina/aanmelden-nieuwsbrief"));
  documents.set("429 page (en)", limitedPageHtml("en", 2, "/en/page/newsletter"));
  expect(await nuErrors(documents)).toEqual({});
});

async function pageHtml(
  request: import("@playwright/test").APIRequestContext,
  path: string,
): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  if (path === SERVER_ERROR) expect(response.status(), path).toBe(500);
  else expect(response.status(), path).toBeLessThan(500);
  return response.text();
}

async function expectValid(
  request: import("@playwright/test").APIRequestContext,
  path: string,
): Promise<void> {
  const html = await pageHtml(request, path);
  const report = await (path === DELAYED_REFRESH ? delayedRefresh : validator).validateString(
    html,
    path,
  );
  const messages = report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.ruleId} at ${m.selector ?? `line ${m.line}`}: ${m.message}`);
  expect(messages).toEqual([]);
}
