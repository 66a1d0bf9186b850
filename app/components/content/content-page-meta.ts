import type { MetaDescriptor } from "@remix-run/node";
import type { StepTitle } from "~/forms/multi-step/step-title";
import { frameMeta } from "~/i18n/meta";
import { localeFromPath } from "~/models/http/locale";
import type { ExternalRedirect } from "~/models/http/redirect";
import { pageTitle } from "~/models/seo/page-title";
import type { ContentPageView } from "~/views/content/content-page";
import { HEADER_IMAGE_SIZES, lcpImagePreload } from "../shell/lcp-preload";
import { redirectNoticeMeta } from "../shell/redirect-refresh";
import { cmsPageSeo, seoMeta } from "../shell/seo-meta";
import { type Shell, siteNameFor } from "../shell/site-context";

type Data =
  | {
      shell: Shell;
      page: ContentPageView | null;
      external: ExternalRedirect | null;
      /** The step a multi-step form's post drew (app/forms/multi-step/step-title.ts). */
      stepTitle?: StepTitle | null;
      /** Its line, translated by the action (app/services/forms/multi-step-action.server.ts). */
      stepLine?: string | null;
    }
  | undefined;

export function contentPageMeta(
  data: Data,
  pathname: string,
  matches: readonly { id: string; data: unknown }[],
): MetaDescriptor[] {
  const frame = frameMeta(matches);
  if (data?.external) return redirectNoticeMeta(frame);
  const page = data?.page;
  if (!page) return [];
  const siteName = siteNameFor(frame, data.shell);
  const type = page.kind === "news" ? "article" : "website";
  const locale = localeFromPath(pathname);
  const title = pageTitle(page.title, siteName);
  return [
    { title: data.stepLine ? `${data.stepLine} - ${title}` : title },
    ...seoMeta(matches, cmsPageSeo(page, locale, siteName, type)),
    // The first header picture is the page's largest paint on a phone.
    ...lcpImagePreload(
      matches,
      page.header?.kind === "images" ? page.header.images[0] : null,
      HEADER_IMAGE_SIZES,
    ),
  ];
}
