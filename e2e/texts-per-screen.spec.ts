// The texts reach the browser per screen (docs/decisions/0034-texts-per-screen.md): the frame's
// with the root, each screen's with its own data. Walking from template to template by client
// navigation, every page must show its words, in its title too, and never a key.
import type { Page } from "@playwright/test";
import { en } from "../app/i18n/en";
import { nl } from "../app/i18n/nl";
import { hydrated } from "./support";
import { expect, test } from "./test";

function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return typeof value === "object"
      ? keysOf(value, `${path}.`)
      : [path, path.replace(/_(one|other)$/, "")];
  });
}
const KEYS = new Set(keysOf(nl));

/** Keys the page shows: as text, in its title, or in a label, placeholder or alt text. */
async function keysShown(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll("[aria-label],[placeholder],[alt],[title]"),
    ].flatMap((element) =>
      ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join(" ");
  });
  return [...new Set(words.match(/[A-Za-z]+(?:\.[A-Za-z_]+)+/g) ?? [])].filter((w) => KEYS.has(w));
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
