import { useLocation } from "@remix-run/react";
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { MenuItemView } from "~/models/content/furniture";
import { Icon } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";

/**
 * Main menu with one level of dropdowns. Each parent is a link plus a disclosure button;
 * without JavaScript the dropdown opens on hover and on keyboard focus (:focus-within); with it,
 * on wide screens it opens on hover and keyboard focus too, the button toggles, and Escape closes
 * and returns focus. The narrow (mobile) menu opens dropdowns by their button's click only, and
 * the open one closes on the click of another, never as focus leaves it: the press moves focus
 * before the release, and a list that closed up under the finger would take the click elsewhere.
 * Escape there closes the whole menu (site-header).
 */
const WIDE = "(min-width: 1024px)";
const isWide = () => window.matchMedia(WIDE).matches;
export function MainMenu({ items }: { items: MenuItemView[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const location = useLocation();
  // Escape puts focus back on the button; that focus must not reopen the dropdown.
  const closing = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close menus after every navigation
  useEffect(() => setOpen(null), [location.pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === "Escape" && open === index && isWide()) {
      closing.current = true;
      setOpen(null);
      document.getElementById(`submenu-toggle-${index}`)?.focus();
      closing.current = false;
    }
  };

  // Keyboard focus on the parent link opens; the button keeps toggling (Enter on it must not
  // close what its own focus just opened), and a mouse click focuses without :focus-visible.
  const onFocus = (event: FocusEvent<HTMLElement>, index: number) => {
    if (closing.current || !isWide()) return;
    const target = event.target;
    if (target.classList.contains("main-menu__link") && target.matches(":focus-visible")) {
      setOpen(index);
    }
  };

  return (
    <nav className="main-menu" id="main-menu" aria-label={t("header.mainMenu")}>
      <ul className="main-menu__list">
        {items.map((item, index) => {
          const children = item.children ?? [];
          const hasChildren = children.length > 0;
          const isOpen = open === index;
          return (
            <li
              key={`${item.title}-${item.href}`}
              className={`main-menu__item${hasChildren ? " has-children" : ""}${isOpen ? " is-open" : ""}`}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={hasChildren ? (event) => onFocus(event, index) : undefined}
              onMouseEnter={hasChildren ? () => isWide() && setOpen(index) : undefined}
              onMouseLeave={hasChildren ? () => isWide() && isOpen && setOpen(null) : undefined}
              onBlur={(event) => {
                if (
                  isOpen &&
                  isWide() &&
                  !event.currentTarget.contains(event.relatedTarget as Node | null)
                )
                  setOpen(null);
              }}
            >
              <SmartLink href={item.href} className="main-menu__link">
                {item.title}
              </SmartLink>
              {hasChildren && (
                <>
                  <button
                    type="button"
                    id={`submenu-toggle-${index}`}
                    className="main-menu__toggle"
                    aria-expanded={isOpen}
                    aria-controls={`submenu-${index}`}
                    onClick={() => setOpen(isOpen ? null : index)}
                  >
                    <span className="visually-hidden">
                      {t("header.submenu", { title: item.title })}
                    </span>
                    <Icon name="chevron-down" width={12} />
                  </button>
                  <ul className="main-menu__submenu" id={`submenu-${index}`}>
                    {children.map((child) => (
                      <li key={`${child.title}-${child.href}`}>
                        <SmartLink href={child.href}>{child.title}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
