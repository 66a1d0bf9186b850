import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductionPage } from "~/components/production/production-page";
import { RedirectNotice } from "~/components/runtime/on-demand";
import { HEADER_IMAGE_SIZES, lcpImagePreload } from "~/components/shell/lcp-preload";
import { redirectNoticeMeta } from "~/components/shell/redirect-refresh";
import { cmsPageSeo, seoMeta } from "~/components/shell/seo-meta";
import { type Shell, siteNameFor, useSite } from "~/components/shell/site-context";
import { textsFor } from "~/i18n/messages.server";
import { metaMessages } from "~/i18n/meta";
import { type Locale, localeFromPath } from "~/models/http/locale";
import {
  COLLAPSED_PERFORMERS,
  RESTAURANT_SURCHARGE,
  SPECIAL_PRICE_TYPE_IDS,
} from "~/models/sales/production-rules";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import { describeFailure } from "~/services/content/result";
import { checkPresale } from "~/services/forms/presale.server";
import {
  notPageResponse,
  pageData,
  pageHeaders,
  throwStatus,
} from "~/services/http/page-response.server";
import { siteNow } from "~/services/operations/clock.server";
import { getEnv, linkHosts } from "~/services/operations/env.server";
import { log } from "~/services/operations/log.server";
import {
  loadProductionList,
  loadProductionPage,
  type ProductionPageAnswer,
} from "~/services/screens/productions.server";
import { isPersonal, salesContextFor } from "~/services/screens/sales-context.server";
import type { ProductionCardView } from "~/views/production/production-cards";
import { productionToggles } from "~/views/production/production-links";
import {
  othersAlsoViewed,
  productionLayout,
  productionPageView,
  promotionConfig,
} from "~/views/production/production-page.server";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { productionTextPaths } from "~/views/production/production-texts";
import styles from "../styles/production.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (!params.url) throwStatus(404);
  const path = href("production", locale, { url: params.url }).replace(/^\//, "");
  const code = url.searchParams.get("presale")?.trim() || null;

  const page = loadProductionPage(request, locale, path);
  // The list for "others also viewed" starts with the page call, not after it: when the CMS
  // hangs, the page then waits one timeout, not two.
  const productionList = loadProductionList(request, locale);
  // It never rejects today; if it ever does after a failed page, that must not go unhandled.
  productionList.catch(() => {});
  // One clock for the page: its sales buttons and its dates read the same moment.
  const now = siteNow();
  const [outcome, presaleAnswer, sales] = await Promise.all([
    page,
    code ? checkPresale(code) : Promise.resolve(null),
    salesContextFor(request, now),
  ]);
  if (outcome.kind !== "page") {
    // Failures throw the 404/500 screen; redirects go out as redirects or the interstitial.
    const response = notPageResponse(outcome, locale);
    return data({ ...response.data, page: null, others: null }, response.init ?? undefined);
  }

  const env = getEnv();
  const hosts = linkHosts(env);
  const view = productionPageView(outcome.value, {
    locale,
    now,
    hosts,
    sales,
    specialPriceTypeIds: SPECIAL_PRICE_TYPE_IDS,
    restaurantSurcharge: RESTAURANT_SURCHARGE,
    collapsedPerformers: COLLAPSED_PERFORMERS,
    siteUrl: env.SITE_URL,
    cdnBase: env.IMAGE_CDN_URL,
    ...productionToggles(url, locale),
    presale: code ? { code, answer: presaleAnswer } : null,
    promotion: promotionConfig(env.LOTTERY_URL),
    onUnknownStatus: (statusId, eventId) =>
      log.warn(
        `[production] unknown statusID "${statusId}" on event ${eventId} of ${path}: shown as on sale`,
      ),
  });
  const shell: Shell = {
    layout: productionLayout(outcome.value.page, hosts),
    preview: outcome.preview,
    alternate: view.urlTranslated,
    title: view.title,
  };
  // A presale code in the sales links makes the page the visitor's alone, as a referral does.
  const personal = isPersonal(outcome.personal, sales) || code !== null;
  // A failure shows the page's note in that section instead of the cards.
  const others = await othersFor(productionList, locale, outcome.value, view, now).catch(
    () => null,
  );
  return pageData(
    {
      shell,
      external: null,
      page: view,
      others,
      texts: textsFor(locale, productionTextPaths(view)),
    },
    { personal, stale: outcome.stale },
  );
}

/** "Others also viewed": a draw from the whole production list. A failure rejects. */
async function othersFor(
  productionList: ReturnType<typeof loadProductionList>,
  locale: Locale,
  answer: ProductionPageAnswer,
  view: ProductionPageView,
  now: Date,
): Promise<ProductionCardView[]> {
  const list = await productionList;
  if (list.status !== "ok") {
    const reason = describeFailure(list);
    log.warn(`[production] others also viewed unavailable: ${reason}`);
    throw new Error(`production list unavailable: ${reason}`);
  }
  return othersAlsoViewed(
    list.value.entries,
    {
      id: answer.node.id,
      genres: answer.page.genres ?? [],
      exclude: view.related.map((card) => card.id),
    },
    { now, locale, random: Math.random },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (data?.external) return redirectNoticeMeta(metaMessages(matches));
  const page = data?.page;
  if (!page) return [];
  const siteName = siteNameFor(metaMessages(matches), data.shell);
  return [
    { title: pageTitle(page.title, siteName) },
    ...seoMeta(matches, cmsPageSeo(page, localeFromPath(location.pathname), siteName)),
    // The first header picture is the page's largest paint on a phone.
    ...lcpImagePreload(matches, page.headerImages[0], HEADER_IMAGE_SIZES),
  ];
};

export default function ProductionRoute() {
  const { page, others, external } = useLoaderData<typeof loader>();
  const { locale } = useSite();
  if (external) return <RedirectNotice target={external} />;
  // Keyed by page: moving to another production starts its toggles afresh.
  return page && <ProductionPage key={page.id} view={page} others={others} locale={locale} />;
}
