import { Link } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { PaginationView } from "~/views/news/news-list";
import { Icon } from "../ui/icon";

type Pin = { top: number; height: number };

/**
 * Spec §4: the pagination bar turns fixed once the list scrolls past the header, sitting just
 * under the (collapsed, sticky) header, and lets go when the list ends. A slot of the bar's
 * height stays behind so nothing jumps. Without JS the bar is CSS-sticky instead.
 */
function usePinnedBar(
  slot: RefObject<HTMLElement>,
  bar: RefObject<HTMLElement>,
  end: RefObject<HTMLElement>,
): Pin | null {
  const [pin, setPin] = useState<Pin | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const slotElement = slot.current;
      const barElement = bar.current;
      if (!slotElement || !barElement) return;
      const header = document.querySelector<HTMLElement>(".site-header");
      const headerBottom = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
      const height = barElement.offsetHeight;
      const listBottom = end.current?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY;
      const pinned =
        slotElement.getBoundingClientRect().top < headerBottom &&
        listBottom > headerBottom + height;
      setPin((previous) => {
        if (!pinned) return null;
        if (previous && previous.top === headerBottom && previous.height === height) {
          return previous;
        }
        return { top: headerBottom, height };
      });
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // The header collapses (and turns sticky) a moment after the scroll that caused it, and
    // grows when its menu opens: follow it, or the bar would sit under or away from it.
    const header = document.querySelector(".site-header");
    const changes = new MutationObserver(schedule);
    const resizes = new ResizeObserver(schedule);
    if (header) {
      changes.observe(header, { attributes: true });
      resizes.observe(header);
    }
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      changes.disconnect();
      resizes.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [slot, bar, end]);
  return pin;
}

/** Previous/next arrows and page numbers (current one marked), as plain links. */
export function NewsListPagination({
  pagination,
  listRef,
}: {
  pagination: PaginationView;
  /** The list the bar belongs to: it stops being fixed after the list's end. */
  listRef: RefObject<HTMLElement>;
}) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  const pin = usePinnedBar(slot, bar, listRef);
  const { current, count, previous, next, pages } = pagination;

  return (
    <div className="news-pager-slot" ref={slot} style={pin ? { height: pin.height } : undefined}>
      <nav
        ref={bar}
        className={`news-pager${count > 3 ? " news-pager--many" : ""}${pin ? " is-fixed" : ""}`}
        style={pin ? { top: pin.top } : undefined}
        aria-label={t("newsList.pagination")}
      >
        <div className="news-pager__inner">
          <Step href={previous} label={t("newsList.previous")} direction="previous" />
          <ol className="news-pager__pages">
            {pages.map((item, index) =>
              item.kind === "gap" ? (
                <li key={`gap-${index}`} className="news-pager__gap is-far" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item.index} className={item.far ? "is-far" : undefined}>
                  <Link
                    className="news-pager__page"
                    to={item.href}
                    aria-current={item.current ? "page" : undefined}
                  >
                    <span className="visually-hidden">
                      {t("newsList.page", { page: item.index + 1 })}
                    </span>
                    <span aria-hidden="true">{item.index + 1}</span>
                  </Link>
                </li>
              ),
            )}
          </ol>
          <p className="news-pager__status">{t("newsList.pageOf", { page: current + 1, count })}</p>
          <Step href={next} label={t("newsList.next")} direction="next" />
        </div>
      </nav>
    </div>
  );
}

function Step({
  href,
  label,
  direction,
}: {
  href: string | null;
  label: string;
  direction: "previous" | "next";
}) {
  const className = `news-pager__step news-pager__step--${direction}`;
  const icon = <Icon name={`chevron-${direction}`} width={24} />;
  if (!href) {
    // First or last page: a dimmed arrow keeps the bar's shape; the page numbers and the
    // 'page x of y' line already tell a screen reader where it is.
    return (
      <span className={`${className} is-disabled`} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <Link className={className} to={href} rel={direction === "previous" ? "prev" : "next"}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}
