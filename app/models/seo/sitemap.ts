// /sitemap.xml: every indexable page in both languages, each <url> carrying the same hreflang
// alternates its page's meta names (alternates.ts), so the two never contradict each other.
import { type AlternateLink, alternateLinks, type LanguagePaths } from "./alternates";

/** A page as a CMS list names it. */
export type SitemapPage = {
  url: string;
  urlTranslated: string | null | undefined;
  indexable: boolean;
};

// The sitemap protocol's limit per file.
export const MAX_SITEMAP_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function indexableByUrl(pages: readonly SitemapPage[]): Map<string, SitemapPage> {
  const byUrl = new Map<string, SitemapPage>();
  for (const page of pages) {
    if (page.indexable && page.url.startsWith("/") && !byUrl.has(page.url))
      byUrl.set(page.url, page);
  }
  return byUrl;
}

/**
 * Pairs the Dutch and English pages of one list. A translation counts only when it is listed and
 * indexable itself and does not name another page as its own translation: search engines ignore
 * alternates that are not reciprocal, and a noindex or unpublished page is no alternate at all.
 */
export function pageGroups(
  dutch: readonly SitemapPage[],
  english: readonly SitemapPage[],
): LanguagePaths[] {
  const nl = indexableByUrl(dutch);
  const en = indexableByUrl(english);
  const paired = new Set<string>();
  const groups: LanguagePaths[] = [];
  for (const page of nl.values()) {
    const translation = page.urlTranslated ? en.get(page.urlTranslated) : undefined;
    const reciprocal =
      translation &&
      !paired.has(translation.url) &&
      (!translation.urlTranslated || translation.urlTranslated === page.url);
    if (reciprocal) paired.add(translation.url);
    groups.push({ nl: page.url, en: reciprocal ? translation.url : null });
  }
  for (const page of en.values()) {
    if (!paired.has(page.url)) groups.push({ nl: null, en: page.url });
  }
  return groups;
}

function urlEntry(loc: string, links: readonly AlternateLink[]): string {
  const alternates = links
    .map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
    )
    .join("");
  return `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`;
}

/** The sitemap document: one <url> per language version, each naming all versions. */
export function sitemapXml(siteUrl: string, groups: readonly LanguagePaths[]): string {
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const group of groups) {
    const links = alternateLinks(siteUrl, group);
    for (const link of links) {
      if (link.hrefLang === "x-default" || seen.has(link.href)) continue;
      if (entries.length >= MAX_SITEMAP_URLS) break;
      seen.add(link.href);
      entries.push(urlEntry(link.href, links));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
