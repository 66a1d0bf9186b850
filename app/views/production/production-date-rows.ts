// The dates section of a production page (spec §2 "Production page"): a list by month, a month
// calendar, one button per performance (the premiere layout) or the lottery link.

import type * as S from "~/content/schema";
import { href } from "~/route-table.js";
import { dayKey, todayKey } from "../../models/dates/amsterdam-time";
import { isExternalLink } from "../../models/http/external-link";
import type { Locale } from "../../models/http/locale";
import { type EventStatus, statusAt } from "../../models/sales/event-status";
import { buttonAt, type SalesButton } from "../../models/sales/sales-button";
import { cleanTextOrNull as text } from "../../models/search/plain-text";
import {
  formatDuration,
  formatPlayDate,
  formatTime,
  isDateTableCollapsed,
  playDateMonths,
} from "./play-dates";
import { type CalendarPerformanceView, monthSpan, withSalesPrefix } from "./play-dates-calendar";
import type { PlayDateRowView, PlayDatesView, ProductionPageConfig } from "./production-page-types";
import { lotteryHref, type PromotedDates } from "./promoted-layout";

/** Rows shown while the date list is collapsed. */
export const COLLAPSED_ROWS = 3;

type PlayDatesConfig = Pick<
  ProductionPageConfig,
  "locale" | "now" | "hosts" | "calendarMonth" | "expandDates" | "collapsedPerformers" | "promotion"
>;

function hallName(event: S.ContentEvent, venues: Record<string, S.Venue>): string | null {
  if (event.venue_id == null) return null;
  const venue = venues[event.venue_id];
  if (!venue) return null;
  const hall = venue.halls?.find((h) => h.id === event.hall_id);
  return text(hall?.name) ?? null;
}

export type RowContext = {
  heading: string;
  slug: string;
  locale: Locale;
  now: Date;
  venues: Record<string, S.Venue>;
  hideTimes: boolean;
  durationText: string | null;
  buttonFor: (event: S.ContentEvent) => SalesButton;
  statusFor: (event: S.ContentEvent) => EventStatus;
};

// Issue 38: whether a performance has started is read from its start time at the page's `now`
// (models/sales/event-status.ts, statusAt), in the list, the calendar and the promoted dates
// alike. Both are no-ops on a status or button that already went through the rule.
const statusNow = (event: S.ContentEvent, ctx: RowContext) =>
  statusAt(ctx.statusFor(event), event, ctx.now);
const buttonNow = (event: S.ContentEvent, ctx: RowContext) =>
  buttonAt(ctx.buttonFor(event), event, ctx.now);

function playDateRow(event: S.ContentEvent, ctx: RowContext): PlayDateRowView {
  const date = formatPlayDate(event.start_date, ctx.locale, ctx.now);
  const time = formatTime(event.start_date);
  // eindtijdbekend false means the end in the data is a placeholder.
  const end = event.data?.eindtijdbekend === false ? null : (event.end_date ?? null);
  const endAfterStart = end !== null && formatDuration(event.start_date, end, ctx.locale) !== null;
  const status = statusNow(event, ctx);
  const pause = event.data?.pauze;
  return {
    eventId: event.id,
    start: event.start_date,
    date,
    time,
    endTime: !ctx.hideTimes && end && endAfterStart ? formatTime(end) : null,
    duration: ctx.hideTimes
      ? null
      : (ctx.durationText ??
        (end && endAfterStart ? formatDuration(event.start_date, end, ctx.locale) : null)),
    pause: pause === "yes" || pause === "no" ? pause : null,
    hall: hallName(event, ctx.venues),
    note: text(event.data?.speellijsttekst),
    // The CMS keeps one Dutch label in the event data and its English twin beside it.
    label:
      (ctx.locale === "en" ? text(event.calendarLabels?.supertitle_en) : null) ??
      text(event.data?.calendarlabel),
    salesStart:
      status === "sales_not_started" && event.sales_start_date
        ? `${formatPlayDate(event.sales_start_date, ctx.locale, ctx.now)} ${formatTime(event.sales_start_date)}`.trim() ||
          null
        : null,
    status,
    button: buttonNow(event, ctx),
    icsHref:
      status === "cancelled" || !ctx.slug
        ? null
        : href("performanceIcs", ctx.locale, { url: ctx.slug, eventId: event.id }),
    context: `${ctx.heading}, ${date} ${time}`.trim(),
  };
}

/** What the calendar needs of a performance; its button's look follows from status and link. */
function calendarPerformance(
  event: S.ContentEvent,
  day: string,
  ctx: RowContext,
): CalendarPerformanceView {
  const button = buttonNow(event, ctx);
  return {
    eventId: event.id,
    day,
    time: formatTime(event.start_date),
    status: statusNow(event, ctx),
    ...(button.kind === "link" ? { href: button.href } : {}),
    ...(button.kind === "link" && button.newTab ? { newTab: true as const } : {}),
    ...("labelOverride" in button && button.labelOverride
      ? { labelOverride: button.labelOverride }
      : {}),
  };
}

export function buildPlayDates(
  upcoming: readonly S.ContentEvent[],
  page: S.ProductionPageData,
  heading: string,
  config: PlayDatesConfig,
  rowContext: RowContext,
  promotedDates: PromotedDates | null,
): PlayDatesView {
  if (promotedDates === "lottery") {
    const lottery = lotteryHref(config.promotion, config.locale);
    // An unusable address (a broken configuration) falls back to the regular dates.
    if (lottery) {
      const dates = upcoming.flatMap((event) => {
        const row = playDateRow(event, rowContext);
        return row.icsHref
          ? [
              {
                eventId: row.eventId,
                start: row.start,
                when: `${row.date} ${row.time}`.trim(),
                icsHref: row.icsHref,
                context: row.context,
              },
            ]
          : [];
      });
      return {
        kind: "lottery",
        href: lottery,
        newTab: isExternalLink(lottery, config.hosts),
        dates,
      };
    }
  }
  if (upcoming.length === 0) return { kind: "none" };
  if (promotedDates === "per-event") {
    return { kind: "events", rows: upcoming.map((event) => playDateRow(event, rowContext)) };
  }
  if (page.enableSpeeldataCalendarView) {
    const today = todayKey(config.now);
    const days = upcoming.map((event) => dayKey(event.start_date) ?? "");
    const performances = upcoming.flatMap((event, index) => {
      const day = days[index] ?? "";
      // Performances before today are hidden (spec); an unreadable date has no day to sit on.
      return day && day >= today ? [calendarPerformance(event, day, rowContext)] : [];
    });
    const months = monthSpan(performances.map((p) => p.day));
    return {
      kind: "calendar",
      total: upcoming.length,
      selected: Math.max(0, months.indexOf(config.calendarMonth ?? "")),
      today,
      heading: rowContext.heading,
      slug: rowContext.slug || null,
      ...withSalesPrefix(performances),
    };
  }
  const months = playDateMonths(upcoming, config.locale, config.now).map((month) => ({
    id: month.id,
    label: month.label,
    rows: month.rows.map((row) => playDateRow(row.event, rowContext)),
  }));
  const total = months.reduce((sum, m) => sum + m.rows.length, 0);
  const collapsed = isDateTableCollapsed(total, {
    expanded: config.expandDates,
    heading,
    collapsedPerformers: config.collapsedPerformers,
  });
  return {
    kind: "list",
    months,
    total,
    visibleRows: COLLAPSED_ROWS,
    collapsed: collapsed && total > COLLAPSED_ROWS,
    collapsible: collapsed || (config.expandDates && total > COLLAPSED_ROWS),
  };
}
