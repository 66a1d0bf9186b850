// The home calendar's address words, apart from its rules: the home route reads them to tell a
// calendar choice from a real navigation, and must not load the calendar's code to do so.
import type { Locale } from "../../models/http/locale";

/** Query parameters of the calendar, in the page's language: `?dag=2026-11-23`, `?day=…`. */
export const CALENDAR_PARAMS: Record<Locale, { day: string; month: string; item: string }> = {
  nl: { day: "dag", month: "maand", item: "item" },
  en: { day: "day", month: "month", item: "item" },
};

const CALENDAR_WORDS = new Set(
  Object.values(CALENDAR_PARAMS).flatMap((words) => Object.values(words)),
);

/**
 * Whether going from one address to the other changes only the calendar's choice (same path,
 * every other parameter the same). The calendar then loads that month with a fetcher; the
 * rest of the home page, the slider's order included, stays as it is.
 */
export function onlyCalendarChanged(from: URL, to: URL): boolean {
  if (from.pathname !== to.pathname || from.search === to.search) return false;
  const others = (url: URL) =>
    [...url.searchParams]
      .filter(([name]) => !CALENDAR_WORDS.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join("&");
  return others(from) === others(to);
}
