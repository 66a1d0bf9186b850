import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

const results = (page: Page) => page.locator(".search__results");

/** Opens a page and waits until the search form runs on JavaScript. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('.search-form[data-enhanced="true"]')).toBeAttached();
  return response;
}
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("search (JavaScript on)", () => {
  test("Dutch: a search lists shows, pages and news; the text is normalised", async ({ page }) => {
    await open(page, "/zoeken");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText("Zoeken");
    await expect(page).toHaveTitle(/^Zoeken - /);
    const box = page.getByRole("searchbox", { name: "Zoekterm" });
    await box.fill("  Musical ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=musical$/);
    await expect(page).toHaveTitle(/^Zoeken: “musical” - /);
    await expect(box).toHaveValue("musical");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveCount(1);

    const shows = section(page, "Voorstellingen");
    await expect(shows.getByRole("listitem")).toHaveCount(5);
    await expect(shows.getByRole("heading", { level: 3 }).first()).toContainText(/musical/i);
    await expect(section(page, "Pagina's").getByRole("listitem").first()).toBeVisible();
    await expect(section(page, "Nieuws").getByRole("listitem").first()).toBeVisible();
    await expect(page.locator("main").getByRole("status")).toContainText(
      "resultaten voor “musical”",
    );

    // The sales button is its own target, not covered by the card's link.
    const button = shows.locator(".sales-button").first();
    await expect(button).toBeVisible();
    if ((await button.evaluate((el) => el.tagName)) === "A") await button.click({ trial: true });

    const crumbs = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Zoeken"]);
    await expect(page.getByRole("link", { name: "Bekijk de volledige agenda" })).toHaveAttribute(
      "href",
      "/agenda",
    );
    await expectNoAxeViolations(page);
  });

  test("Dutch: no results shows both messages", async ({ page }) => {
    await open(page, "/zoeken?q=musical");
    const box = page.getByRole("searchbox", { name: "Zoekterm" });
    await box.fill("xyzzy");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=xyzzy$/);
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "Helaas, er zijn geen zoekresultaten gevonden",
    );
    await expect(
      page.getByText("Er zijn geen resultaten gevonden die al uw zoektermen bevatten."),
    ).toBeVisible();
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("English: results for 'contact' and a page without pictures gets the default", async ({
    page,
  }) => {
    await open(page, "/en/search?q=contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page).toHaveTitle(/^Search: “contact” - /);
    const pages = section(page, "Pages");
    await expect(pages.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/en/page/contact",
    );
    await expect(pages.locator(".search-card__placeholder").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nederlands" })).toHaveAttribute(
      "href",
      "/zoeken?q=contact",
    );
    await expectNoAxeViolations(page);
  });

  test("English: no results", async ({ page }) => {
    await open(page, "/en/search");
    const box = page.getByRole("searchbox", { name: "Search term" });
    await box.fill("xyzzy");
    await page.getByRole("search", { name: "Search the site" }).getByRole("button").click();
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "There are no results matching your query",
    );
    await expect(
      page.getByText("No results containing all your search terms were found."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a new search is ignored while one runs; 'Laden...' is announced", async ({ page }) => {
    await open(page, "/zoeken");
    const asked: string[] = [];
    await page.route(/\/zoeken\.data/, async (route) => {
      asked.push(new URL(route.request().url()).searchParams.get("q") ?? "");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const box = page.getByRole("searchbox", { name: "Zoekterm" });
    await box.fill("musical");
    await box.press("Enter");
    await expect(page.locator("main").getByRole("status")).toHaveText("Laden...");
    await expect(results(page)).toHaveAttribute("aria-busy", "true");
    await box.fill("contact");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=musical$/);
    await expect(results(page)).toHaveAttribute("aria-busy", "false");
    await expect(section(page, "Voorstellingen")).toBeVisible();
    expect(asked).toEqual(["musical"]);
  });

  test("an empty search clears q", async ({ page }) => {
    await open(page, "/zoeken?q=musical");
    const box = page.getByRole("searchbox", { name: "Zoekterm" });
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken$/);
    await expect(
      page.getByText("Zoek naar voorstellingen, artiesten, pagina's en nieuws."),
    ).toBeVisible();
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  });

  test("the header search box leads to the results", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/pagina/contact");
    const box = page.getByRole("searchbox", { name: "Zoek op voorstelling, artiest of pagina" });
    await box.fill("notenkraker");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=notenkraker$/);
    await expect(
      section(page, "Voorstellingen").getByRole("link", { name: "De Notenkraker", exact: true }),
    ).toBeVisible();
  });

  test("markup and absurd input are plain text, never an error", async ({ page }) => {
    const markup = await open(page, `/zoeken?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(markup?.status()).toBe(200);
    await expect(page.getByRole("searchbox", { name: "Zoekterm" })).toHaveValue(
      "<script>alert(1)</script>",
    );
    const long = await open(page, `/zoeken?q=${"(%5B*".repeat(700)}`);
    expect(long?.status()).toBe(200);
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText("Zoeken");
  });

  test("phone width: results in one column and accessible", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/zoeken?q=musical");
    const cards = section(page, "Voorstellingen").getByRole("listitem");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second && second.y > first.y + first.height - 1).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
