import type { MetaDescriptor } from "@remix-run/node";
import { metaMessages } from "~/i18n/meta";
import type { ContentPageView } from "~/models/content-page";
import type { ExternalRedirect } from "~/models/redirect";
import { HEADER_IMAGE_SIZES, lcpImagePreload } from "./lcp-preload";
import { redirectNoticeMeta } from "./redirect-refresh";
import { cmsPageSeo, seoMeta } from "./seo-meta";
import { localeFromPath, pageTitle } from "./shared";
import { type Shell, siteNameFor } from "./site-context";

type Data =
  | { shell: Shell; page: ContentPageView | null; external: ExternalRedirect | null }
  | undefined;

export function contentPageMeta(
  data: Data,
  pathname: string,
  matches: readonly { id: string; data: unknown }[],
): MetaDescriptor[] {
  const messages = metaMessages(matches);
  if (data?.external) return redirectNoticeMeta(messages);
  const page = data?.page;
  if (!page) return [];
  const siteName = siteNameFor(messages, data.shell);
  const type = page.kind === "news" ? "article" : "website";
  return [
    { title: pageTitle(page.title, siteName) },
    ...seoMeta(matches, cmsPageSeo(page, localeFromPath(pathname), siteName, type)),
    // The first header picture is the page's largest paint on a phone.
    ...lcpImagePreload(
      matches,
      page.header?.kind === "images" ? page.header.images[0] : null,
      HEADER_IMAGE_SIZES,
    ),
  ];
}
