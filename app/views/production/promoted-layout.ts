// The promoted-musical layout (forms spec §2.4): which production pages get it, how each shows
// its dates, where the lottery button leads and how its banners link. Pure; the values the
// spec leaves out come in as a PromotionConfig (promotion-config.ts).

import type * as S from "~/content/schema";
import { screens } from "~/route-table.js";
import { type BannerView, bannerView, compact } from "../../models/content/page-items";
import { isListedHost, type SiteHosts } from "../../models/http/external-link";
import type { Locale } from "../../models/http/locale";
import type { PromotionConfig } from "./promotion-config";

/**
 * How a promotion page shows its performances:
 * - `picker`: the regular date list or calendar (the musical's own page);
 * - `per-event`: one sales button per performance, no picker (the premiere page);
 * - `lottery`: the waiting-list/lottery button instead of the picker.
 */
export type PromotedDates = "picker" | "per-event" | "lottery";
export type PageLayout = { promoted: false } | { promoted: true; dates: PromotedDates };

export type PromotionPage = {
  id: string;
  url: string;
  urlTranslated?: string | null;
  /** The CMS's own say (`promotedLayout`); absent means the configuration decides. */
  promotedLayout?: boolean | null;
};

/** A banner of the promoted layout; `plain` links load the show's page as a new document. */
export type PromotedBannerView = BannerView & { plain?: boolean };

const paths = (page: PromotionPage): string[] =>
  [page.url, page.urlTranslated ?? ""]
    .map((url) => url.replace(/[?#].*$/, "").toLowerCase())
    .filter(Boolean);

const contains = (page: PromotionPage, fragment: string): boolean => {
  const needle = fragment.trim().toLowerCase();
  return needle !== "" && paths(page).some((path) => path.includes(needle));
};

export function isLotteryPage(page: PromotionPage, config: PromotionConfig): boolean {
  return contains(page, config.lotterySlug);
}

/** A url with one of the promo fragments (or the lottery slug) marks a promotion page. */
export function isPromotionUrl(page: PromotionPage, config: PromotionConfig): boolean {
  return config.urlFragments.some((f) => contains(page, f)) || isLotteryPage(page, config);
}

const PRODUCTION_PREFIX = {
  nl: screens.production.nl.replace(":url", ""),
  en: screens.production.en.replace(":url", ""),
};

/** The show's slug when `path` is a production page path ("/voorstelling/x", "/en/show/x"). */
function productionSlug(path: string): { locale: Locale; slug: string } | null {
  const bare = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  for (const locale of ["nl", "en"] as const) {
    const prefix = PRODUCTION_PREFIX[locale];
    if (bare.startsWith(prefix)) {
      const slug = bare.slice(prefix.length);
      return slug && !slug.includes("/") ? { locale, slug } : null;
    }
  }
  return null;
}

/** The premiere page: /voorstelling/premiere-{slug} or /en/show/{slug}-premiere. */
export function isPremierePage(page: PromotionPage): boolean {
  return paths(page).some((path) => {
    const show = productionSlug(path);
    if (!show) return false;
    return show.locale === "nl"
      ? show.slug.startsWith("premiere-") && show.slug.length > "premiere-".length
      : show.slug.endsWith("-premiere") && show.slug.length > "-premiere".length;
  });
}

/**
 * Which layout a production page gets. The CMS flag, when set, decides; otherwise the sign-up
 * pages keep the regular layout and a promotion url gets the promoted one. A promoted page shows
 * the lottery button when its url has the lottery slug, per-event buttons when it is a premiere
 * page not excluded from deeplinks, and the date picker otherwise.
 */
export function pageLayout(page: PromotionPage, config: PromotionConfig): PageLayout {
  const promoted =
    typeof page.promotedLayout === "boolean"
      ? page.promotedLayout
      : !config.signUpPageIds.includes(page.id) && isPromotionUrl(page, config);
  if (!promoted) return { promoted: false };
  if (isLotteryPage(page, config)) return { promoted: true, dates: "lottery" };
  if (isPremierePage(page) && !config.deeplinkExcludedIds.includes(page.id)) {
    return { promoted: true, dates: "per-event" };
  }
  return { promoted: true, dates: "picker" };
}

/** The lottery flow's address with the visitor's language: "…?lang=en". null when unusable. */
export function lotteryHref(config: PromotionConfig, locale: Locale): string | null {
  let url: URL;
  try {
    url = new URL(config.lotteryUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set(config.lotteryLanguageParam, locale);
  return url.toString();
}

/** A link on this site as a path ("/voorstelling/x?y#z"); null for other sites and schemes. */
export function sitePath(href: string, hosts: SiteHosts): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) {
    return trimmed;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return isListedHost(url.hostname, hosts.own) ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The show link of a banner as a plain path, or null when the banner does not link to a show on
 * this site. A `production_page` link is a show by definition; an `internal` (or untyped) link is
 * one when its path is a production page's.
 */
export function plainShowLink(link: S.Banner["link"], hosts: SiteHosts): string | null {
  const href = link?.href?.trim();
  if (!href) return null;
  const path = sitePath(href, hosts);
  if (path === null) return null;
  return link?.type === "production_page" || productionSlug(path) ? path : null;
}

/**
 * The banner cards of the promoted layout: banners without button text (or link) are dropped
 * and internal links to shows become plain links.
 */
export function promotedBanners(
  banners: S.Banner[] | null | undefined,
  hosts: SiteHosts,
): PromotedBannerView[] {
  return compact(banners, (banner) => {
    const view = bannerView(banner);
    if (!view?.buttonText || !view.href) return null;
    const plain = plainShowLink(banner.link, hosts);
    return plain === null ? view : { ...view, href: plain, plain: true };
  });
}
