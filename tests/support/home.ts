// Builders for the home model tests (imported by *.test.ts only): a production page source with
// everything a slide, highlight and calendar item need; each test removes what it is about.
import type { ContentEvent, ProductionPageData } from "~/content/schema";
import type { HomeContext, HomeProductionSource } from "~/views/home/home-production";
import { testSales } from "./sales";
import { testCrop } from "./test-crop";

export const NOW = new Date("2026-11-20T10:00:00Z");
export const SHOP = "https://tickets.theater-amsterdam.example/e/";

export const homeCtx: HomeContext = {
  locale: "nl",
  now: NOW,
  sales: testSales(),
};

export function event(
  id: string,
  start: string,
  overrides: Partial<ContentEvent> = {},
): ContentEvent {
  return {
    id,
    start_date: start,
    sales_status: "on_sale",
    sales_url: `${SHOP}${id}`,
    ...overrides,
  };
}

export function source(
  id: string,
  page: Partial<ProductionPageData> = {},
  events: ContentEvent[] = [event(`${id}-1`, "2026-11-25T20:00:00+01:00")],
): HomeProductionSource {
  return {
    node: { id, production_id: `p-${id}` },
    page: {
      url: `/voorstelling/${id}`,
      heading: `Show ${id}`,
      subheading: `Subheading ${id}`,
      language: "nl",
      isAllowedInSlideshow: true,
      isAllowedAsHighlight: true,
      isAllowedInCalendar: true,
      images: {
        thumb: testCrop({ cdn_url_path: `${id}-thumb.jpg` }),
        headerLarge: [testCrop({ cdn_url_path: `${id}-large.jpg`, crop_width: 2400 })],
        headerSmall: [testCrop({ cdn_url_path: `${id}-small.jpg` })],
      },
      ...page,
    },
    events,
  };
}
