import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { LayoutView, MenuItemView } from "~/models/furniture";
import { headerCollapsed } from "~/models/header-collapse";
import { menuLabel } from "~/models/wishlist";
import { href } from "~/route-table.js";
import { Icon } from "./icon";
import { LanguageSwitch } from "./language-switch";
import { MainMenu } from "./main-menu";
import { useSite } from "./site-context";
import { SmartLink } from "./smart-link";
import { useWishlist } from "./wishlist-context";

const SEARCH_SCROLL_TO = 130;

/**
 * Contact, FAQ, my account: a landmark in the bar on wide screens; below 1024 px the bar hides
 * it and the same links sit in the mobile menu (a plain list there, so the page never has two
 * landmarks of one name).
 */
function TopMenu({ items, label }: { items: MenuItemView[]; label?: string }) {
  const { userName } = useWishlist().state;
  const list = (
    <ul>
      {items.map((item) => (
        <li key={`${item.title}-${item.href}`}>
          <SmartLink href={item.href}>{menuLabel(item.id ?? "", item.title, userName)}</SmartLink>
        </li>
      ))}
    </ul>
  );
  return label ? (
    <nav className="top-menu top-menu--bar" aria-label={label}>
      {list}
    </nav>
  ) : (
    <div className="top-menu top-menu--panel">{list}</div>
  );
}

export function SiteHeader({
  layout,
  alternate,
}: {
  layout: LayoutView;
  alternate: string | null;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the panels on every navigation
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  useEffect(() => {
    const onScroll = () => setCollapsed((was) => headerCollapsed(was, window.scrollY));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const toggleSearch = () => {
    const opening = !searchOpen;
    setSearchOpen(opening);
    if (opening) {
      // Spec: the search icon scrolls just past the collapse point so the bar stays compact.
      if (window.scrollY < SEARCH_SCROLL_TO) window.scrollTo({ top: SEARCH_SCROLL_TO });
      requestAnimationFrame(() => searchInput.current?.focus());
    }
  };

  // The fund variant (isFoundation) wears the fund's mark and name, and its logo leads to the
  // fund's own start page rather than the theatre's home (forms spec §1, §2).
  const fund = layout.isFoundation;
  const siteName = layout.siteTitle ?? t(fund ? "site.fundName" : "site.name");
  return (
    <header
      className={`site-header${collapsed ? " is-collapsed" : ""}`}
      data-menu-open={menuOpen}
      data-search-open={searchOpen}
    >
      <div className="site-header__bar">
        <Link
          to={fund ? href("page", locale, { url: "carrefonds" }) : href("home", locale)}
          className="site-header__logo"
          // WCAG 2.5.3: the name starts with the visible site name, then says where it leads.
          aria-label={`${siteName}, ${t(fund ? "header.fundHome" : "header.home")}`}
        >
          <Icon name={fund ? "fund" : "logo"} width={40} className="logo-mark" />
          <span className="site-header__name">{siteName}</span>
        </Link>
        <TopMenu items={layout.topMenu} label={t("header.topMenu")} />
        <LanguageSwitch alternate={alternate} />
        <button
          type="button"
          className="icon-button site-header__search-toggle js-only"
          aria-expanded={searchOpen}
          aria-controls="site-search"
          onClick={toggleSearch}
        >
          <Icon name="search" width={20} />
          <span className="visually-hidden">{t("header.search")}</span>
        </button>
        <button
          type="button"
          className="icon-button site-header__menu-toggle js-only"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} width={22} />
          <span className="visually-hidden">
            {menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          </span>
        </button>
      </div>
      <div className="site-header__nav">
        <MainMenu items={layout.mainMenu} />
        <TopMenu items={layout.topMenu} />
        <Form
          method="get"
          action={href("search", locale)}
          role="search"
          id="site-search"
          className="site-search"
        >
          <label htmlFor="site-search-q" className="visually-hidden">
            {t("header.searchLabel")}
          </label>
          <input
            ref={searchInput}
            id="site-search-q"
            type="search"
            name="q"
            placeholder={t("header.searchPlaceholder")}
            autoComplete="off"
          />
          <button type="submit" className="icon-button">
            <Icon name="search" width={20} />
            <span className="visually-hidden">{t("header.search")}</span>
          </button>
        </Form>
      </div>
    </header>
  );
}
