// The agenda's date choice: "vandaag", "deze week", "dit weekend" or one day, as a span of
// Amsterdam wall-clock time that a performance's start falls in or not.
import { DateTime } from "luxon";
import { toAmsterdam, todayKey, ZONE } from "../../models/dates/amsterdam-time";
import type { Locale } from "../../models/http/locale";

export const DATE_PERIODS = ["today", "week", "weekend"] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

/** A period, or one day as "YYYY-MM-DD"; what the agenda's date filter holds. */
export type DateChoice = DatePeriod | `${number}-${number}-${number}`;

/** How a period reads in each language's address (?datum=deze-week, ?date=this-week). */
export const PERIOD_WORDS: Record<Locale, Record<DatePeriod, string>> = {
  nl: { today: "vandaag", week: "deze-week", weekend: "dit-weekend" },
  en: { today: "today", week: "this-week", weekend: "this-weekend" },
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

/**
 * The span a choice covers, seen from `now`:
 * - today: the whole Amsterdam day, from 00:00 (the agenda lists today's earlier shows too);
 * - week: from today to the end of Sunday; the week runs Monday–Sunday, so on a Sunday "this
 *   week" is that Sunday alone and from Monday 00:00 it is the new week;
 * - weekend: Friday 18:00 to the end of Sunday of this Monday–Sunday week; on Saturday and
 *   Sunday what is left of it (from 00:00 today);
 * - a day: that whole day.
 */
export function dateSpan(choice: DateChoice, now: Date): DateSpan {
  const today = DateTime.fromISO(todayKey(now), { zone: ZONE });
  if (choice === "today") return daySpan(today);
  const monday = today.minus({ days: today.weekday - 1 });
  const nextMonday = monday.plus({ days: 7 });
  if (choice === "week") return { from: wallClock(today), to: wallClock(nextMonday) };
  if (choice === "weekend") {
    const friday = `${monday.plus({ days: 4 }).toISODate()}T${WEEKEND_STARTS}`;
    const from = today.weekday >= 6 ? wallClock(today) : friday;
    return { from, to: wallClock(nextMonday) };
  }
  return daySpan(DateTime.fromISO(choice, { zone: ZONE }));
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
