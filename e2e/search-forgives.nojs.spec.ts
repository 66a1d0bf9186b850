import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// Issue 38 item 6 without JavaScript: the same forgiving search through the plain GET form, the
// server rendering the results, the request for more and the suggested query as a plain link.

/** The first result on the screen, whatever its section. */
const firstResult = (page: Page) =>
  page.locator(".search-section").first().getByRole("listitem").first().getByRole("link").first();

async function submit(page: Page, path: string, box: string, q: string) {
  await page.goto(path);
  await page.getByRole("searchbox", { name: box }).fill(q);
  await page.getByRole("searchbox", { name: box }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(q)}$`));
}

test.describe("search that forgives (no JavaScript)", () => {
  for (const [q, path, box, show] of [
    ["notenkraaker", "/zoeken", "Zoekterm", "De Notenkraker"],
    ["nutcraker", "/zoeken", "Zoekterm", "De Notenkraker"],
    ["nutcracker", "/zoeken", "Zoekterm", "De Notenkraker"],
    ["notenkraker", "/en/search", "Search term", "The Nutcracker"],
  ] as const) {
    test(`'${q}' on ${path} finds ${show} first`, async ({ page }) => {
      await submit(page, path, box, q);
      await expect(firstResult(page)).toHaveAccessibleName(show);
    });
  }

  test("'parkeren' finds /pagina/bereikbaarheid first", async ({ page }) => {
    await submit(page, "/zoeken", "Zoekterm", "parkeren");
    await expect(firstResult(page)).toHaveAttribute("href", "/pagina/bereikbaarheid");
  });

  test("'cadeaubon' finds the home page, whose banner sells one", async ({ page }) => {
    await submit(page, "/zoeken", "Zoekterm", "cadeaubon");
    const pages = page.getByRole("region", { name: "Pagina's", exact: true });
    await expect(pages.locator('a.search-card__link[href="/"]')).toHaveCount(1);
    await submit(page, "/en/search", "Search term", "gift");
    const english = page.getByRole("region", { name: "Pages", exact: true });
    await expect(english.locator('a.search-card__link[href="/en"]')).toHaveCount(1);
  });

  test("one character asks for more, in both languages", async ({ page }) => {
    await submit(page, "/zoeken", "Zoekterm", "h");
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "Typ minstens twee tekens om te zoeken.",
    );
    await expect(page.locator(".search-section")).toHaveCount(0);
    await submit(page, "/en/search", "Search term", "h");
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "Type at least two characters to search.",
    );
  });

  test("a close query is a plain link; nonsense gets none", async ({ page }) => {
    await submit(page, "/zoeken", "Zoekterm", "nootnkrakr");
    await expect(page.locator(".search__suggestion")).toHaveText("Bedoelde u notenkraker?");
    await page.locator(".search__suggestion").getByRole("link").click();
    await expect(page).toHaveURL(/\/zoeken\?q=notenkraker$/);
    await expect(firstResult(page)).toHaveAccessibleName("De Notenkraker");

    await submit(page, "/en/search", "Search term", "nuttcrakr");
    await expect(page.locator(".search__suggestion")).toHaveText("Did you mean nutcracker?");

    await page.goto("/zoeken?q=xyzzy");
    await expect(page.getByText("Helaas, er zijn geen zoekresultaten gevonden")).toBeVisible();
    await expect(page.locator(".search__suggestion")).toHaveCount(0);
  });
});
