// Builds the home month calendar on the server (luxon): calendar items from the production
// pages and the items of the shown month's days. Only the shown month travels to the browser,
// each performance once; the browser lays out its weeks (home-calendar.ts calendarWeeks). Other
// months are links (?maand=) the loader answers.

import type * as S from "~/content/schema";
import { noon, toAmsterdam, todayKey } from "../../models/dates/amsterdam-time";
import { calendarMonths } from "../../models/dates/calendar-view";
import { startedKey } from "../../models/sales/event-status";
import { eventSalesButton } from "../../models/sales/sales-button";
import { salesButtonFacts } from "../../models/sales/sales-button-look";
import { sharedWithoutReferral } from "../../models/sales/shared-for-visitors";
import {
  type CalendarEntry,
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

/** A calendar item before its sales button, which carries the visitor's referral and view id. */
type CalendarItem = Omit<CalendarEntry, "status" | "href" | "newTab" | "labelOverride">;
type IndexedItem = { item: CalendarItem; event: S.ContentEvent };

/** One month of the calendar as every visitor sees it on a given day. */
type IndexedMonth = {
  id: string;
  /** Items per day of the month, sorted by start time. */
  days: Record<string, IndexedItem[]>;
  /** The productions of the month's items, which point into it by index. */
  productions: CalendarProduction[];
};

/**
 * What the home calendar shows on a given day, whatever the visitor asks: every month from the
 * first to the last item with its items. Built once per home answer, language and day
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

/** A performance in the calendar with its production, before months and indexes are known. */
type SourceItem = {
  production: CalendarProduction;
  time: string;
  hall: string | null;
  note: string | null;
  start_date: string;
  event: S.ContentEvent;
};

function calendarItems(
  sources: readonly HomeProductionSource[],
  ctx: CalendarSourceContext,
): SourceItem[] {
  const items: SourceItem[] = [];
  for (const source of sources) {
    const production = calendarProduction(source.page);
    if (!production) continue;
    for (const event of upcomingEvents(source.events, ctx.now)) {
      const start = toAmsterdam(event.start_date);
      if (!start || !noon(event.start_date)) continue;
      items.push({
        production,
        time: start.toFormat("HH:mm"),
        hall: hallName(event, ctx.venues),
        note: text(event.data?.speellijsttekst),
        start_date: event.start_date,
        event,
      });
    }
  }
  return items;
}

/** The calendar's months on the day of `ctx.now` (see HomeCalendarIndex). */
export function homeCalendarIndex(
  sources: readonly HomeProductionSource[],
  ctx: CalendarSourceContext & Pick<HomeContext, "locale">,
): HomeCalendarIndex {
  const today = todayKey(ctx.now);
  const months = calendarMonths(calendarItems(sources, ctx), ctx.locale, ctx.now);
  const daysWithItems: string[] = [];
  const indexed = months.map((month): IndexedMonth => {
    const days: IndexedMonth["days"] = {};
    const productions: CalendarProduction[] = [];
    const at = (production: CalendarProduction) => {
      const known = productions.indexOf(production);
      return known === -1 ? productions.push(production) - 1 : known;
    };
    for (const cell of month.weeks.flat()) {
      if (cell.events.length) daysWithItems.push(cell.date);
      if (!cell.inMonth || !cell.events.length) continue;
      days[cell.date] = cell.events.map(({ production, time, hall, note, event }) => ({
        item: {
          production: at(production),
          time,
          ...(hall ? { hall } : {}),
          ...(note ? { note } : {}),
        },
        event,
      }));
    }
    return { id: month.id, days, productions };
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
  const at = months.findIndex((m) => m.id === choice.month);
  const month = months[at];
  if (!month) return null;

  // A performance whose start time has come says so, whatever the CMS flags (statusAt): the
  // buttons read the page's clock, the same `now` the index was built for.
  const sales = { ...ctx.sales, now: ctx.now };
  const buildDays = () => {
    const days: HomeCalendarView["days"] = {};
    for (const [date, items] of Object.entries(month.days)) {
      days[date] = items.map(({ item, event }) => ({
        ...item,
        ...salesButtonFacts(eventSalesButton(event, sales, ctx.onUnknownStatus)),
      }));
    }
    return days;
  };
  // The month comes from the index (built once per answer and day); its buttons are shared
  // whatever day or item a visitor chose in it, and built again the moment one of its
  // performances starts.
  const started = startedKey(
    Object.values(month.days).flatMap((items) => items.map(({ event }) => event)),
    ctx.now,
  );
  const days = sharedWithoutReferral(ctx.sales, month, "days", started, buildDays);

  const count = choice.day ? (days[choice.day]?.length ?? 0) : 0;
  const keepsIndex = !choice.byMonth && (query.day === null || query.day === choice.day);
  return {
    today,
    month: month.id,
    previous: months[at - 1]?.id ?? null,
    next: months[at + 1]?.id ?? null,
    days,
    productions: month.productions,
    selectedDay: choice.day,
    selectedIndex: keepsIndex ? clampIndex(query.item, count) : 0,
  };
}
