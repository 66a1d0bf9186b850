import { expect, test } from "./test";

test.describe("search without JavaScript", () => {
  test("the page's form searches and the server renders the results", async ({ page }) => {
    await page.goto("/zoeken");
    const box = page.getByRole("searchbox", { name: "Zoekterm" });
    await box.fill("Notenkraker");
    await page.getByRole("search", { name: "Zoeken op de site" }).getByRole("button").click();
    await expect(page).toHaveURL(/\/zoeken\?q=notenkraker$/);
    // The server normalises the text: the box shows what was searched for.
    await expect(page.getByRole("searchbox", { name: "Zoekterm" })).toHaveValue("notenkraker");
    const shows = page.getByRole("region", { name: "Voorstellingen" });
    await expect(shows.getByRole("link", { name: "De Notenkraker", exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Nieuws" }).getByRole("listitem"),
    ).not.toHaveCount(0);
  });

  test("the header search box works", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en/page/contact");
    const box = page.getByRole("searchbox", { name: "Search for a show, artist or page" });
    await box.fill("musical");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=musical$/);
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.getByRole("region", { name: "Shows" }).getByRole("listitem")).toHaveCount(5);
  });

  test("no results in both languages", async ({ page }) => {
    await page.goto("/zoeken?q=xyzzy");
    await expect(page.getByText("Helaas, er zijn geen zoekresultaten gevonden")).toBeVisible();
    await expect(
      page.getByText("Er zijn geen resultaten gevonden die al uw zoektermen bevatten."),
    ).toBeVisible();
    await page.goto("/en/search?q=xyzzy");
    await expect(page.getByText("There are no results matching your query")).toBeVisible();
    await expect(
      page.getByText("No results containing all your search terms were found."),
    ).toBeVisible();
  });

  test("an empty query shows the form without results", async ({ page }) => {
    await page.goto("/zoeken?q=");
    await expect(page.getByRole("searchbox", { name: "Zoekterm" })).toHaveValue("");
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  });
});
