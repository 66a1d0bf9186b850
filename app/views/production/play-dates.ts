import type { DateTime } from "luxon";
import { TextMemo } from "../../models/content/memo";
import { amsterdamYear, toAmsterdam, todayKey } from "../../models/dates/amsterdam-time";
import type { Locale } from "../../models/http/locale";
import { formatMonth, type MonthKey, monthId } from "../agenda/agenda-months";

export type PlayDateRow<E> = { event: E; start: string; end: string | null; dayKey: string };
export type PlayDateMonth<E> = MonthKey & { id: string; label: string; rows: PlayDateRow<E>[] };

/** Events from today on (Amsterdam day; events earlier today stay), sorted by start, grouped per month. Events with a missing or invalid start_date are dropped, never crash. */
export function playDateMonths<E extends { start_date: string; end_date?: string | null }>(
  events: readonly E[],
  locale: Locale,
  now: Date,
): PlayDateMonth<E>[] {
  const today = todayKey(now);
  const rows: { row: PlayDateRow<E>; start: DateTime }[] = [];
  for (const event of events) {
    const start = toAmsterdam(event.start_date);
    const day = start?.toISODate();
    if (!start || !day || day < today) continue;
    const end = event.end_date ? toAmsterdam(event.end_date) : null;
    rows.push({
      start,
      row: {
        event,
        start: event.start_date,
        // An end before the start is a CMS slip; showing it would print a nonsense time span.
        end: end && end > start ? (event.end_date ?? null) : null,
        dayKey: day,
      },
    });
  }
  rows.sort((a, b) => a.start.toMillis() - b.start.toMillis());

  const months: PlayDateMonth<E>[] = [];
  for (const { row, start } of rows) {
    const key = { month: start.month - 1, year: start.year };
    const id = monthId(key);
    let month = months.at(-1);
    if (month?.id !== id) {
      month = { ...key, id, label: formatMonth(key, locale), rows: [] };
      months.push(month);
    }
    month.rows.push(row);
  }
  return months;
}

export const COLLAPSE_ABOVE = 10;

/**
 * Spec: the date table is collapsed when there are more than 10 rows unless expanded; always
 * collapsed when the heading names one of the configured performers (case-insensitive).
 *
 * "Always" is read as "whatever the number of rows", not "even when expanded": the show more/less
 * toggle must still open the table, or those pages could never show their dates.
 */
export function isDateTableCollapsed(
  rowCount: number,
  opts: { expanded: boolean; heading: string; collapsedPerformers: readonly string[] },
): boolean {
  if (opts.expanded) return false;
  if (rowCount > COLLAPSE_ABOVE) return true;
  const heading = opts.heading.toLocaleLowerCase("nl");
  return opts.collapsedPerformers.some((performer) => {
    const name = performer.trim().toLocaleLowerCase("nl");
    // An empty configured name would match every heading.
    return name !== "" && heading.includes(name);
  });
}

/** Weekday and date, "za 21 november" / "Sat 21 November"; the year is added when it is not the current year. */
export function formatPlayDate(iso: string, locale: Locale, now: Date): string {
  const thisYear = amsterdamYear(now);
  return playDateTexts.get(`${locale}|${thisYear}|${iso}`, () => {
    const date = toAmsterdam(iso)?.setLocale(locale);
    if (!date) return "";
    return date.toFormat(date.year === thisYear ? "ccc d LLLL" : "ccc d LLLL yyyy");
  });
}

// Every row of the play dates formats its date and times on every page view; kept per text.
const playDateTexts = /* @__PURE__ */ new TextMemo<string>();
const timeTexts = /* @__PURE__ */ new TextMemo<string>();

/** "20:00" in Amsterdam time; "" for an unreadable date. */
export function formatTime(iso: string): string {
  return timeTexts.get(iso, () => toAmsterdam(iso)?.toFormat("HH:mm") ?? "");
}

const UNITS: Record<Locale, { hour: [string, string]; minute: [string, string]; and: string }> = {
  nl: { hour: ["uur", "uur"], minute: ["minuut", "minuten"], and: " en " },
  en: { hour: ["hour", "hours"], minute: ["minute", "minutes"], and: " " },
};

/** A performance lasting this long or longer is a multi-day run (exhibition, festival), not a show length. */
const MAX_DURATION_MINUTES = 24 * 60;

/** Duration text "2 uur en 30 minuten"/"2 hours 30 minutes" from start and end, for "beyond the spec: end time or duration". */
export function formatDuration(startIso: string, endIso: string, locale: Locale): string | null {
  const start = toAmsterdam(startIso);
  const end = toAmsterdam(endIso);
  if (!start || !end) return null;
  // Elapsed time between instants, so a show spanning the October clock change is not an hour off.
  const total = Math.round((end.toMillis() - start.toMillis()) / 60_000);
  if (total <= 0 || total >= MAX_DURATION_MINUTES) return null;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const units = UNITS[locale];
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${units.hour[hours === 1 ? 0 : 1]}`);
  if (minutes > 0) parts.push(`${minutes} ${units.minute[minutes === 1 ? 0 : 1]}`);
  return parts.join(units.and);
}
