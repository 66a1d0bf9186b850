// The menus a page shows when it has no furniture of its own: an error screen whose loader failed
// or threw before it had the CMS's menus. The spec's default menus are Dutch (§2 Shared layout);
// on an English path they are the same entries in English, leading to the English pages, so an
// English visitor who meets an error is not sent into the Dutch site.
import { emptyLayout, type LayoutView } from "~/models/content/furniture";
import type { Locale } from "~/models/http/locale";
import { href } from "~/route-table.js";

export function fallbackLayout(locale: Locale): LayoutView {
  const layout = emptyLayout();
  if (locale === "nl") return layout;
  return {
    ...layout,
    mainMenu: [
      { title: "Calendar", href: href("agenda", "en") },
      { title: "News", href: href("newsList", "en") },
      { title: "Packages", href: href("page", "en", { url: "packages" }) },
      { title: "Contact", href: href("page", "en", { url: "contact" }) },
    ],
    topMenu: [
      { title: "FAQ", href: href("page", "en", { url: "faq" }) },
      { title: "Contact", href: href("page", "en", { url: "contact" }) },
    ],
  };
}
