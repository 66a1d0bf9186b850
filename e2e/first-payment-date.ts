// A periodic donation agreement opened in one month and sent in the next: the first payment date
// chosen has passed by the time it arrives. The server must say so, naming the next date, not
// "make a choice". The post is rewritten on its way (a date a month before the first one offered),
// which is what a form kept open across a month's end sends.
import type { Page } from "@playwright/test";
import {
  expectedFirstDates,
  fillDetails,
  fillGift,
  fillPayment,
  periodicTexts,
} from "./periodic-steps";
import { expect } from "./test";

const CASES = {
  nl: {
    path: "/pagina/periodieke-schenking",
    message: (next: string) =>
      `Deze datum is inmiddels voorbij. De eerstvolgende mogelijkheid is ${next}: kies die of een latere datum.`,
    locale: "nl-NL",
  },
  en: {
    path: "/en/page/periodic-donation",
    message: (next: string) =>
      `This date has passed in the meantime. The next one possible is ${next}: choose it or a later date.`,
    locale: "en-GB",
  },
} as const;

const dayLabel = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));

/**
 * Without JavaScript each step is a round trip, so the gift's step is already refused; with it the
 * steps are checked in the page and the date meets the server only when the whole form is sent,
 * which then returns to the gift's step.
 */
export async function sendPassedDate(page: Page, lang: keyof typeof CASES, roundTrips: boolean) {
  const c = CASES[lang];
  const [first] = expectedFirstDates();
  if (!first) throw new Error("no first date");
  const [y, m] = first.split("-").map(Number) as [number, number];
  const lastMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  await page.route(`**${c.path}*`, async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || !body) return route.continue();
    await route.continue({
      postData: body.replace(`initial_date=${first}`, `initial_date=${lastMonth}`),
    });
  });
  await page.goto(c.path);
  const form = page.locator("form#periodic-donation");
  await fillGift(form, lang, "1500");
  if (!roundTrips) {
    await fillDetails(form, lang, {});
    await fillPayment(form, lang, "NL91 ABNA 0417 1643 00");
  }
  // Still the gift's step, the date's own message beside it and in the summary.
  const message = c.message(dayLabel(first, c.locale));
  await expect(form.locator(".form-field__error", { hasText: message })).toBeVisible();
  await expect(form.getByRole("alert")).toContainText(message);
  await expect(form.getByLabel(periodicTexts(lang).first)).toBeVisible();
}
