import type { Locale } from "../http/locale";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INTL_LOCALE: Record<Locale, string> = { nl: "nl-NL", en: "en-GB" };

/**
 * A calendar day as "1 januari 2027" / "1 January 2027". A day has no time or zone, so it is
 * written as that day in UTC; with Intl rather than luxon, because form messages use it in the
 * browser and luxon would add some 20 kB gzip to every page with a form.
 */
export function formatDayMonthYear(isoDay: string, locale: Locale): string | null {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== isoDay) return null;
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("day")} ${part("month")} ${part("year")}`;
}
