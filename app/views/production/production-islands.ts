// A production page's view split in two (decision 0036): what the first screen hydrates from
// (intro, sidebar, description, presale: the loader data) and the props of the sections below
// it (dates, details, related cards), which the browser fetches with their code when they come
// near. The server's HTML draws both.
import type { Locale } from "../../models/http/locale";
import type { ProductionCardView } from "./production-cards";
import type { ProductionPageView } from "./production-page-types";

/**
 * What the dates island draws beside the sidebar: the dates first, then group bookings and the
 * waiting list. Banners and the video come after, at the page's full width (the details island):
 * on a phone eight promotion cards and a video stood between the description and the dates, and
 * on a desktop they drew the body column so long that the sidebar's column stood empty beside
 * them (issue 38, "fill or hide").
 */
export type ProductionDatesView = Pick<
  ProductionPageView,
  "heading" | "waitingList" | "playDates" | "bigGroups"
>;

/**
 * What the details island draws at full width (banners, video, tabs with the price table, cast
 * and crew, FAQ, quotes).
 */
export type ProductionDetailsView = Pick<
  ProductionPageView,
  | "heading"
  | "banners"
  | "videoId"
  | "promoted"
  | "tabs"
  | "priceRows"
  | "priceSurcharge"
  | "personGroups"
  | "questions"
  | "faqCategories"
  | "quotes"
>;

/** Fields only the islands draw: the loader data leaves them out. */
const ISLAND_ONLY = [
  "banners",
  "videoId",
  "waitingList",
  "playDates",
  "bigGroups",
  "tabs",
  "priceRows",
  "priceSurcharge",
  "personGroups",
  "questions",
  "faqCategories",
  "quotes",
  "related",
] as const;

type IslandOnly = (typeof ISLAND_ONLY)[number];

/** The production page's first screen: the view without what only the islands draw. */
export type ProductionFirstScreen = Omit<ProductionPageView, IslandOnly>;

export type ProductionIslands = {
  "production-dates": { view: ProductionDatesView; locale: Locale };
  "production-details": { view: ProductionDetailsView; locale: Locale };
  "production-cards": { cards: ProductionCardView[] };
};

export function productionIslands(
  view: ProductionPageView,
  locale: Locale,
): { page: ProductionFirstScreen; islands: ProductionIslands } {
  const page: Partial<ProductionPageView> = { ...view };
  for (const field of ISLAND_ONLY) delete page[field];
  const { heading, promoted } = view;
  return {
    page: page as ProductionFirstScreen,
    islands: {
      "production-dates": {
        view: {
          heading,
          waitingList: view.waitingList,
          playDates: view.playDates,
          bigGroups: view.bigGroups,
        },
        locale,
      },
      "production-details": {
        view: {
          heading,
          banners: view.banners,
          videoId: view.videoId,
          promoted,
          tabs: view.tabs,
          priceRows: view.priceRows,
          priceSurcharge: view.priceSurcharge,
          personGroups: view.personGroups,
          questions: view.questions,
          faqCategories: view.faqCategories,
          quotes: view.quotes,
        },
        locale,
      },
      "production-cards": { cards: view.related },
    },
  };
}
