// Small route answers with JavaScript on: methods and their Allow, the
// footer sign-up's failure without the address in the URL, return paths that stay on the site.
import { FAILING_DEMO_EMAIL } from "../mocks/forms";
import { liveFooterSignup } from "./support";
import { expect, test } from "./test";

test("resource routes answer a wrong method with 405 and what they take", async ({ request }) => {
  const cases: [string, string, string][] = [
    ["GET", "/nieuwsbrief/aanmelden", "POST"],
    ["OPTIONS", "/nieuwsbrief/aanmelden", "POST"],
    ["POST", "/sitemap.xml", "GET, HEAD"],
    ["PUT", "/robots.txt", "GET, HEAD"],
    ["DELETE", "/api/health", "GET, HEAD"],
    ["OPTIONS", "/sitemap.xml", "GET, HEAD"],
    ["GET", "/cookievoorkeur", "POST"],
    ["GET", "/en/wish-list", "POST"],
    ["POST", "/api/order?token=demo-12345678", "GET, HEAD"],
  ];
  for (const [method, path, allow] of cases) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect([method, path, response.status(), response.headers().allow]).toEqual([
      method,
      path,
      405,
      allow,
    ]);
  }
});

test("OPTIONS on a page lists POST exactly where the page posts (nl, en)", async ({ request }) => {
  const cases: [string, string][] = [
    ["/pagina/terugbelverzoek", "GET, HEAD, POST"],
    ["/en/page/callback-request", "GET, HEAD, POST"],
    ["/pagina/doneren", "GET, HEAD, POST"],
    ["/en/page/newsletter", "GET, HEAD, POST"],
    ["/pagina/contact", "GET, HEAD"],
    ["/en/calendar", "GET, HEAD"],
  ];
  for (const [path, allow] of cases) {
    const response = await request.fetch(path, { method: "OPTIONS" });
    expect([path, response.status(), response.headers().allow]).toEqual([path, 405, allow]);
  }
});

for (const [path, label, failure] of [
  ["/agenda", "E-mailadres", "Het is niet gelukt om u aan te melden."],
  ["/en/calendar", "E-mail address", "Something went wrong when processing your subscription."],
] as const) {
  test(`${path}: a failed footer sign-up keeps the address in the field, not in the URL`, async ({
    page,
  }) => {
    await page.goto(path);
    const block = await liveFooterSignup(page);
    await block.getByLabel(label).fill(FAILING_DEMO_EMAIL);
    await block.getByRole("button").click();
    await expect(block.getByRole("alert")).toContainText(failure);
    await expect(block.getByLabel(label)).toHaveValue(FAILING_DEMO_EMAIL);
    expect(decodeURIComponent(page.url())).not.toContain(FAILING_DEMO_EMAIL);
  });
}

for (const [path, label] of [
  ["/agenda", "E-mailadres"],
  ["/en/calendar", "E-mail address"],
] as const) {
  test(`${path}: sent before the footer's code has come, a failed sign-up still keeps the URL clean`, async ({
    page,
  }) => {
    // A visitor who submits before the page's code has come sends the server HTML's plain POST,
    // as without JavaScript: the code is held back here so that is what happens.
    await page.route(/\/build\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    const answer = page.waitForResponse((r) => r.url().includes("/nieuwsbrief/aanmelden"));
    await page.evaluate((address) => {
      const form = document.querySelector<HTMLFormElement>(".newsletter-signup form");
      const field = form?.querySelector<HTMLInputElement>("input[name=email]");
      if (!form || !field) throw new Error("no footer sign-up");
      field.value = address;
      form.requestSubmit();
    }, FAILING_DEMO_EMAIL);
    const response = await answer;
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(
      new RegExp(`^${path}\\?nieuwsbrief=failure#nieuwsbrief$`),
    );
    // The agenda then writes the month in view into the address (its scroll position follows
    // the footer), so the address is checked for what matters: the outcome, never the e-mail.
    await expect(page).toHaveURL(/[?&]nieuwsbrief=failure/);
    expect(decodeURIComponent(page.url())).not.toContain(FAILING_DEMO_EMAIL);
    await expect(page.locator(".newsletter-signup").getByLabel(label)).toHaveValue(
      FAILING_DEMO_EMAIL,
    );
  });
}

test("a Referer that reads as another host sends the footer's post back home", async ({
  request,
  baseURL,
}) => {
  for (const [referer, locale, home] of [
    [`${baseURL}//evil.example/x`, "nl", "/"],
    [`${baseURL}/.//evil.example/x`, "en", "/en"],
  ] as const) {
    const response = await request.post("/nieuwsbrief/aanmelden", {
      form: { intent: "newsletter-footer", locale, email: "" },
      headers: { referer },
      maxRedirects: 0,
    });
    expect([referer, response.status(), response.headers().location]).toEqual([
      referer,
      303,
      // An empty address is told so on the page it goes back to: home, never the Referer's host.
      `${home}?nieuwsbrief=empty#nieuwsbrief-fouten`,
    ]);
  }
});
