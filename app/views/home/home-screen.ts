// What the home page's loader data carries of the home view (home-page.ts): the fields its
// components read and no more. The builders keep what the server's rules need (ids to pick and
// pin slides, the next start to order highlights, a sales button's tel flag); the browser gets
// each sales button as the facts its look follows from (salesButtonFromFacts), and the layout
// only once, in the shell.

import type { ImageCrop } from "../../models/content/image-url";
import type { BannerView } from "../../models/content/page-items";
import type { EventStatus } from "../../models/sales/event-status";
import { type SalesButtonFacts, salesButtonFacts } from "../../models/sales/sales-button-look";
import type { HomeCalendarView } from "./home-calendar";
import type { HighlightView } from "./home-highlights";
import type { HomeHeroView, HomeNewsCard, HomeView, TextWidgetView } from "./home-page";
import type { SlideView } from "./home-slider";

export type HeroScreen = Omit<HomeHeroView, "isFoundation">;

export type SlideScreen = Omit<SlideView, "id" | "salesButton"> & { salesButton: SalesButtonFacts };

export type HighlightScreen = Omit<HighlightView, "id" | "nextStart" | "salesButton"> & {
  salesButton: SalesButtonFacts;
};

export type NewsCardScreen = {
  heading: string;
  subheading: string | null;
  image: ImageCrop;
  href: string;
  date: string | null;
  dateLabel: string | null;
};

export type HomeScreen = {
  alternative: boolean;
  hero: HeroScreen;
  slides: SlideScreen[];
  calendar: HomeCalendarView | null;
  highlights: HighlightScreen[];
  bannersTitle: string | null;
  banners: BannerView[];
  news: NewsCardScreen[];
  textWidgets: TextWidgetView[];
  videos: string[];
};

function newsCard(card: HomeNewsCard): NewsCardScreen {
  const { heading, subheading, image, href, date, dateLabel } = card;
  return { heading, subheading, image, href, date, dateLabel };
}

export function homeScreen(view: HomeView): HomeScreen {
  const { isFoundation: _, ...hero } = view.hero;
  return {
    alternative: view.alternative,
    hero,
    slides: view.slides.map(({ id: _, salesButton, ...slide }) => ({
      ...slide,
      salesButton: salesButtonFacts(salesButton),
    })),
    calendar: view.calendar,
    highlights: view.highlights.map(({ id: _, nextStart: __, salesButton, ...highlight }) => ({
      ...highlight,
      salesButton: salesButtonFacts(salesButton),
    })),
    bannersTitle: view.bannersTitle,
    banners: view.banners,
    news: view.news.map(newsCard),
    textWidgets: view.textWidgets,
    videos: view.videos,
  };
}

/** The props of the home page's islands that bring their own data (decision 0036). */
export type HomeIslands = {
  "home-calendar"?: { calendar: HomeCalendarView };
  "home-highlights": { highlights: HighlightScreen[] };
  "home-banners": { banners: BannerView[]; title: string | null };
  "home-news": { cards: NewsCardScreen[] };
};

type SalesDrawn = { states: EventStatus[]; newTab: boolean };

/** What the home page's loader data carries: the screen without its islands' props. */
export type HomePageScreen = Omit<
  HomeScreen,
  "calendar" | "highlights" | "banners" | "bannersTitle" | "news"
> & { hasCalendar: boolean };

/**
 * Splits the screen into what the first screen hydrates from (the loader data) and the props of
 * the sections below it, which travel with their code instead.
 */
export function homeIslands(screen: HomeScreen): {
  page: HomePageScreen;
  islands: HomeIslands;
  /** The sales states each part's buttons can show, for its texts. */
  sales: { page: SalesDrawn; calendar: SalesDrawn; highlights: SalesDrawn };
} {
  const { calendar, highlights, banners, bannersTitle, news, ...page } = screen;
  return {
    page: { ...page, hasCalendar: calendar !== null },
    sales: {
      page: salesStatesOf(page.slides.map((slide) => slide.salesButton)),
      calendar: salesStatesOf(Object.values(calendar?.days ?? {}).flat()),
      highlights: salesStatesOf(highlights.map((highlight) => highlight.salesButton)),
    },
    islands: {
      ...(calendar ? { "home-calendar": { calendar } } : {}),
      "home-highlights": { highlights },
      "home-banners": { banners, title: bannersTitle },
      "home-news": { cards: news },
    },
  };
}

/** The sales states whose texts the screen can draw, the calendar's other days included. */
export function drawnSalesStates(screen: HomeScreen): SalesDrawn {
  return salesStatesOf([
    ...screen.slides.map((slide) => slide.salesButton),
    ...screen.highlights.map((highlight) => highlight.salesButton),
    ...Object.values(screen.calendar?.days ?? {}).flat(),
  ]);
}

/** The sales states of some buttons, and whether one opens a new tab. */
function salesStatesOf(buttons: SalesButtonFacts[]): SalesDrawn {
  return {
    states: [...new Set(buttons.map((button) => button.status))].sort(),
    newTab: buttons.some((button) => button.newTab === true),
  };
}
