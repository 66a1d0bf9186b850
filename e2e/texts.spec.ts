// Texts through remix-i18next namespaces per route (docs/decisions/0042): the browser loads a
// page's namespaces from /_texts before it hydrates, and a navigation waits for the next
// screen's. Opened directly or reached by client navigation, every page shows its words, in its
// title too, and never a key.
import type { Page } from "@playwright/test";
import { en } from "../app/i18n/en";
import { nl } from "../app/i18n/nl";
import { hydrated } from "./support";
import { expect, test } from "./test";
import { keysShown, MAIN_PAGES } from "./texts-shown";

for (const path of MAIN_PAGES) {
  test(`${path}: hydrates with its namespaces from /_texts and shows no key`, async ({ page }) => {
    const loaded: { url: string; cache: string | null }[] = [];
    page.on("response", (answer) => {
      if (new URL(answer.url()).pathname.startsWith("/_texts/")) {
        loaded.push({ url: answer.url(), cache: answer.headers()["cache-control"] ?? null });
      }
    });
    const answer = await page.goto(path);
    await hydrated(page);
    expect(await keysShown(page)).toEqual([]);
    // A page whose root loader ran names the texts' version; its namespaces are cached a year.
    if (answer?.status() === 200) {
      expect(loaded.map((l) => new URL(l.url).pathname.split("/")[4])).toContain("common");
      for (const l of loaded) expect(l.cache, l.url).toBe("public, max-age=31536000, immutable");
    }
  });
}

/** Follows a link by client navigation and checks the document was not reloaded. */
async function follow(page: Page, selector: string, url: RegExp) {
  await page.locator(selector).first().click();
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

for (const [locale, texts, paths] of [
  [
    "nl",
    nl,
    {
      home: "/",
      news: "/nieuws",
      item: "/nieuwsitem/",
      show: "/voorstelling/",
      contact: "/pagina/contact",
      search: "/zoeken",
    },
  ],
  [
    "en",
    en,
    {
      home: "/en",
      news: "/en/news",
      item: "/en/newsitem/",
      show: "/en/show/",
      contact: "/en/page/contact",
      search: "/en/search",
    },
  ],
] as const) {
  test(`${locale}: client navigation between templates shows every screen's texts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.home);
    await hydrated(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    expect(await keysShown(page)).toEqual([]);

    await follow(page, `main a[href^="${paths.show}"]`, new RegExp(paths.show));
    await expect(page.getByText(texts.production.playDates).first()).toBeAttached();
    expect(await keysShown(page)).toEqual([]);

    await follow(page, `header a[href="${paths.news}"]`, new RegExp(`${paths.news}$`));
    await expect(page.getByRole("heading", { level: 1, name: texts.newsList.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(texts.newsList.title));
    expect(await keysShown(page)).toEqual([]);

    await follow(page, `main a[href^="${paths.item}"]`, new RegExp(paths.item));
    await expect(page.getByRole("navigation", { name: texts.breadcrumbs.label })).toBeVisible();
    expect(await keysShown(page)).toEqual([]);

    await follow(page, `header a[href="${paths.contact}"]`, new RegExp(`${paths.contact}$`));
    expect(await keysShown(page)).toEqual([]);

    await page.goto(`${paths.search}?q=musical`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await expect(page).toHaveTitle(new RegExp(texts.search.title));
    expect(await keysShown(page)).toEqual([]);
    await follow(page, `main a[href="${paths.home}"]`, new RegExp(`${paths.home}$`));
    await expect(page).not.toHaveTitle(/\./);
    expect(await keysShown(page)).toEqual([]);
  });
}
