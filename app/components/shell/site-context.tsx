import { useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import type { Messages } from "~/i18n/nl";
import type { ConsentChoice } from "~/models/consent/consent";
import type { LayoutView } from "~/models/content/furniture";
import type { SiteHosts } from "~/models/http/external-link";
import type { Locale } from "~/models/http/locale";

export type SiteConfig = {
  locale: Locale;
  hosts: SiteHosts;
  /** Ticket-shop hosts whose links the browser gives the page-view id (SALES_PARAM_HOSTS). */
  salesParamHosts: readonly string[];
  cdnBase: string;
  /** The cookie choice the request carried; null: not chosen (the banner shows). */
  consent: ConsentChoice | null;
  /** The external account site (wish list); null: no wish list. */
  accountUrl: string | null;
  /** The address of a footer sign-up that just failed without JavaScript (its flash cookie). */
  signupEmail: string | null;
};

export const EMPTY_SITE: Omit<SiteConfig, "locale"> = {
  hosts: { own: [], ticketing: [] },
  salesParamHosts: [],
  cdnBase: "",
  consent: null,
  accountUrl: null,
  signupEmail: null,
};

export const SiteContext = createContext<SiteConfig>({ locale: "nl", ...EMPTY_SITE });
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

/**
 * The data of the deepest route that gives a shell (furniture, preview, translated URL), or
 * undefined: an error screen has none.
 */
export function useLeafData<T extends { shell?: Shell }>(): T | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as T | undefined;
    if (data?.shell) return data;
  }
  return undefined;
}
