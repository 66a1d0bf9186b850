// Addresses inside a production page: anchors and the query parameters that carry the state of
// its toggles, so each toggle is a plain link that also works without JavaScript. Kept apart from
// production-page.ts so the browser bundle gets these few lines and nothing of the view builder.
import type { Locale } from "../../models/http/locale";

/** Query parameters of the no-JavaScript toggles and the calendar month, per language. */
export const PRODUCTION_QUERY = {
  nl: {
    allDates: "alle-speeldata",
    description: "beschrijving",
    descriptionFull: "volledig",
    descriptionShort: "kort",
    month: "maand",
    tab: "tab",
    group: "groep",
  },
  en: {
    allDates: "all-dates",
    description: "description",
    descriptionFull: "full",
    descriptionShort: "short",
    month: "month",
    tab: "tab",
    group: "group",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Anchors other pages and the sales buttons link to (spec §2, 2 §2.4). */
export const PLAY_DATES_ID = "speeldata";
export const START_OF_PAGE_ID = "start-of-page";
export const DESCRIPTION_ID = "beschrijving";
export const PLAY_DATES_HREF = `#${PLAY_DATES_ID}`;

/**
 * The current address with one query parameter set (or removed when `value` is null) and an
 * anchor: "?presale=X&alle-speeldata=1#speeldata". Other parameters are kept; an empty query
 * gives "?#anchor", which clears the query of the current page.
 */
export function toggleHref(
  search: string,
  key: string,
  value: string | null,
  anchor: string,
): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return `?${query}#${anchor}`;
}

/** The state the address asks for (no-JS toggles and the calendar month). */
export function productionToggles(url: URL, locale: Locale) {
  const q = PRODUCTION_QUERY[locale];
  const month = url.searchParams.get(q.month);
  return {
    expandDates: url.searchParams.get(q.allDates) === "1",
    expandDescription: url.searchParams.get(q.description) === q.descriptionFull,
    // The promoted layout opens the description by default, so "read less" must say so.
    collapseDescription: url.searchParams.get(q.description) === q.descriptionShort,
    calendarMonth: month && /^\d{4}-\d{2}$/.test(month) ? month : null,
  };
}
