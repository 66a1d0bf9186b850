import { DateTime } from "luxon";
import { formatMonth, type MonthKey, monthId, shiftMonth } from "../../views/agenda/agenda-months";
import { TextMemo } from "../content/memo";
import type { Locale } from "../http/locale";
import { toAmsterdam, todayKey, ZONE } from "./amsterdam-time";

export type CalendarDay<E> = {
  date: string;
  day: number;
  inMonth: boolean;
  past: boolean;
  events: E[];
};
export type CalendarMonth<E> = MonthKey & {
  id: string;
  label: string;
  weeks: CalendarDay<E>[][];
}; // weeks Monday first, 7 days each, leading/trailing days of neighbour months have inMonth false

/**
 * Months from the first to the last event (from today on), including empty months between them
 * so month-by-month navigation has no holes; days before today are marked past and carry no
 * events (spec: events before today hidden). Days of neighbouring months that fill the first and
 * last week carry no events either: each event shows once, in its own month.
 */
export function calendarMonths<E extends { start_date: string }>(
  events: readonly E[],
  locale: Locale,
  now: Date,
): CalendarMonth<E>[] {
  const today = todayKey(now);
  const byDay = new Map<string, { event: E; at: number }[]>();
  let first: MonthKey | null = null;
  let last: MonthKey | null = null;
  for (const event of events) {
    const start = toAmsterdam(event.start_date);
    const day = start?.toISODate();
    if (!start || !day || day < today) continue;
    const list = byDay.get(day) ?? [];
    list.push({ event, at: start.toMillis() });
    byDay.set(day, list);
    const month = { month: start.month - 1, year: start.year };
    if (!first || ordinal(month) < ordinal(first)) first = month;
    if (!last || ordinal(month) > ordinal(last)) last = month;
  }
  if (!first || !last) return [];

  const months: CalendarMonth<E>[] = [];
  for (let m = first; ordinal(m) <= ordinal(last); m = shiftMonth(m, 1)) {
    months.push({
      ...m,
      id: monthId(m),
      label: formatMonth(m, locale),
      weeks: monthWeeks(m, today, byDay),
    });
  }
  return months;
}

function ordinal(m: MonthKey): number {
  return m.year * 12 + m.month;
}

type GridDay = { date: string; day: number; inMonth: boolean };

// The Monday-first grid of a month is the same on every request: built once per month.
const grids = /* @__PURE__ */ new TextMemo<GridDay[][]>(1000);

function monthGrid(m: MonthKey): readonly (readonly GridDay[])[] {
  return grids.get(monthId(m), () => buildMonthGrid(m));
}

function buildMonthGrid(m: MonthKey): GridDay[][] {
  // Walking from noon keeps every step on its own calendar day through DST changes; luxon weeks
  // are ISO weeks, so startOf("week") is the Monday the spec asks for.
  const firstOfMonth = DateTime.fromObject(
    { year: m.year, month: m.month + 1, day: 1, hour: 12 },
    { zone: ZONE },
  );
  const lastOfMonth = firstOfMonth.endOf("month");
  let cursor = firstOfMonth.startOf("week").set({ hour: 12 });
  const weeks: GridDay[][] = [];
  while (cursor <= lastOfMonth) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        date: cursor.toISODate() ?? "",
        day: cursor.day,
        inMonth: cursor.month === m.month + 1,
      });
      cursor = cursor.plus({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

function monthWeeks<E>(
  m: MonthKey,
  today: string,
  byDay: ReadonlyMap<string, readonly { event: E; at: number }[]>,
): CalendarDay<E>[][] {
  return monthGrid(m).map((week) =>
    week.map(({ date, day, inMonth }) => ({
      date,
      day,
      inMonth,
      past: date < today,
      // Past days are empty already: events before today never entered byDay.
      events: inMonth
        ? [...(byDay.get(date) ?? [])].sort((a, b) => a.at - b.at).map((entry) => entry.event)
        : [],
    })),
  );
}
