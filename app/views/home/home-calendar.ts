// The home month calendar's rules that both sides need (spec §4 Home calendar, §5): reading the
// calendar query, choosing the shown day, clamping the item index and building the links. No
// luxon and no I/O here: the browser imports this module (day keys "YYYY-MM-DD" and month ids
// "YYYY-MM" compare correctly as plain strings). The server picks the month and its items
// (home-calendar-view.ts); the grid and its labels are laid out here, in the browser too.
import { href } from "~/route-table.js";
import type { ImageCrop } from "../../models/content/image-url";
import type { Locale } from "../../models/http/locale";
import type { SalesButtonFacts } from "../../models/sales/sales-button-look";
import { dayLabel, monthWeeks } from "../production/play-dates-calendar";
import { CALENDAR_PARAMS } from "./calendar-params";

/** The calendar's element id: links without JavaScript jump back to it after the reload. */
export const CALENDAR_ID = "home-calendar";

export type CalendarQuery = { day: string | null; month: string | null; item: number };

/** One day of the month grid, as the browser lays it out (calendarWeeks). */
export type CalendarCell = {
  date: string;
  day: number;
  /** Days of the neighbouring months fill the first and last weeks; they are never choosable. */
  inMonth: boolean;
  /** The full date for screen readers, e.g. "maandag 23 november 2026". */
  label: string;
  /** Number of calendar items; only days with items can be chosen. */
  count: number;
  isToday: boolean;
};

/** What a calendar item shows of its production; shared by all its performances that month. */
export type CalendarProduction = {
  heading: string;
  subheading: string | null;
  image: ImageCrop;
  href: string;
};

/**
 * Calendar item (spec §3): one performance. Its day is the key it is listed under; its sales
 * button travels as the facts its look follows from (calendarButton).
 */
export type CalendarEntry = SalesButtonFacts & {
  /** Index into the view's `productions`. */
  production: number;
  /** Start time "20:00". */
  time: string;
  /** The hall the performance plays in, when the answer names it. */
  hall?: string;
  /** The CMS's extra note for this performance (speellijsttekst). */
  note?: string;
};

/**
 * The shown month as the loader sends it: each performance once, under its day. The browser
 * lays out the weeks and writes the labels (calendarWeeks, monthLabel), as the production
 * page's calendar does.
 */
export type HomeCalendarView = {
  today: string;
  /** The shown month, "2026-11". */
  month: string;
  /** The months before and after it within the calendar's range, null at either end. */
  previous: string | null;
  next: string | null;
  /** Items per day of the shown month only, sorted by start time. */
  days: Record<string, CalendarEntry[]>;
  productions: CalendarProduction[];
  selectedDay: string | null;
  selectedIndex: number;
};

/** Always six weeks, so changing months never changes the calendar's height. */
const WEEKS_SHOWN = 6;

/** The shown month's Monday-first grid with each day's label and number of items. */
export function calendarWeeks(
  calendar: Pick<HomeCalendarView, "month" | "days" | "today">,
  locale: Locale,
): CalendarCell[][] {
  return monthWeeks(calendar.month, WEEKS_SHOWN).map((week) =>
    week.map(({ date, day, inMonth }) => ({
      date,
      day,
      inMonth,
      label: dayLabel(date, locale),
      count: inMonth ? (calendar.days[date]?.length ?? 0) : 0,
      isToday: date === calendar.today,
    })),
  );
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_ID = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A real calendar date written as YYYY-MM-DD ("2026-02-30" is not). */
export function isDayKey(value: string | null | undefined): value is string {
  const match = DAY_KEY.exec(value ?? "");
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year > 0 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function isMonthId(value: string | null | undefined): value is string {
  return MONTH_ID.test(value ?? "");
}

export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** Malformed values read as absent, so a bad link still shows the normal page. */
export function parseCalendarQuery(params: URLSearchParams, locale: Locale): CalendarQuery {
  const names = CALENDAR_PARAMS[locale];
  const day = params.get(names.day)?.trim() ?? null;
  const month = params.get(names.month)?.trim() ?? null;
  const item = params.get(names.item)?.trim() ?? "";
  return {
    day: isDayKey(day) ? day : null,
    month: isMonthId(month) ? month : null,
    item: /^\d{1,4}$/.test(item) ? Number(item) : 0,
  };
}

/** Spec §4: the selected item index stays between 0 and count - 1 (0 when there are none). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

export type CalendarChoice = {
  /** The chosen day, null when the shown month has no items at all. */
  day: string | null;
  /** The shown month, null only when there are no items at all. */
  month: string | null;
  /** Whether the visitor picked the month (which resets the item index to 0). */
  byMonth: boolean;
};

/**
 * Which day and month the calendar shows. Only days with items can be chosen and the range runs
 * from the first to the last item's month (spec §5). A chosen day with items wins; else a chosen
 * month in range opens on today (when it is today's month and today has items) or on its first
 * day with items; else the default: today when it has items, otherwise the first day with items
 * (the first one from today on; the loader only passes days from today on anyway).
 */
export function chooseCalendarDay(
  query: Pick<CalendarQuery, "day" | "month">,
  daysWithItems: readonly string[],
  today: string,
): CalendarChoice {
  const days = [...new Set(daysWithItems)].sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return { day: null, month: null, byMonth: false };
  const has = new Set(days);
  if (query.day && has.has(query.day))
    return { day: query.day, month: monthOfDay(query.day), byMonth: false };
  const month = query.month;
  if (month && month >= monthOfDay(first) && month <= monthOfDay(last)) {
    const day =
      has.has(today) && monthOfDay(today) === month
        ? today
        : (days.find((d) => monthOfDay(d) === month) ?? null);
    return { day, month, byMonth: true };
  }
  const day = days.find((d) => d >= today) ?? first;
  return { day, month: monthOfDay(day), byMonth: false };
}

/** Which notice a day with several items shows (spec §4 Home calendar), or none. */
export function multipleNotice(
  day: string | null,
  count: number,
  today: string,
): "today" | "chosen" | null {
  if (!day || count < 2) return null;
  return day === today ? "today" : "chosen";
}

/**
 * A calendar link: the home page with the choice in the query and the calendar as the fragment,
 * so without JavaScript the reloaded page opens at the calendar. Index 0 is left out.
 */
export function calendarHref(
  locale: Locale,
  choice: { day?: string; month?: string; item?: number },
): string {
  const names = CALENDAR_PARAMS[locale];
  const params = new URLSearchParams();
  if (choice.day) params.set(names.day, choice.day);
  if (choice.month) params.set(names.month, choice.month);
  if (choice.item) params.set(names.item, String(choice.item));
  const query = params.toString();
  return `${href("home", locale)}${query ? `?${query}` : ""}#${CALENDAR_ID}`;
}

/** The same link without the fragment, for in-place updates with JavaScript. */
export function withoutFragment(link: string): string {
  const hash = link.indexOf("#");
  return hash === -1 ? link : link.slice(0, hash);
}
