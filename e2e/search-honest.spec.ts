import type { Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated } from "./support";
import { expect, test } from "./test";

// Site search tells the truth: pages kept out of search engines are kept out of it too, every
// section says how many it shows of how many it found and leads to all of them, the count at the
// top is the sum of the sections, and every search box sends a clean query or none at all.
const TEXT = {
  nl: {
    search: "/zoeken",
    agenda: "/agenda",
    news: "/nieuws",
    thanksQuery: "bedankt",
    thanks: "Bedankt voor uw bestelling",
    // A word nearly every show, page and news item holds: every section shows only its first.
    broad: "de",
    sections: { shows: "Voorstellingen", pages: "Pagina's", news: "Nieuws" },
    nouns: {
      shows: ["voorstelling", "voorstellingen"],
      pages: ["pagina", "pagina's"],
      news: ["nieuwsbericht", "nieuwsberichten"],
    },
    of: "van",
    summary: (n: number, q: string) => `${n} ${n === 1 ? "resultaat" : "resultaten"} voor “${q}”`,
    allShows: (n: number, q: string) => `Toon alle ${n} voorstellingen met “${q}”`,
    allPages: (n: number, q: string) => `Toon alle ${n} pagina's met “${q}”`,
    inCalendar: (q: string) => `Zoek “${q}” in de agenda`,
    allNews: (q: string) => `Alle nieuwsberichten over “${q}”`,
    agendaBox: "Zoek in de agenda",
    newsBox: "Zoek in het nieuws",
    heroForm: "Zoeken in de site",
  },
  en: {
    search: "/en/search",
    agenda: "/en/calendar",
    news: "/en/news",
    thanksQuery: "thank",
    thanks: "Thank you for your order",
    // Search matches words, not parts of words: "de" is no English word, "the" is everywhere.
    broad: "the",
    sections: { shows: "Shows", pages: "Pages", news: "News" },
    nouns: {
      shows: ["show", "shows"],
      pages: ["page", "pages"],
      news: ["news item", "news items"],
    },
    of: "of",
    summary: (n: number, q: string) => `${n} ${n === 1 ? "result" : "results"} for “${q}”`,
    allShows: (n: number, q: string) => `Show all ${n} shows matching “${q}”`,
    allPages: (n: number, q: string) => `Show all ${n} pages matching “${q}”`,
    inCalendar: (q: string) => `Search the calendar for “${q}”`,
    allNews: (q: string) => `All news about “${q}”`,
    agendaBox: "Search the calendar",
    newsBox: "Search the news",
    heroForm: "Search the site",
  },
} as const;

type Locale = keyof typeof TEXT;
type SectionKey = keyof (typeof TEXT)["nl"]["sections"];

/** What a section says it shows ("5 van 48 voorstellingen"), checked against its cards. */
async function sectionCount(page: Page, locale: Locale, key: SectionKey) {
  const text = TEXT[locale];
  const region = page.getByRole("region", { name: text.sections[key], exact: true });
  const said = (await region.locator(".search-section__count").textContent())?.trim() ?? "";
  const cards = await region.locator(".search-section__list > li").count();
  const [one, many] = text.nouns[key];
  const partial = new RegExp(`^(\\d+) ${text.of} (\\d+) (.+)$`).exec(said);
  if (partial) {
    const shown = Number(partial[1]);
    const total = Number(partial[2]);
    expect(partial[3], said).toBe(total === 1 ? one : many);
    expect(shown, said).toBe(cards);
    expect(total, said).toBeGreaterThan(shown);
    return { shown, total };
  }
  const whole = /^(\d+) (.+)$/.exec(said);
  expect(whole, `"${said}"`).not.toBeNull();
  const total = Number(whole?.[1]);
  expect(whole?.[2], said).toBe(total === 1 ? one : many);
  expect(total, said).toBe(cards);
  return { shown: total, total };
}

