// The page's scripts start after its priority image is painted (decision 0022,
// app/models/module-start.ts): the server sends Remix's scripts in an inert <template> and a
// starter copies them out. Chromium reports the image's paint through Element Timing.
import type { Page } from "@playwright/test";

import { expect, test } from "./test";

/** When the priority image was painted and the first script request started (ms). */
function startTimes(page: Page) {
  return page.evaluate(async () => {
    const painted = await new Promise<PerformanceEntry[]>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "element",
        buffered: true,
      }),
    );
    const image = document.querySelector('img[elementtiming="priority"]');
    const paint = painted.find((entry) => (entry as { element?: Element }).element === image);
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/build/"));
    return {
      image: image?.className ?? null,
      paint: (paint as { renderTime?: number } | undefined)?.renderTime ?? null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      modulesOutsideTemplate: document.querySelectorAll('body > script[type="module"]').length,
    };
  });
}

test.describe("starting the page's scripts", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  for (const [path, image] of [
    ["/", "home-hero__image"],
    ["/voorstelling/de-notenkraker", "page-header__image"],
    ["/en/news", "card__image"],
    ["/agenda", "agenda-item__image"],
  ] as const) {
    test(`${path}: no script request starts before the priority image is painted`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(path);
      const times = await startTimes(page);
      expect(times.image).toContain(image);
      expect(times.paint).not.toBeNull();
      expect(times.firstScript).toBeGreaterThanOrEqual(times.paint ?? Infinity);
      // One module script runs: the starter's copy; the template's own stays inert.
      expect(times.modulesOutsideTemplate).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  test("the page hydrates: the header's home link then navigates in the same window", async ({
    page,
  }) => {
    await page.goto("/agenda");
    await page.evaluate(() => Object.assign(window, { sameWindow: true }));
    // The header is part of the first screen's hydration; a link in a section below it is a
    // deferred island, a plain link until its code comes (decision 0021).
    await page.locator("a.site-header__logo").click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => "sameWindow" in window)).toBe(true);
  });
});
