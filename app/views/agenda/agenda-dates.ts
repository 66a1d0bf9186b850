// The agenda's date choice: "vandaag", "deze week", "dit weekend", "komende 7 dagen" or one day,
// as a span of Amsterdam wall-clock time that a performance's start falls in or not. A span never
// starts before now: a performance that has begun is no longer something to go to tonight.
import { DateTime } from "luxon";
import { amsterdamNow, toAmsterdam, todayKey, ZONE } from "../../models/dates/amsterdam-time";
import type { Locale } from "../../models/http/locale";

export const DATE_PERIODS = ["today", "week", "weekend", "next7"] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

/** A period, or one day as "YYYY-MM-DD"; what the agenda's date filter holds. */
export type DateChoice = DatePeriod | `${number}-${number}-${number}`;

/** How a period reads in each language's address (?datum=deze-week, ?date=this-week). */
export const PERIOD_WORDS: Record<Locale, Record<DatePeriod, string>> = {
  nl: { today: "vandaag", week: "deze-week", weekend: "dit-weekend", next7: "komende-7-dagen" },
  en: { today: "today", week: "this-week", weekend: "this-weekend", next7: "next-7-days" },
};

/** The weekend starts on Friday at this hour: a Friday matinee is a weekday outing. */
export const WEEKEND_STARTS = "18:00";

/**
 * A half-open span of Amsterdam wall-clock times, "YYYY-MM-DDTHH:mm" from (included) to
 * (excluded). Wall-clock strings compare as text and never slip across a DST change.
 */
export type DateSpan = { from: string; to: string };

export function isPeriod(value: string): value is DatePeriod {
  return (DATE_PERIODS as readonly string[]).includes(value);
}

/** The period a word of the address names in that language, or null. */
export function periodFromWord(word: string | null, locale: Locale): DatePeriod | null {
  const text = word?.trim().toLowerCase() ?? "";
  if (text === "") return null;
  const words = PERIOD_WORDS[locale];
  return DATE_PERIODS.find((period) => words[period] === text) ?? null;
}

/**
 * A real calendar day in plain "YYYY-MM-DD" (years 2000–2099), or null. The agenda's filter form
 * reads it in the browser too, so it checks the day with Date's own calendar, not luxon (which
 * would join the agenda's script).
 */
export function parseDay(value: string | null): DateChoice | null {
  const text = value?.trim() ?? "";
  if (!/^20\d\d-\d\d-\d\d$/.test(text)) return null;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? (text as DateChoice) : null;
}

const wallClock = (date: DateTime) => date.toFormat("yyyy-MM-dd'T'HH:mm");

/** "Komende 7 dagen": today and the six days after it. */
export const NEXT_DAYS = 7;

/**
 * The span a choice covers, seen from `now`, never starting before `now` (by the start time in
 * Amsterdam, whatever the CMS's "started" flag says):
 * - today: the rest of the Amsterdam day;
 * - week: from now to the end of Sunday; the week runs Monday–Sunday, so on a Sunday "this
 *   week" is the rest of that Sunday and from Monday 00:00 it is the new week;
 * - weekend: Friday 18:00 to the end of Sunday of this Monday–Sunday week, or what is left of it;
 * - next7: from now to the end of the sixth day after today;
 * - a day: that day, or what is left of it today; a day gone by is an empty span.
 */
export function dateSpan(choice: DateChoice, now: Date): DateSpan {
  const today = DateTime.fromISO(todayKey(now), { zone: ZONE });
  // Minutes are what a start time has: a show of 07:44 has begun at 07:44:10, so the span opens
  // at the next whole minute.
  const from = wallClock(amsterdamNow(now).startOf("minute").plus({ minutes: 1 }));
  const notBefore = (span: DateSpan): DateSpan => (span.from < from ? { ...span, from } : span);
  if (choice === "today") return notBefore(daySpan(today));
  const monday = today.minus({ days: today.weekday - 1 });
  const nextMonday = monday.plus({ days: 7 });
  if (choice === "week") return notBefore({ from: wallClock(today), to: wallClock(nextMonday) });
  if (choice === "next7") {
    return notBefore({ from: wallClock(today), to: wallClock(today.plus({ days: NEXT_DAYS })) });
  }
  if (choice === "weekend") {
    const friday = `${monday.plus({ days: 4 }).toISODate()}T${WEEKEND_STARTS}`;
    return notBefore({ from: friday, to: wallClock(nextMonday) });
  }
  return notBefore(daySpan(DateTime.fromISO(choice, { zone: ZONE })));
}

function daySpan(day: DateTime): DateSpan {
  return { from: wallClock(day), to: wallClock(day.plus({ days: 1 })) };
}

/** The performance's Amsterdam wall-clock start, "YYYY-MM-DDTHH:mm"; null when unreadable. */
export function startWallClock(iso: string): string | null {
  const date = toAmsterdam(iso);
  return date ? wallClock(date) : null;
}

export function inSpan(wall: string, span: DateSpan): boolean {
  return wall >= span.from && wall < span.to;
}
