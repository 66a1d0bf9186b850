// The agenda's date, hall and tag filters as a visitor uses them, in Dutch and English; run with
// JavaScript (agenda-filters-access.spec.ts, every field applies at once) and without it
// (agenda-filters-access.nojs.spec.ts, the GET form's submit button).
import type { Browser, Page } from "@playwright/test";
import { DateTime } from "luxon";
import { expectNoAxeViolations, hydrated } from "./support";
import { expect } from "./test";

export const LANGUAGES = {
  nl: {
    path: "/agenda",
    tag: "Met audiodescriptie",
    tagParam: "kenmerk",
    period: "Periode",
    weekend: "Dit weekend",
    weekendWord: "datum=dit-weekend",
    today: "Vandaag",
    todayWord: "datum=vandaag",
    next7: "Komende 7 dagen",
    next7Word: "datum=komende-7-dagen",
    startsAt: "Aanvang",
    noResults: "Helaas, er zijn geen zoekresultaten gevonden",
    day: "Of kies een dag",
    dayParam: "dag",
    hall: "Zaal",
    hallName: "Kleine Zaal",
    hallParam: "zaal=10008-2",
    genre: "Toneel",
    submit: "Toon voorstellingen",
    search: { path: "/zoeken", word: "audiodescriptie", section: "Voorstellingen" },
  },
  en: {
    path: "/en/calendar",
    tag: "English surtitles",
    tagParam: "tag",
    period: "Period",
    weekend: "This weekend",
    weekendWord: "date=this-weekend",
    today: "Today",
    todayWord: "date=today",
    next7: "Next 7 days",
    next7Word: "date=next-7-days",
    startsAt: "Starts",
    noResults: "There are no results matching your query",
    day: "Or pick a day",
    dayParam: "day",
    hall: "Hall",
    hallName: "Small Hall",
    hallParam: "hall=10008-2",
    genre: "Drama",
    submit: "Show results",
    search: { path: "/en/search", word: "surtitles", section: "Shows" },
  },
} as const;
export type Lang = keyof typeof LANGUAGES;

