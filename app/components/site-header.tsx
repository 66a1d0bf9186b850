import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { LayoutView } from "~/models/furniture";
import { href } from "~/route-table.js";
import { LanguageSwitch } from "./language-switch";
import { MainMenu } from "./main-menu";
import { useSite } from "./site-context";
import { SmartLink } from "./smart-link";

const COLLAPSE_AFTER = 120;
const SEARCH_SCROLL_TO = 130;

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

  useEffect(() => {
    const onScroll = () => setCollapsed(window.scrollY > COLLAPSE_AFTER);
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

  const siteName = layout.siteTitle ?? t("site.name");
  return (
    <header
      className={`site-header${collapsed ? " is-collapsed" : ""}`}
      data-menu-open={menuOpen}
      data-search-open={searchOpen}
    >
      <div className="site-header__bar">
        <Link to={href("home", locale)} className="site-header__logo" aria-label={t("header.home")}>
          <Logo />
          <span className="site-header__name">{siteName}</span>
        </Link>
        <nav className="top-menu" aria-label={t("header.topMenu")}>
          <ul>
            {layout.topMenu.map((item) => (
              <li key={`${item.title}-${item.href}`}>
                <SmartLink href={item.href}>{item.title}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch alternate={alternate} />
        <button
          type="button"
          className="icon-button site-header__search-toggle js-only"
          aria-expanded={searchOpen}
          aria-controls="site-search"
          onClick={toggleSearch}
        >
          <SearchIcon />
          <span className="visually-hidden">{t("header.search")}</span>
        </button>
        <button
          type="button"
          className="icon-button site-header__menu-toggle js-only"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">
            {menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          </span>
        </button>
      </div>
      <div className="site-header__nav">
        <MainMenu items={layout.mainMenu} />
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
            <SearchIcon />
            <span className="visually-hidden">{t("header.search")}</span>
          </button>
        </Form>
      </div>
    </header>
  );
}

function Logo() {
  return (
    <svg
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <rect width="40" height="40" rx="6" fill="currentColor" />
      <path d="M8 10h24v4H22v18h-4V14H8z" fill="#fff" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="m5 5 14 14M19 5 5 19"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M3 6h18M3 12h18M3 18h18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
