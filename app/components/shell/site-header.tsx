import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSite } from "~/components/shell/site-context";
import { SmartLink } from "~/components/ui/smart-link";
import { useWishlist } from "~/components/wishlist/wishlist-context";
import { useTranslation } from "~/i18n/react";
import type { LayoutView, MenuItemView } from "~/models/content/furniture";
import { headerCollapsed } from "~/models/content/header-collapse";
import { menuLabel } from "~/models/wishlist/wishlist-frame";
import { href } from "~/route-table.js";
import { Icon } from "../ui/icon";
import { LanguageSwitch } from "./language-switch";
import { MainMenu } from "./main-menu";
import { useSearchSubmit } from "./use-search-submit";

const SEARCH_SCROLL_TO = 130;
/** Where the menu is a panel behind a toggle (site.css: max-width 1023px). */
const NARROW = "(max-width: 1023px)";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls a visitor can Tab to now: those shown (a closed submenu's are not). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[inert]"),
  );
}

/**
 * Makes everything but `keep` (and what holds them) inert: each ancestor's other children, up to
 * the body. Set on the DOM rather than through React props, so it reaches every part of the page
 * (the consent banner, the footer) and React 18, which knows no `inert` prop, is not
 * involved. Returns the undo, which leaves alone what was inert before.
 */
function makeRestInert(keep: HTMLElement[]): () => void {
  const made: Element[] = [];
  const keepers = new Set<Element>();
  for (const element of keep) {
    for (
      let node: Element | null = element;
      node && node !== document.body;
      node = node.parentElement
    )
      keepers.add(node);
  }
  for (const keeper of keepers) {
    const parent = keeper.parentElement;
    if (!parent) continue;
    for (const sibling of parent.children) {
      if (keepers.has(sibling) || sibling.hasAttribute("inert")) continue;
      if (sibling.tagName === "SCRIPT" || sibling.tagName === "STYLE") continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute("inert");
  };
}

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

/**
 * Opens or closes a header panel (the menu, the search field) on a phone. It is a link to the
 * panel, so a press before the page hydrates, or without JavaScript, opens the panel through
 * CSS; once hydrated it acts as a button (Space as well as Enter) and leaves the address alone.
 */
function PanelToggle({
  className,
  panel,
  live,
  open,
  onToggle,
  children,
}: {
  className: string;
  panel: string;
  live: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${panel}`}
      className={`icon-button ${className}`}
      role={live ? "button" : undefined}
      aria-expanded={live ? open : undefined}
      aria-controls={panel}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        onToggle();
      }}
    >
      {children}
    </a>
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
  // Until the page hydrates, the toggles are links to their panel and CSS opens the panel the
  // address points at (:target); once live, React's state decides and adopts that choice.
  const [live, setLive] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the panels on every navigation
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);
  // A link in the open menu: the menu closes as the next page loads, so the page behind it is no
  // longer inert when that page arrives and puts the focus on its heading.
  const loading = useNavigation().state === "loading";
  useEffect(() => {
    if (loading) setMenuOpen(false);
  }, [loading]);

  // After the closing above: on the first run, the panel the address points at stays open.
  useEffect(() => {
    setLive(true);
    const panel = window.location.hash;
    if (panel === "#main-menu") setMenuOpen(true);
    if (panel === "#site-search") {
      setSearchOpen(true);
      const input = searchInput.current;
      const focused = document.activeElement;
      // Focus the field unless the visitor has moved on to something other than the toggle.
      if (
        input &&
        (!focused || focused === document.body || focused.closest(".site-header__search-toggle"))
      )
        input.focus();
    }
  }, []);

  // Escape closes the open menu and puts focus back on its toggle, wherever focus was.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>(".site-header__menu-toggle")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // The open menu on a phone is a dialog in all but name (WCAG 2.4.3, 2.4.11): while it is open,
  // the page behind it is inert and Tab cycles through the header: the bar above the panel (logo,
  // language switch, the search icon that takes the menu's place, the toggle) and the panel.
  useEffect(() => {
    if (!menuOpen || !window.matchMedia(NARROW).matches) return;
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    const released = makeRestInert([header]);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const stops = focusableIn(header);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      } else if (!(active instanceof Node) || !stops.some((stop) => stop.contains(active))) {
        // Focus outside the stops (on the body after a click on the panel's background).
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      released();
    };
  }, [menuOpen]);

  useEffect(() => {
    const onScroll = () => setCollapsed((was) => headerCollapsed(was, window.scrollY));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The menu and the search field take turns: opening one closes the other, so the field never
  // opens below a long menu, out of sight.
  const toggleSearch = () => {
    const opening = !searchOpen;
    setSearchOpen(opening);
    if (opening) {
      setMenuOpen(false);
      // Spec: the search icon scrolls just past the collapse point so the bar stays compact.
      if (window.scrollY < SEARCH_SCROLL_TO) window.scrollTo({ top: SEARCH_SCROLL_TO });
      requestAnimationFrame(() => {
        searchInput.current?.focus();
        searchInput.current?.scrollIntoView({ block: "nearest" });
      });
    }
  };
  const toggleMenu = () => {
    if (!menuOpen) setSearchOpen(false);
    setMenuOpen(!menuOpen);
  };

  // The fund variant (isFoundation) wears the fund's mark and name, and its logo leads to the
  // fund's own start page rather than the theatre's home (forms spec §1, §2).
  const fund = layout.isFoundation;
  // A blank query is not sent: the focus stays in the box.
  const submitSearch = useSearchSubmit(href("search", locale), () => searchInput.current?.focus());
  const siteName = layout.siteTitle ?? t(fund ? "site.fundName" : "site.name");
  return (
    <header
      className={`site-header${collapsed ? " is-collapsed" : ""}`}
      data-menu-open={menuOpen}
      data-search-open={searchOpen}
      data-live={live || undefined}
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
        <PanelToggle
          className="site-header__search-toggle"
          panel="site-search"
          live={live}
          open={searchOpen}
          onToggle={toggleSearch}
        >
          <Icon name="search" width={20} />
          <span className="visually-hidden">{t("header.search")}</span>
        </PanelToggle>
        <PanelToggle
          className="site-header__menu-toggle"
          panel="main-menu"
          live={live}
          open={menuOpen}
          onToggle={toggleMenu}
        >
          <Icon name={menuOpen ? "close" : "menu"} width={22} />
          <span className="visually-hidden">
            {menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          </span>
        </PanelToggle>
        {/* Without JavaScript the toggle can only open the menu: this link closes it (the
            address points at the content instead). */}
        {!live && (
          <a href="#main" className="icon-button site-header__menu-close">
            <Icon name="close" width={22} />
            <span className="visually-hidden">{t("header.closeMenu")}</span>
          </a>
        )}
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
          onSubmit={submitSearch}
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
