import type { MouseEvent, RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import {
  type CalendarCell,
  calendarHref,
  calendarWeeks,
  type HomeCalendarView,
} from "~/views/home/home-calendar";
import { monthLabel, weekdayLongNames, weekdayNames } from "~/views/production/play-dates-calendar";
import { useSite } from "../shell/site-context";
import { CalendarArrow } from "./home-calendar-arrow";

type Choose = (event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * The home calendar's month: arrows to the months around it and a table of days in which only
 * days with shows are links (spec §5).
 */
export function CalendarGrid({
  calendar,
  selectedDay,
  headingRef,
  onDay,
  onMonth,
}: {
  calendar: HomeCalendarView;
  selectedDay: string | null;
  headingRef: RefObject<HTMLHeadingElement>;
  onDay: (day: string) => Choose;
  onMonth: (month: string) => Choose;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { previous, next } = calendar;
  const long = weekdayLongNames(locale);
  return (
    <div className="home-calendar__month">
      <div className="home-calendar__nav">
        <CalendarArrow
          symbol="‹"
          label={
            previous
              ? t("home.calendar.previousMonth", { month: monthLabel(previous, locale) })
              : ""
          }
          href={previous ? calendarHref(locale, { month: previous }) : null}
          onClick={previous ? onMonth(previous) : undefined}
        />
        <h3
          id="home-calendar-month"
          className="home-calendar__month-label"
          ref={headingRef}
          tabIndex={-1}
          aria-live="polite"
        >
          {monthLabel(calendar.month, locale)}
        </h3>
        <CalendarArrow
          symbol="›"
          label={next ? t("home.calendar.nextMonth", { month: monthLabel(next, locale) }) : ""}
          href={next ? calendarHref(locale, { month: next }) : null}
          onClick={next ? onMonth(next) : undefined}
        />
      </div>
      <table className="home-calendar__grid" aria-labelledby="home-calendar-month">
        <thead>
          <tr>
            {weekdayNames(locale).map((short, i) => (
              <th key={short} scope="col" abbr={long[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(calendar, locale).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => (
                <td key={cell.date}>
                  <DayCell
                    cell={cell}
                    selected={cell.date === selectedDay}
                    onChoose={onDay(cell.date)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell({
  cell,
  selected,
  onChoose,
}: {
  cell: CalendarCell;
  selected: boolean;
  onChoose: Choose;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  if (!cell.inMonth) return null;
  const classes = ["home-calendar__day"];
  if (cell.isToday) classes.push("is-today");
  if (selected) classes.push("is-selected");
  const today = cell.isToday ? `, ${t("home.calendar.today")}` : "";
  if (cell.count === 0) {
    // Not choosable and not focusable: only days with items can be picked (spec §5).
    return (
      <span className={classes.join(" ")}>
        <span aria-hidden="true">{cell.day}</span>
        <span className="visually-hidden">{`${cell.label}${today}: ${t("home.calendar.noShows")}`}</span>
      </span>
    );
  }
  classes.push("has-items");
  return (
    <a
      className={classes.join(" ")}
      href={calendarHref(locale, { day: cell.date })}
      aria-current={selected ? "true" : undefined}
      onClick={onChoose}
    >
      <span aria-hidden="true">{cell.day}</span>
      <span className="visually-hidden">
        {`${cell.label}${today}: ${t("home.calendar.shows", { count: cell.count })}`}
      </span>
    </a>
  );
}
