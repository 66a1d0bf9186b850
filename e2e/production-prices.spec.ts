// One price truth and English prices, with JavaScript (issue 38 items 4 and 7): the Prijzen tab
// chosen by the address after hydration; the range beside the sales button and in the practical
// information is the table's lowest and highest amount.
import { checkPrices } from "./production-prices-cases";
import { hydrated } from "./support";
import { expect, test } from "./test";

for (const lang of ["nl", "en"] as const) {
  test(`${lang}: the range is the Prijzen table's, in the page's language`, async ({ page }) => {
    await checkPrices(page, lang);
    await hydrated(page);
    // Hydration keeps the server's texts (no Dutch amounts put back by the browser).
    await expect(page.locator(".price-table tfoot")).toBeVisible();
    await checkPrices(page, lang);
  });
}

test("en: the sticky bar on a phone shows the English range", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/show/de-grote-musical");
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1100));
  const bar = page.locator(".production-sales.is-stuck .production-sales__bar");
  await expect(bar).toBeVisible();
  await expect(bar.locator(".production-intro__price")).toHaveText(/€65\.00 - €121\.50$/);
});
