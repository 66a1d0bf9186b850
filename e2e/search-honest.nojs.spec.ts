import { expect, test } from "./test";

// Without JavaScript a search box is a plain GET form that sends q as typed: the server answers
// with the clean address (q trimmed and lower-cased, a blank q dropped), and the section links
// are plain links.
const TEXT = {
  nl: {
    search: "/zoeken",
    agenda: "/agenda",
    news: "/nieuws",
    contact: "/pagina/contact",
    home: "/",
    heroForm: "Zoeken in de site",
    agendaBox: "Zoek in de agenda",
    newsBox: "Zoek in het nieuws",
    shows: "Voorstellingen",
    pages: "Pagina's",
    intro: "Zoek naar voorstellingen, artiesten, pagina's en nieuws.",
    broad: "de",
    allPages: /^Toon alle (\d+) pagina's met “de”$/,
    inCalendar: "Zoek “de” in de agenda",
  },
  en: {
    search: "/en/search",
    agenda: "/en/calendar",
    news: "/en/news",
    contact: "/en/page/contact",
    home: "/en",
    heroForm: "Search the site",
    agendaBox: "Search the calendar",
    newsBox: "Search the news",
    shows: "Shows",
    pages: "Pages",
    intro: "Search for shows, artists, pages and news.",
    // Search matches words: "de" is no English word, "the" is everywhere.
    broad: "the",
    allPages: /^Show all (\d+) pages matching “the”$/,
    inCalendar: "Search the calendar for “the”",
  },
} as const;

for (const locale of ["nl", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`honest search without JavaScript (${locale})`, () => {
    test("the header box: a padded, capitalised query lands on its clean address", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(text.contact);
      const box = page.locator("#site-search").getByRole("searchbox");
      await box.fill("  HAMLET  ");
      await box.press("Enter");
      await expect(page).toHaveURL(`${text.search}?q=hamlet`);
      await expect(page.locator("main").getByRole("searchbox")).toHaveValue("hamlet");
      await expect(
        page.getByRole("region", { name: text.shows }).getByRole("link", { name: "Hamlet" }),
      ).not.toHaveCount(0);

      await page.goto(text.contact);
      await page.locator("#site-search").getByRole("searchbox").fill("   ");
      await page.locator("#site-search").getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(text.search);
      await expect(page.getByText(text.intro)).toBeVisible();
    });

    test("the hero box does the same", async ({ page }) => {
      await page.goto(text.home);
      const box = page.getByRole("search", { name: text.heroForm }).getByRole("searchbox");
      await box.fill(" De NOTENKRAKER ");
      await box.press("Enter");
      await expect(page).toHaveURL(`${text.search}?q=de+notenkraker`);
    });

    test("the search page, agenda and news boxes too", async ({ page }) => {
      await page.goto(text.search);
      await page.locator("main").getByRole("searchbox").fill("  HAMLET ");
      await page.locator("main").getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(`${text.search}?q=hamlet`);

      await page.goto(text.agenda);
      await page.getByRole("searchbox", { name: text.agendaBox }).fill("  HAMLET  ");
      await page.getByRole("searchbox", { name: text.agendaBox }).press("Enter");
      // The agenda's form sends its other filters along (an empty genre among them).
      await expect(page).toHaveURL(new RegExp(`^[^?]*${text.agenda}\\?q=hamlet(&|$)`));

      await page.goto(text.news);
      await page.getByRole("searchbox", { name: text.newsBox }).fill("  HAMLET  ");
      await page.getByRole("searchbox", { name: text.newsBox }).press("Enter");
      await expect(page).toHaveURL(`${text.news}?q=hamlet`);
      await expect(page.getByRole("searchbox", { name: text.newsBox })).toHaveValue("hamlet");
    });

    test("an address with a blank q is the screen without it", async ({ page }) => {
      for (const screen of [text.search, text.agenda, text.news]) {
        const response = await page.goto(`${screen}?q=+++`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(screen);
      }
    });

    test("the section links are plain links to all that was found", async ({ page }) => {
      await page.goto(`${text.search}?q=${text.broad}`);
      const all = page.getByRole("link", { name: text.allPages });
      const total = Number(text.allPages.exec((await all.textContent()) ?? "")?.[1]);
      await all.click();
      await expect(page).toHaveURL(`${text.search}?q=${text.broad}&all=pages`);
      await expect(
        page
          .getByRole("region", { name: text.pages, exact: true })
          .locator(".search-section__list > li"),
      ).toHaveCount(total);

      await page.goto(`${text.search}?q=${text.broad}`);
      await page.getByRole("link", { name: text.inCalendar }).click();
      await expect(page).toHaveURL(`${text.agenda}?q=${text.broad}`);
      await expect(page.getByRole("searchbox", { name: text.agendaBox })).toHaveValue(text.broad);
    });
  });
}
