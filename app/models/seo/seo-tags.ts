// What a page tells search engines and link previews, built from one description of the page:
// robots or a self-referencing canonical, the hreflang alternates (alternates.ts), and the Open
// Graph and Twitter card tags. Every screen's meta goes through here so no route builds these by
// hand and the alternates of every page are built one way.

import type { Locale } from "../http/locale";
import { cleanText } from "../search/plain-text";
import { absoluteUrl, alternateLinks, type LanguagePaths } from "./alternates";

/** Plain objects Remix's meta renders as <link> and <meta> elements. */
export type SeoTag =
  | { tagName: "link"; rel: "canonical"; href: string }
  | { tagName: "link"; rel: "alternate"; hrefLang: string; href: string }
  | { property: string; content: string }
  | { name: string; content: string };

export type PageSeo = {
  siteUrl: string;
  locale: Locale;
  /**
   * The page in each language at the address search engines should keep: the route leaves out
   * query parameters that do not make another page (referral codes, a month to open on).
   */
  paths: LanguagePaths;
  /** null for an indexable page (it gets a canonical); else the robots directive, e.g. "noindex". */
  robots: string | null;
  /** The page's own title, without the site name (og:title). */
  title: string;
  description: string | null;
  siteName: string;
  /** An absolute http(s) image URL, with its alt text and, when known, its size in pixels. */
  image: { url: string; alt: string | null; width?: number; height?: number } | null;
  type: "website" | "article";
};

const OG_LOCALE: Record<Locale, string> = { nl: "nl_NL", en: "en_GB" };
// Previews cut long texts anyway; a bound keeps an editor's runaway field out of every page head.
const MAX_TEXT = 300;

function clip(value: string): string {
  const text = cleanText(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text;
}

const isPixels = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^/\s]/i.test(value);
}

export function seoTags(page: PageSeo): SeoTag[] {
  const tags: SeoTag[] = [];
  const self = absoluteUrl(page.siteUrl, page.paths[page.locale]);
  const description = page.description ? clip(page.description) : "";
  if (description) tags.push({ name: "description", content: description });
  if (page.robots) tags.push({ name: "robots", content: page.robots });
  // A noindex page names no canonical: the two together contradict each other.
  else if (self) tags.push({ tagName: "link", rel: "canonical", href: self });
  for (const link of alternateLinks(page.siteUrl, page.paths)) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: link.hrefLang, href: link.href });
  }

  const other: Locale = page.locale === "nl" ? "en" : "nl";
  const translated = absoluteUrl(page.siteUrl, page.paths[other]) !== null;
  tags.push({ property: "og:type", content: page.type });
  tags.push({ property: "og:site_name", content: clip(page.siteName) });
  tags.push({ property: "og:title", content: clip(page.title || page.siteName) });
  if (description) tags.push({ property: "og:description", content: description });
  if (self) tags.push({ property: "og:url", content: self });
  tags.push({ property: "og:locale", content: OG_LOCALE[page.locale] });
  if (translated) tags.push({ property: "og:locale:alternate", content: OG_LOCALE[other] });
  tags.push(...shareImageTags(page.image));
  return tags;
}

/** The link-preview picture's tags, and the Twitter card that suits having one or not. */
export function shareImageTags(picture: PageSeo["image"]): SeoTag[] {
  const tags: SeoTag[] = [];
  const image = picture && isWebUrl(picture.url) ? picture : null;
  const alt = image?.alt?.trim() ? clip(image.alt) : null;
  if (image) {
    tags.push({ property: "og:image", content: image.url });
    if (isPixels(image.width) && isPixels(image.height)) {
      tags.push({ property: "og:image:width", content: String(image.width) });
      tags.push({ property: "og:image:height", content: String(image.height) });
    }
    if (alt) tags.push({ property: "og:image:alt", content: alt });
  }
  // The large card needs an image to show; without one the plain summary card is the honest one.
  tags.push({ name: "twitter:card", content: image ? "summary_large_image" : "summary" });
  if (image) {
    tags.push({ name: "twitter:image", content: image.url });
    if (alt) tags.push({ name: "twitter:image:alt", content: alt });
  }
  return tags;
}
