import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

const TEXT = {
  nl: {
    path: "/nieuws",
    title: "Nieuws",
    crumbs: "Kruimelpad",
    pager: "Pagina's met nieuwsberichten",
    next: "Volgende pagina",
    previous: "Vorige pagina",
    page: (n: number) => `Pagina ${n}`,
    tags: "Filter op onderwerp",
    tag: "Zakelijk",
    notice: "U heeft gefilterd op:",
    removeTag: "Filter Zakelijk verwijderen",
    search: "Zoek in het nieuws",
    readMore: "Lees meer",
    // Lower-case in the text; CSS capitalises the first letter.
    date: /^(maan|dins|woens|donder|vrij|zater|zon)dag \d{1,2} [a-z]+ \d{4}$/,
    other: "/en/news",
  },
  en: {
    path: "/en/news",
    title: "News",
    crumbs: "Breadcrumbs",
    pager: "News pages",
    next: "Next page",
    previous: "Previous page",
    page: (n: number) => `Page ${n}`,
    tags: "Filter by topic",
    tag: "Business",
    notice: "You have filtered on:",
    removeTag: "Remove filter Business",
    search: "Search the news",
    readMore: "Read more",
    date: /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/,
    other: "/nieuws",
  },
} as const;

const cards = (page: Page) => page.locator("main .news-list__cards > li");
const headings = (page: Page) => page.locator("main .news-list__cards h2").allTextContents();

for (const locale of ["nl", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`news list (${locale})`, () => {
    test("cards, title, breadcrumbs and paging with previous/next", async ({ page }) => {
      const response = await page.goto(text.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(`${text.title} - Theater Amsterdam`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const crumbs = page.getByRole("navigation", { name: text.crumbs });
      await expect(crumbs.getByRole("listitem")).toHaveText(["Home", text.title]);

      await expect(cards(page)).toHaveCount(10);
      const first = cards(page).first();
      await expect(first.getByRole("heading", { level: 2 }).getByRole("link")).toBeVisible();
      await expect(first.locator("time")).toHaveText(text.date);
      await expect(first.locator("img")).toBeVisible();
      await expect(first.getByText(text.readMore)).toBeVisible();
      await expectNoAxeViolations(page);

      const pager = page.getByRole("navigation", { name: text.pager });
      await expect(pager.locator('[aria-current="page"]')).toHaveAccessibleName(text.page(1));
      const firstPage = await headings(page);
      await pager.getByRole("link", { name: text.next }).click();
      await expect(page).toHaveURL(`${text.path}?p=2`);
      await expect(pager.locator('[aria-current="page"]')).toHaveAccessibleName(text.page(2));
      await expect(page).toHaveTitle(new RegExp(`^${text.title}, [a-z]+ 2 - `, "i"));
      const secondPage = await headings(page);
      expect(secondPage.some((heading) => firstPage.includes(heading))).toBe(false);

      await pager.getByRole("link", { name: text.previous }).click();
      await expect(page).toHaveURL(text.path);
      await expect(pager.locator('[aria-current="page"]')).toHaveAccessibleName(text.page(1));
    });

    test("tag filter with the notice and its reset; search keeps the tag", async ({ page }) => {
      await page.goto(text.path);
      const all = await cards(page).count();
      await page
        .getByRole("navigation", { name: text.tags })
        .getByRole("link", { name: text.tag })
        .click();
      await expect(page).toHaveURL(`${text.path}?tag=zakelijk`);
      await expect(page.getByText(text.notice)).toBeVisible();
      const filtered = await cards(page).count();
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThanOrEqual(all);
      // The chosen tag is no longer offered; the language switch keeps the filter.
      await expect(
        page.getByRole("navigation", { name: text.tags }).getByRole("link", { name: text.tag }),
      ).toHaveCount(0);
      await expect(page.locator(".language-switch")).toHaveAttribute(
        "href",
        `${text.other}?tag=zakelijk`,
      );
      await expectNoAxeViolations(page);

      const box = page.getByRole("searchbox", { name: text.search });
      await box.fill("  de ");
      await box.press("Enter");
      await expect(page).toHaveURL(`${text.path}?q=de&tag=zakelijk`);
      await expect(box).toHaveValue("de");

      await page.getByRole("link", { name: text.removeTag }).click();
      await expect(page).toHaveURL(`${text.path}?q=de`);
      await expect(page.getByRole("link", { name: text.removeTag })).toHaveCount(0);
    });
  });
}

test.describe("news list pagination bar", () => {
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`turns fixed under the header after scrolling past it (${viewport.width})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/nieuws");
      const bar = page.locator(".news-pager");
      await expect(bar).not.toHaveClass(/is-fixed/);
      await page.mouse.wheel(0, 900);
      await expect(bar).toHaveClass(/is-fixed/);
      // Directly under the (sticky) header, fully on screen. The header collapses and turns
      // sticky in its own render after the scroll; the bar follows it a frame later, so the two
      // are compared once they have both settled.
      const gap = async () => {
        const header = await page.locator(".site-header").boundingBox();
        const box = await bar.boundingBox();
        if (!header || !box) return Number.POSITIVE_INFINITY;
        return Math.abs(box.y - (header.y + header.height));
      };
      await expect.poll(gap).toBeLessThan(2);
      await expect(bar.getByRole("link", { name: "Volgende pagina" })).toBeInViewport();
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).not.toHaveClass(/is-fixed/);
    });
  }
});

test.describe("news list bad input", () => {
  test("non-numeric p, an unknown tag and an absurd q never fail", async ({ page }) => {
    expect((await page.goto("/nieuws?p=abc"))?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(10);

    expect((await page.goto("/en/news?tag=does-not-exist"))?.status()).toBe(200);
    await expect(page.getByText("There are no results matching your query")).toBeVisible();
    await expect(page.getByText("You have filtered on:")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Remove filter does-not-exist" }).click();
    await expect(page).toHaveURL("/en/news");

    expect((await page.goto(`/nieuws?q=${"x".repeat(3000)}`))?.status()).toBe(200);
    await expect(page.getByText("Helaas, er zijn geen zoekresultaten gevonden")).toBeVisible();
  });
});
