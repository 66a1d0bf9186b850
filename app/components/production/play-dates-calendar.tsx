import { useState } from "react";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
import type { EventStatus } from "~/models/sales/event-status";
import {
  type CalendarLayout,
  type CalendarPill as CalendarPillView,
  layoutOnce,
  type PlayDatesCalendarView,
} from "~/views/production/play-dates-calendar";
import { IcsLink } from "../ui/ics-link";
import { SalesStateIcon } from "./play-dates-status";

/**
 * The dates as a month calendar (enableSpeeldataCalendarView): Monday first, Amsterdam days,
 * days before today greyed out without performances. One month shows at a time; the previous and
 * next links carry the month in the address, so they work without JavaScript too. Only
 * productions with the calendar switched on show it, so PlayDates loads this module on demand.
 */
export function PlayDatesCalendar({
  view,
  monthHref,
}: {
  view: PlayDatesCalendarView;
  /** The no-JS address of a month (computed by PlayDates, which owns the page's query). */
  monthHref: (monthId: string) => string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  // The weeks, labels and buttons follow from the performances: the data carries only those.
  // layoutOnce keeps them per view and language, so a render asks for them again at no cost.
  const layout = layoutOnce(view, locale);
  const [selected, setSelected] = useState(view.selected);
  const previous = layout.months[selected - 1];
  const next = layout.months[selected + 1];
  const statuses = legendStatuses(layout);

  const navLink = (target: { id: string } | undefined, offset: -1 | 1, label: string) => {
    const arrow = offset < 0 ? "‹" : "›";
    if (!target) {
      return (
        <span className="calendar-nav__link is-disabled" aria-hidden="true">
          {arrow}
        </span>
      );
    }
    return (
      <a
        className="calendar-nav__link"
        href={monthHref(target.id)}
        onClick={(event) => {
          event.preventDefault();
          setSelected((index) => index + offset);
        }}
      >
        <span aria-hidden="true">{arrow}</span>
        <span className="visually-hidden">{label}</span>
      </a>
    );
  };

  return (
    <div className={`calendar calendar--${layout.pillWidth}`}>
      {layout.months.length > 1 && (
        <nav className="calendar-nav" aria-label={t("production.playDates")}>
          {navLink(previous, -1, t("production.calendar.previousMonth"))}
          <p className="calendar-nav__current" aria-live="polite">
            {layout.months[selected]?.label}
            <span className="visually-hidden">
              {" "}
              (
              {t("production.calendar.monthOf", {
                index: selected + 1,
                count: layout.months.length,
              })}
              )
            </span>
          </p>
          {navLink(next, 1, t("production.calendar.nextMonth"))}
        </nav>
      )}
      {/* Only the month shown: the others are a click away in the layout, and hidden tables
          would only lengthen the page's first layout (a long run has a table per month). */}
      {layout.months.slice(selected, selected + 1).map((month) => (
        <table key={month.id} className="calendar__month">
          <caption className={layout.months.length > 1 ? "visually-hidden" : "calendar__caption"}>
            {month.label}
          </caption>
          <thead>
            <tr>
              {layout.weekdays.map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) =>
                  day.inMonth ? (
                    <td
                      key={day.date}
                      className={[
                        "calendar__day",
                        day.past ? "is-past" : "",
                        day.events.length ? "has-events" : "",
                      ]
                        .filter(Boolean)
                        .join(" ")}
                    >
                      <span className="calendar__day-number" aria-hidden="true">
                        {day.day}
                      </span>
                      <span className="visually-hidden">{day.label}</span>
                      {day.events.length > 0 && (
                        <ul className="calendar__pills">
                          {day.events.map((pill) => (
                            <li key={pill.eventId}>
                              <CalendarPill pill={pill} />
                              {pill.icsHref && (
                                <IcsLink href={pill.icsHref} performance={pill.context} compact />
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  ) : (
                    <td key={day.date} className="calendar__day is-outside" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {statuses.length > 0 && (
        <div className="calendar__legend">
          <h3 className="visually-hidden">{t("production.calendar.legend")}</h3>
          <ul>
            {statuses.map((status) => (
              <li key={status}>
                <span className={`calendar-swatch ${swatchClass(status)}`} aria-hidden="true">
                  <SalesStateIcon status={status} />
                </span>
                {t(`sales.${status}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function CalendarPill({ pill }: { pill: CalendarPillView }) {
  const { t } = useTranslation();
  const { button } = pill;
  const label =
    ("labelOverride" in button && button.labelOverride) || t(`sales.${button.labelKey}`);
  if (button.kind === "link") {
    return (
      <a
        className={`calendar-pill calendar-pill--${button.colour}`}
        href={button.href}
        aria-label={`${pill.time}, ${label} – ${pill.context}${button.newTab ? ` ${t("sales.opensInNewTab")}` : ""}`}
        {...(button.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {/* The shape says the state without colour; the link's name says it in words. */}
        <SalesStateIcon status={pill.status} />
        <span className="calendar-pill__time">{pill.time}</span>
      </a>
    );
  }
  const colour = button.kind === "inactive" ? button.colour : "message";
  return (
    <span className={`calendar-pill calendar-pill--${colour} calendar-pill--inactive`}>
      <SalesStateIcon status={pill.status} />
      <span className="calendar-pill__time">{pill.time}</span>
      <span className="visually-hidden">, {label}</span>
    </span>
  );
}

function swatchClass(status: EventStatus): string {
  switch (status) {
    case "on_sale":
      return "calendar-pill--green";
    case "last_chance":
      return "calendar-pill--orange";
    case "waiting_list":
    case "call_us":
      return "calendar-pill--red";
    case "cancelled":
    case "free":
    case "non_reservable":
    case "sold_out":
      return "calendar-pill--brown calendar-pill--inactive";
    default:
      return "calendar-pill--message calendar-pill--inactive";
  }
}

/** The statuses that occur in the calendar, in a stable order, for the colour legend. */
function legendStatuses(layout: CalendarLayout): EventStatus[] {
  const seen = new Set<EventStatus>();
  for (const month of layout.months)
    for (const week of month.weeks)
      for (const day of week) for (const e of day.events) seen.add(e.status);
  const order: EventStatus[] = [
    "on_sale",
    "last_chance",
    "waiting_list",
    "call_us",
    "free",
    "non_reservable",
    "sold_out",
    "cancelled",
    "sales_not_started",
    "sales_finished",
    "show_started",
    "show_finished",
  ];
  return order.filter((status) => seen.has(status));
}
