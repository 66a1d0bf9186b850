import { DateTime } from "luxon";
import { TextMemo } from "../content/memo";
import type { Locale } from "../http/locale";
import { amsterdamYear, dayKey, ZONE } from "./amsterdam-time";

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

// Both are day keys "YYYY-MM-DD": the next day within the same month is the same "YYYY-MM-" with
// a day number one higher, so no date library is needed. The day after the 31st is the 1st of
// another month: that starts a new group too.
function followsWithinMonth(previous: string, next: string): boolean {
  return (
    previous.slice(0, 8) === next.slice(0, 8) &&
    Number(next.slice(8)) === Number(previous.slice(8)) + 1
  );
}

const WORDS: Record<Locale, { two: string; range: string }> = {
  nl: { two: "en", range: "t/m" },
  en: { two: "&", range: "to" },
};

/** "12 maart" | "12 en 13 maart" | "12 t/m 14 maart" (nl), "12 March" | "12 & 13 March" | "12 to 14 March" (en); groups joined with ", "; the year is added to a group when it is not the year of `now` ("3 t/m 5 januari 2027"). */
export function formatDateGroups(groups: readonly DateGroup[], locale: Locale, now: Date): string {
  const currentYear = amsterdamYear(now);
  return groups
    .map((group) => formatGroup(group, locale, currentYear))
    .filter((text) => text !== "")
    .join(", ");
}

// The same groups are formatted on every request (cards, highlights, agenda); kept per text.
const groupTexts = /* @__PURE__ */ new TextMemo<string>();
function formatGroup(group: DateGroup, locale: Locale, currentYear: number): string {
  const key = `${locale}|${currentYear}|${group.first}|${group.last}|${group.days.length === 2}`;
  return groupTexts.get(key, () => formatGroupText(group, locale, currentYear));
}

function formatGroupText(group: DateGroup, locale: Locale, currentYear: number): string {
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
