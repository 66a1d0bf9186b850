// What the fill-or-hide specs (JS on and off) check (issue 38 item 9): the fund's news block
// shows news or is absent; on a 375 × 740 phone the play dates, or a visible jump to them, lie
// within the first two screens of a production page; FAQ questions are named without their
// "+" sign.
import type { Page } from "@playwright/test";
import { expect } from "./test";

export const PHONE = { width: 375, height: 740 };

export const PRODUCTIONS = [
  { path: "/voorstelling/de-grote-musical", jump: "Naar de speeldata" },
  { path: "/en/show/de-grote-musical", jump: "Go to the dates" },
  { path: "/voorstelling/hamlet", jump: "Naar de speeldata" },
  { path: "/en/show/hamlet", jump: "Go to the dates" },
] as const;

/** The dates section, or the link to it, starts within two screens from the top. */
export async function datesWithinTwoScreens(page: Page, path: string, jump: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  const link = page.getByRole("link", { name: jump });
  await expect(link).toBeVisible();
  const top = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const datesTop = await top("#speeldata");
  expect(Math.min(linkTop, datesTop)).toBeLessThan(2 * PHONE.height);
  // The link leads to the dates.
  await link.click();
  await expect(page).toHaveURL(/#speeldata$/);
  await expect(page.locator("#speeldata")).toBeInViewport();
}

export const FUND_PAGES = [
  { path: "/pagina/carrefonds", heading: "Nieuws van het fonds", tagged: "/nieuws?tag=fonds" },
  { path: "/en/page/carrefonds", heading: "News from the fund", tagged: null },
] as const;

const NEWS_ITEM_LINKS = "a[href*='/nieuwsitem/'], a[href*='/newsitem/']";

/**
 * The fund's news block holds the newest news items tagged for the fund (the demo has them, so
 * the block is there): one to three of them, and on the Dutch page the first ones of
 * `tagged`, the news list filtered by the fund's tag.
 */
export async function fundNewsShown(
  page: Page,
  path: string,
  heading: string,
  tagged: string | null,
) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  const section = page.locator(".news-section");
  const items = section.locator(NEWS_ITEM_LINKS);
  await expect(items.first()).toBeVisible();
  const shown = [
    ...new Set(await items.evaluateAll((as) => as.map((a) => a.getAttribute("href")))),
  ];
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(3);
  if (!tagged) return;
  await page.goto(tagged);
  const listed = await page
    .locator("main")
    .locator(NEWS_ITEM_LINKS)
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect([...new Set(listed)].slice(0, shown.length)).toEqual(shown);
}

export const FAQ_PAGES = [
  "/voorstelling/de-grote-musical",
  "/en/show/de-grote-musical",
  "/pagina/veelgestelde-vragen",
  "/en/page/faq",
];

/** Every FAQ summary has a name, and none ends in (or holds) the +/− sign. */
export async function faqNamesWithoutSign(page: Page, path: string) {
  await page.goto(path);
  const summaries = page.locator(".faq-item > summary, .faq-category > summary");
  const count = await summaries.count();
  expect(count).toBeGreaterThan(0);
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const summary = summaries.nth(i);
    // A question inside a closed category is not in the accessibility tree until it opens.
    const shut = await summary.evaluate(
      (el) => el.parentElement?.parentElement?.closest("details:not([open])") != null,
    );
    if (shut) continue;
    checked += 1;
    // textContent: the FAQ is drawn only when it comes near (content-visibility), innerText
    // of a section not drawn is empty.
    const text = ((await summary.textContent()) ?? "").replace(/\s+/g, " ").trim();
    await expect(summary).toHaveAccessibleName(text.replace(/\s*[+−]$/, ""));
    await expect(summary).not.toHaveAccessibleName(/[+−]/);
  }
  expect(checked).toBeGreaterThan(1);
  // The sign is still drawn, for those who see it.
  const sign = summaries.first().locator(".faq-sign");
  const drawn = await sign.evaluate((el) => getComputedStyle(el, "::after").content);
  expect(drawn).toMatch(/[+−]/);
}
