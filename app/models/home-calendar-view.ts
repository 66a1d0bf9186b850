// Builds the home month calendar on the server (luxon): calendar items from the production
// pages, the Monday-first grid of the shown month and the items of that month's days. Only the
// shown month travels to the browser; other months are links (?maand=) the loader answers.
import { DateTime } from "luxon";
import type * as S from "~/services/content/schema";
import { noon, toAmsterdam, todayKey, ZONE } from "./amsterdam-time";
import { calendarMonths, weekdayNames } from "./calendar-view";
import {
  type CalendarCell,
  type CalendarEntry,
  type CalendarMonthLink,
  type CalendarProduction,
  type CalendarQuery,
  chooseCalendarDay,
  clampIndex,
  type HomeCalendarView,
} from "./home-calendar";
import {
  cardImage,
  type HomeContext,
  type HomeProductionSource,
  text,
  upcomingEvents,
} from "./home-production";
import type { Locale } from "./locale";
import { eventSalesButton } from "./sales-button";

const WEEKS_SHOWN = 6;

const LONG_WEEKDAYS: Record<Locale, string[]> = {
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};

type DatedEntry = CalendarEntry & { start_date: string };

function hallName(event: S.ContentEvent, venues: Record<string, S.Venue>): string | null {
  if (event.venue_id == null || event.hall_id == null) return null;
  const hall = venues[event.venue_id]?.halls?.find((h) => h.id === event.hall_id);
  return text(hall?.name);
}

/**
 * The production part of a calendar item, or null: like the agenda (spec §5), an item needs
 * permission to be in the calendar, a heading, an image and a page to link to.
 */
export function calendarProduction(page: S.ProductionPageData): CalendarProduction | null {
  const heading = text(page.heading);
  const image = cardImage(page);
  const href = text(page.url);
  if (page.isAllowedInCalendar !== true || !heading || !image || !href) return null;
  return { heading, subheading: text(page.subheading), image, href };
}

/** Every calendar item from today on: one per performance, dated at 12:00 of its day. */
export function calendarEntries(
  sources: readonly HomeProductionSource[],
  ctx: HomeContext & { venues: Record<string, S.Venue> },
): { entries: DatedEntry[]; productions: Record<string, CalendarProduction> } {
  const entries: DatedEntry[] = [];
  const productions: Record<string, CalendarProduction> = {};
  for (const source of sources) {
    const production = calendarProduction(source.page);
    if (!production) continue;
    for (const event of upcomingEvents(source.events, ctx.now)) {
      const start = toAmsterdam(event.start_date);
      const date = noon(event.start_date)?.toISO();
      if (!start || !date) continue;
      productions[source.node.id] = production;
      entries.push({
        id: event.id,
        production: source.node.id,
        start_date: event.start_date,
        date,
        time: start.toFormat("HH:mm"),
        hall: hallName(event, ctx.venues),
        note: text(event.data?.speellijsttekst),
        salesButton: eventSalesButton(event, ctx.sales, ctx.onUnknownStatus),
      });
    }
  }
  return { entries, productions };
}

function cellLabel(date: string, locale: Locale): string {
  return DateTime.fromISO(date, { zone: ZONE, locale }).toFormat("cccc d LLLL yyyy");
}

/**
 * The home calendar for the visitor's choice (query), or null when there is nothing to show.
 * The chosen day's item index is kept (clamped) only when that day was asked for; picking a
 * month, or a day that cannot be chosen, starts at the first item (spec §4).
 */
export function buildHomeCalendar(
  sources: readonly HomeProductionSource[],
  query: CalendarQuery,
  ctx: HomeContext & { venues: Record<string, S.Venue> },
): HomeCalendarView | null {
  const today = todayKey(ctx.now);
  const { entries, productions } = calendarEntries(sources, ctx);
  const months = calendarMonths(entries, ctx.locale, ctx.now);
  const daysWithItems: string[] = [];
  for (const month of months)
    for (const week of month.weeks)
      for (const cell of week) if (cell.events.length) daysWithItems.push(cell.date);

  const choice = chooseCalendarDay(query, daysWithItems, today);
  const index = months.findIndex((m) => m.id === choice.month);
  const month = months[index];
  if (!month) return null;

  const link = (m: (typeof months)[number] | undefined): CalendarMonthLink | null =>
    m ? { id: m.id, label: m.label } : null;
  const days: HomeCalendarView["days"] = {};
  const shownProductions: HomeCalendarView["productions"] = {};
  const weeks: CalendarCell[][] = month.weeks.map((week) =>
    week.map((cell) => {
      if (cell.inMonth && cell.events.length) {
        days[cell.date] = cell.events.map(({ start_date: _, ...entry }) => entry);
        for (const entry of cell.events) {
          const production = productions[entry.production];
          if (production) shownProductions[entry.production] = production;
        }
      }
      return {
        date: cell.date,
        day: cell.day,
        inMonth: cell.inMonth,
        label: cellLabel(cell.date, ctx.locale),
        count: cell.inMonth ? cell.events.length : 0,
        isToday: cell.date === today,
      };
    }),
  );
  padWeeks(weeks, ctx.locale, today);

  const count = choice.day ? (days[choice.day]?.length ?? 0) : 0;
  const keepsIndex = !choice.byMonth && (query.day === null || query.day === choice.day);
  return {
    today,
    month: { id: month.id, label: month.label },
    previous: link(months[index - 1]),
    next: link(months[index + 1]),
    weekdays: weekdayNames(ctx.locale).map((short, i) => ({
      short,
      long: LONG_WEEKDAYS[ctx.locale][i] ?? short,
    })),
    weeks,
    days,
    productions: shownProductions,
    selectedDay: choice.day,
    selectedIndex: keepsIndex ? clampIndex(query.item, count) : 0,
  };
}

/** Adds weeks of the next month until there are six, so every month is equally tall. */
function padWeeks(weeks: CalendarCell[][], locale: Locale, today: string): void {
  while (weeks.length < WEEKS_SHOWN) {
    const lastWeek = weeks[weeks.length - 1];
    const lastDate = lastWeek?.[lastWeek.length - 1]?.date;
    if (!lastDate) return;
    let cursor = DateTime.fromISO(lastDate, { zone: ZONE }).set({ hour: 12 });
    const week: CalendarCell[] = [];
    for (let i = 0; i < 7; i++) {
      cursor = cursor.plus({ days: 1 });
      const date = cursor.toISODate() ?? "";
      week.push({
        date,
        day: cursor.day,
        inMonth: false,
        label: cellLabel(date, locale),
        count: 0,
        isToday: date === today,
      });
    }
    weeks.push(week);
  }
}
