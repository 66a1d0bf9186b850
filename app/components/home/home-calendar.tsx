import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
// An island (./home-islands): the shell's modules through the module the shell chunk is made
// of, or the bundler cuts them into a chunk of their own (see ./shared).
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

  const busy =
    navigation.state === "loading" && navigation.location.pathname === href("home", locale);

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
