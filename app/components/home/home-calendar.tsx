import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
import { href } from "~/route-table.js";
import {
  CALENDAR_ID,
  calendarHref,
  type HomeCalendarView,
  withoutFragment,
} from "~/views/home/home-calendar";
import { isPlainClick } from "../runtime/plain-click";
import { CalendarGrid } from "./home-calendar-grid";
import { CalendarItem } from "./home-calendar-item";

type Selection = { day: string | null; index: number };

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

/** What the home route's loader answers, as far as the calendar reads it. */
type HomeAnswer = { home?: { calendar: HomeCalendarView | null } };

/**
 * The month the calendar shows: the loader's, until a month choice loads another one with a
 * fetcher (the home route's own loader, for the chosen address). The page itself does not
 * revalidate for a calendar choice (routes/home.tsx), so the slider keeps its order; a later
 * answer of either kind replaces the month shown.
 */
function useShownMonth(fromPage: HomeCalendarView) {
  const fetcher = useFetcher<HomeAnswer>();
  const fetched = fetcher.data?.home?.calendar ?? null;
  const [seen, setSeen] = useState({ fromPage, fetched, calendar: fromPage });
  let calendar = seen.calendar;
  if (seen.fromPage !== fromPage || seen.fetched !== fetched) {
    calendar = seen.fetched !== fetched && fetched ? fetched : fromPage;
    setSeen({ fromPage, fetched, calendar });
  }
  return { calendar, load: fetcher.load, busy: fetcher.state !== "idle" };
}

/**
 * The inline month calendar (spec §2, §4, §5). Every choice is a link that works without
 * JavaScript (`?dag=`, `?maand=`, `?item=`, answered by the loader). With JavaScript a day or
 * item choice updates in place (the shown month's items are in the page) and replaces the URL;
 * a month choice replaces the URL without scrolling and loads that month with a fetcher.
 */
export function HomeCalendar({ calendar: fromPage }: { calendar: HomeCalendarView }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigate = useNavigate();
  const { calendar, load, busy } = useShownMonth(fromPage);
  const monthHeading = useRef<HTMLHeadingElement>(null);
  const itemHeading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState({ calendar, key: location.key });
  const [selection, setSelection] = useState<Selection>({
    day: calendar.selectedDay,
    index: calendar.selectedIndex,
  });
  if (shown.calendar !== calendar) {
    setShown({ calendar, key: location.key });
    // The router never saw the in-place choices (they only replace the address), so when the
    // page revalidates, after a form post elsewhere on it, the loader answers for the address
    // before them: keep the visitor's day. A navigation (another month) starts from the
    // server's choice.
    const revalidated = location.key === shown.key && calendar.month === shown.calendar.month;
    const dayStillShown = selection.day !== null && Boolean(calendar.days[selection.day]?.length);
    if (!(revalidated && dayStillShown)) {
      setSelection({ day: calendar.selectedDay, index: calendar.selectedIndex });
    }
  }

  // At the first or last month the arrow the visitor used disappears: keep focus in the calendar.
  useFocusWhenLost(monthHeading, calendar.month);

  // The first or last item's arrow is not a link: focus moves to the item rather than be lost.
  useFocusWhenLost(itemHeading, `${selection.day}/${selection.index}`);

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
    const address = withoutFragment(calendarHref(locale, { month }));
    navigate(address, { replace: true, preventScrollReset: true });
    load(address);
  };

  return (
    <section
      id={CALENDAR_ID}
      className={`home-calendar${busy ? " is-busy" : ""}`}
      aria-labelledby="home-calendar-title"
      aria-busy={busy || undefined}
      // Until then a choice is a plain link the server answers (tests wait for this).
      data-live={hydrated || undefined}
    >
      <h2 id="home-calendar-title" className="home-calendar__title">
        {t("home.calendar.title")}
      </h2>
      <div className="home-calendar__layout">
        <CalendarGrid
          calendar={calendar}
          selectedDay={selection.day}
          headingRef={monthHeading}
          onDay={(day) => choose(day, 0)}
          onMonth={goToMonth}
        />
        <div className="home-calendar__item">
          <CalendarItem
            calendar={calendar}
            day={selection.day}
            index={selection.index}
            headingRef={itemHeading}
            onItem={choose}
          />
          <p className="home-calendar__more">
            <Link to={href("agenda", locale)}>{t("home.calendar.toAgenda")}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
