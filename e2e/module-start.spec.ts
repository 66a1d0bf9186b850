// The page's scripts start after its priority image is painted (decision 0022,
// app/models/module-start.ts): the server sends Remix's scripts in an inert <template> and a
// starter copies them out. Chromium reports the hero's paint through Element Timing.
import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

test.describe("starting the page's scripts", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("no script request starts before the home hero is painted, and the page hydrates", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto("/");
    await hydrated(page);

    const timing = await page.evaluate(async () => {
      const painted = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "element",
          buffered: true,
        }),
      );
      const hero = document.querySelector('img[elementtiming="priority"]');
      const heroPaint = painted.find((entry) => (entry as { element?: Element }).element === hero);
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/build/"));
      return {
        heroClass: hero?.className,
        heroPaint: (heroPaint as { renderTime?: number } | undefined)?.renderTime ?? null,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        modulesOutsideTemplate: document.querySelectorAll('body > script[type="module"]').length,
      };
    });
    expect(timing.heroClass).toContain("home-hero__image");
    expect(timing.heroPaint).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.heroPaint ?? Infinity);
    // One module script runs: the starter's copy; the template's own stays inert.
    expect(timing.modulesOutsideTemplate).toBe(1);
    expect(errors).toEqual([]);

    // Hydrated: a link now navigates on the client, in the same window.
    await page.evaluate(() => Object.assign(window, { sameWindow: true }));
    await page.locator('a[href="/agenda"]:visible').first().click();
    await expect(page).toHaveURL(/\/agenda$/);
    expect(await page.evaluate(() => "sameWindow" in window)).toBe(true);
  });
});
