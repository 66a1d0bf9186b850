import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { PLAY_DATES_ID, PRODUCTION_QUERY, toggleHref } from "~/views/production/production-links";
import type {
  PlayDateMonthView,
  PlayDateRowView,
  PlayDatesView,
} from "~/views/production/production-page-types";
import { lazyComponent } from "../runtime/lazy-component";
import { IcsLink } from "../ui/ics-link";
import { SalesButtonView } from "../ui/sales-button";

const PlayDatesCalendar = lazyComponent(".production-main .calendar", () =>
  import("./play-dates-calendar").then((module) => module.PlayDatesCalendar),
);

type ListView = Extract<PlayDatesView, { kind: "list" }>;
type CalendarView = Extract<PlayDatesView, { kind: "calendar" }>;

/**
 * The dates of a production: a list per month, or the month calendar, or the no-dates message.
 * The section carries the #speeldata anchor the sales buttons lead to.
 */
export function PlayDates({ view, locale }: { view: PlayDatesView; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className="play-dates" id={PLAY_DATES_ID} aria-labelledby="play-dates-heading">
      <h2 id="play-dates-heading">{t("production.playDates")}</h2>
      {view.kind === "none" && <p className="play-dates__none">{t("production.noDates")}</p>}
      {view.kind === "list" && <PlayDateList view={view} locale={locale} />}
      {view.kind === "calendar" && <Calendar view={view} locale={locale} />}
    </section>
  );
}

function Calendar({ view, locale }: { view: CalendarView; locale: Locale }) {
  const { search } = useLocation();
  const param = PRODUCTION_QUERY[locale].month;
  return (
    <PlayDatesCalendar
      view={view}
      monthHref={(monthId) => toggleHref(search, param, monthId, PLAY_DATES_ID)}
    />
  );
}

function PlayDateList({ view, locale }: { view: ListView; locale: Locale }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [collapsed, setCollapsed] = useState(view.collapsed);
  const param = PRODUCTION_QUERY[locale].allDates;
  let shown = 0;
  const hidden = collapsed ? view.total - view.visibleRows : 0;

  return (
    <>
      <div className="play-dates__months" id="play-dates-list">
        {view.months.map((month) => {
          const rows = month.rows.map((row) => {
            shown += 1;
            return { row, visible: !collapsed || shown <= view.visibleRows };
          });
          return <PlayDateMonth key={month.id} month={month} rows={rows} />;
        })}
      </div>
      {view.collapsible && (
        <p className="play-dates__toggle">
          {hidden > 0 && (
            <span className="visually-hidden">
              {t("production.moreDatesHidden", { count: hidden })}{" "}
            </span>
          )}
          <a
            className="button button--secondary"
            href={toggleHref(search, param, collapsed ? "1" : null, PLAY_DATES_ID)}
            aria-expanded={!collapsed}
            aria-controls="play-dates-list"
            onClick={(event) => {
              event.preventDefault();
              setCollapsed((value) => !value);
            }}
          >
            {collapsed
              ? t("production.showAllDates", { count: view.total })
              : t("production.showFewerDates")}
          </a>
        </p>
      )}
    </>
  );
}

function PlayDateMonth({
  month,
  rows,
}: {
  month: PlayDateMonthView;
  rows: { row: PlayDateRowView; visible: boolean }[];
}) {
  const anyVisible = rows.some((r) => r.visible);
  return (
    <div className="play-dates__month" hidden={!anyVisible}>
      <h3 className="play-dates__month-title" id={`maand-${month.id}`}>
        {month.label}
      </h3>
      <ul className="play-dates__rows" aria-labelledby={`maand-${month.id}`}>
        {rows.map(({ row, visible }) => (
          <PlayDateRow key={row.eventId} row={row} hidden={!visible} />
        ))}
      </ul>
    </div>
  );
}

function PlayDateRow({ row, hidden }: { row: PlayDateRowView; hidden: boolean }) {
  const { t } = useTranslation();
  const details = [
    row.duration,
    row.pause === "yes"
      ? t("production.withPause")
      : row.pause === "no"
        ? t("production.withoutPause")
        : null,
    row.hall,
  ].filter((part): part is string => Boolean(part));

  return (
    <li className={`play-date play-date--${row.status}`} hidden={hidden}>
      <div className="play-date__when">
        <time className="play-date__date" dateTime={row.start}>
          {row.date}
        </time>
        <span className="play-date__time">
          {row.time}
          {row.endTime && (
            <>
              {" "}
              <span className="visually-hidden">{t("production.until")}</span>
              <span aria-hidden="true">–</span> {row.endTime}
            </>
          )}
        </span>
      </div>
      <div className="play-date__info">
        {row.label && <span className="play-date__label">{row.label}</span>}
        {row.note && <span className="play-date__note">{row.note}</span>}
        {row.salesStart && (
          <span className="play-date__sales-start">
            {t("production.salesStart", { date: row.salesStart })}
          </span>
        )}
        {details.length > 0 && <span className="play-date__details">{details.join(" · ")}</span>}
      </div>
      <div className="play-date__actions">
        <SalesButtonView button={row.button} context={row.context} className="play-date__button" />
        {row.icsHref && <IcsLink href={row.icsHref} performance={row.context} />}
      </div>
    </li>
  );
}
