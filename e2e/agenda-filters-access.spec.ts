import { activeCountOnPhone, foldedOnPhone, openOnDesktop } from "./agenda-filter-panel";
import {
  dayFilter,
  hallAndGenre,
  LANGUAGES,
  type Lang,
  next7Filter,
  searchFindsTag,
  tagFilter,
  todayFilter,
  weekendFilter,
} from "./agenda-filters-cases";
import { test } from "./test";

// Each test opens the agenda two or three times and some run axe: slower than one page view.
test.describe.configure({ timeout: 90_000 });

for (const lang of Object.keys(LANGUAGES) as Lang[]) {
  test.describe(`agenda filters with JavaScript (${lang})`, () => {
    test("a tag checkbox applies at once, with an honest count and a shareable address", async ({
      page,
      browser,
    }) => tagFilter(page, browser, lang, true));

    test("'this weekend' lists only Friday to Sunday", async ({ page, browser }) =>
      weekendFilter(page, browser, lang, true));

    test("'today' lists only what has not begun", async ({ page, browser }) =>
      todayFilter(page, browser, lang, true));

    test("'next 7 days' lists only the coming week's performances not begun", async ({
      page,
      browser,
    }) => next7Filter(page, browser, lang, true));

    test("a day lists that day's performances only", async ({ page, browser }) =>
      dayFilter(page, browser, lang, true));

    test("a hall combines with a genre", async ({ page, browser }) =>
      hallAndGenre(page, browser, lang, true));

    test("search finds a production by its tag", async ({ page }) => searchFindsTag(page, lang));

    test("at 375 px the panel starts folded with the first performance in view; its toggle opens it", async ({
      page,
    }) => foldedOnPhone(page, lang, true));

    test("at 375 px the folded toggle says how many filters are in use", async ({ page }) =>
      activeCountOnPhone(page, lang, true));

    test("at 1280 px every filter is shown, with no toggle", async ({ page }) =>
      openOnDesktop(page, lang, true));
  });
}
