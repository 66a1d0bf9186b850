// Without JavaScript the sections that bring their own data (decision 0036) are the server's
// HTML, in full: the home calendar, highlights and news, a production's dates, details and
// cards, NL and EN.
import { expect, test } from "./test";

test.describe("islands that bring their own data, without JavaScript", () => {
  test("the home page draws its calendar, highlights and news", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#home-calendar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Binnenkort in het theater" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nieuws", exact: true })).toBeVisible();
    await page.goto("/en");
    await expect(page.getByRole("heading", { name: "Soon in the theatre" })).toBeVisible();
  });

  test("a production page draws its dates, details and cards", async ({ page }) => {
    await page.goto("/voorstelling/de-grote-musical");
    await expect(page.locator("#speeldata")).toBeAttached();
    await expect(page.locator("#related-heading")).toBeVisible();
    await page.goto("/en/show/the-nutcracker");
    await expect(page.locator("#speeldata")).toBeAttached();
    await expect(page.locator("#related-heading")).toBeVisible();
  });
});
