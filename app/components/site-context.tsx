import { createContext, useContext } from "react";
import type { Messages } from "~/i18n/nl";
import type { SiteHosts } from "~/models/external-link";
import type { LayoutView } from "~/models/furniture";
import type { Locale } from "~/models/locale";

export type SiteConfig = { locale: Locale; hosts: SiteHosts; cdnBase: string };

const SiteContext = createContext<SiteConfig>({
  locale: "nl",
  hosts: { own: [], ticketing: [] },
  cdnBase: "",
});
export const SiteProvider = SiteContext.Provider;
export const useSite = () => useContext(SiteContext);

/** What a page route hands the layout: furniture, preview flag and the other language's URL. */
export type Shell = {
  layout: LayoutView;
  preview: boolean;
  alternate: string | null;
  title: string | null;
};

/** The site's name for titles: the CMS's site title, else the translated default. */
export function siteNameFor(messages: Messages | null, shell?: Shell | null): string {
  return shell?.layout.siteTitle ?? messages?.site.name ?? "";
}
