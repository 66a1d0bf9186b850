// Islands that bring their own data (app/components/runtime/data-island.tsx, decision 0036): the
// home page's calendar, highlights, banners and news and a production page's dates, details
// and cards are drawn in full by the server, but their props are not in the page's loader data:
// when a section comes near, its code and its data (/_island/<name>?page=…) are fetched
// together and it hydrates in place, with no console error. Without its data it stays the
// server's HTML; after a client-side navigation it fetches both at once.
import type { Page } from "@playwright/test";
import { hydrated, liveIsland } from "./support";
import { expect, test } from "./test";

/** The island data the page asks for, by island name, with the page each names. */
function islandRequests(page: Page): { name: string; page: string | null }[] {
  const seen: { name: string; page: string | null }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/_island/")) {
      seen.push({
        name: url.pathname.slice("/_island/".length),
        page: url.searchParams.get("page"),
      });
    }
  });
  return seen;
}

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
  {
    path: "/",
    islands: {
      "home-calendar": "#home-calendar",
      "home-highlights": ".home-highlights",
      "home-news": ".home-news",
    },
  },
  {
    path: "/en",
    islands: {
      "home-calendar": "#home-calendar",
      "home-highlights": ".home-highlights",
      "home-news": ".home-news",
    },
  },
  {
    path: "/voorstelling/de-grote-musical",
    islands: {
      "production-dates": ".production-main > .island",
      "production-details": ".production-more > .island",
      "production-cards": ".island:has(#related-heading)",
    },
  },
  {
    path: "/en/show/the-nutcracker",
    islands: {
      "production-dates": ".production-main > .island",
      "production-details": ".production-more > .island",
      "production-cards": ".island:has(#related-heading)",
    },
  },
] as const;

test.describe("islands that bring their own data", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  for (const entry of PAGES) {
    test(`${entry.path}: the sections go live with their data as they come near`, async ({
      page,
    }) => {
      const errors = problems(page);
      const requests = islandRequests(page);
      await page.goto(entry.path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // The first screen reads without the sections far below it.
      const last = Object.keys(entry.islands).at(-1);
      expect(requests.map((request) => request.name)).not.toContain(last);
      for (const [name, selector] of Object.entries(entry.islands)) {
        const wrapper =
          selector.startsWith(".island") || selector.endsWith("> .island")
            ? selector
            : `.island:has(${selector})`;
        // textContent, not innerText: a section far below the first screen is not drawn yet
        // (content-visibility), and innerText leaves out what is not drawn.
        const before = await page.locator(wrapper).first().textContent();
        await liveIsland(page, wrapper);
        expect(requests).toContainEqual({ name, page: entry.path });
        // Hydrated over the server's HTML: the same text.
        expect(await page.locator(wrapper).first().textContent()).toBe(before);
      }
      expect(errors).toEqual([]);
    });
  }

  test("the home calendar's month arrows bring the next month's data", async ({ page }) => {
    const errors = problems(page);
    const requests = islandRequests(page);
    await page.goto("/");
    await hydrated(page);
    await liveIsland(page, ".island:has(#home-calendar)");
    const month = page.locator("#home-calendar-month");
    const first = await month.textContent();
    // Only the calendar changes: the page's own data is not asked again (its slider keeps its order).
    const pageData: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) pageData.push(request.url());
    });
    const slides = await page.locator(".home-slider").innerHTML();
    await page
      .locator("#home-calendar")
      .getByRole("link", { name: /^Volgende maand/ })
      .click();
    await expect(month).not.toHaveText(first ?? "");
    await expect(page).toHaveURL(/\?maand=\d{4}-\d{2}$/);
    const search = new URL(page.url()).search;
    expect(requests).toContainEqual({ name: "home-calendar", page: `/${search}` });
    expect(pageData).toEqual([]);
    expect(await page.locator(".home-slider").innerHTML()).toBe(slides);
    expect(errors).toEqual([]);
  });

  test("without its data a section stays the server's HTML, links working", async ({ page }) => {
    const errors = problems(page);
    await page.route(/\/_island\//, (route) => route.abort());
    await page.goto("/voorstelling/de-grote-musical");
    await hydrated(page);
    const related = page.locator(".island:has(#related-heading)").first();
    const link = related.getByRole("link").first();
    const href = await link.getAttribute("href");
    await page.locator("#related-heading").scrollIntoViewIfNeeded();
    await expect.poll(() => errors.some((text) => text.includes("kept as server HTML"))).toBe(true);
    await expect(related).not.toHaveAttribute("data-live");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("De Grote Musical");
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(href ?? "");
  });

  test("after a client-side navigation the sections fetch their data at once", async ({ page }) => {
    const errors = problems(page);
    const requests = islandRequests(page);
    const documents: string[] = [];
    await page.goto("/nieuws");
    await hydrated(page);
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#home-calendar")).toBeVisible();
    await expect(page.locator(".home-news")).toBeAttached();
    expect(requests.map((request) => request.name)).toEqual(
      expect.arrayContaining(["home-calendar", "home-highlights", "home-news", "home-banners"]),
    );
    expect(documents).toEqual([]);
    // And on to a production, its dates drawn from their own data.
    const card = page.locator('main a[href^="/voorstelling/"]:visible').first();
    const href = (await card.getAttribute("href")) ?? "";
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(".production-main > .island")).toHaveAttribute("data-live", "true");
    expect(requests).toContainEqual({ name: "production-dates", page: href });
    expect(errors).toEqual([]);
  });
});
