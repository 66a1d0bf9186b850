import type { MouseEvent, RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import { type CalendarCell, calendarHref, type HomeCalendarView } from "~/models/home-calendar";
import { CalendarArrow } from "./home-calendar-arrow";
import { useSite } from "./site-context";

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
  return (
    <div className="home-calendar__month">
      <div className="home-calendar__nav">
        <CalendarArrow
          symbol="‹"
          label={previous ? t("home.calendar.previousMonth", { month: previous.label }) : ""}
          href={previous ? calendarHref(locale, { month: previous.id }) : null}
          onClick={previous ? onMonth(previous.id) : undefined}
        />
        <h3
          id="home-calendar-month"
          className="home-calendar__month-label"
          ref={headingRef}
          tabIndex={-1}
          aria-live="polite"
        >
          {calendar.month.label}
        </h3>
        <CalendarArrow
          symbol="›"
          label={next ? t("home.calendar.nextMonth", { month: next.label }) : ""}
          href={next ? calendarHref(locale, { month: next.id }) : null}
          onClick={next ? onMonth(next.id) : undefined}
        />
      </div>
      <table className="home-calendar__grid" aria-labelledby="home-calendar-month">
        <thead>
          <tr>
            {calendar.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
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
        <span className="visually-hidden">
          {cell.label}
          {today}: {t("home.calendar.noShows")}
        </span>
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
        {cell.label}
        {today}: {t("home.calendar.shows", { count: cell.count })}
      </span>
    </a>
  );
}
