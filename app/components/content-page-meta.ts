import type { MetaDescriptor } from "@remix-run/node";
import type { Messages } from "~/i18n/nl";
import type { ContentPageView } from "~/models/content-page";
import type { ExternalRedirect } from "~/models/redirect";
import { redirectNoticeMeta } from "./redirect-refresh";
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
  messages: Messages | null,
): MetaDescriptor[] {
  if (data?.external) return redirectNoticeMeta(messages);
  const page = data?.page;
  if (!page) return [];
  const locale = localeFromPath(pathname);
  const other = locale === "nl" ? "en" : "nl";
  const tags: MetaDescriptor[] = [
    { title: pageTitle(page.title, siteNameFor(messages, data.shell)) },
  ];
  if (page.seoDescription) tags.push({ name: "description", content: page.seoDescription });
  if (!page.isIndexable) tags.push({ name: "robots", content: "noindex" });
  tags.push({ tagName: "link", rel: "alternate", hrefLang: locale, href: page.url });
  if (page.urlTranslated)
    tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: page.urlTranslated });
  return tags;
}
