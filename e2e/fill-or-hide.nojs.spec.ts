// Fill or hide without JavaScript (issue 38 item 9); see fill-or-hide-cases.ts.
import {
  datesWithinTwoScreens,
  FAQ_PAGES,
  FUND_PAGES,
  faqNamesWithoutSign,
  fundNewsShown,
  PRODUCTIONS,
} from "./fill-or-hide-cases";
import { expect, test } from "./test";

for (const { path, jump } of PRODUCTIONS) {
  test(`${path} at 375 px: the dates or a jump to them within two screens (no JS)`, async ({
    page,
  }) => {
    await datesWithinTwoScreens(page, path, jump);
  });
}

for (const { path, heading, tagged } of FUND_PAGES) {
  test(`${path}: the fund's news block shows the fund's news (no JS)`, async ({ page }) => {
    await fundNewsShown(page, path, heading, tagged);
  });
}

for (const path of FAQ_PAGES) {
  test(`${path}: FAQ questions are named without their sign (no JS)`, async ({ page }) => {
    await faqNamesWithoutSign(page, path);
  });
}

test.describe("a visitor who has not chosen cookies yet", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the consent banner alone covers at most a quarter of a 375 × 740 screen (no JS)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/voorstelling/de-grote-musical");
    const banner = await page.locator(".consent-banner").boundingBox();
    expect(banner).not.toBeNull();
    // Without JavaScript the sales bar never sticks; the banner is all that covers the page.
    await expect(page.locator(".production-sales.is-stuck")).toHaveCount(0);
    expect(((banner?.width ?? 0) * (banner?.height ?? 0)) / (375 * 740)).toBeLessThanOrEqual(0.25);
  });
});
