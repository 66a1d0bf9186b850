import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { type AgendaMonthLink, type MonthLink, monthLinks } from "~/views/agenda/agenda";
import { AGENDA_PARAMS, type AgendaFilter, monthHref } from "~/views/agenda/agenda-query";
import { isPlainClick } from "../runtime/plain-click";
import { Icon } from "../ui/icon";

/** Spec §2 Agenda: the current month follows the scroll position, debounced by 50 ms. */
const SCROLL_DEBOUNCE_MS = 50;
/**
 * A shared link's month stays the month shown this long after the page lands on it: the header
 * settling (it collapses once scrolled) must not make the bar name the month before.
 */
const SETTLE_MS = 800;
/** A smooth scroll started by a month control never takes longer than this. */
const JUMP_LOCK_MS = 1500;

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Writes the month into the address without a navigation, so a copied link opens on it. */
function replaceMonthInUrl(id: string, locale: Locale) {
  const url = new URL(window.location.href);
  url.searchParams.set(AGENDA_PARAMS[locale].month, id);
  url.hash = id;
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`)
    return;
  // Remix keeps its own key in history.state; it must survive or back/forward loses track.
  window.history.replaceState(window.history.state, "", next);
}

/** The month whose section starts under the sticky bar (last one above the line), or the first. */
function monthAtScrollPosition(root: HTMLElement, bar: HTMLElement | null): string | null {
  const sections = [...root.querySelectorAll<HTMLElement>("[data-month]")];
  if (sections.length === 0) return null;
  const line = (bar?.getBoundingClientRect().bottom ?? 0) + 24;
  let found = sections[0]?.dataset.month ?? null;
  for (const section of sections) {
    if (section.getBoundingClientRect().top <= line) found = section.dataset.month ?? found;
    else break;
  }
  return found;
}

/**
 * Keeps the month bar under the site header once that sticks (it collapses and sticks after some
 * scrolling) and makes month sections land under both bars when scrolled to. Sets
 * --agenda-nav-top and --agenda-scroll-margin on `root`. Without JS the header never sticks and
 * the CSS defaults apply.
 */
export function useStickyOffsets(root: RefObject<HTMLElement>, bar: RefObject<HTMLElement>) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    // The header's height once collapsed, learnt the first time it sticks; until then its
    // current height, which is never smaller.
    let stuckHeight = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = root.current;
      if (!element) return;
      let top = 0;
      let expected = 0;
      if (header) {
        const { position } = getComputedStyle(header);
        const height = header.getBoundingClientRect().height;
        if (position === "sticky" || position === "fixed") {
          stuckHeight = height;
          top = height;
        }
        expected = stuckHeight || height;
      }
      const padding =
        Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const barHeight = bar.current?.offsetHeight ?? 0;
      element.style.setProperty("--agenda-nav-top", `${top}px`);
      element.style.setProperty(
        "--agenda-scroll-margin",
        `${Math.max(0, expected + barHeight + 8 - padding)}px`,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    const observer = new ResizeObserver(schedule);
    if (header) observer.observe(header);
    if (bar.current) observer.observe(bar.current);
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [root, bar]);
}

/** Where a month control leads: the month's section (its link works without JavaScript). */
export type MonthTarget = Pick<MonthLink, "id" | "href">;
type JumpTo = (target: MonthTarget, focusHeading: boolean) => void;

/**
 * The month the agenda shows: starts at the loader's month, follows scrolling, and jumps on the
 * month controls: a month drawn by a smooth scroll (address updated in place), a month not drawn
 * yet by `reach`, which adds the months up to it and lands there. Returns the month and the jump.
 */
export function useCurrentMonth(
  initial: string | null,
  /** Names the list shown (search and filters): a new one starts at its own opening month. */
  pageKey: string,
  locale: Locale,
  root: RefObject<HTMLElement>,
  bar: RefObject<HTMLElement>,
  reach: (id: string, focusHeading: boolean) => void,
): [string | null, JumpTo] {
  useStickyOffsets(root, bar);
  const [current, setCurrent] = useState(initial);
  const shown = useRef(initial);
  const lock = useRef<number | null>(null);
  // Until this moment the page is landing on the month of a shared link: scrolling is ours.
  const settling = useRef(0);
  const show = useCallback((id: string | null) => {
    shown.current = id;
    setCurrent(id);
  }, []);

  // New loader data (another search or filter) starts at its own opening month.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey marks another list
  useEffect(() => {
    show(initial);
  }, [initial, pageKey, show]);

  // Opened at ?maand= without a hash (a shared link): show that month, as the bar says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first render
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.hash || !initial || !url.searchParams.has(AGENDA_PARAMS[locale].month)) return;
    const go = () => {
      settling.current = Date.now() + SETTLE_MS;
      document.getElementById(initial)?.scrollIntoView();
      return window.scrollY;
    };
    // The months above may still grow (web fonts, the header settling): once they have, land on
    // the month again, unless the visitor has scrolled since.
    const landed = go();
    const again = () => {
      if (Math.abs(window.scrollY - landed) < 400) go();
    };
    const timer = window.setTimeout(again, 300);
    void document.fonts?.ready.then(again);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (Date.now() < settling.current) return;
        // A jump in progress decides the month itself; its last scroll event ends the lock.
        if (lock.current !== null) {
          window.clearTimeout(lock.current);
          lock.current = null;
          return;
        }
        const element = root.current;
        if (!element) return;
        const month = monthAtScrollPosition(element, bar.current);
        if (month === null || month === shown.current) return;
        show(month);
        replaceMonthInUrl(month, locale);
      }, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [locale, root, bar, show]);

  const jump = useCallback(
    ({ id }: MonthTarget, focusHeading: boolean) => {
      const section = document.getElementById(id);
      if (!section) {
        // Not drawn yet: the months up to it are added, then this jump is made again.
        reach(id, focusHeading);
        return;
      }
      if (lock.current !== null) window.clearTimeout(lock.current);
      lock.current = window.setTimeout(() => {
        lock.current = null;
      }, JUMP_LOCK_MS);
      section.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
      // A month picked from the list becomes the starting point for the keyboard, as an in-page
      // link would; previous/next keep focus so they can be pressed again.
      if (focusHeading) document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
      show(id);
      replaceMonthInUrl(id, locale);
    },
    [locale, show, reach],
  );

  return [current, jump];
}

type Props = {
  /** Every month with listed productions, on this page or another. */
  months: AgendaMonthLink[];
  current: string | null;
  query: AgendaFilter;
  locale: Locale;
  onJump: JumpTo;
  barRef: RefObject<HTMLElement>;
};

/** Previous/next month (disabled at the ends) and every month as a link, current one marked. */
export function AgendaMonthNav({ months, current, query, locale, onJump, barRef }: Props) {
  const { t } = useTranslation();
  const { previous, next } = monthLinks(months, current, query, locale);
  const list = useRef<HTMLOListElement>(null);
  const currentMonth = months.find((month) => month.id === current) ?? months[0];

  // Keeps the current month's chip in view in the horizontally scrolling list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the marked chip changes
  useEffect(() => {
    const element = list.current;
    const chip = element?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!element || !chip) return;
    const left = chip.offsetLeft - element.clientWidth / 2 + chip.offsetWidth / 2;
    // At once, not smoothly: Chromium lets one smooth scroll cancel another, and the page may be
    // gliding to the month just picked.
    element.scrollTo({ left });
  }, [current]);

  const follow =
    (target: MonthTarget, focusHeading: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onJump(target, focusHeading);
    };

  return (
    <nav className="agenda-nav" aria-label={t("agenda.months")} ref={barRef}>
      <MonthStep
        link={previous}
        label={t("agenda.previousMonth")}
        direction="previous"
        onClick={previous ? follow(previous, false) : undefined}
      />
      <ol className="agenda-nav__months" ref={list}>
        {months.map((month) => {
          const href = monthHref(query, locale, month.id);
          return (
            <li key={month.id}>
              <a
                className="agenda-nav__month"
                href={href}
                aria-current={month.id === currentMonth?.id ? "true" : undefined}
                onClick={follow({ id: month.id, href }, true)}
              >
                <span aria-hidden="true">{month.shortLabel}</span>
                <span className="visually-hidden">{month.label}</span>
              </a>
            </li>
          );
        })}
      </ol>
      <MonthStep
        link={next}
        label={t("agenda.nextMonth")}
        direction="next"
        onClick={next ? follow(next, false) : undefined}
      />
      <p className="visually-hidden" aria-live="polite">
        {currentMonth ? t("agenda.currentMonth", { month: currentMonth.label }) : ""}
      </p>
    </nav>
  );
}

function MonthStep({
  link,
  label,
  direction,
  onClick,
}: {
  link: MonthLink | null;
  label: string;
  direction: "previous" | "next";
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const className = `agenda-nav__step agenda-nav__step--${direction}`;
  const icon = <Icon name={`chevron-${direction}`} width={24} />;
  if (!link) {
    // At the first or last month: still announced, but disabled and out of the tab order
    // (an anchor without href, role link, aria-disabled: the ARIA pattern for a disabled link).
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no target by design
      <a className={`${className} is-disabled`} role="link" aria-disabled="true" aria-label={label}>
        {icon}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={link.href}
      onClick={onClick}
      aria-label={`${label}: ${link.label}`}
    >
      {icon}
    </a>
  );
}
