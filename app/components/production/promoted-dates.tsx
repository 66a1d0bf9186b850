import { useTranslation } from "~/i18n/react";
import { PLAY_DATES_ID } from "~/views/production/production-links";
import type { PlayDatesView } from "~/views/production/production-page-types";
import { IcsLink } from "../ui/ics-link";
import { SalesButtonView } from "../ui/sales-button";

type EventsView = Extract<PlayDatesView, { kind: "events" }>;
type LotteryView = Extract<PlayDatesView, { kind: "lottery" }>;

/**
 * What the promoted layout shows where the date picker would be (spec 2 §2.4): a sales button per
 * performance on the premiere page, or the lottery button. Either section carries the #speeldata
 * anchor the sales buttons and other pages lead to.
 */
export function PromotedDates({ view }: { view: EventsView | LotteryView }) {
  return view.kind === "events" ? <EventSales view={view} /> : <LotteryCall view={view} />;
}

function EventSales({ view }: { view: EventsView }) {
  const { t } = useTranslation();
  return (
    <section className="event-sales" id={PLAY_DATES_ID} aria-labelledby="event-sales-heading">
      <h2 id="event-sales-heading">{t("production.promoted.eventsTitle")}</h2>
      <ul className="event-sales__list">
        {view.rows.map((row) => (
          <li key={row.eventId} className={`event-sales__item play-date--${row.status}`}>
            {row.label && <p className="event-sales__label">{row.label}</p>}
            <p className="event-sales__when">
              <time dateTime={row.start}>{row.date}</time>{" "}
              <span className="event-sales__time">{row.time}</span>
            </p>
            {(row.hall || row.note) && (
              <p className="event-sales__details">
                {[row.hall, row.note].filter(Boolean).join(" · ")}
              </p>
            )}
            {row.salesStart && (
              <p className="event-sales__details">
                {t("production.salesStart", { date: row.salesStart })}
              </p>
            )}
            <div className="event-sales__actions">
              <SalesButtonView button={row.button} context={row.context} />
              {row.icsHref && <IcsLink href={row.icsHref} performance={row.context} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LotteryCall({ view }: { view: LotteryView }) {
  const { t } = useTranslation();
  return (
    <section className="lottery" id={PLAY_DATES_ID} aria-labelledby="lottery-heading">
      <h2 id="lottery-heading">{t("production.promoted.lotteryTitle")}</h2>
      <p>{t("production.promoted.lotteryText")}</p>
      <p>
        <a
          className="button lottery__button"
          href={view.href}
          {...(view.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {t("production.promoted.lotteryButton")}
          {view.newTab && <span className="visually-hidden"> {t("sales.opensInNewTab")}</span>}
        </a>
      </p>
      {view.dates.length > 0 && (
        <>
          <h3 className="lottery__dates-title">{t("production.playDates")}</h3>
          <ul className="lottery__dates">
            {view.dates.map((date) => (
              <li key={date.eventId}>
                <time dateTime={date.start}>{date.when}</time>
                <IcsLink href={date.icsHref} performance={date.context} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
