// Fill or hide with JavaScript (issue 38 item 9); see fill-or-hide-cases.ts. Also: the consent
// banner and the sticky sales bar together cover at most a quarter of a 375 × 740 screen, and at
// 1280 px the sidebar's column is not left empty beside the dates.
import type { Page } from "@playwright/test";
import {
  datesWithinTwoScreens,
  FAQ_PAGES,
  FUND_PAGES,
  faqNamesWithoutSign,
  fundNewsShown,
  PHONE,
  PRODUCTIONS,
} from "./fill-or-hide-cases";
import { hydrated } from "./support";
import { expect, test } from "./test";

for (const { path, jump } of PRODUCTIONS) {
  test(`${path} at 375 px: the dates or a jump to them within two screens`, async ({ page }) => {
    await datesWithinTwoScreens(page, path, jump);
  });
}

for (const { path, heading, tagged } of FUND_PAGES) {
  test(`${path}: the fund's news block shows the fund's news`, async ({ page }) => {
    await fundNewsShown(page, path, heading, tagged);
  });
}

for (const path of FAQ_PAGES) {
  test(`${path}: FAQ questions are named without their sign`, async ({ page }) => {
    await faqNamesWithoutSign(page, path);
    await hydrated(page);
    await faqNamesWithoutSign(page, path);
  });
}

/** Scrolls down until the sales bar sticks (past its place, before the dates). */
async function stickTheBar(page: Page) {
  const bar = page.locator(".production-sales.is-stuck .production-sales__bar");
  for (let y = 700; y < 4000; y += 100) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    if (await bar.isVisible()) return bar;
  }
  throw new Error("the sales bar never stuck");
}

test.describe("a visitor who has not chosen cookies yet", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const path of ["/voorstelling/de-grote-musical", "/en/show/hamlet"]) {
    test(`${path}: consent banner and sticky sales bar cover at most 25 % of 375 × 740`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await hydrated(page);
      const banner = page.locator(".consent-banner");
      await expect(banner).toBeVisible();
      const bar = await stickTheBar(page);
      const boxes = [await banner.boundingBox(), await bar.boundingBox()];
      const [b, s] = boxes;
      if (!b || !s) throw new Error("no box");
      // Both run the screen's width at its bottom; what they cover is the band from the bar's
      // top to the screen's bottom (they may overlap, never leave a gap that counts twice).
      const visibleTop = Math.max(0, Math.min(b.y, s.y));
      const covered = (PHONE.height - visibleTop) * PHONE.width;
      expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height + 1);
      expect(covered / (PHONE.width * PHONE.height)).toBeLessThanOrEqual(0.25);
      // The bar keeps its button whole and reachable.
      await expect(bar.locator(".sales-button")).toBeInViewport({ ratio: 1 });
    });
  }
});

for (const path of ["/voorstelling/de-grote-musical", "/en/show/hamlet"]) {
  test(`${path} at 1280 px: the sidebar stays beside the dates, no empty column`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await hydrated(page);
    const sidebar = page.locator(".production-sidebar");
    const dates = page.locator("#speeldata");
    await dates.scrollIntoViewIfNeeded();
    await expect(sidebar).toBeInViewport();
    // The body's column beside the sidebar holds the description and the dates, not screens of
    // cards and video: it ends within a screen and a half after the dates do.
    const bottom = (selector: string) =>
      page.locator(selector).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const mainEnd = await bottom(".production-main");
    const datesEnd = await bottom("#speeldata");
    expect(mainEnd - datesEnd).toBeLessThan(900 * 1.5);
    // Banners, video and tabs run at the page's full width after it.
    const more = await page.locator(".production-more").boundingBox();
    expect(more?.width ?? 0).toBeGreaterThan(1000);
  });
}
