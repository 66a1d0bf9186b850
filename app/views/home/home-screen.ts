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

type SalesDrawn = { states: EventStatus[]; newTab: boolean };

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
