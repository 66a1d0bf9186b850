// The sitemap's content: the fixed screens plus every page the CMS lists, in both languages.
// Built for no one in particular (no cookie goes to the CMS, so no unpublished page), kept for a
// few minutes and shared by concurrent requests: a crawler, or anyone, asking /sitemap.xml over
// and over costs the CMS one round of list calls per period, not one per request.

import type { Locale } from "~/models/http/locale";
import type { LanguagePaths } from "~/models/seo/alternates";
import { pageGroups, type SitemapPage, sitemapXml } from "~/models/seo/sitemap";
import { href } from "~/route-table.js";
import type { ContentResult } from "../content/result";
import { getEnv } from "../operations/env.server";
import { type ListedPage, loadWholeList } from "./lists.server";
import { loadProductionList } from "./productions.server";

export type Sitemap = { xml: string; stale: boolean };

const FRESH_MS = 10 * 60_000;
// Built partly from stale copies (the CMS failing): try again soon.
const STALE_MS = 60_000;

let kept: { sitemap: Sitemap; until: number } | null = null;
let building: Promise<ContentResult<Sitemap>> | null = null;

const bothLanguages = (screen: "home" | "agenda" | "newsList"): LanguagePaths => ({
  nl: href(screen, "nl"),
  en: href(screen, "en"),
});

const listed = ({ page }: { page: ListedPage["page"] }): SitemapPage => ({
  url: page.url,
  urlTranslated: page.urlTranslated,
  indexable: page.isIndexable !== false,
});

type Lists = { productions: SitemapPage[]; pages: SitemapPage[]; news: SitemapPage[] };

async function listsOf(request: Request, locale: Locale): Promise<ContentResult<Lists>> {
  const [productions, pages, news] = await Promise.all([
    loadProductionList(request, locale),
    loadWholeList(request, locale, "pages"),
    loadWholeList(request, locale, "news"),
  ]);
  if (productions.status !== "ok") return productions;
  if (pages.status !== "ok") return pages;
  if (news.status !== "ok") return news;
  if (productions.personal || pages.personal || news.personal) {
    return { status: "http_error", reason: "preview answer for a sitemap" };
  }
  return {
    status: "ok",
    value: {
      productions: productions.value.entries.map(listed),
      pages: pages.value.map(listed),
      news: news.value.map(listed),
    },
    preview: false,
    personal: false,
    stale: productions.stale || pages.stale || news.stale,
  };
}

async function build(): Promise<ContentResult<Sitemap>> {
  const siteUrl = getEnv().SITE_URL;
  const request = new Request(new URL("/sitemap.xml", siteUrl));
  const [nl, en] = await Promise.all([listsOf(request, "nl"), listsOf(request, "en")]);
  if (nl.status !== "ok") return nl;
  if (en.status !== "ok") return en;
  const groups = [
    bothLanguages("home"),
    bothLanguages("agenda"),
    bothLanguages("newsList"),
    ...pageGroups(nl.value.productions, en.value.productions),
    ...pageGroups(nl.value.news, en.value.news),
    ...pageGroups(nl.value.pages, en.value.pages),
  ];
  const stale = nl.stale || en.stale;
  return {
    status: "ok",
    value: { xml: sitemapXml(siteUrl, groups), stale },
    preview: false,
    personal: false,
    stale,
  };
}

/** The sitemap, or the failure that kept it from being whole. */
export async function loadSitemap(now = Date.now()): Promise<ContentResult<Sitemap>> {
  if (kept && kept.until > now) {
    return {
      status: "ok",
      value: kept.sitemap,
      preview: false,
      personal: false,
      stale: kept.sitemap.stale,
    };
  }
  building ??= build().finally(() => {
    building = null;
  });
  const result = await building;
  if (result.status === "ok") {
    kept = { sitemap: result.value, until: now + (result.value.stale ? STALE_MS : FRESH_MS) };
  }
  return result;
}

/** For tests: forget the kept sitemap. */
export function clearSitemap() {
  kept = null;
}
