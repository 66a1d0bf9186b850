import type { MetaDescriptor } from "@remix-run/node";
import { metaMessages } from "~/i18n/meta";
import type { ContentPageView } from "~/models/content-page";
import type { ExternalRedirect } from "~/models/redirect";
import { redirectNoticeMeta } from "./redirect-refresh";
import { languagePaths, seoMeta } from "./seo-meta";
import { localeFromPath, pageTitle } from "./shared";
import { type Shell, siteNameFor } from "./site-context";

export function contentPageShell(page: ContentPageView): Shell {
  return { layout: page.layout, preview: false, alternate: page.urlTranslated, title: page.title };
}

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
  const locale = localeFromPath(pathname);
  const siteName = siteNameFor(messages, data.shell);
  return [
    { title: pageTitle(page.title, siteName) },
    ...seoMeta(matches, {
      locale,
      paths: languagePaths(locale, page.url, page.urlTranslated),
      robots: page.isIndexable ? null : "noindex",
      title: page.title,
      description: page.seoDescription,
      siteName,
      image: page.shareImage,
      type: page.kind === "news" ? "article" : "website",
    }),
  ];
}
