// The sections below the first screen (decision 0041): drawn by the server from the route's
// loader data, hydrated with the page, with no console error or warning and no page error. The
// home calendar's month arrows load the next month with a fetcher, not the whole page again.
import type { Page } from "@playwright/test";
import { hydrated } from "./support";
import { expect, test } from "./test";

/** Console errors and warnings, and uncaught errors. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") found.push(message.text());
  });
  page.on("pageerror", (error) => found.push(error.message));
  return found;
}

const PAGES = [
  { path: "/", sections: ["#home-calendar", ".home-highlights", ".home-news", ".site-footer"] },
  { path: "/en", sections: ["#home-calendar", ".home-highlights", ".home-news", ".site-footer"] },
  {
    path: "/voorstelling/de-grote-musical",
    sections: ["#speeldata", ".production-more", "#related-heading", ".site-footer"],
  },
  {
    path: "/en/show/the-nutcracker",
    sections: ["#speeldata", ".production-main .calendar", "#related-heading", ".site-footer"],
  },
  { path: "/pagina/terugbelverzoek", sections: [".field-form", ".site-footer"] },
] as const;

test.describe("sections below the first screen", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  for (const entry of PAGES) {
    test(`${entry.path}: hydrated with the page, in place, without errors`, async ({ page }) => {
      const errors = problems(page);
      await page.goto(entry.path);
      const before: (string | null)[] = [];
      for (const selector of entry.sections) {
        // textContent, not innerText: a section far below the first screen is not drawn yet
        // (content-visibility), and innerText leaves out what is not drawn.
        before.push(await page.locator(selector).first().textContent());
      }
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      for (const [index, selector] of entry.sections.entries()) {
        await page.locator(selector).first().scrollIntoViewIfNeeded();
        // Hydrated over the server's HTML: the same text.
        expect(await page.locator(selector).first().textContent()).toBe(before[index]);
      }
      expect(errors).toEqual([]);
    });
  }

  test("the home calendar's month arrow loads the next month, the slider keeps its order", async ({
    page,
  }) => {
    const errors = problems(page);
    await page.goto("/");
    await hydrated(page);
    const month = page.locator("#home-calendar-month");
    const first = await month.textContent();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const slides = await page.locator(".home-slider").innerHTML();
    await page
      .locator("#home-calendar")
      .getByRole("link", { name: /^Volgende maand/ })
      .click();
    await expect(month).not.toHaveText(first ?? "");
    await expect(page).toHaveURL(/maand=/);
    expect(documents).toEqual([]);
    expect(await page.locator(".home-slider").innerHTML()).toBe(slides);
    expect(errors).toEqual([]);
  });

  test("a client-side navigation draws the next page's sections from its data", async ({
    page,
  }) => {
    const errors = problems(page);
    await page.goto("/nieuws");
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(".home-news")).toBeAttached();
    await expect(page.locator(".site-footer")).toHaveCount(1);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });
});
