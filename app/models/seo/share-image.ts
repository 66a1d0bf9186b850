// The picture a link preview shows for a page that has none of its own: one per site, the
// theatre's and the fund's (scripts/share-images.ts draws them into public/share/). Width and
// height go with it so a preview can lay out the card before the picture arrives.

import type { Locale } from "../http/locale";
import { absoluteUrl } from "./alternates";

export type Site = "theatre" | "fund";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const SHARE_IMAGES: Record<Site, { path: string; alt: Record<Locale, string> }> = {
  theatre: {
    path: "/share/theater-amsterdam.jpg",
    alt: { nl: "Logo van Theater Amsterdam", en: "Theater Amsterdam logo" },
  },
  fund: {
    path: "/share/carrefonds.jpg",
    alt: { nl: "Logo van het Carrefonds", en: "Carrefonds logo" },
  },
};

export type ShareImage = { url: string; alt: string | null; width: number; height: number };

/** The site's default picture on SITE_URL, or null when SITE_URL is no web address. */
export function defaultShareImage(siteUrl: string, site: Site, locale: Locale): ShareImage | null {
  const image = SHARE_IMAGES[site];
  const url = absoluteUrl(siteUrl, image.path);
  return url ? { url, alt: image.alt[locale], ...SHARE_IMAGE_SIZE } : null;
}
