// Cases of e2e/language-switch-state*.spec.ts (issue 38.8): the language switch keeps the
// visitor's state under the other language's parameter names, and a page without a translation
// leads to the other language's nearest page with a notice in that language.
import type { Page } from "@playwright/test";
import { expect } from "./test";

export const STATE_CASES = [
  {
    what: "a production page's tab",
    from: "/voorstelling/de-grote-musical?tab=1",
    to: "/en/show/de-grote-musical?tab=1",
  },
  {
    what: "a production page's tab, back to Dutch",
    from: "/en/show/hamlet?tab=1",
    to: "/voorstelling/hamlet?tab=1",
  },
  {
    what: "the news list's page and tag",
    from: "/nieuws?tag=theater&p=2",
    to: "/en/news?tag=theater&p=2",
  },
  { what: "the search query", from: "/zoeken?q=hamlet", to: "/en/search?q=hamlet" },
  {
    what: "the agenda's search and 'on sale now'",
    from: "/agenda?q=opera&nu-te-koop=1",
    to: "/en/calendar?q=opera&on-sale=1",
  },
  {
    what: "the calendar's search, back to Dutch",
    from: "/en/calendar?q=opera",
    to: "/agenda?q=opera",
  },
] as const;

/** The switch in the header: a link, named "EN English" / "NL Nederlands". */
export const languageSwitch = (page: Page) => page.locator("header [data-language-switch]");

/** The same parameters, whatever their order. */
export function expectSameAddress(actual: string, expected: string) {
  const a = new URL(actual, "http://x");
  const e = new URL(expected, "http://x");
  expect(a.pathname).toBe(e.pathname);
  expect([...a.searchParams].sort()).toEqual([...e.searchParams].sort());
}

export const NO_TRANSLATION = [
  {
    from: "/pagina/c-diploma",
    to: "/en",
    notice: "No English version; this is the nearest page.",
  },
] as const;
