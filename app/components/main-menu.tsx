import { useLocation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { MenuItemView } from "~/models/furniture";
import { Icon } from "./icon";
import { SmartLink } from "./smart-link";

/**
 * Main menu with one level of dropdowns. Each parent is a link plus a disclosure button;
 * without JavaScript the dropdown opens on hover and on keyboard focus (:focus-within), with it
 * the button toggles, Escape closes and returns focus.
 */
export function MainMenu({ items }: { items: MenuItemView[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close menus after every navigation
  useEffect(() => setOpen(null), [location.pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === "Escape" && open === index) {
      setOpen(null);
      document.getElementById(`submenu-toggle-${index}`)?.focus();
    }
  };

  return (
    <nav className="main-menu" id="main-menu" aria-label={t("header.mainMenu")}>
      <ul className="main-menu__list">
        {items.map((item, index) => {
          const hasChildren = item.children.length > 0;
          const isOpen = open === index;
          return (
            <li
              key={`${item.title}-${item.href}`}
              className={`main-menu__item${hasChildren ? " has-children" : ""}${isOpen ? " is-open" : ""}`}
              onKeyDown={(event) => onKeyDown(event, index)}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null))
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
                    {item.children.map((child) => (
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
