// Builds the home page view (home-page.ts) on the server from the home answer. Pure apart from
// the defaults: the clock, the random source and the day/night choice come in through the
// context (daytime defaults to the sun at the venue, sun-times.ts). A .server module so that
// luxon and suncalc never reach the browser bundle: the home route's components import nothing
// from here.

import type * as S from "~/content/schema";
import { buildLayout } from "../../models/content/furniture";
import { memoPerDay } from "../../models/content/memo";
import { compact, crop, layoutBanners } from "../../models/content/page-items";
import { videoIdFromUrl } from "../../models/content/video";
import { todayKey } from "../../models/dates/amsterdam-time";
import { formatLongDate } from "../../models/dates/date-format";
import { dayOrNightImage, isDaytime } from "../../models/dates/sun-times";
import type { SiteHosts } from "../../models/http/external-link";
import { startedKey } from "../../models/sales/event-status";
import { sharedWithoutReferral } from "../../models/sales/shared-for-visitors";
import { richTextOrNull } from "../../models/text/rich-text";
import { cardFromNode } from "../content/content-page";
import type { CalendarQuery } from "./home-calendar";
import { type HomeCalendarIndex, homeCalendarFor, homeCalendarIndex } from "./home-calendar-view";
import { buildHighlights } from "./home-highlights";
import { type HomeHeroView, type HomeNewsCard, type HomeView, objectPosition } from "./home-page";
import { type HomeContext, type HomeProductionSource, pagesByIds, text } from "./home-production";
import { selectSlides, slideCandidates } from "./home-slider";

// The loader reads the calendar query through here, so the browser's home route module does not
// name the calendar's modules: they come with the calendar island.
export { parseCalendarQuery } from "./home-calendar";

export type HomeSource = {
  home: S.HomeData;
  productions: readonly HomeProductionSource[];
  news: readonly { node: S.ContentNode; page: S.GeneralPageData }[];
  venues: Record<string, S.Venue>;
};

export type HomeBuildContext = HomeContext & {
  hosts: SiteHosts;
  /** Whether it is day at the venue; by default from sunrise and sunset at `now`. */
  daytime?: boolean;
  random: () => number;
  calendar: CalendarQuery;
};

export function heroView(home: S.HomeData, ctx: { daytime: boolean; rotate: boolean }) {
  const isFoundation = home.isFoundation === true;
  const hero: HomeHeroView = {
    title: text(home.headerTitle),
    hideTitleMobile: home.hideHeaderTitleMobile === true,
    image: dayOrNightImage(
      { day: crop(home.headerImageDay), night: crop(home.headerImageNight) },
      ctx.daytime,
    ),
    mobileImage: crop(home.headerImageMobile),
    position: objectPosition(home.headerImagePosition),
    rotation: isFoundation || !ctx.rotate ? [] : compact(home.headerImages, crop),
    isFoundation,
  };
  return hero;
}

/** News cards of newsHighlights, in that order: heading, publication date, url and image. */
export function homeNewsCards(
  ids: readonly string[] | null | undefined,
  news: HomeSource["news"],
  locale: HomeContext["locale"],
): HomeNewsCard[] {
  return compact(pagesByIds(news, ids ?? []), ({ node }) => {
    const card = cardFromNode(node, locale);
    if (!card?.date) return null;
    return { ...card, dateLabel: formatLongDate(card.date, locale) };
  });
}

/**
 * The calendar's months for today, built once per home source, language and day: the source is
 * the same object for as long as the home answer is cached (app/services/screens/home.server.ts).
 */
function calendarIndex(source: HomeSource, ctx: HomeBuildContext): HomeCalendarIndex {
  return memoPerDay(source, `calendar|${ctx.locale}`, todayKey(ctx.now), () =>
    homeCalendarIndex(pagesByIds(source.productions, source.home.productionPageList), {
      locale: ctx.locale,
      now: ctx.now,
      venues: source.venues,
    }),
  );
}

/**
 * What the home page shows the same to everyone for a day of one cached answer: built once, not
 * once per request (the hosts are the site's configuration).
 */
function sharedParts(source: HomeSource, ctx: HomeBuildContext) {
  return memoPerDay(source, `homeParts|${ctx.locale}`, todayKey(ctx.now), () => {
    const { home } = source;
    const html = (value: string | null | undefined) => richTextOrNull(value, ctx.hosts);
    const videoId = home.youtubeURL ? videoIdFromUrl(home.youtubeURL) : null;
    return {
      bannersTitle: text(home.bannersTitle),
      banners: layoutBanners(home.banners),
      news: homeNewsCards(home.newsHighlights, source.news, ctx.locale),
      textWidgets: compact([home.textWidget1, home.textWidget2], (widget) => {
        const view = { title: text(widget?.title), content: html(widget?.content) };
        return view.title || view.content ? view : null;
      }),
      videos: videoId ? [videoId] : [],
      layout: buildLayout(home, html),
    };
  });
}

/**
 * The memo day of what carries sales buttons: the day, and how many performances have started by
 * now, so the buttons are built again the moment one starts (statusAt, issue 38).
 */
function salesDay(source: HomeSource, now: Date): string {
  let started = 0;
  for (const production of source.productions)
    started += Number(startedKey(production.events, now));
  return `${todayKey(now)}|${started}`;
}

/** The highlights: a visitor's referral code goes into their sales links, so theirs are built apart. */
function highlightsFor(source: HomeSource, ctx: HomeBuildContext) {
  return sharedWithoutReferral(
    ctx.sales,
    source,
    `highlights|${ctx.locale}`,
    salesDay(source, ctx.now),
    () => buildHighlights(source.home, source.productions, ctx),
  );
}

/**
 * The slides every visitor of the day could get, built once (a referral builds its own); the
 * pick and order stay each visitor's own.
 */
function slidesFor(source: HomeSource, ctx: HomeBuildContext) {
  const candidates = sharedWithoutReferral(
    ctx.sales,
    source,
    `slides|${ctx.locale}`,
    salesDay(source, ctx.now),
    () => slideCandidates(source.home, source.productions, ctx),
  );
  return selectSlides(candidates, source.home.pinnedSlideIDs ?? [], ctx.random);
}

export function buildHomeView(source: HomeSource, ctx: HomeBuildContext): HomeView {
  const { home } = source;
  const alternative = home.alternativeHomepage === true;
  return {
    alternative,
    hero: heroView(home, { daytime: ctx.daytime ?? isDaytime(ctx.now), rotate: !alternative }),
    slides: alternative ? [] : slidesFor(source, ctx),
    calendar: alternative ? null : homeCalendarFor(calendarIndex(source, ctx), ctx.calendar, ctx),
    highlights: alternative ? [] : highlightsFor(source, ctx),
    ...sharedParts(source, ctx),
  };
}
