import { bannerFit, COMPACT_SCREENS, FOCUS_PATHS, walkFocus } from "./consent-focus";
import { expectNoAxeViolations, hydrated } from "./support";
import { expect, test } from "./test";

// The cookie banner never hides keyboard focus (WCAG 2.2 SC 2.4.11): it comes first after the
// skip link, the page keeps its height free at the bottom, it is compact on small and zoomed
// screens, and after a choice focus is back where it was. Visitors who have not chosen yet.
test.use({ storageState: { cookies: [], origins: [] } });

for (const [locale, paths] of Object.entries(FOCUS_PATHS)) {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${locale} at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ viewport });

      for (const path of paths) {
        test(`${path}: no focus stop under the banner, the banner second after the skip link`, async ({
          page,
        }) => {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator(".consent-banner")).toBeVisible();
          const stops = await walkFocus(page);
          expect(stops.length).toBeGreaterThan(20);
          expect(stops.findIndex((stop) => stop.inBanner)).toBe(1);
          expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
        });
      }
    });
  }
}

for (const screen of COMPACT_SCREENS) {
  for (const [locale, path] of [
    ["nl", "/"],
    ["en", "/en/show/hamlet"],
  ] as const) {
    test(`${locale} at ${screen.name}: the banner takes at most a quarter of the screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: screen.viewport,
        deviceScaleFactor: screen.deviceScaleFactor,
      });
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      const fit = await bannerFit(page);
      expect(fit.share).toBeLessThanOrEqual(0.25);
      expect(fit.fits).toBe(true);
      for (const button of await page.locator(".consent-banner button").all()) {
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
}

test.describe("after a choice", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("nl: by keyboard, focus returns to where it was before the banner", async ({ page }) => {
    await page.goto("/voorstelling/hamlet");
    await hydrated(page);
    const logo = page.locator(".site-header__logo");
    await logo.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    const accept = page.getByRole("button", { name: "Alle cookies accepteren" });
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    await expect(logo).toBeFocused();
  });

  test("en: by mouse, focus returns to the control that had it", async ({ page }) => {
    await page.goto("/en/page/callback-request");
    await hydrated(page);
    const field = page.getByRole("textbox").first();
    await field.focus();
    await page.getByRole("button", { name: "Necessary only" }).click();
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    await expect(field).toBeFocused();
    // The page no longer keeps room for the banner.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom),
    ).toMatch(/^(auto|0px)$/);
  });

  test("nl: pressed without a focus before it, focus lands on the page, not on <body>", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Alle cookies accepteren" }).click();
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  });
});
