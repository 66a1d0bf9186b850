import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { testSales } from "../../../tests/support/sales";
import { productionJsonLd } from "../seo/structured-data";
import { EVENT_STATUSES, type EventStatus, eventStatus, eventStatusAt } from "./event-status";
import { eventSalesButton } from "./sales-button";
import { SALES_STATES } from "./sales-states";

const SHOP = "https://tickets.theater-amsterdam.example/voorstellingen/17106/17106002";
const PAGE = "https://www.theater-amsterdam.example/voorstelling/hamlet";

// How the CMS says each state (docs/content-api.md, "Sales status").
const STATUS_IDS: Partial<Record<EventStatus, string | null>> = {
  on_sale: null,
  last_chance: "last_chance",
  waiting_list: "waiting_list",
  sold_out: "15685",
  cancelled: "15680",
  call_us: "15681",
  free: "15682",
  non_reservable: "15684",
};

function performance(status: EventStatus): ContentEvent {
  const onSale = Object.hasOwn(STATUS_IDS, status);
  return {
    id: "17106002",
    start_date: "2026-11-27T20:00:00+01:00",
    end_date: "2026-11-27T23:00:00+01:00",
    sales_start_date: "2026-10-03T10:00:00+02:00",
    sales_url: SHOP,
    sales_status: onSale ? "on_sale" : (status as ContentEvent["sales_status"]),
    prices: [{ priceTypeID: "3", priceTypeName: "Rang 1", price: 39 }],
    data: { eventtype: "voorstelling", statusID: onSale ? (STATUS_IDS[status] ?? null) : null },
  };
}

/** What the visitor sees and what a search engine reads for one performance in a state. */
function bothSides(status: EventStatus) {
  const event = performance(status);
  expect(eventStatus(event)).toBe(status);
  const button = eventSalesButton(event, testSales({ phone: "020 123 45 67" }));
  const [structured] = productionJsonLd({
    name: "Hamlet",
    description: null,
    imageUrl: null,
    pageUrl: PAGE,
    venue: null,
    events: [{ event, status, salesUrl: event.sales_url ?? null }],
  });
  const offer = structured?.offers as
    | { availability: string; url: string; validFrom?: string }
    | undefined;
  return {
    button: button.kind,
    colour: button.kind === "message" ? null : button.colour,
    listed: structured !== undefined,
    offer: offer ? offer.availability.replace("https://schema.org/", "") : null,
    offerUrl: offer?.url ?? null,
    validFrom: offer?.validFrom ?? null,
    free: structured?.isAccessibleForFree === true,
  };
}

const BUYABLE = { offerUrl: SHOP, validFrom: "2026-10-03T10:00:00+02:00", free: false };
const NOTHING_TO_BUY = { offerUrl: PAGE, validFrom: null, free: false };
// Sales closed, begun or over: the performance is listed without an offer (issue 38: "sales
// closed" is not SoldOut; nothing is on offer any more).
const NO_OFFER = { offer: null, offerUrl: null, validFrom: null, free: false };

// One row per state the sales button knows: the button and the offer must tell the same story.
const EXPECTED: Record<EventStatus, ReturnType<typeof bothSides>> = {
  on_sale: { button: "link", colour: "green", listed: true, offer: "InStock", ...BUYABLE },
  last_chance: {
    button: "link",
    colour: "orange",
    listed: true,
    offer: "LimitedAvailability",
    ...BUYABLE,
  },
  waiting_list: {
    button: "link",
    colour: "red",
    listed: true,
    offer: "SoldOut",
    ...NOTHING_TO_BUY,
  },
  call_us: { button: "link", colour: "red", listed: true, offer: "InStoreOnly", ...BUYABLE },
  cancelled: {
    button: "inactive",
    colour: "brown",
    listed: true,
    offer: "Discontinued",
    ...NOTHING_TO_BUY,
  },
  free: {
    button: "inactive",
    colour: "brown",
    listed: true,
    offer: null,
    offerUrl: null,
    validFrom: null,
    free: true,
  },
  non_reservable: {
    button: "inactive",
    colour: "brown",
    listed: false,
    offer: null,
    offerUrl: null,
    validFrom: null,
    free: false,
  },
  sold_out: {
    button: "inactive",
    colour: "brown",
    listed: true,
    offer: "SoldOut",
    ...NOTHING_TO_BUY,
  },
  show_started: { button: "message", colour: null, listed: true, ...NO_OFFER },
  show_finished: { button: "message", colour: null, listed: true, ...NO_OFFER },
  sales_not_started: {
    button: "message",
    colour: null,
    listed: true,
    offer: "PreSale",
    offerUrl: PAGE,
    validFrom: "2026-10-03T10:00:00+02:00",
    free: false,
  },
  sales_finished: { button: "message", colour: null, listed: true, ...NO_OFFER },
};

describe("SALES_STATES", () => {
  it("has a row for every state the sales button knows, and no other", () => {
    expect(Object.keys(SALES_STATES).sort()).toEqual([...EVENT_STATUSES].sort());
  });

  it.each(EVENT_STATUSES)("%s: the button and the structured offer agree", (status) => {
    expect(bothSides(status)).toEqual(EXPECTED[status]);
  });

  it("never offers a ticket for sale where the button offers nothing to buy", () => {
    for (const status of EVENT_STATUSES) {
      const { button, offer } = bothSides(status);
      if (button === "message") expect(["PreSale", null], status).toContain(offer);
    }
  });
});

// Issue 38: read at the page's clock, a performance whose start has come is published as the
// button shows it: begun, nothing on offer, however the CMS still flags it.
describe("structured data at the page's now", () => {
  it("offers nothing for a performance that has begun, and keeps the offer until then", () => {
    const event = performance("on_sale");
    const offerAt = (now: string) => {
      const [structured] = productionJsonLd({
        name: "Hamlet",
        description: null,
        imageUrl: null,
        pageUrl: PAGE,
        venue: null,
        events: [{ event, status: eventStatusAt(event, new Date(now)), salesUrl: SHOP }],
      });
      return (structured?.offers as { availability?: string } | undefined)?.availability ?? null;
    };
    expect(offerAt("2026-11-27T18:59:00Z")).toBe("https://schema.org/InStock");
    expect(offerAt("2026-11-27T19:01:00Z")).toBeNull();
  });
});