export const countOf = async (page: Page) => {
  const text = (await page.locator(".agenda-summary__count").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
};

/** The productions this page lists, each once. */
const shownProductions = async (page: Page) =>
  [
    ...new Set(
      await page
        .locator(".agenda-item .agenda-item__more")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
    ),
  ].sort();

/**
 * Sends what the form holds: without JavaScript the visitor presses the button; with it the
 * field has already applied itself, and the address says so once the new list is in.
 */
async function settle(page: Page, js: boolean, lang: Lang, expected: RegExp) {
  if (!js) await page.getByRole("button", { name: LANGUAGES[lang].submit }).click();
  await expect(page).toHaveURL(expected);
  await expect(page.locator(".agenda__results, .agenda__empty").first()).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
}

export async function openAgenda(page: Page, lang: Lang, js: boolean) {
  await page.goto(LANGUAGES[lang].path);
  if (js) await hydrated(page);
  return countOf(page);
}

/** The count is of every production listed, and a small result fits on the one page shown. */
async function expectHonestCount(page: Page) {
  const count = await countOf(page);
  const shown = await shownProductions(page);
  if (count <= 6) expect(shown).toHaveLength(count);
  else expect(shown.length).toBeLessThanOrEqual(count);
  return { count, shown };
}

/** The address alone, opened fresh, gives the same list. */
async function expectShareable(page: Page, browser: Browser, js: boolean) {
  const before = { count: await countOf(page), shown: await shownProductions(page) };
  const context = await browser.newContext({ javaScriptEnabled: js });
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  expect({ count: await countOf(fresh), shown: await shownProductions(fresh) }).toEqual(before);
  await context.close();
}

export async function tagFilter(page: Page, browser: Browser, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  const total = await openAgenda(page, lang, js);
  const group = page.getByRole("group", {
    name: lang === "nl" ? "Kenmerken van de voorstelling" : "Performance features",
  });
  await group.getByRole("checkbox", { name: text.tag }).check();
  await settle(
    page,
    js,
    lang,
    new RegExp(`${text.tagParam}=${encodeURIComponent(text.tag).replace(/%20/g, "\\+")}`),
  );
  await expect(group.getByRole("checkbox", { name: text.tag })).toBeChecked();
  const { count } = await expectHonestCount(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(total);
  await expectShareable(page, browser, js);
  if (js) await expectNoAxeViolations(page);
}

/** "This weekend": every date listed is Friday, Saturday or Sunday of this week. */
export async function weekendFilter(page: Page, browser: Browser, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  const total = await openAgenda(page, lang, js);
  await page.getByLabel(text.period).selectOption({ label: text.weekend });
  await settle(page, js, lang, new RegExp(text.weekendWord));
  const { count } = await expectHonestCount(page);
  expect(count).toBeLessThan(total);
  const today = DateTime.now().setZone("Europe/Amsterdam").startOf("day");
  const monday = today.minus({ days: today.weekday - 1 });
  const weekend = [4, 5, 6].map((d) => String(monday.plus({ days: d }).day));
  for (const dates of await page.locator(".agenda-item__dates").allTextContents()) {
    for (const day of dates.match(/\d+/g) ?? []) expect(weekend).toContain(day);
  }
  // On Saturday and Sunday, what has begun today is not listed (by start time, not a CMS flag).
  await expectOnlyLaterToday(page, lang);
  await expectShareable(page, browser, js);
}

/** Amsterdam's clock now, as the server compares start times with it. */
const amsterdamNow = () => DateTime.now().setZone("Europe/Amsterdam");

/**
 * Every item dated today alone lists only start times after now (as "HH:mm", Amsterdam): a
 * performance that has begun is not something to go to any more, whatever the CMS's flag says.
 */
async function expectOnlyLaterToday(page: Page, lang: Lang) {
  const now = amsterdamNow();
  const today = now.setLocale(lang).toFormat("d MMMM").toLowerCase();
  const clock = now.toFormat("HH:mm");
  let checked = 0;
  for (const item of await page.locator(".agenda-item").all()) {
    const dates = ((await item.locator(".agenda-item__dates").textContent()) ?? "").trim();
    if (dates.toLowerCase() !== today) continue;
    const when = (await item.locator(".agenda-item__when").textContent()) ?? "";
    expect(when).toContain(LANGUAGES[lang].startsAt);
    for (const time of when.match(/\d\d:\d\d/g) ?? []) expect(time > clock).toBe(true);
    checked += 1;
  }
  return checked;
}

/** "Today": only today's performances that have not begun, or an honest "nothing". */
export async function todayFilter(page: Page, browser: Browser, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  await openAgenda(page, lang, js);
  await page.getByLabel(text.period).selectOption({ label: text.today });
  await settle(page, js, lang, new RegExp(text.todayWord));
  const { count, shown } = await expectHonestCount(page);
  if (count === 0) {
    await expect(page.getByText(text.noResults)).toBeVisible();
    return;
  }
  expect(await expectOnlyLaterToday(page, lang)).toBe(shown.length);
  await expectShareable(page, browser, js);
}

/** "Next 7 days": today (what has not begun) and the six days after it. */
export async function next7Filter(page: Page, browser: Browser, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  const total = await openAgenda(page, lang, js);
  await page.getByLabel(text.period).selectOption({ label: text.next7 });
  await settle(page, js, lang, new RegExp(text.next7Word));
  const { count } = await expectHonestCount(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(total);
  const today = amsterdamNow().startOf("day");
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => String(today.plus({ days: d }).day));
  for (const dates of await page.locator(".agenda-item__dates").allTextContents()) {
    for (const day of dates.match(/\d+/g) ?? []) expect(days).toContain(day);
  }
  await expectOnlyLaterToday(page, lang);
  await expectShareable(page, browser, js);
}

/** One day: the first day with performances; every production listed shows that day only. */
export async function dayFilter(page: Page, browser: Browser, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  await openAgenda(page, lang, js);
  const field = page.getByLabel(text.day);
  const day = (await field.getAttribute("min")) ?? "";
  expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
  await field.fill(day);
  await settle(page, js, lang, new RegExp(`${text.dayParam}=${day}`));
  const { count } = await expectHonestCount(page);
  expect(count).toBeGreaterThan(0);
  const label = DateTime.fromISO(day, { locale: lang }).toFormat("d MMMM");
  for (const dates of await page.locator(".agenda-item__dates").allTextContents()) {
    expect(dates.trim().toLowerCase()).toBe(label.toLowerCase());
  }
  await expect(field).toHaveValue(day);
  await expectShareable(page, browser, js);
}

/** A hall, then a genre on top: fewer, never more, and both in the address. */
export async function hallAndGenre(page: Page, browser: Browser, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  const total = await openAgenda(page, lang, js);
  await page.getByLabel(text.hall).selectOption({ label: text.hallName });
  await settle(page, js, lang, new RegExp(text.hallParam));
  const inHall = await countOf(page);
  expect(inHall).toBeGreaterThan(0);
  expect(inHall).toBeLessThan(total);
  await page.getByLabel("Genre").selectOption({ label: text.genre });
  await settle(
    page,
    js,
    lang,
    new RegExp(`genre=${text.genre}.*${text.hallParam}|${text.hallParam}.*genre=${text.genre}`),
  );
  const { count } = await expectHonestCount(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(inHall);
  await expect(page.getByLabel(text.hall)).toHaveValue("10008-2");
  await expectShareable(page, browser, js);
  if (js) await expectNoAxeViolations(page);
}

/** Site search and the agenda's own search both find a production by its tag. */
export async function searchFindsTag(page: Page, lang: Lang) {
  const { search, path } = LANGUAGES[lang];
  await page.goto(`${search.path}?q=${search.word}`);
  const section = page.getByRole("region", { name: search.section });
  await expect(section.getByRole("link").first()).toBeVisible();
  await page.goto(`${path}?q=${search.word}`);
  expect(await countOf(page)).toBeGreaterThan(0);
}

/** Values nobody could have picked are dropped, never shown back. */
export async function unknownValuesIgnored(page: Page, lang: Lang) {
  const text = LANGUAGES[lang];
  const total = await openAgenda(page, lang, false);
  const hostile = encodeURIComponent('"><script>alert(1)</script>');
  await page.goto(
    `${text.path}?${text.tagParam}=${hostile}&${text.hallParam.split("=")[0]}=${hostile}&${text.dayParam}=2026-02-30&${text.weekendWord.split("=")[0]}=${hostile}`,
  );
  expect(await countOf(page)).toBe(total);
  expect(await page.content()).not.toContain("<script>alert(1)");
}
