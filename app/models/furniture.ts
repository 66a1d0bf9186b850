// The page furniture (menus, footer, sub-footer) as the layout shows it. When the CMS supplies
// no menus the layout falls back to Dutch defaults (spec §2 Shared layout), so a broken or
// empty answer still leaves a navigable site.

import type * as S from "~/content/schema";
import { href } from "~/route-table.js";
import type { ImageCrop } from "./image-url";
import { compact, crop } from "./page-items";
import { cleanTextOrNull as text } from "./plain-text";

type Html = (html: string | null | undefined) => string | null;

export type MenuLink = { id: string | null; title: string; href: string };
/** `children` only when the item has a submenu: every page's data carries the menus. */
export type MenuItemView = MenuLink & { children?: MenuLink[] };
export type FooterColumnView = {
  heading: string | null;
  content: string | null;
  links: MenuLink[];
  socials: boolean;
  paymentMethods: boolean;
};
export type SocialLinkView = { network: string; url: string };
export type LayoutView = {
  siteTitle: string | null;
  mainMenu: MenuItemView[];
  topMenu: MenuItemView[];
  footerColumns: FooterColumnView[];
  subFooterInfo: string | null;
  socials: SocialLinkView[];
  copyright: string | null;
  sponsor: { image: ImageCrop; url: string | null } | null;
  isFoundation: boolean;
};

function menuLink(item: S.MenuItem): MenuLink | null {
  const title = text(item.title) ?? text(item.label);
  const link = text(item.link);
  return title && link ? { id: item.id ?? null, title, href: link } : null;
}

/** One level of children only (spec: dropdown children one level deep). */
function menuItem(item: S.MenuItem): MenuItemView | null {
  const link = menuLink(item);
  const children = link && compact(item.children, menuLink);
  return link && (children?.length ? { ...link, children } : link);
}

export function defaultMainMenu(): MenuItemView[] {
  const item = (title: string, to: string): MenuItemView => ({
    id: null,
    title,
    href: to,
  });
  return [
    item("Agenda", href("agenda", "nl")),
    item("Nieuws", href("newsList", "nl")),
    item("Theaterarrangementen", href("page", "nl", { url: "theaterarrangementen" })),
    item("Contact", href("page", "nl", { url: "contact" })),
  ];
}

export function defaultTopMenu(): MenuItemView[] {
  return [
    {
      id: null,
      title: "Veelgestelde vragen",
      href: href("page", "nl", { url: "veelgestelde-vragen" }),
    },
    {
      id: null,
      title: "Contact",
      href: href("page", "nl", { url: "contact" }),
    },
  ];
}

export function emptyLayout(): LayoutView {
  return {
    siteTitle: null,
    mainMenu: defaultMainMenu(),
    topMenu: defaultTopMenu(),
    footerColumns: [],
    subFooterInfo: null,
    socials: [],
    copyright: null,
    sponsor: null,
    isFoundation: false,
  };
}

export function buildLayout(f: S.Furniture, html: Html): LayoutView {
  const mainMenu = compact(f.mainMenu, menuItem);
  const topMenu = compact(f.topMenu, menuItem);
  const sponsorImage = crop(f.sponsorImage);
  return {
    siteTitle: text(f.siteTitle),
    mainMenu: mainMenu.length ? mainMenu : defaultMainMenu(),
    topMenu: topMenu.length ? topMenu : defaultTopMenu(),
    footerColumns: compact(f.footerItems, (item) => ({
      heading: text(item.heading),
      content: html(item.content),
      links: compact(item.menuItems, menuLink),
      socials: item.socials === true,
      paymentMethods: item.paymentMethods === true,
    })),
    subFooterInfo: html(f.subFooterInfo),
    socials: compact(f.socials, (s) =>
      text(s.url) ? { network: s.network.toLowerCase(), url: s.url } : null,
    ),
    copyright: text(f.copyright),
    sponsor: sponsorImage ? { image: sponsorImage, url: text(f.mainSponsorURL) } : null,
    isFoundation: f.isFoundation === true,
  };
}
