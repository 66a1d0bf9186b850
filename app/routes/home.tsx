import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { BannerTiles } from "~/components/home/banner-tiles";
import { HomeCalendar } from "~/components/home/home-calendar";
import { HomeHero } from "~/components/home/home-hero";
import { HomeHighlights } from "~/components/home/home-highlights";
import { HomeNews } from "~/components/home/home-news";
import { HomeSlider } from "~/components/home/home-slider";
import { VideoFrames } from "~/components/home/video-frames";
import { screenPaths, seoMeta } from "~/components/shell/seo-meta";
import { type Shell, siteNameFor } from "~/components/shell/site-context";
import { RichText } from "~/components/ui/rich-text";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { homeTexts } from "~/i18n/screen-texts.server";
import { localeFromPath, otherLocale } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import { pageData, pageHeaders, throwFailure } from "~/services/http/page-response.server";
import { siteNow } from "~/services/operations/clock.server";
import { getEnv, linkHosts } from "~/services/operations/env.server";
import { log } from "~/services/operations/log.server";
import { loadHome } from "~/services/screens/home.server";
import { isPersonal, salesContextFor } from "~/services/screens/sales-context.server";
import { onlyCalendarChanged } from "~/views/home/calendar-params";
import type { TextWidgetView } from "~/views/home/home-page";
import { buildHomeView, parseCalendarQuery } from "~/views/home/home-page.server";
import { drawnSalesStates, homeScreen } from "~/views/home/home-screen";
import styles from "../styles/home.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/**
 * A month, day or item choice is the calendar's alone: it loads the chosen month with a fetcher
 * of this loader (components/home/home-calendar.tsx), and the rest of the page, the slider's
 * order included, stays as it is.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlyCalendarChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const result = await loadHome(request, locale);
  if (result.status !== "ok") throwFailure(`[home] home-${locale}`, result);

  const hosts = linkHosts(getEnv());
  const now = siteNow();
  const sales = await salesContextFor(request, now);
  // The hero's day or night image follows the sun at the venue at `now` (sun-times.ts).
  const view = buildHomeView(result.value, {
    locale,
    now,
    hosts,
    sales,
    onUnknownStatus: (statusID) => log.warn(`[home] unknown event statusID ${statusID}`),
    // The slider's random order is drawn here, once per answer, never while rendering.
    random: Math.random,
    calendar: parseCalendarQuery(url.searchParams, locale),
  });
  const home = homeScreen(view);
  const shell: Shell = {
    layout: view.layout,
    preview: result.preview,
    alternate: href("home", otherLocale(locale)),
    title: null,
  };
  const personal = isPersonal(result.personal, sales);
  return pageData(
    {
      shell,
      home,
      texts: homeTexts(locale, { ...drawnSalesStates(home), videos: home.videos.length > 0 }),
    },
    { personal, stale: result.stale },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const messages = metaMessages(matches);
  if (!loaded) return [];
  const siteName = siteNameFor(messages, loaded.shell);
  return [
    // The home page is titled by the site name alone.
    { title: pageTitle(null, siteName) },
    ...seoMeta(matches, {
      locale: localeFromPath(location.pathname),
      paths: screenPaths("home"),
      // A calendar choice is the same page for search engines.
      robots: location.search ? "noindex, follow" : null,
      title: loaded.home.hero.title ?? siteName,
      description: messages?.home.description ?? null,
      siteName,
      image: loaded.home.hero.image,
      type: "website",
    }),
  ];
};

export default function HomeRoute() {
  const { home, shell } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const siteName = shell.layout.siteTitle ?? t("site.name");
  const widgets = <TextWidgets widgets={home.textWidgets} />;
  return (
    <div className={`home${home.alternative ? " home--alternative" : ""}`}>
      <HomeHero hero={home.hero} fallbackTitle={siteName} />
      <div className="container">
        {home.alternative ? (
          widgets
        ) : (
          <>
            <HomeSlider slides={home.slides} />
            {home.calendar ? (
              <HomeCalendar calendar={home.calendar} />
            ) : (
              <p className="home-calendar__empty">{t("home.calendar.nothingPlanned")}</p>
            )}
            <HomeHighlights highlights={home.highlights} />
          </>
        )}
        <BannerTiles banners={home.banners} title={home.bannersTitle} />
        <HomeNews cards={home.news} />
        {!home.alternative && widgets}
        {home.videos.length > 0 && (
          <section className="home-video" aria-label={t("home.video")}>
            <VideoFrames ids={home.videos} title={home.hero.title ?? siteName} />
          </section>
        )}
      </div>
    </div>
  );
}

function TextWidgets({ widgets }: { widgets: TextWidgetView[] }) {
  if (!widgets.length) return null;
  return (
    <div className="home-text-widgets">
      {widgets.map((widget, index) => (
        <section key={index} className="text-widget home-text-widget">
          {widget.title && <h2 className="home-section__title">{widget.title}</h2>}
          <RichText html={widget.content} />
        </section>
      ))}
    </div>
  );
}
