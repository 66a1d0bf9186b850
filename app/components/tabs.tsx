import { Link, useSearchParams } from "@remix-run/react";
import { type KeyboardEvent, useRef, useState } from "react";
import type { TabView } from "~/models/page-items";
import { RichText } from "./rich-text";

/**
 * Tabs whose tab controls are links (?tab=n): without JavaScript the server renders the chosen
 * panel; with it, switching is instant and arrow keys move between tabs.
 */
export function Tabs({ tabs }: { tabs: TabView[] }) {
  const [params] = useSearchParams();
  const fromUrl = Number.parseInt(params.get("tab") ?? "0", 10);
  const [active, setActive] = useState(
    Number.isInteger(fromUrl) && fromUrl >= 0 && fromUrl < tabs.length ? fromUrl : 0,
  );
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

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

  return (
    <div className="tabs" id="tabs">
      <div className="tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Link
            key={tab.title}
            ref={(el) => {
              refs.current[index] = el;
            }}
            to={`?tab=${index}#tabs`}
            replace
            preventScrollReset
            role="tab"
            id={`tab-${index}`}
            aria-selected={index === active}
            aria-controls={`tabpanel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className="tabs__tab"
            onClick={(event) => {
              event.preventDefault();
              setActive(index);
            }}
          >
            {tab.title}
          </Link>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.title}
          role="tabpanel"
          id={`tabpanel-${index}`}
          aria-labelledby={`tab-${index}`}
          hidden={index !== active}
          className="tabs__panel"
          tabIndex={0}
        >
          <RichText html={tab.content} />
        </div>
      ))}
    </div>
  );
}
