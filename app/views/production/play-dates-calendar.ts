// The production page's month calendar as the browser lays it out (spec §2 "Production page",
// enableSpeeldataCalendarView): the loader sends each performance once (its Amsterdam day, time,
// status and sales link) and this module builds the weeks, the labels and the buttons. No luxon
// and no Intl: the browser imports this module, and server and browser must write the same text
// whatever their ICU data, so names come from fixed tables and dates are "YYYY-MM-DD" strings
// counted in UTC (a calendar day has no time zone once it is a key).
import { href } from "~/route-table.js";
import type { Locale } from "../../models/http/locale";
import type { EventStatus } from "../../models/sales/event-status";
import {
  type SalesButtonFacts,
  type SalesButtonLook,
  salesButtonFromFacts,
} from "../../models/sales/sales-button-look";

/** One performance in the calendar: what the component cannot derive. */
export type CalendarPerformanceView = {
  eventId: string;
  /** The Amsterdam day, "2026-12-03". */
  day: string;
  /** "20:00", Amsterdam time. */
  time: string;
  status: EventStatus;
  /** The sales link, after the view's `salesPrefix`; present only while the button is a link. */
  href?: string;
  /** Present (true) only for a sales link that opens in a new tab. */
  newTab?: true;
  labelOverride?: string;
};

export type PlayDatesCalendarView = {
  kind: "calendar";
  total: number;
  /** The month shown first (index into the months the performances span). */
  selected: number;
  /** Amsterdam's today when the page was built: days before it are greyed out. */
  today: string;
  /** The production's heading: names each performance for screen readers. */
  heading: string;
  /** The page's `:url` param, for the add-to-calendar links; null when there is none. */
  slug: string | null;
  /**
   * What every sales link starts with (the shop's address), sent once instead of in each
   * performance; absent when the links share nothing worth the field.
   */
  salesPrefix?: string;
  performances: CalendarPerformanceView[];
};

export type CalendarPill = {
  eventId: string;
  time: string;
  status: EventStatus;
  button: SalesButtonLook;
  /** "De Notenkraker, zaterdag 21 november 2026 20:00". */
  context: string;
  icsHref: string | null;
};

export type CalendarDay = {
  date: string;
  day: number;
  inMonth: boolean;
  past: boolean;
  /** "donderdag 25 februari 2027": the day as a screen reader announces it. */
  label: string;
  events: CalendarPill[];
};

export type CalendarMonth = { id: string; label: string; weeks: CalendarDay[][] };

export type CalendarLayout = {
  months: CalendarMonth[];
  pillWidth: "narrow" | "wide";
  weekdays: string[];
};

