import { HtmlValidate } from "html-validate";
import { firstListedUrl } from "./support";
import { expect, test } from "./test";

// Every template's server-rendered HTML, checked against the HTML standard and html-validate's
// accessibility rules. aria-label on a list or list item is allowed by ARIA (both roles take a
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
  "/pagina/bestaat-niet",
  "/pagina/carrefonds",
  "/pagina/word-donateur",
  "/en/page/become-a-donor",
  "/pagina/terugbelverzoek",
  "/pagina/c-diploma",
  "/pagina/zakelijk-reserveren-formulier",
  "/pagina/aanmelden-nieuwsbrief",
  "/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen",
  "/premiere-afmelden?ref=x",
  "/kaartjes-extern",
];

const listed = [
  "production-page-list-nl",
  "production-page-list-en",
  "news-page-list-nl",
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

async function expectValid(
  request: import("@playwright/test").APIRequestContext,
  path: string,
): Promise<void> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBeLessThan(500);
  const html = await response.text();
  const report = await (path === DELAYED_REFRESH ? delayedRefresh : validator).validateString(
    html,
    path,
  );
  const messages = report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.ruleId} at ${m.selector ?? `line ${m.line}`}: ${m.message}`);
  expect(messages).toEqual([]);
}
