// The way back from the payment page with JavaScript: donate, pay on the
// demo payment page, come back to the thank-you with the amount and purpose the CMS confirms,
// and exactly one donation event in the data layer, none more after a reload.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, serviceCalls } from "./support";
import { expect, test } from "./test";

const donations = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: unknown } | null)?.event === "donation",
    ),
  );

test("nl: a paid donation on /pagina/doneren comes back to the thanks, counted once", async ({
  page,
}) => {
  await page.goto("/pagina/doneren");
  const form = page.locator("form#donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^€\s?25$/).check();
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill("anna@example.nl");
  await form.getByRole("button", { name: "Doneer en betaal" }).click();
  await expect(page.getByRole("heading", { name: "Demo-betaalpagina" })).toBeVisible();
  await page.getByRole("button", { name: "Betalen (demo)" }).click();

  await expect(page).toHaveURL(/\/donatie\/bedankt\?ref=[0-9a-f]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw donatie");
  await expect(page.locator(".donation-return").getByRole("status")).toHaveText(
    "Hartelijk dank! Uw donatie van € 25 voor het Carrefonds is ontvangen.",
  );
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  const reference = new URL(page.url()).searchParams.get("ref");
  // The page asked the CMS for this payment, once.
  const lookups = await serviceCalls(`/eenmalige-donatie/${reference}`);
  expect(lookups.map((call) => call.method)).toEqual(["GET"]);
  await expect.poll(() => donations(page)).toHaveLength(1);
  expect(await donations(page)).toEqual([
    {
      event: "donation",
      ecommerce: {
        transaction_id: reference,
        value: 25,
        currency: "EUR",
        items: [{ item_id: "general", item_name: "donation", price: 25, quantity: 1 }],
      },
    },
  ]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw donatie");
  // Once the page has hydrated and its effect has had time to run: nothing pushed again.
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await donations(page)).toEqual([]);
});

test("en: a company donation comes back with its purpose; a forged query changes nothing", async ({
  page,
}) => {
  await page.goto("/en/page/cultureconnects");
  const form = page.locator("form#company-donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^€\s?1[.,]750$/).check();
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByLabel(/^Company name/).fill("Bakkerij Jansen");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  await expect(page.getByRole("heading", { name: "Demo payment page" })).toBeVisible();
  await page.getByRole("button", { name: "Pay (demo)" }).click();

  await expect(page).toHaveURL(/\/en\/donation\/thank-you\?ref=[0-9a-f]+$/);
  await expect(page.locator(".donation-return").getByRole("status")).toHaveText(
    "Thank you! We have received your donation of € 1.750 for Culture connects.",
  );
  await expect.poll(() => donations(page)).toHaveLength(1);
  await page.goto(`${page.url()}&bedrag=1&special=musical`);
  await expect(page.locator(".donation-return").getByRole("status")).toContainText(
    "€ 1.750 for Culture connects",
  );
  await page.waitForTimeout(500);
  expect(await donations(page)).toEqual([]);
});

test("en: a cancelled payment gets the neutral message and no event", async ({ page }) => {
  await page.goto("/en/page/donate");
  const form = page.locator("form#donation");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^€\s?10$/).check();
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByRole("button", { name: "Donate and pay" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/en\/donation\/thank-you\?ref=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your payment");
  await expect(page.locator(".donation-return").getByRole("status")).toHaveText(
    /^We cannot confirm this payment \(yet\)\./,
  );
  await expectNoAxeViolations(page);
  await page.waitForTimeout(500);
  expect(await donations(page)).toEqual([]);
});
