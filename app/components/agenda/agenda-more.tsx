import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import type { AgendaMonthView, AgendaView, MonthSpan } from "~/views/agenda/agenda";
import { AGENDA_PARAMS, agendaSearch, monthsDataHref, moreHref } from "~/views/agenda/agenda-query";
import { isPlainClick } from "../runtime/plain-click";

/** Months are asked for when the "Toon meer" block comes within a screen's height of view. */
const AHEAD_SCREENS = 2;

/** The agenda's fetcher as this hook needs it (the route's useFetcher for its own loader). */
export type MonthsFetcher = {
  state: "idle" | "loading" | "submitting";
  data: { agenda: AgendaView } | undefined;
  load: (href: string) => void;
};

type Added = { agenda: AgendaView; extra: AgendaMonthView[]; more: MonthSpan | null };

/** Writes the months drawn into the address in place (no history entry), so a reload keeps them. */
function replaceThroughInUrl(id: string, locale: Locale) {
  const url = new URL(window.location.href);
  url.searchParams.set(AGENDA_PARAMS[locale].through, id);
  // Remix keeps its own key in history.state; it must survive or back/forward loses track.
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The months below the loader's: with JavaScript the agenda adds the following months in place,
 * from its own loader through a fetcher (?vanaf=…&tot=…), when the visitor scrolls near the end
 * or presses "Toon meer", or when a month picked in the month bar is not drawn yet. Nothing drawn
 * is ever replaced; new loader data (another search or filter) starts over from its own months.
 */
export function useMoreMonths(agenda: AgendaView, fetcher: MonthsFetcher, locale: Locale) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<Added>({ agenda, extra: [], more: agenda.more });
  let state = added;
  if (added.agenda !== agenda) {
    state = { agenda, extra: [], more: agenda.more };
    setAdded(state);
  }
  const [announcement, setAnnouncement] = useState("");
  // The month the visitor asked for (month bar or "Toon meer"), to land on once it is drawn.
  const [wanted, setWanted] = useState<{ id: string; focus: boolean } | null>(null);
  const wantedRef = useRef(wanted);
  const consumed = useRef<unknown>(null);
  // A load on its way, from the moment it is asked until its answer (or failure) is seen. The
  // fetcher's own state cannot say so: Remix renders it in a transition, so for a while after
  // `load` (long on a slow phone) callbacks still read "idle", and a second `load` would abort the
  // first, whose aborted request single fetch reports as an unhandled error.
  const onItsWay = useRef(false);
  const seenLoading = useRef(false);
  const filterKey = agendaSearch(agenda.query, locale);

  const shown = state.extra.length > 0 ? [...agenda.shown, ...state.extra] : agenda.shown;
  const lastShown = shown.at(-1)?.id ?? "";
  const busy = fetcher.state !== "idle";

  const load = useCallback(
    (through: string) => {
      // Not while an answer is on its way or not yet added: it would ask for the same months.
      if (onItsWay.current || busy || !state.more) return;
      if (fetcher.data && consumed.current !== fetcher.data) return;
      const target = through > state.more.through ? through : state.more.through;
      onItsWay.current = true;
      fetcher.load(monthsDataHref(agenda.query, locale, state.more.from, target));
    },
    [busy, state.more, fetcher, agenda.query, locale],
  );

  // A load that ends without new data (a failed request) must not block the next one.
  useEffect(() => {
    if (fetcher.state !== "idle") seenLoading.current = true;
    else if (seenLoading.current) {
      seenLoading.current = false;
      onItsWay.current = false;
    }
  }, [fetcher.state]);

  // The fetcher's answer: the months after the last one drawn, for the same search and filters.
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || consumed.current === data) return;
    consumed.current = data;
    onItsWay.current = false;
    const answer = data.agenda;
    if (agendaSearch(answer.query, locale) !== filterKey) return;
    const fresh = answer.shown.filter((month) => month.id > lastShown);
    if (fresh.length === 0) {
      // Nothing after what is drawn (a repeated question, or the programme changed under us):
      // go on from what the answer says comes next, or stop asking.
      const next = answer.more && answer.more.from > lastShown ? answer.more : null;
      setAdded((current) => ({ ...current, more: next }));
      return;
    }
    setAdded((current) => ({ ...current, extra: [...current.extra, ...fresh], more: answer.more }));
    // A month picked while another load was on its way, and not in this answer: ask on to it.
    const still = wantedRef.current;
    if (still && answer.more && still.id >= answer.more.from) {
      const target = still.id > answer.more.through ? still.id : answer.more.through;
      onItsWay.current = true;
      fetcher.load(monthsDataHref(agenda.query, locale, answer.more.from, target));
    }
    const names = fresh.map((month) => month.label);
    setAnnouncement(
      t("agenda.monthsAdded", {
        count: names.length,
        months:
          names.length > 2
            ? `${names[0]} … ${names.at(-1)}`
            : names.join(locale === "nl" ? " en " : " and "),
      }),
    );
    replaceThroughInUrl(fresh.at(-1)?.id ?? lastShown, locale);
  }, [fetcher.data, fetcher.state, fetcher.load, agenda.query, filterKey, lastShown, locale, t]);

  return {
    shown,
    more: state.more,
    busy,
    announcement,
    /** Draw the months up to `id` (a month of the bar), then land on it. */
    reach: (id: string, focus: boolean) => {
      wantedRef.current = { id, focus };
      setWanted(wantedRef.current);
      load(id);
    },
    load,
    wanted,
    arrived: () => {
      wantedRef.current = null;
      setWanted(null);
    },
  };
}

