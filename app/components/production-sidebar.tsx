import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { PLAY_DATES_ID } from "~/models/production-links";
import type { ProductionPageView } from "~/models/production-page";
import { RichText } from "./rich-text";
import { SalesButtonView } from "./sales-button";
import { SmartLink } from "./smart-link";

/**
 * The production's sidebar: sticky beside the text on desktop (it stops at the end of the
 * body column, so it sticks to the bottom near the end), inline on mobile. Its sales button
 * leads to the dates list; with JavaScript the scroll is smooth and focus moves to the list.
 */
export function ProductionSidebar({ view }: { view: ProductionPageView }) {
  const { t } = useTranslation();
  const sales = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = sales.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement | null)?.closest("a");
      const target = document.getElementById(PLAY_DATES_ID);
      if (!target || link?.getAttribute("href") !== `#${PLAY_DATES_ID}`) return;
      event.preventDefault();
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      // Keyboard and screen reader users land in the list they were sent to.
      target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, []);
  const hasInfo =
    view.sidebarButton || view.priceRange || view.sidebarItems.length || view.customIcons.length;
  if (!hasInfo) return null;

  return (
    <aside className="production-sidebar" aria-labelledby="production-sidebar-heading">
      <div className="production-sidebar__inner">
        <h2 id="production-sidebar-heading" className="production-sidebar__title">
          {t("production.sidebar")}
        </h2>
        {view.sidebarButton && (
          <div className="production-sidebar__sales" ref={sales}>
            <SalesButtonView button={view.sidebarButton} context={view.heading} />
          </div>
        )}
        <dl className="production-facts">
          {view.priceRange && (
            <div className="production-fact">
              <dt>
                <SidebarIcon name="price" />
                {t("production.price")}
              </dt>
              <dd>{view.priceRange}</dd>
            </div>
          )}
          {view.sidebarItems.map((item, index) => (
            <div key={item.id ?? index} className="production-fact">
              <dt>
                <SidebarIcon name={item.icon} />
                {item.title ?? t("production.information")}
              </dt>
              <dd>
                {item.text}
                <RichText html={item.content} />
              </dd>
            </div>
          ))}
        </dl>
        {view.customIcons.length > 0 && (
          <ul className="production-icons">
            {view.customIcons.map((icon) => {
              const body = (
                <>
                  {icon.svg ? (
                    <span
                      className="production-icons__svg"
                      dangerouslySetInnerHTML={{ __html: icon.svg }}
                    />
                  ) : (
                    <SidebarIcon name="info" />
                  )}
                  <span>{icon.text}</span>
                </>
              );
              return (
                <li key={icon.text}>
                  {icon.href ? (
                    <SmartLink href={icon.href} className="production-icons__link">
                      {body}
                    </SmartLink>
                  ) : (
                    <span className="production-icons__link">{body}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </aside>
  );
}

const ICON_PATHS: Record<string, string> = {
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2",
  language: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  location:
    "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  age: "M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7",
  people:
    "M9 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM2 20c0-3.9 3.1-6 7-6s7 2.1 7 6M16 4.5a3 3 0 0 1 0 6M18 14c2.4.5 4 2.3 4 5",
  phone: "M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  accessible: "M12 2.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6 9h12M12 9v5l-3 7M12 14l3 7",
  calendar: "M3 5h18v16H3zM3 10h18M8 3v4M16 3v4",
  price: "M4 4h8l8 8-8 8-8-8zM8.5 8.5h.01",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01",
};

function SidebarIcon({ name }: { name: string | null }) {
  const path = ICON_PATHS[name ?? ""] ?? ICON_PATHS.info;
  return (
    <svg
      className="production-fact__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
