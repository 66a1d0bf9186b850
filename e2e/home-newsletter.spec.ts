import { expect, test } from "./test";

// The footer carries the newsletter sign-up on every page; the home page asks no second time.
for (const path of ["/", "/en"]) {
  test(`${path}: the newsletter sign-up appears once`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(".newsletter-signup")).toHaveCount(1);
    await expect(
      page.locator('a[href$="/pagina/aanmelden-nieuwsbrief"], a[href$="/en/page/newsletter"]'),
    ).toHaveCount(0);
  });
}
