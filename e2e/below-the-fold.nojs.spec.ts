// Without JavaScript the sections below the first screen are the server's HTML, in full
// (decision 0041): the home calendar, highlights and news, a production's dates, details and
// cards, a content page's form, and the footer, NL and EN.
import { expect, test } from "./test";

test.describe("sections below the first screen, without JavaScript", () => {
  test("the home page draws its calendar, highlights, news and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#home-calendar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Binnenkort in het theater" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nieuws", exact: true })).toBeVisible();
    await expect(page.locator(".site-footer .newsletter-signup form")).toBeAttached();
    await page.goto("/en");
    await expect(page.getByRole("heading", { name: "Soon in the theatre" })).toBeVisible();
  });

  test("a production page draws its dates, details and cards", async ({ page }) => {
    await page.goto("/voorstelling/de-grote-musical");
    await expect(page.locator("#speeldata")).toBeAttached();
    await expect(page.locator("#related-heading")).toBeVisible();
    await expect(page.locator("#others-heading")).toBeVisible();
    await page.goto("/en/show/the-nutcracker");
    await expect(page.locator("#speeldata")).toBeAttached();
    await expect(page.locator(".production-main .calendar")).toBeVisible();
    await expect(page.locator("#related-heading")).toBeVisible();
  });

  test("a content page draws its form", async ({ page }) => {
    await page.goto("/pagina/terugbelverzoek");
    await expect(page.locator(".content-page__main .field-form")).toBeVisible();
    await expect(page.locator(".content-page__main .field-form button[type=submit]")).toBeVisible();
  });
});
