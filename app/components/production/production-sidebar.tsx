import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { PLAY_DATES_ID } from "~/views/production/production-links";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { FACT_ICONS, type FactIcon, Icon } from "../ui/icon";
import { RichText } from "../ui/rich-text";
import { SalesButtonView } from "../ui/sales-button";
import { SmartLink } from "../ui/smart-link";

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

const KNOWN_FACT_ICONS: ReadonlySet<string> = new Set(FACT_ICONS);

function SidebarIcon({ name }: { name: string | null }) {
  const known = name !== null && KNOWN_FACT_ICONS.has(name) ? (name as FactIcon) : "info";
  return <Icon name={`fact-${known}`} width={20} className="production-fact__icon" />;
}
