import { useLocation } from "@remix-run/react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { toggleHref } from "~/views/production/production-links";
import { useHydrated } from "../runtime/use-hydrated";

export type TabItem = { key: string; title: string; content: ReactNode };

/**
 * Tabs whose controls are links (`?{param}=n#{id}`): without JavaScript the server renders the
 * chosen panel; with it, switching is instant and arrow keys move between tabs. Panels are React
 * content (rich text, the generated price table, person groups); `id` keeps several tab sets on
 * one page apart.
 *
 * The tab roles (one Tab stop, arrow keys between tabs) only hold once the keys are handled, so
 * until hydration, and without JavaScript, the links are a plain navigation: every one is a Tab
 * stop and the chosen one is marked current.
 */
export function Tabs({
  id,
  param,
  tabs,
  label,
}: {
  id: string;
  param: string;
  tabs: TabItem[];
  label: string;
}) {
  const { search } = useLocation();
  const fromUrl = Number.parseInt(new URLSearchParams(search).get(param) ?? "0", 10);
  const [active, setActive] = useState(
    Number.isInteger(fromUrl) && fromUrl >= 0 && fromUrl < tabs.length ? fromUrl : 0,
  );
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const live = useHydrated();
  if (tabs.length === 0) return null;

  const select = (index: number) => {
    setActive(index);
    refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const links = tabs.map((tab, index) => (
    <a
      key={tab.key}
      ref={(el) => {
        refs.current[index] = el;
      }}
      href={toggleHref(search, param, String(index), id)}
      id={`${id}-tab-${index}`}
      {...(live
        ? {
            role: "tab",
            "aria-selected": index === active,
            "aria-controls": `${id}-panel-${index}`,
            tabIndex: index === active ? 0 : -1,
          }
        : { "aria-current": index === active ? "true" : undefined })}
      className="tabs__tab"
      onClick={(event) => {
        event.preventDefault();
        setActive(index);
      }}
    >
      {tab.title}
    </a>
  ));

  return (
    <div className="tabs" id={id}>
      {live ? (
        <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {links}
        </div>
      ) : (
        <nav className="tabs__list" aria-label={label}>
          {links}
        </nav>
      )}
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          id={`${id}-panel-${index}`}
          {...(live
            ? { role: "tabpanel", "aria-labelledby": `${id}-tab-${index}`, tabIndex: 0 }
            : {})}
          hidden={index !== active}
          className="tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
