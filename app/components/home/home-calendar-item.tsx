import { Link } from "@remix-run/react";
import type { MouseEvent, RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import {
  calendarHref,
  clampIndex,
  type HomeCalendarView,
  multipleNotice,
} from "~/views/home/home-calendar";
import { calendarButton, dayLabel } from "~/views/production/play-dates-calendar";
import { useSite } from "../shell/site-context";
import { ResponsiveImage } from "../ui/responsive-image";
import { SalesButtonView } from "../ui/sales-button";
import { CalendarArrow } from "./home-calendar-arrow";

/**
 * The chosen day's show in the home calendar, with arrows through the day's other shows and a
 * status line a screen reader announces when the choice changes.
 */
export function CalendarItem({
  calendar,
  day,
  index: asked,
  headingRef,
  onItem,
}: {
  calendar: HomeCalendarView;
  day: string | null;
  index: number;
  headingRef: RefObject<HTMLHeadingElement>;
  onItem: (day: string, index: number) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const items = (day && calendar.days[day]) || [];
  const index = clampIndex(asked, items.length);
  const entry = items[index];
  const production = entry ? calendar.productions[entry.production] : undefined;
  const label = day ? dayLabel(day, locale) : null;
  const notice = multipleNotice(day, items.length, calendar.today);

  return (
    <>
      <p className="home-calendar__status" role="status">
        {notice === "today" && t("home.calendar.multipleToday")}
        {notice === "chosen" && t("home.calendar.multipleChosen")}
        {notice && items.length > 1 && " "}
        {items.length > 1 && t("home.calendar.itemOf", { index: index + 1, count: items.length })}
      </p>
      {entry && production && day ? (
        <article className="home-calendar__card" aria-labelledby="home-calendar-item-title">
          <ResponsiveImage
            image={production.image}
            sizes="(max-width: 767px) 100vw, 480px"
            maxWidth={800}
            className="home-calendar__image"
          />
          <div className="home-calendar__card-body">
            <p className="home-calendar__when">
              <time dateTime={`${day}T${entry.time}`}>
                {label} · {entry.time}
              </time>
              {entry.hall && ` · ${entry.hall}`}
            </p>
            <h3
              id="home-calendar-item-title"
              className="home-calendar__heading"
              ref={headingRef}
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
              <SalesButtonView
                button={calendarButton(entry)}
                context={`${production.heading}, ${label} ${entry.time}`}
              />
            </div>
          </div>
          {items.length > 1 && (
            <div className="home-calendar__pager">
              <CalendarArrow
                label={t("home.calendar.previousItem")}
                symbol="‹"
                href={index > 0 ? calendarHref(locale, { day, item: index - 1 }) : null}
                onClick={onItem(day, index - 1)}
              />
              <CalendarArrow
                label={t("home.calendar.nextItem")}
                symbol="›"
                href={
                  index < items.length - 1
                    ? calendarHref(locale, { day: day, item: index + 1 })
                    : null
                }
                onClick={onItem(day, index + 1)}
              />
            </div>
          )}
        </article>
      ) : (
        <p className="home-calendar__empty">{t("home.calendar.emptyMonth")}</p>
      )}
    </>
  );
}
