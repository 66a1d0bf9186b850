import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

// Issue 38 item 6 with JavaScript: the search screen forgives typing errors, finds either
// language's title, searches the FAQ of pages, asks for more than one character and offers a
// close query ("Bedoelde u …?") when nothing matches. The form navigates without a page load.

const TEXT = {
  nl: {
    search: "/zoeken",
    box: "Zoekterm",
    shows: "Voorstellingen",
    pages: "Pagina's",
    tooShort: "Typ minstens twee tekens om te zoeken.",
    noResults: "Helaas, er zijn geen zoekresultaten gevonden",
    didYouMean: /^Bedoelde u notenkraker\?$/,
    show: "De Notenkraker",
  },
  en: {
    search: "/en/search",
    box: "Search term",
    shows: "Shows",
    pages: "Pages",
    tooShort: "Type at least two characters to search.",
    noResults: "There are no results matching your query",
    didYouMean: /^Did you mean nutcracker\?$/,
    show: "The Nutcracker",
  },
} as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.search-form[data-enhanced="true"]')).toBeAttached();
}

async function searchFor(page: Page, box: string, q: string) {
  const field = page.getByRole("searchbox", { name: box });
  await field.fill(q);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(q)}$`));
}

/** The heading of the first result on the screen, whatever its section. */
const firstResult = (page: Page) =>
  page.locator(".search-section").first().getByRole("listitem").first().getByRole("link").first();

test.describe("search that forgives (JavaScript on)", () => {
  for (const [q, locale] of [
    ["notenkraaker", "nl"],
    ["nutcraker", "nl"],
    ["nutcracker", "nl"],
    ["notenkraker", "en"],
    ["nutcraker", "en"],
  ] as const) {
    test(`${locale}: '${q}' finds ${TEXT[locale].show} first`, async ({ page }) => {
      const text = TEXT[locale];
      await open(page, text.search);
      await searchFor(page, text.box, q);
      await expect(firstResult(page)).toHaveAccessibleName(text.show);
      await expect(page.locator(".search-section").first()).toHaveAccessibleName(text.shows);
      // The agenda forgives the same way: the way on leads to an agenda that lists the show.
      await page
        .locator(
          ".search-section__more a[href*='agenda'], .search-section__more a[href*='calendar']",
        )
        .click();
      await expect(page.locator(".agenda-item").getByRole("heading").first()).toHaveText(text.show);
    });
  }

  test("nl: 'parkeren' finds Bereikbaarheid first, by its FAQ", async ({ page }) => {
    await open(page, "/zoeken?q=notenkraker");
    await searchFor(page, "Zoekterm", "parkeren");
    await expect(firstResult(page)).toHaveAttribute("href", "/pagina/bereikbaarheid");
    await expect(page.locator(".search-section").first()).toHaveAccessibleName("Pagina's");
    await expectNoAxeViolations(page);
  });

  test("en: 'parking' finds Getting here first", async ({ page }) => {
    await open(page, "/en/search");
    await searchFor(page, "Search term", "parking");
    await expect(firstResult(page)).toHaveAttribute("href", "/en/page/accessibility-route");
  });

  for (const locale of ["nl", "en"] as const) {
    const text = TEXT[locale];

    test(`${locale}: one character asks for more instead of listing everything`, async ({
      page,
    }) => {
      await open(page, text.search);
      await searchFor(page, text.box, "h");
      await expect(page.locator("main").getByRole("status")).toHaveText(text.tooShort);
      await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(0);
      await expect(page.getByText(text.noResults)).toHaveCount(0);
    });

    test(`${locale}: a word too far to find gets a close query to follow`, async ({ page }) => {
      await open(page, text.search);
      await searchFor(page, text.box, locale === "nl" ? "nootnkrakr" : "nuttcrakr");
      await expect(page.locator("main").getByRole("status")).toHaveText(text.noResults);
      const suggestion = page.locator(".search__suggestion");
      await expect(suggestion).toHaveText(text.didYouMean);
      await expectNoAxeViolations(page);
      await suggestion.getByRole("link").click();
      await expect(page).toHaveURL(/\?q=(notenkraker|nutcracker)$/);
      await expect(firstResult(page)).toHaveAccessibleName(text.show);
    });

    test(`${locale}: nonsense gets the no-results text and no suggestion`, async ({ page }) => {
      await open(page, text.search);
      await searchFor(page, text.box, "xyzzy");
      await expect(page.locator("main").getByRole("status")).toHaveText(text.noResults);
      await expect(page.locator(".search__suggestion")).toHaveCount(0);
    });
  }
});
