// Builds the home month calendar on the server (luxon): calendar items from the production
// pages, the Monday-first grid of the shown month and the items of that month's days. Only the
// shown month travels to the browser; other months are links (?maand=) the loader answers.
import { DateTime } from "luxon";
import type * as S from "~/content/schema";
import { noon, toAmsterdam, todayKey, ZONE } from "./amsterdam-time";
import { calendarMonths } from "./calendar-view";
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
import { TextMemo } from "./memo";
import { weekdayNames } from "./play-dates-calendar";
import { eventSalesButton } from "./sales-button";

const WEEKS_SHOWN = 6;

const LONG_WEEKDAYS: Record<Locale, string[]> = {
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};

type DatedEntry = CalendarEntry & { start_date: string };

/** A calendar item before its sales button, which carries the visitor's referral and view id. */
type CalendarItem = Omit<CalendarEntry, "salesButton"> & { start_date: string };
type IndexedItem = { item: Omit<CalendarEntry, "salesButton">; event: S.ContentEvent };

/** One month of the calendar as every visitor sees it on a given day. */
type IndexedMonth = {
  link: CalendarMonthLink;
  weeks: CalendarCell[][];
  /** Items per day of the month, sorted by start time. */
  days: Record<string, IndexedItem[]>;
  productions: Record<string, CalendarProduction>;
};

/**
 * What the home calendar shows on a given day, whatever the visitor asks: every month from the
 * first to the last item with its grid and items. Built once per home answer, language and day
 * (buildHomeView); the choice of month and day and the sales buttons are added per request.
 */
export type HomeCalendarIndex = {
  today: string;
  months: IndexedMonth[];
  daysWithItems: string[];
};

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

type CalendarSourceContext = Pick<HomeContext, "now"> & { venues: Record<string, S.Venue> };

function calendarItems(
  sources: readonly HomeProductionSource[],
  ctx: CalendarSourceContext,
): {
  items: { item: CalendarItem; event: S.ContentEvent }[];
  productions: Record<string, CalendarProduction>;
} {
  const items: { item: CalendarItem; event: S.ContentEvent }[] = [];
  const productions: Record<string, CalendarProduction> = {};
  for (const source of sources) {
    const production = calendarProduction(source.page);
    if (!production) continue;
    for (const event of upcomingEvents(source.events, ctx.now)) {
      const start = toAmsterdam(event.start_date);
      const date = noon(event.start_date)?.toISO();
      if (!start || !date) continue;
      productions[source.node.id] = production;
      items.push({
        event,
        item: {
          id: event.id,
          production: source.node.id,
          start_date: event.start_date,
          date,
          time: start.toFormat("HH:mm"),
          hall: hallName(event, ctx.venues),
          note: text(event.data?.speellijsttekst),
        },
      });
    }
  }
  return { items, productions };
}

/** Every calendar item from today on: one per performance, dated at 12:00 of its day. */
export function calendarEntries(
  sources: readonly HomeProductionSource[],
  ctx: HomeContext & { venues: Record<string, S.Venue> },
): { entries: DatedEntry[]; productions: Record<string, CalendarProduction> } {
  const { items, productions } = calendarItems(sources, ctx);
  const entries = items.map(({ item, event }) => ({
    ...item,
    salesButton: eventSalesButton(event, ctx.sales, ctx.onUnknownStatus),
  }));
  return { entries, productions };
}

const cellLabels = /* @__PURE__ */ new TextMemo<string>();
function cellLabel(date: string, locale: Locale): string {
  return cellLabels.get(`${locale}|${date}`, () =>
    DateTime.fromISO(date, { zone: ZONE, locale }).toFormat("cccc d LLLL yyyy"),
  );
}

/** The calendar's months on the day of `ctx.now` (see HomeCalendarIndex). */
export function homeCalendarIndex(
  sources: readonly HomeProductionSource[],
  ctx: CalendarSourceContext & Pick<HomeContext, "locale">,
): HomeCalendarIndex {
  const today = todayKey(ctx.now);
  const { items, productions } = calendarItems(sources, ctx);
  const months = calendarMonths(
    items.map(({ item, event }) => ({ start_date: item.start_date, item, event })),
    ctx.locale,
    ctx.now,
  );
  const daysWithItems: string[] = [];
  const indexed = months.map((month): IndexedMonth => {
    const days: IndexedMonth["days"] = {};
    const shownProductions: IndexedMonth["productions"] = {};
    const weeks: CalendarCell[][] = month.weeks.map((week) =>
      week.map((cell) => {
        if (cell.events.length) daysWithItems.push(cell.date);
        if (cell.inMonth && cell.events.length) {
          days[cell.date] = cell.events.map(({ item: { start_date: _, ...item }, event }) => ({
            item,
            event,
          }));
          for (const { item } of cell.events) {
            const production = productions[item.production];
            if (production) shownProductions[item.production] = production;
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
    return {
      link: { id: month.id, label: month.label },
      weeks,
      days,
      productions: shownProductions,
    };
  });
  return { today, months: indexed, daysWithItems };
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
  return homeCalendarFor(homeCalendarIndex(sources, ctx), query, ctx);
}

/** buildHomeCalendar over an index built before: only the shown month gets sales buttons. */
export function homeCalendarFor(
  index: HomeCalendarIndex,
  query: CalendarQuery,
  ctx: HomeContext,
): HomeCalendarView | null {
  const { today, months } = index;
  const choice = chooseCalendarDay(query, index.daysWithItems, today);
  const at = months.findIndex((m) => m.link.id === choice.month);
  const month = months[at];
  if (!month) return null;

  const days: HomeCalendarView["days"] = {};
  for (const [date, items] of Object.entries(month.days)) {
    days[date] = items.map(({ item, event }) => ({
      ...item,
      salesButton: eventSalesButton(event, ctx.sales, ctx.onUnknownStatus),
    }));
  }

  const count = choice.day ? (days[choice.day]?.length ?? 0) : 0;
  const keepsIndex = !choice.byMonth && (query.day === null || query.day === choice.day);
  return {
    today,
    month: month.link,
    previous: months[at - 1]?.link ?? null,
    next: months[at + 1]?.link ?? null,
    weekdays: weekdayNames(ctx.locale).map((short, i) => ({
      short,
      long: LONG_WEEKDAYS[ctx.locale][i] ?? short,
    })),
    weeks: month.weeks,
    days,
    productions: month.productions,
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
