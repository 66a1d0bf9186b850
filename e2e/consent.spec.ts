import type { Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, liveFooterSignup } from "./support";
import { expect, test } from "./test";

// Cookie consent and analytics with JavaScript (forms spec §4.5, §7.5). These visitors have not
// chosen yet: no consent cookie (the other specs start with one).
test.use({ storageState: { cookies: [], origins: [] } });

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      typeof entry === "object" && entry !== null && "length" in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

const storage = (page: Page) =>
  page.evaluate(() => ({
    shown: localStorage.getItem("cookieConsentShown"),
    choice: localStorage.getItem("cookieConsent"),
  }));

test.describe("cookie banner", () => {
  test("nl: shows, reports itself after 2 s, and accepting grants personalized consent", async ({
    page,
  }) => {
    await page.goto("/agenda");
    const banner = page.getByRole("region", { name: "Wij gebruiken cookies" });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await expect
      .poll(async () => JSON.stringify(await dataLayer(page)), { timeout: 5000 })
      .toContain('"action":"banner displayed"');
    await banner.getByRole("button", { name: "Alle cookies accepteren" }).click();
    await expect(banner).toBeHidden();
    expect(await storage(page)).toEqual({ shown: "yes", choice: "personalized" });
    const layer = await dataLayer(page);
    expect(layer).toContainEqual([
      "consent",
      "update",
      {
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        analytics_storage: "granted",
      },
    ]);
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: "customEventAnalytics",
        category: "cookie consent",
        action: "accept",
        label: "personalized",
      }),
    );
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((c) => c.name === "cookie_consent")?.value,
      )
      .toBe("personalized");
    await page.reload();
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    // The next document sets the stored choice before anything else reads it.
    expect((await dataLayer(page))[1]).toEqual([
      "consent",
      "update",
      expect.objectContaining({ ad_storage: "granted" }),
    ]);
  });

  test("en: refusing keeps basic consent and the banner away", async ({ page }) => {
    await page.goto("/en/calendar");
    const banner = page.getByRole("region", { name: "We use cookies" });
    // The event comes from the hydrated banner: a click before that would be the no-JS post.
    await expect
      .poll(async () => JSON.stringify(await dataLayer(page)), { timeout: 5000 })
      .toContain('"action":"banner displayed"');
    await banner.getByRole("button", { name: "Necessary only" }).click();
    await expect(banner).toBeHidden();
    expect(await storage(page)).toEqual({ shown: "yes", choice: "basic" });
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "granted",
      },
    ]);
    expect(layer).toContainEqual(expect.objectContaining({ action: "refuse", label: "basic" }));
    await page.goto("/en/news");
    await expect(page.locator(".consent-banner")).toHaveCount(0);
  });

  test("the shown flag alone hides the banner, even on a page served with it", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("cookieConsentShown", "yes"));
    await page.reload();
    await expect(page.locator(".consent-banner")).toHaveCount(0);
  });
});