type MoreProps = {
  agenda: Pick<AgendaView, "months" | "query">;
  more: MonthSpan | null;
  busy: boolean;
  announcement: string;
  locale: Locale;
  /** Loads the next months (with JavaScript); `asked` when the visitor pressed the link. */
  onMore: (span: MonthSpan, asked: boolean) => void;
  /** Loading starts before the visitor reaches the end: observed from this far. */
  auto: boolean;
  blockRef: RefObject<HTMLDivElement>;
};

/**
 * Under the months: "Toon meer" with the months it adds, a link to the same list drawn further
 * (?tot=…#first-new-month) that works without JavaScript; with it the months are added in place,
 * also by themselves as the visitor scrolls near. At the end, a line saying the programme ends.
 */
export function AgendaMore({
  agenda,
  more,
  busy,
  announcement,
  locale,
  onMore,
  auto,
  blockRef,
}: MoreProps) {
  const { t } = useTranslation();
  const label = (id: string) => agenda.months.find((month) => month.id === id)?.label ?? id;

  // Near the end (within a screen's height of it) the next months are asked for: checked on
  // scrolling and again whenever months have been added, in case the screen is still not full.
  useEffect(() => {
    const element = blockRef.current;
    if (!auto || !more || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (element.getBoundingClientRect().top < window.innerHeight * AHEAD_SCREENS) {
        onMore(more, false);
      }
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [auto, more, onMore, blockRef]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!more || !isPlainClick(event)) return;
    event.preventDefault();
    onMore(more, true);
  };

  return (
    <div className="agenda-more" ref={blockRef} aria-busy={busy}>
      {more ? (
        <a
          className="button agenda-more__link"
          href={moreHref(agenda.query, locale, more.from, more.through)}
          onClick={follow}
        >
          {t("agenda.showMore")}
          <span className="agenda-more__months">
            {more.from === more.through
              ? label(more.from)
              : t("agenda.showMoreMonths", {
                  from: label(more.from),
                  through: label(more.through),
                })}
          </span>
        </a>
      ) : (
        <p className="agenda-more__end">{t("agenda.allShown")}</p>
      )}
      {busy && <p className="agenda-more__loading">{t("agenda.loadingMore")}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
