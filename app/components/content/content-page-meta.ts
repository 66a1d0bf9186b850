import type { MetaDescriptor } from "@remix-run/node";
import type { StepTitle } from "~/forms/multi-step/step-title";
import { withStepTitle } from "~/forms/multi-step/step-title";
import { metaMessages } from "~/i18n/meta";
import { translate } from "~/i18n/translate";
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
    }
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
  const locale = localeFromPath(pathname);
  const title = pageTitle(page.title, siteName);
  const step = data.stepTitle;
  return [
    {
      title:
        step && messages
          ? withStepTitle(step, title, (key, vars) => translate(messages, key, vars, locale))
          : title,
    },
    ...seoMeta(matches, cmsPageSeo(page, locale, siteName, type)),
    // The first header picture is the page's largest paint on a phone.
    ...lcpImagePreload(
      matches,
      page.header?.kind === "images" ? page.header.images[0] : null,
      HEADER_IMAGE_SIZES,
    ),
  ];
}
