import { DateTime } from "luxon";
import { TextMemo } from "../../models/content/memo";
import { dayKey, toAmsterdam, todayKey, ZONE } from "../../models/dates/amsterdam-time";
import type { Locale } from "../../models/http/locale";

export type MonthKey = { month: number; year: number }; // month 0-11
export type MonthGroup<T> = MonthKey & { id: string; items: T[] }; // id "2026-11" usable as a URL hash / query

/** Items placed in each month they have a performance on or after today, months ascending. `dates(item)` gives an item's ISO start dates. */
export function groupByMonth<T>(
  items: readonly T[],
  dates: (item: T) => readonly string[],
  now: Date,
): MonthGroup<T>[] {
  const today = todayKey(now);
  const months = new Map<string, { key: MonthKey; entries: { item: T; firstAt: number }[] }>();
  for (const item of items) {
    // The first performance of this item in each month, so a month lists items by when they
    // start playing in that month rather than by the order the CMS delivered them.
    const firstPerMonth = new Map<string, { key: MonthKey; at: number }>();
    for (const iso of dates(item)) {
      const day = dayKey(iso);
      if (!day || day < today) continue;
      const date = toAmsterdam(iso);
      if (!date) continue;
      const key = { month: date.month - 1, year: date.year };
      const id = monthId(key);
      const at = date.toMillis();
      const seen = firstPerMonth.get(id);
      if (!seen || at < seen.at) firstPerMonth.set(id, { key, at });
    }
    for (const [id, { key, at }] of firstPerMonth) {
      let month = months.get(id);
      if (!month) {
        month = { key, entries: [] };
        months.set(id, month);
      }
      month.entries.push({ item, firstAt: at });
    }
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { key, entries }]) => ({
      ...key,
      id,
      // Array.prototype.sort is stable: items starting at the same moment keep the CMS order.
      items: entries.sort((a, b) => a.firstAt - b.firstAt).map((entry) => entry.item),
    }));
}

/** Month arithmetic with 0-11 months wrapping across years: next of {11, 2026} is {0, 2027}. */
export function shiftMonth(m: MonthKey, by: number): MonthKey {
  const index = m.year * 12 + m.month + by;
  const year = Math.floor(index / 12);
  return { month: index - year * 12, year };
}

function ordinal(m: MonthKey): number {
  return m.year * 12 + m.month;
}

/** Previous/next month among the groups (only months that have items), null at the ends: the controls are disabled there. */
export function adjacentMonths(
  groups: readonly MonthKey[],
  current: MonthKey,
): { previous: MonthKey | null; next: MonthKey | null } {
  const here = ordinal(current);
  let previous: MonthKey | null = null;
  let next: MonthKey | null = null;
  // Nearest month on either side, so the answer holds even when `current` itself has no group
  // (e.g. a stale ?month= in the URL) and whatever order the groups come in.
  for (const group of groups) {
    const at = ordinal(group);
    if (at < here && (!previous || at > ordinal(previous))) previous = group;
    if (at > here && (!next || at < ordinal(next))) next = group;
  }
  return {
    previous: previous && { month: previous.month, year: previous.year },
    next: next && { month: next.month, year: next.year },
  };
}

export function monthId(m: MonthKey): string {
  return `${String(m.year).padStart(4, "0")}-${String(m.month + 1).padStart(2, "0")}`;
}

const MONTH_ID = /^(\d{4})-(\d{2})$/;

export function parseMonthId(id: string | null | undefined): MonthKey | null {
  const match = MONTH_ID.exec(id?.trim() ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  if (year < 1 || month < 0 || month > 11) return null;
  return { month, year };
}

// Month names are asked for on every request of the agenda, calendar and play dates.
const monthLabels = /* @__PURE__ */ new TextMemo<string>(1000);

export function formatMonth(m: MonthKey, locale: Locale): string {
  // Normalised first so a month computed as 12 or -1 still names a real month.
  const { month, year } = shiftMonth(m, 0);
  return monthLabels.get(`${locale}|${year}|${month}`, () =>
    DateTime.fromObject({ year, month: month + 1, day: 1 }, { zone: ZONE, locale }).toFormat(
      "LLLL yyyy",
    ),
  );
}
