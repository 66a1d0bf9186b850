// Which months of the whole programme one agenda document draws (decision 0038). Nothing is
// split or replaced: a document shows a run of whole months from the first listed month (or, for
// the browser's fetcher, from a later one) on, and "Toon meer" / scrolling adds the months after
// it. The first document shows at least the next 30 days and at least 20 productions.
import { DateTime } from "luxon";
import { todayKey, ZONE } from "../../models/dates/amsterdam-time";

/** The first document covers at least this many days from today … */
export const FIRST_DAYS = 30;
/** … and at least this many productions (counted once however many months they play in). */
export const FIRST_PRODUCTIONS = 20;
/** Each "Toon meer" adds whole months until it brings at least this many items more. */
export const STEP_ITEMS = 20;

/** A listed month: its id ("2026-12") and the ids of its productions. */
export type RangeMonth = { id: string; items: readonly string[] };

/** Months `from` to `through` (indexes into the listed months, both included). */
export type MonthRange = { from: number; through: number };

/** The month id of the last day the first document must cover. */
export function firstDaysMonth(now: Date): string {
  const last = DateTime.fromISO(todayKey(now), { zone: ZONE }).plus({ days: FIRST_DAYS - 1 });
  return last.toFormat("yyyy-MM");
}

/**
 * The last month of the first document: the month of day 30 (or the last listed month before
 * it), and later still until at least FIRST_PRODUCTIONS productions are shown. -1 for no months.
 */
export function firstThrough(months: readonly RangeMonth[], now: Date): number {
  if (months.length === 0) return -1;
  // Every month holding one of the next 30 days is drawn whole.
  const daysThrough = Math.max(0, lastOnOrBefore(months, firstDaysMonth(now)));
  const seen = new Set<string>();
  for (const [index, month] of months.entries()) {
    for (const item of month.items) seen.add(item);
    if (index >= daysThrough && seen.size >= FIRST_PRODUCTIONS) return index;
  }
  return months.length - 1;
}

/** The last month of the step after month `after`: whole months until STEP_ITEMS more items. */
export function stepThrough(months: readonly RangeMonth[], after: number): number {
  let count = 0;
  let through = after;
  for (let index = after + 1; index < months.length; index += 1) {
    count += months[index]?.items.length ?? 0;
    through = index;
    if (count >= STEP_ITEMS) break;
  }
  return through;
}

/** The index of the last listed month on or before `id`; -1 when every month is after it. */
function lastOnOrBefore(months: readonly RangeMonth[], id: string): number {
  let found = -1;
  for (const [index, month] of months.entries()) {
    if (month.id <= id) found = index;
    else break;
  }
  return found;
}

/** The index of the first listed month on or after `id`; months.length when none is. */
function firstOnOrAfter(months: readonly RangeMonth[], id: string): number {
  const index = months.findIndex((month) => month.id >= id);
  return index === -1 ? months.length : index;
}

export type RangeAsk = {
  /** ?tot= / ?until=: show the months up to and including this one. */
  through: string | null;
  /** ?vanaf= / ?from=: start at this month (the fetcher's "the months after what I have"). */
  from: string | null;
  /** ?maand= / ?month=: a month the visitor picked; it is always among the months drawn. */
  month: string | null;
};

/**
 * The months a document draws. Whatever the address asks, the answer is a run of listed months:
 * never fewer than the first document (or one step from `from`), never past the last month, and
 * a month asked for that is not listed counts as the listed month before it (for `through`) or
 * after it (for `from`). Null when nothing is listed.
 */
export function agendaRange(
  months: readonly RangeMonth[],
  ask: RangeAsk,
  now: Date,
): MonthRange | null {
  if (months.length === 0) return null;
  const last = months.length - 1;
  let from = ask.from === null ? 0 : Math.min(firstOnOrAfter(months, ask.from), last);
  let through: number;
  if (ask.from !== null && ask.through !== null) {
    // The fetcher's exact run: from one month to another.
    through = lastOnOrBefore(months, ask.through);
  } else {
    through = from === 0 ? firstThrough(months, now) : stepThrough(months, from - 1);
    if (ask.through !== null) through = Math.max(through, lastOnOrBefore(months, ask.through));
  }
  if (ask.month !== null) {
    const picked = Math.min(firstOnOrAfter(months, ask.month), last);
    // A picked month before `from` (only a hand-made address does that) starts the run there.
    if (picked < from) from = picked;
    through = Math.max(through, picked);
  }
  return { from, through: Math.min(Math.max(through, from), last) };
}

/** The months "Toon meer" adds after a range, or null when the range reaches the last month. */
export function nextRange(months: readonly RangeMonth[], range: MonthRange): MonthRange | null {
  if (range.through >= months.length - 1) return null;
  return { from: range.through + 1, through: stepThrough(months, range.through) };
}
