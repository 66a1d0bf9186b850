// The page furniture (menus, footer, sub-footer) as the layout shows it. When the CMS supplies
// no menus the layout falls back to Dutch defaults (spec §2 Shared layout), so a broken or
// empty answer still leaves a navigable site.

import type * as S from "~/content/schema";
import { href } from "~/route-table.js";
import { cleanTextOrNull as text } from "../search/plain-text";
import type { ImageCrop } from "./image-url";
import { compact, crop } from "./page-items";

type Html = (html: string | null | undefined) => string | null;

/** `id` only in the top menu, where it marks the account entry (wishlist.ts menuLabel). */
export type MenuLink = { id?: string; title: string; href: string };
/** `children` only when the item has a submenu: every page's data carries the menus. */
export type MenuItemView = MenuLink & { children?: MenuLink[] };
/** `links`, `socials` and `paymentMethods` only when the column has them: every page carries it. */
export type FooterColumnView = {
  heading: string | null;
  content: string | null;
  links?: MenuLink[];
  socials?: true;
  paymentMethods?: true;
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
  return title && link ? { title, href: link } : null;
}

/** One level of children only (spec: dropdown children one level deep). */
function menuItem(item: S.MenuItem): MenuItemView | null {
  const link = menuLink(item);
  const children = link && compact(item.children, menuLink);
  return link && (children?.length ? { ...link, children } : link);
}

function topMenuItem(item: S.MenuItem): MenuItemView | null {
  const link = menuLink(item);
  return link && (item.id ? { id: item.id, ...link } : link);
}

export function defaultMainMenu(): MenuItemView[] {
  const item = (title: string, to: string): MenuItemView => ({ title, href: to });
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
      title: "Veelgestelde vragen",
      href: href("page", "nl", { url: "veelgestelde-vragen" }),
    },
    {
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

function footerColumn(
  item: NonNullable<S.Furniture["footerItems"]>[number],
  html: Html,
): FooterColumnView {
  const links = compact(item.menuItems, menuLink);
  return {
    heading: text(item.heading),
    content: html(item.content),
    ...(links.length ? { links } : {}),
    ...(item.socials === true ? { socials: true as const } : {}),
    ...(item.paymentMethods === true ? { paymentMethods: true as const } : {}),
  };
}

export function buildLayout(f: S.Furniture, html: Html): LayoutView {
  const mainMenu = compact(f.mainMenu, menuItem);
  const topMenu = compact(f.topMenu, topMenuItem);
  const sponsorImage = crop(f.sponsorImage);
  return {
    siteTitle: text(f.siteTitle),
    mainMenu: mainMenu.length ? mainMenu : defaultMainMenu(),
    topMenu: topMenu.length ? topMenu : defaultTopMenu(),
    footerColumns: compact(f.footerItems, (item) => footerColumn(item, html)),
    subFooterInfo: html(f.subFooterInfo),
    socials: compact(f.socials, (s) =>
      text(s.url) ? { network: s.network.toLowerCase(), url: s.url } : null,
    ),
    copyright: text(f.copyright),
    sponsor: sponsorImage ? { image: sponsorImage, url: text(f.mainSponsorURL) } : null,
    isFoundation: f.isFoundation === true,
  };
}