test.describe("cookie page chooser", () => {
  for (const [locale, path, legend, personal, basic, saved] of [
    [
      "nl",
      "/pagina/cookies",
      "Uw cookievoorkeur",
      "Persoonlijk",
      "Basis",
      "Uw voorkeur is opgeslagen.",
    ],
    [
      "en",
      "/en/page/cookies",
      "Your cookie preference",
      "Personal",
      "Basic",
      "Your preference has been saved.",
    ],
  ] as const) {
    test(`${locale}: saves on every change and reports it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(".consent-chooser[data-live]")).toBeAttached();
      const chooser = page.getByRole("group", { name: legend });
      await expect(chooser.getByRole("radio", { name: new RegExp(`^${basic}`) })).toBeChecked();
      await chooser.getByRole("radio", { name: new RegExp(`^${personal}`) }).check();
      await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
      expect(await storage(page)).toEqual({ shown: "yes", choice: "personalized" });
      expect(await dataLayer(page)).toContainEqual(
        expect.objectContaining({
          category: "cookie consent",
          action: "change",
          label: "personalized",
        }),
      );
      await chooser.getByRole("radio", { name: new RegExp(`^${basic}`) }).check();
      expect((await storage(page)).choice).toBe("basic");
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(
        page
          .getByRole("group", { name: legend })
          .getByRole("radio", { name: new RegExp(`^${basic}`) }),
      ).toBeChecked();
    });
  }
});

test.describe("analytics", () => {
  test("a pageView on the first load and on every client navigation, e-mail masked", async ({
    page,
  }) => {
    await page.goto("/pagina/contact?email=iemand@example.com&x=1");
    const views = async () =>
      (await dataLayer(page)).filter(
        (e): e is { event: string; title: string; location: string } =>
          typeof e === "object" && e !== null && (e as { event?: string }).event === "pageView",
      );
    await expect.poll(async () => (await views()).length).toBe(1);
    const [first] = await views();
    expect(first?.location).toMatch(/\/pagina\/contact\?email=xxx&x=1$/);
    expect(first?.title).toBe(await page.title());
    // The header's code comes after the page's: a click before it is a full load (a new data
    // layer with one view), not the client navigation this is about.
    await hydrated(page);
    await page
      .locator(".site-header")
      .getByRole("link", { name: "Agenda", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect.poll(async () => (await views()).length).toBe(2);
    expect((await views())[1]?.location).toMatch(/\/agenda$/);
  });

  test("a sales-button click is a custom event", async ({ page, context }) => {
    await page.goto("/voorstelling/de-grote-musical");
    // The click listener comes with the page effects, fetched after hydration with the pageView.
    await expect.poll(async () => JSON.stringify(await dataLayer(page))).toContain("pageView");
    // Keep the ticket shop (another host) from loading.
    await context.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault(), { once: true }),
    );
    await page.locator("a.sales-button").first().click();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({
        event: "customEventAnalytics",
        category: "tickets",
        action: "sales button click",
        label: "De Grote Musical",
      }),
    );
  });

  test("a form's answer is a custom event", async ({ page }) => {
    await page.goto("/nieuws");
    const footer = await liveFooterSignup(page);
    await footer.getByLabel(/E-mailadres/).fill("fout@example.com");
    await footer.getByRole("button", { name: "Aanmelden" }).click();
    await expect
      .poll(async () => JSON.stringify(await dataLayer(page)))
      .toContain('"category":"form","action":"failure"');
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: "customEventAnalytics", label: "newsletter-footer" }),
    );
  });

  for (const path of ["/pagina/bedankt-de-grote-musical", "/en/page/thank-you-de-grote-musical"]) {
    test(`the thank-you page ${path} pushes its order once`, async ({ page }) => {
      const purchases = async () =>
        (await dataLayer(page)).filter(
          (e) =>
            typeof e === "object" && e !== null && (e as { event?: string }).event === "purchase",
        );
      await page.goto(`${path}?token=demo-e2e12345`);
      await expect.poll(async () => (await purchases()).length).toBe(1);
      expect((await purchases())[0]).toMatchObject({
        ecommerce: { transaction_id: "TA-E2E12345", currency: "EUR" },
      });
      await page.reload();
      await expect.poll(async () => JSON.stringify(await dataLayer(page))).toContain("pageView");
      await page.waitForLoadState("networkidle");
      expect(await purchases()).toHaveLength(0);
      expect(await page.evaluate(() => localStorage.getItem("pushedTransactions"))).toBe(
        '["TA-E2E12345"]',
      );
    });
  }

  test("the order route answers only plausible tokens and never caches", async ({ request }) => {
    expect((await request.get("/api/order?token=x")).status()).toBe(400);
    const unknown = await request.get("/api/order?token=unknown-1234");
    expect(unknown.status()).toBe(404);
    const known = await request.get("/api/order?token=demo-12345678");
    expect(known.headers()["cache-control"]).toContain("no-store");
    expect((await known.json()).order.ecommerce.transaction_id).toBe("TA-12345678");
    expect((await request.post("/api/order?token=demo-12345678")).status()).toBe(405);
  });
});
