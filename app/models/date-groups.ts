import { DateTime } from "luxon";
import { amsterdamNow, dayKey, noon, ZONE } from "./amsterdam-time.js";
import type { Locale } from "./locale.js";

export type DateGroup = { first: string; last: string; days: string[] }; // YYYY-MM-DD Amsterdam days

/** Unique days sorted; a new group starts when the next day is more than 1 day after the previous, or in a different month (spec §9). */
export function groupDates(isoDates: readonly string[]): DateGroup[] {
  const days = new Set<string>();
  for (const iso of isoDates) {
    const key = dayKey(iso);
    if (key) days.add(key);
  }
  const groups: DateGroup[] = [];
  let current: DateGroup | null = null;
  for (const day of [...days].sort()) {
    if (current && followsWithinMonth(current.last, day)) {
      current.last = day;
      current.days.push(day);
    } else {
      current = { first: day, last: day, days: [day] };
      groups.push(current);
    }
  }
  return groups;
}

function followsWithinMonth(previous: string, next: string): boolean {
  const before = noon(previous);
  if (!before) return false;
  const dayAfter = before.plus({ days: 1 });
  // The day after the 31st is the 1st of another month: that starts a new group too.
  return dayAfter.toISODate() === next && dayAfter.month === before.month;
}

const WORDS: Record<Locale, { two: string; range: string }> = {
  nl: { two: "en", range: "t/m" },
  en: { two: "&", range: "to" },
};

/** "12 maart" | "12 en 13 maart" | "12 t/m 14 maart" (nl), "12 March" | "12 & 13 March" | "12 to 14 March" (en); groups joined with ", "; the year is added to a group when it is not the year of `now` ("3 t/m 5 januari 2027"). */
export function formatDateGroups(groups: readonly DateGroup[], locale: Locale, now: Date): string {
  const currentYear = amsterdamNow(now).year;
  return groups
    .map((group) => formatGroup(group, locale, currentYear))
    .filter((text) => text !== "")
    .join(", ");
}

function formatGroup(group: DateGroup, locale: Locale, currentYear: number): string {
  const first = DateTime.fromISO(group.first, { zone: ZONE, locale });
  const last = DateTime.fromISO(group.last, { zone: ZONE, locale });
  if (!first.isValid || !last.isValid) return "";
  const tail = (d: DateTime) => d.toFormat(d.year === currentYear ? "LLLL" : "LLLL yyyy");
  if (group.first === group.last) return `${first.day} ${tail(first)}`;
  const joiner = group.days.length === 2 ? WORDS[locale].two : WORDS[locale].range;
  // groupDates never builds a group across months, but a hand-made one must still read correctly.
  const start =
    first.hasSame(last, "month") && first.hasSame(last, "year")
      ? `${first.day}`
      : `${first.day} ${first.year === last.year ? first.toFormat("LLLL") : tail(first)}`;
  return `${start} ${joiner} ${last.day} ${tail(last)}`;
}
