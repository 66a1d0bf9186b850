import { bannerFit, COMPACT_SCREENS, walkFocus } from "./consent-focus";
import { expect, test } from "./test";

// Without JavaScript the banner is the server's HTML and CSS alone: it still comes first after
// the skip link, keeps clear of every focus stop and stays compact on small and zoomed screens.
test.use({ storageState: { cookies: [], origins: [] } });

for (const [path, viewport] of [
  ["/", { width: 375, height: 667 }],
  ["/pagina/terugbelverzoek", { width: 375, height: 667 }],
  ["/en/show/hamlet", { width: 375, height: 667 }],
  ["/en", { width: 1280, height: 800 }],
] as const) {
  test(`${path} at ${viewport.width} px: no focus stop under the banner`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const stops = await walkFocus(page);
    expect(stops.length).toBeGreaterThan(20);
    expect(stops.findIndex((stop) => stop.inBanner)).toBe(1);
    expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
  });
}

for (const screen of COMPACT_SCREENS) {
  for (const path of ["/", "/en/page/callback-request"]) {
    test(`${path} at ${screen.name}: the banner takes at most a quarter of the screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: screen.viewport,
        deviceScaleFactor: screen.deviceScaleFactor,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(path);
      const fit = await bannerFit(page);
      expect(fit.share).toBeLessThanOrEqual(0.25);
      expect(fit.fits).toBe(true);
      await context.close();
    });
  }
}
