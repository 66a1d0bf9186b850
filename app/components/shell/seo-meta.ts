// The meta-function side of app/models/seo/seo-tags.ts: meta functions cannot read the environment,
// so the site's public origin and image CDN come from the root loader's data.
import type { MetaDescriptor } from "@remix-run/node";
import { type ImageCrop, imageUrl } from "~/models/content/image-url";
import type { Locale } from "~/models/http/locale";
import { type LanguagePaths, languagePaths } from "~/models/seo/alternates";
import { type PageSeo, seoTags, shareImageTags } from "~/models/seo/seo-tags";
import { defaultShareImage, type Site } from "~/models/seo/share-image";
import { href, type ScreenName, screens } from "~/route-table.js";

type Match = { id: string; data: unknown };
type ShellData = { shell?: { layout?: { isFoundation?: boolean } | null } | null } | null;
type RootData = { siteUrl?: string; site?: { cdnBase?: string; locale?: Locale } | null };

export type SeoInput = Omit<PageSeo, "siteUrl" | "image"> & { image?: ImageCrop | null };

// Wide enough for the large link-preview cards; never wider than the crop (no upscaling).
const SHARE_WIDTH = 1200;

/** The SEO and link-preview tags of a page, with absolute URLs on SITE_URL. */
export function seoMeta(matches: readonly Match[], input: SeoInput): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const siteUrl = root?.siteUrl;
  if (!siteUrl) return [];
  const cdnBase = root?.site?.cdnBase ?? "";
  const crop = input.image ?? null;
  const width = crop ? Math.min(SHARE_WIDTH, crop.crop_width) : 0;
  const own =
    crop && cdnBase
      ? {
          url: imageUrl(cdnBase, crop, width),
          alt: crop.alt ?? null,
          width,
          height: Math.round((width * crop.crop_height) / crop.crop_width),
        }
      : null;
  // A page without a picture of its own is still shared with one: its site's.
  const image = own ?? defaultShareImage(siteUrl, siteOf(matches), input.locale);
  return seoTags({ ...input, siteUrl, image });
}

/**
 * The share picture of a page that is no content of its own (a confirmation, a thank-you, an
 * error screen): its site's, so a link someone passes on still shows the venue.
 */
export function siteShareMeta(matches: readonly Match[]): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  if (!root?.siteUrl) return [];
  const locale = root.site?.locale ?? "nl";
  return shareImageTags(defaultShareImage(root.siteUrl, siteOf(matches), locale));
}

/** The fund's pages wear the fund's furniture (isFoundation); every other page is the theatre's. */
function siteOf(matches: readonly Match[]): Site {
  const fund = matches.some((m) => (m.data as ShellData)?.shell?.layout?.isFoundation === true);
  return fund ? "fund" : "theatre";
}

/** Both language paths of a screen without parameters (home, agenda, news list, search). */
export function screenPaths(screen: ScreenName, search = ""): LanguagePaths {
  const english = screens[screen].en;
  return {
    nl: `${href(screen, "nl")}${search}`,
    en: english ? `${href(screen, "en")}${search}` : null,
  };
}

/** What a CMS page (production, general page, news item) tells search engines about itself. */
type CmsPage = {
  url: string;
  urlTranslated: string | null;
  isIndexable: boolean;
  title: string;
  seoDescription: string | null;
  shareImage: ImageCrop | null;
};

/**
 * A CMS page's SEO description: its own path (the CMS's, so codes in the address make no other
 * page) and its translation, noindex when the editor says so.
 */
export function cmsPageSeo(
  page: CmsPage,
  locale: Locale,
  siteName: string,
  type: PageSeo["type"] = "website",
): SeoInput {
  return {
    locale,
    paths: languagePaths(locale, page.url, page.urlTranslated),
    robots: page.isIndexable ? null : "noindex",
    title: page.title,
    description: page.seoDescription,
    siteName,
    image: page.shareImage,
    type,
  };
}
