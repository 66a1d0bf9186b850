import { Link, useNavigate, useNavigation } from "@remix-run/react";
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import {
  CALENDAR_ID,
  type CalendarCell,
  calendarHref,
  clampIndex,
  type HomeCalendarView,
  multipleNotice,
  withoutFragment,
} from "~/models/home-calendar";
import { href } from "~/route-table.js";
import { ResponsiveImage } from "./responsive-image";
import { SalesButtonView } from "./sales-button";
import { useSite } from "./site-context";

type Selection = { day: string | null; index: number };

/** A plain left click: modified clicks keep their browser meaning (new tab, new window). */
function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * After `key` changes (not on the first render), focus that fell to the page body because the
 * focused control went away moves to `target`.
 */
function useFocusWhenLost(target: RefObject<HTMLElement>, key: string) {
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    first.current = key;
    if (document.activeElement === document.body) target.current?.focus({ preventScroll: true });
  }, [key, target]);
}

/**
 * The inline month calendar (spec §2, §4, §5). Every choice is a link that works without
 * JavaScript (`?dag=`, `?maand=`, `?item=`, answered by the loader). With JavaScript a day or
 * item choice updates in place (the shown month's items are in the page) and replaces the URL;
 * a month choice navigates in place without scrolling, and the loader sends that month.
 */
export function HomeCalendar({ calendar }: { calendar: HomeCalendarView }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const monthHeading = useRef<HTMLHeadingElement>(null);
  const itemHeading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState(calendar);
  const [selection, setSelection] = useState<Selection>({
    day: calendar.selectedDay,
    index: calendar.selectedIndex,
  });
  // New loader data (another month): start from the server's choice for it.
  if (shown !== calendar) {
    setShown(calendar);
    setSelection({ day: calendar.selectedDay, index: calendar.selectedIndex });
  }

  // At the first or last month the arrow the visitor used disappears: keep focus in the calendar.
  useFocusWhenLost(monthHeading, calendar.month.id);

  // The first or last item's arrow is not a link: focus moves to the item rather than be lost.
  useFocusWhenLost(itemHeading, `${selection.day}/${selection.index}`);

  const busy =
    navigation.state === "loading" && navigation.location.pathname === href("home", locale);
  const items = (selection.day && calendar.days[selection.day]) || [];
  const index = clampIndex(selection.index, items.length);
  const entry = items[index];
  const production = entry ? calendar.productions[entry.production] : undefined;
  const selectedCell = calendar.weeks.flat().find((cell) => cell.date === selection.day);
  const notice = multipleNotice(selection.day, items.length, calendar.today);

  const choose = (day: string, item: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setSelection({ day, index: item });
    const url = withoutFragment(calendarHref(locale, { day, item }));
    window.history.replaceState(window.history.state, "", url);
  };
  const goToMonth = (month: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(withoutFragment(calendarHref(locale, { month })), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <section
      id={CALENDAR_ID}
      className={`home-calendar${busy ? " is-busy" : ""}`}
      aria-labelledby="home-calendar-title"
      aria-busy={busy || undefined}
    >
      <h2 id="home-calendar-title" className="home-calendar__title">
        {t("home.calendar.title")}
      </h2>
      <div className="home-calendar__layout">
        <div className="home-calendar__month">
          <div className="home-calendar__nav">
            {calendar.previous ? (
              <a
                className="icon-button home-calendar__arrow"
                href={calendarHref(locale, { month: calendar.previous.id })}
                onClick={goToMonth(calendar.previous.id)}
              >
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">
                  {t("home.calendar.previousMonth", { month: calendar.previous.label })}
                </span>
              </a>
            ) : (
              <span className="icon-button home-calendar__arrow is-disabled" aria-hidden="true">
                ‹
              </span>
            )}
            <h3
              id="home-calendar-month"
              className="home-calendar__month-label"
              tabIndex={-1}
              aria-live="polite"
            >
              {calendar.month.label}
            </h3>
            {calendar.next ? (
              <a
                className="icon-button home-calendar__arrow"
                href={calendarHref(locale, { month: calendar.next.id })}
                onClick={goToMonth(calendar.next.id)}
              >
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">
                  {t("home.calendar.nextMonth", { month: calendar.next.label })}
                </span>
              </a>
            ) : (
              <span className="icon-button home-calendar__arrow is-disabled" aria-hidden="true">
                ›
              </span>
            )}
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
                        selected={cell.date === selection.day}
                        onChoose={choose(cell.date, 0)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="home-calendar__item">
          <p className="home-calendar__status" role="status">
            {notice === "today" && t("home.calendar.multipleToday")}
            {notice === "chosen" && t("home.calendar.multipleChosen")}
            {notice && items.length > 1 && " "}
            {items.length > 1 &&
              t("home.calendar.itemOf", { index: index + 1, count: items.length })}
          </p>
          {entry && production && selection.day ? (
            <article className="home-calendar__card" aria-labelledby="home-calendar-item-title">
              <ResponsiveImage
                image={production.image}
                sizes="(max-width: 767px) 100vw, 480px"
                maxWidth={800}
                className="home-calendar__image"
              />
              <div className="home-calendar__card-body">
                <p className="home-calendar__when">
                  <time dateTime={`${selection.day}T${entry.time}`}>
                    {selectedCell?.label ?? selection.day} · {entry.time}
                  </time>
                  {entry.hall && ` · ${entry.hall}`}
                </p>
                <h3
                  id="home-calendar-item-title"
                  className="home-calendar__heading"
                  ref={itemHeading}
                  tabIndex={-1}
                >
                  {production.heading}
                </h3>
                {production.subheading && (
                  <p className="home-calendar__subheading">{production.subheading}</p>
                )}
                {entry.note && <p className="home-calendar__note">{entry.note}</p>}
                <div className="home-calendar__actions">
                  <Link to={production.href} className="button button--secondary" prefetch="intent">
                    {t("home.calendar.moreInfo")}
                    <span className="visually-hidden"> – {production.heading}</span>
                  </Link>
                  {entry.salesButton && (
                    <SalesButtonView
                      button={entry.salesButton}
                      context={`${production.heading}, ${selectedCell?.label ?? selection.day} ${entry.time}`}
                    />
                  )}
                </div>
              </div>
              {items.length > 1 && (
                <div className="home-calendar__pager">
                  <PagerLink
                    label={t("home.calendar.previousItem")}
                    symbol="‹"
                    href={
                      index > 0
                        ? calendarHref(locale, { day: selection.day, item: index - 1 })
                        : null
                    }
                    onClick={choose(selection.day, index - 1)}
                  />
                  <PagerLink
                    label={t("home.calendar.nextItem")}
                    symbol="›"
                    href={
                      index < items.length - 1
                        ? calendarHref(locale, { day: selection.day, item: index + 1 })
                        : null
                    }
                    onClick={choose(selection.day, index + 1)}
                  />
                </div>
              )}
            </article>
          ) : (
            <p className="home-calendar__empty">{t("home.calendar.emptyMonth")}</p>
          )}
          <p className="home-calendar__more">
            <Link to={href("agenda", locale)}>{t("home.calendar.toAgenda")}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function DayCell({
  cell,
  selected,
  onChoose,
}: {
  cell: CalendarCell;
  selected: boolean;
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void;
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

function PagerLink({
  label,
  symbol,
  href: to,
  onClick,
}: {
  label: string;
  symbol: string;
  href: string | null;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (!to) {
    return (
      <span className="icon-button home-calendar__arrow is-disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  }
  return (
    <a className="icon-button home-calendar__arrow" href={to} onClick={onClick}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
