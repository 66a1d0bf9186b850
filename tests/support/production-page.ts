// The production page builder's test fixtures: a production with realistic events, prices and a
// venue, a configuration like the site's, and `build` that runs the builder on both.
import type { ContentEvent, ProductionPageData, Venue } from "~/content/schema";
import type { ProductionSource } from "~/views/production/production-cards";
import { buildProductionPageView } from "~/views/production/production-page";
import type { ProductionPageConfig } from "~/views/production/production-page-types";
import { PROMOTION_DEFAULTS } from "~/views/production/promotion-config";

// Sunday 22 November 2026, 10:00 in Amsterdam.
export const NOW = new Date("2026-11-22T09:00:00Z");
export const SHOP = "https://tickets.theater-amsterdam.example/voorstellingen/17106";

export const image = {
  cdn_url_path: "voorstelling-x.jpg",
  crop_of: "voorstelling-x",
  crop_width: 2400,
  crop_height: 1000,
  crop_x: 0,
  crop_y: 0,
  crop_type: "header_large",
};

const venues: Record<string, Venue> = {
  "10008": {
    id: "10008",
    name: "Theater Amsterdam",
    street: "Houthavenkade 12",
    postalCode: "1013 BD",
    city: "Amsterdam",
    halls: [
      { id: "1", name: "Grote Zaal" },
      { id: "2", name: "Kleine Zaal" },
    ],
  },
};

let eventSeq = 0;
export function event(start: string, extra: Partial<ContentEvent> = {}): ContentEvent {
  eventSeq += 1;
  const id = extra.id ?? `ev${eventSeq}`;
  return {
    id,
    start_date: start,
    end_date: start.replace("T20:00", "T22:30"),
    sales_url: `${SHOP}/${id}`,
    sales_status: "on_sale",
    venue_id: "10008",
    hall_id: "1",
    prices: [
      { priceTypeID: "1", priceTypeName: "1e rang", ticketTypeName: "Volwassene", price: 45 },
      { priceTypeID: "2", priceTypeName: "2e rang", ticketTypeName: "Volwassene", price: 35 },
      { priceTypeID: "12", priceTypeName: "CJP / student", price: 20, hasTicketsFree: false },
    ],
    ...extra,
    data: { eventtype: "Voorstelling", eindtijdbekend: true, pauze: "yes", ...extra.data },
  };
}

/** n evenings from 1 December 2026 on. */
export function evenings(n: number, extra: Partial<ContentEvent> = {}): ContentEvent[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2026, 11, 1 + i));
    return event(`${day.toISOString().slice(0, 10)}T20:00:00+01:00`, extra);
  });
}

export function page(extra: Partial<ProductionPageData> = {}): ProductionPageData {
  return {
    url: "/voorstelling/hamlet",
    urlTranslated: "/en/show/hamlet",
    heading: "Hamlet",
    subheading: "Shakespeare in de Grote Zaal",
    dateHeading: "1 t/m 30 december",
    contentMain: "<p>Begin.</p>",
    contentRemaining: "<p>Rest.</p>",
    images: { headerLarge: [image], thumb: { ...image, crop_type: "thumb" } },
    genres: ["Toneel"],
    tabs: [{ title: "Makers", content: "<p>Regie</p>" }],
    ...extra,
  };
}

export function source(
  events: ContentEvent[],
  pageExtra: Partial<ProductionPageData> = {},
  related: ProductionSource[] = [],
) {
  return {
    node: { id: "node-hamlet", kind: "production-page", data: {}, production_id: "17106" },
    page: page(pageExtra),
    events,
    venues,
    related,
  };
}

export function config(extra: Partial<ProductionPageConfig> = {}): ProductionPageConfig {
  return {
    locale: "nl",
    now: NOW,
    hosts: {
      own: ["www.theater-amsterdam.example"],
      ticketing: ["tickets.theater-amsterdam.example"],
    },
    sales: {
      ticketingHosts: ["tickets.theater-amsterdam.example"],
      ownHosts: ["www.theater-amsterdam.example"],
      phone: "+31205550100",
      referral: null,
      salesParamHosts: ["tickets.theater-amsterdam.example"],
    },
    specialPriceTypeIds: ["12"],
    restaurantSurcharge: 17.5,
    collapsedPerformers: ["bram koster"],
    siteUrl: "https://www.theater-amsterdam.example",
    cdnBase: "https://cdn.example",
    expandDates: false,
    expandDescription: false,
    calendarMonth: null,
    presale: null,
    promotion: PROMOTION_DEFAULTS,
    ...extra,
  };
}

export const build = (
  events: ContentEvent[],
  pageExtra: Partial<ProductionPageData> = {},
  configExtra: Partial<ProductionPageConfig> = {},
  related: ProductionSource[] = [],
) => buildProductionPageView(source(events, pageExtra, related), config(configExtra));

export const rowsOf = (view: ReturnType<typeof build>) =>
  view.playDates?.kind === "list" ? view.playDates.months.flatMap((m) => m.rows) : [];
