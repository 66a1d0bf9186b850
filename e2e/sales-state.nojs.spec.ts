// Issue 38, items 2 and 3, without JavaScript: the server's own page says "started" from the
// start time on (and "sales closed" for an early flag), and every calendar pill carries its state
// in words and a shape. The JavaScript side: e2e/sales-state.spec.ts.
import type { Page } from "@playwright/test";
import { CLOCK_SITE, STARTED_SITE } from "./support";
import { expect, test } from "./test";

/** The demo's backstage tour: every other Saturday at 11:00, and today (Sunday) at 11:00. */
const TOUR = "/voorstelling/rondleiding-achter-de-schermen";
const homeItem = (page: Page) => page.locator(".home-calendar__item");
const todayRow = (page: Page) =>
  page.locator("#speeldata .play-date").filter({ hasText: /29 november|29 November/ });

test.describe("a performance that has started, without JavaScript (11:05)", () => {
  const site = { url: STARTED_SITE };

  test("home, production page and agenda agree", async ({ page }) => {
    await page.goto(`${site.url}/`);
    await expect(homeItem(page)).toContainText("De voorstelling is begonnen");
    await expect(homeItem(page).locator("a.sales-button")).toHaveCount(0);

    await page.goto(site.url + TOUR);
    await expect(todayRow(page)).toContainText("De voorstelling is begonnen");
    await expect(todayRow(page).locator("a.sales-button")).toHaveCount(0);

    await page.goto(`${site.url}/agenda?datum=vandaag`);
    await expect(page.locator(`main a[href^="${TOUR}"]`)).toHaveCount(0);
  });
});

test("an early started flag reads as sales closed, without JavaScript (07:44)", async ({
  page,
}) => {
  await page.goto(`${CLOCK_SITE}/`);
  await expect(homeItem(page)).toContainText("De verkoop is gesloten");
  await page.goto(CLOCK_SITE + TOUR);
  await expect(todayRow(page)).toContainText("De verkoop is gesloten");
  await expect(page.locator("#speeldata")).not.toContainText("begonnen");
});

test("every calendar pill has a shape and its state in words, without JavaScript", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/voorstelling/de-grote-musical");
  const pills = page.locator("#speeldata .calendar-pill");
  expect(await pills.count()).toBeGreaterThan(0);
  const facts = await pills.evaluateAll((all) =>
    all.map((pill) => ({
      name: pill.getAttribute("aria-label") ?? pill.textContent ?? "",
      shape: pill.querySelector("svg[data-state]") !== null,
      fontSize: Number.parseFloat(
        getComputedStyle(pill.querySelector(".calendar-pill__time") ?? pill).fontSize,
      ),
    })),
  );
  for (const fact of facts) {
    expect(fact.shape, fact.name).toBe(true);
    // "20:00, Bestel kaarten – De Grote Musical, …" or "20:00, Uitverkocht": time, then words.
    expect(fact.name, fact.name).toMatch(/\d\d:\d\d, \p{L}/u);
    expect(fact.fontSize, fact.name).toBeGreaterThanOrEqual(12);
  }
});