const WEEKDAYS: Record<Locale, string[]> = {
  nl: ["ma", "di", "wo", "do", "vr", "za", "zo"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
};
const WEEKDAY_NAMES: Record<Locale, string[]> = {
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};
const MONTHS: Record<Locale, string[]> = {
  nl: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** Column headers, Monday first: fixed so they never change with a runtime's ICU data. */
export function weekdayNames(locale: Locale): string[] {
  return [...WEEKDAYS[locale]];
}

/** The full names of the column headers ("maandag"), Monday first, for their `abbr`. */
export function weekdayLongNames(locale: Locale): string[] {
  return [...WEEKDAY_NAMES[locale]];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(date: string): Date | null {
  const match = DAY.exec(date);
  if (!match) return null;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls "2026-13-01" over into the next year: only a date that reads back is one.
  return key(at) === date ? at : null;
}

const key = (at: Date) => at.toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
const weekday = (at: Date) => (at.getUTCDay() + 6) % 7;

/** "november 2026" / "November 2026" for a month id "2026-11". */
export function monthLabel(id: string, locale: Locale): string {
  const at = utcDay(`${id}-01`);
  return at ? `${MONTHS[locale][at.getUTCMonth()]} ${at.getUTCFullYear()}` : id;
}

/** "zondag 22 november 2026" / "Sunday 22 November 2026" for a day "2026-11-22". */
export function dayLabel(date: string, locale: Locale): string {
  const at = utcDay(date);
  if (!at) return date;
  const month = MONTHS[locale][at.getUTCMonth()];
  return `${WEEKDAY_NAMES[locale][weekday(at)]} ${at.getUTCDate()} ${month} ${at.getUTCFullYear()}`;
}

/** The month ids from the first to the last day, empty months between them included. */
export function monthSpan(days: readonly string[]): string[] {
  const sorted = days.filter((day) => DAY.test(day)).sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return [];
  const ids: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = last.slice(0, 7);
  for (;;) {
    const id = `${year}-${String(month).padStart(2, "0")}`;
    ids.push(id);
    if (id >= end) return ids;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * The Monday-first weeks of a month: 7 days each, neighbour months' days fill the edges. With
 * `minWeeks`, weeks of the next month follow until there are that many (a grid that keeps its
 * height from month to month).
 */
export function monthWeeks(
  id: string,
  minWeeks = 0,
): { date: string; day: number; inMonth: boolean }[][] {
  const first = utcDay(`${id}-01`);
  if (!first) return [];
  const month = first.getUTCMonth();
  const cursor = new Date(first.getTime() - weekday(first) * 86_400_000);
  const weeks: { date: string; day: number; inMonth: boolean }[][] = [];
  while (weeks.length === 0 || cursor.getUTCMonth() === month || weeks.length < minWeeks) {
    const week = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        date: key(cursor),
        day: cursor.getUTCDate(),
        inMonth: cursor.getUTCMonth() === month,
      });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The button a performance shows, from its status and link (spec §4 "Sales button"). */
export function calendarButton(performance: SalesButtonFacts, salesPrefix = ""): SalesButtonLook {
  return salesButtonFromFacts(
    salesPrefix && performance.href
      ? { ...performance, href: salesPrefix + performance.href }
      : performance,
  );
}

/**
 * The performances with the start their sales links share taken out once (`salesPrefix`): a
 * month of performances at one shop repeats its address in every link. Each link keeps at least
 * one character, so a link is never mistaken for none.
 */
export function withSalesPrefix(
  performances: CalendarPerformanceView[],
): Pick<PlayDatesCalendarView, "salesPrefix" | "performances"> {
  const links = performances.flatMap((performance) => performance.href ?? []);
  const first = links[0];
  if (first === undefined || links.length < 2) return { performances };
  let length = Math.min(...links.map((link) => link.length)) - 1;
  for (const link of links) {
    while (length > 0 && link.slice(0, length) !== first.slice(0, length)) length--;
  }
  // A short prefix saves less than the field costs.
  if (length < 16) return { performances };
  return {
    salesPrefix: first.slice(0, length),
    performances: performances.map((performance) =>
      performance.href ? { ...performance, href: performance.href.slice(length) } : performance,
    ),
  };
}

/**
 * The calendar's months from its performances. A day with 1 or 2 performances makes the pills
 * narrow; "wide" when every day with performances has 3 or more (spec: pill width class).
 */
export function calendarLayout(view: PlayDatesCalendarView, locale: Locale): CalendarLayout {
  const byDay = new Map<string, CalendarPill[]>();
  for (const performance of view.performances) {
    if (performance.day < view.today) continue;
    const list = byDay.get(performance.day) ?? [];
    list.push({
      eventId: performance.eventId,
      time: performance.time,
      status: performance.status,
      button: calendarButton(performance, view.salesPrefix),
      context: `${view.heading}, ${dayLabel(performance.day, locale)} ${performance.time}`.trim(),
      icsHref:
        performance.status === "cancelled" || !view.slug
          ? null
          : href("performanceIcs", locale, { url: view.slug, eventId: performance.eventId }),
    });
    byDay.set(performance.day, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  const narrow = [...byDay.values()].some((list) => list.length < 3);
  return {
    pillWidth: narrow ? "narrow" : "wide",
    weekdays: weekdayNames(locale),
    months: monthSpan([...byDay.keys()]).map((id) => ({
      id,
      label: monthLabel(id, locale),
      weeks: monthWeeks(id).map((week) =>
        week.map(({ date, day, inMonth }) => ({
          date,
          day,
          inMonth,
          past: date < view.today,
          label: dayLabel(date, locale),
          events: inMonth ? (byDay.get(date) ?? []) : [],
        })),
      ),
    })),
  };
}

const layouts = new WeakMap<PlayDatesCalendarView, { locale: Locale; layout: CalendarLayout }>();

/**
 * calendarLayout, worked out once per view: on the server a production's view is shared by every
 * visitor without choices of their own (views/production/shared-page-view.ts).
 */
export function layoutOnce(view: PlayDatesCalendarView, locale: Locale): CalendarLayout {
  const kept = layouts.get(view);
  if (kept?.locale === locale) return kept.layout;
  const layout = calendarLayout(view, locale);
  layouts.set(view, { locale, layout });
  return layout;
}
