// One page in both languages, as search engines are told about it: absolute hreflang links that
// every language version repeats identically (so they are reciprocal), and x-default on the Dutch
// version because Dutch is the site's default language. Meta tags and the sitemap both build
// their alternates here, so the two can never disagree.
import type { Locale } from "../http/locale";

/** The path of one page in each language; null where the page has no version in it. */
export type LanguagePaths = Readonly<Record<Locale, string | null>>;

export type AlternateLink = { hrefLang: Locale | "x-default"; href: string };

const LOCALES: readonly Locale[] = ["nl", "en"];
// Longer than any path the site makes; a longer CMS value is a mistake, not a page.
const MAX_PATH = 2000;

/**
 * The absolute URL of a path on this site, or null when the value is not one: CMS fields may hold
 * "//other.example/x" or "https://…", and those must never be announced as this site's pages.
 */
export function absoluteUrl(siteUrl: string, path: string | null | undefined): string | null {
  if (!path || path.length > MAX_PATH || !/^\/(?![/\\])/.test(path)) return null;
  let origin: string;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    return null;
  }
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : null;
}

/** The page's own path in its language and its translation's path in the other. */
export function languagePaths(
  locale: Locale,
  self: string,
  translation: string | null | undefined,
): LanguagePaths {
  const other = translation?.trim() || null;
  return locale === "nl" ? { nl: self, en: other } : { nl: other, en: self };
}

/**
 * hreflang links for every language the page exists in, then x-default pointing at the Dutch
 * version (none when there is no Dutch version: an English-only page names only itself).
 */
export function alternateLinks(siteUrl: string, paths: LanguagePaths): AlternateLink[] {
  const links: AlternateLink[] = [];
  for (const locale of LOCALES) {
    const href = absoluteUrl(siteUrl, paths[locale]);
    if (href) links.push({ hrefLang: locale, href });
  }
  const dutch = links.find((link) => link.hrefLang === "nl");
  if (dutch) links.push({ hrefLang: "x-default", href: dutch.href });
  return links;
}