for (const locale of ["nl", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`honest search (${locale})`, () => {
    test("a page kept out of search engines is no result", async ({ page }) => {
      await page.goto(`${text.search}?q=${text.thanksQuery}`);
      await expect(page.locator(".search__status")).not.toBeEmpty();
      await expect(page.locator("main").getByRole("link", { name: text.thanks })).toHaveCount(0);
      await expect(page.locator("main").getByText(text.thanks)).toHaveCount(0);
    });

    test("each section says what it shows; the count at the top is their sum", async ({ page }) => {
      await page.goto(`${text.search}?q=${text.broad}`);
      const shows = await sectionCount(page, locale, "shows");
      const pages = await sectionCount(page, locale, "pages");
      const news = await sectionCount(page, locale, "news");
      expect(shows).toMatchObject({ shown: 5 });
      expect(pages).toMatchObject({ shown: 10 });
      expect(news).toMatchObject({ shown: 5 });
      await expect(page.locator(".search__status")).toHaveText(
        text.summary(shows.total + pages.total + news.total, text.broad),
      );
      await expectNoAxeViolations(page);

      // One of each: the singular.
      await page.goto(`${text.search}?q=hamlet`);
      expect(await sectionCount(page, locale, "shows")).toEqual({ shown: 1, total: 1 });
      expect(await sectionCount(page, locale, "news")).toEqual({ shown: 1, total: 1 });
      await expect(page.locator(".search__status")).toHaveText(text.summary(2, "hamlet"));
    });

    test("every section leads to all it found, the query kept", async ({ page }) => {
      await page.goto(`${text.search}?q=${text.broad}`);
      await hydrated(page);
      const shows = await sectionCount(page, locale, "shows");
      const pages = await sectionCount(page, locale, "pages");

      await page.getByRole("link", { name: text.allShows(shows.total, text.broad) }).click();
      await expect(page).toHaveURL(`${text.search}?q=${text.broad}&all=shows`);
      // The address changes as the navigation starts; the section redraws in the transition.
      await expect(async () => {
        expect(await sectionCount(page, locale, "shows")).toEqual({
          shown: shows.total,
          total: shows.total,
        });
      }).toPass();

      await page.goto(`${text.search}?q=${text.broad}`);
      await hydrated(page);
      await page.getByRole("link", { name: text.allPages(pages.total, text.broad) }).click();
      await expect(page).toHaveURL(`${text.search}?q=${text.broad}&all=pages`);
      // The address changes as the navigation starts; the section redraws in the transition.
      await expect(async () => {
        expect(await sectionCount(page, locale, "pages")).toEqual({
          shown: pages.total,
          total: pages.total,
        });
      }).toPass();

      await page.goto(`${text.search}?q=${text.broad}`);
      await hydrated(page);
      await page.getByRole("link", { name: text.inCalendar(text.broad) }).click();
      await expect(page).toHaveURL(`${text.agenda}?q=${text.broad}`);
      await expect(page.getByRole("searchbox", { name: text.agendaBox })).toHaveValue(text.broad);

      await page.goto(`${text.search}?q=${text.broad}`);
      await hydrated(page);
      // Every news item found, on this screen: the news list's own search forgives no typing
      // errors, so it could list fewer than this section counted.
      await page.getByRole("link", { name: text.allNews(text.broad) }).click();
      await expect(page).toHaveURL(`${text.search}?q=${text.broad}&all=news`);
      await expect(async () => {
        const news = await sectionCount(page, locale, "news");
        expect(news.shown).toBe(news.total);
        expect(news.total).toBeGreaterThan(5);
      }).toPass();
    });

    test("the header and hero boxes send the query trimmed and lower-cased, a blank one not at all", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const sent: string[] = [];
      page.on("request", (request) => {
        if (/[?&]q=/.test(request.url()))
          sent.push(new URL(request.url()).searchParams.get("q") ?? "");
      });

      await page.goto(locale === "nl" ? "/pagina/contact" : "/en/page/contact");
      await hydrated(page);
      const header = page.locator("#site-search").getByRole("searchbox");
      await header.fill("   ");
      await header.press("Enter");
      await expect(header).toBeFocused();
      expect(new URL(page.url()).pathname).not.toBe(text.search);
      await header.fill("  HAMLET  ");
      await header.press("Enter");
      await expect(page).toHaveURL(`${text.search}?q=hamlet`);
      await expect(page.getByRole("region", { name: text.sections.shows })).toBeVisible();

      await page.goto(locale === "nl" ? "/" : "/en");
      await hydrated(page);
      const hero = page.getByRole("search", { name: text.heroForm }).getByRole("searchbox");
      await hero.fill(" \t ");
      await hero.press("Enter");
      await expect(hero).toHaveAttribute("aria-invalid", "true");
      await hero.fill(" De NOTENKRAKER ");
      await hero.press("Enter");
      await expect(page).toHaveURL(`${text.search}?q=de+notenkraker`);

      expect(
        sent.every((q) => q === q.trim().toLowerCase() && q !== ""),
        sent.join("|"),
      ).toBe(true);
    });

    test("the search page, agenda and news boxes fold case and trim", async ({ page }) => {
      await page.goto(text.search);
      await hydrated(page);
      const box = page.locator("main").getByRole("searchbox");
      await box.fill("  HAMLET ");
      await box.press("Enter");
      await expect(page).toHaveURL(`${text.search}?q=hamlet`);

      await page.goto(text.news);
      await hydrated(page);
      const news = page.getByRole("searchbox", { name: text.newsBox });
      await news.fill("  HAMLET  ");
      await news.press("Enter");
      await expect(page).toHaveURL(`${text.news}?q=hamlet`);
      await expect(news).toHaveValue("hamlet");

      await page.goto(text.agenda);
      await hydrated(page);
      const agenda = page.getByRole("searchbox", { name: text.agendaBox });
      await agenda.fill("  HAMLET  ");
      await agenda.press("Enter");
      await expect(page).toHaveURL(`${text.agenda}?q=hamlet`);
    });
  });
}
