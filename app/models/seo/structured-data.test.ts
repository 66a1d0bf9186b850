import { describe, expect, it } from "vitest";
import type { ContentEvent, Venue } from "~/content/schema";
import type { EventStatus } from "../sales/event-status";
import { jsonLdScript, productionJsonLd, type StructuredEventInput } from "./structured-data";

const venue: Venue = {
  id: "v1",
  name: "Theater Amsterdam",
  street: "Danzigerkade 5",
  postalCode: "1013 AP",
  city: "Amsterdam",
};

const event = (id: string, extra: Partial<ContentEvent> = {}): ContentEvent => ({
  id,
  start_date: "2026-12-05T20:00:00+01:00",
  end_date: "2026-12-05T22:15:00+01:00",
  sales_status: "on_sale",
  sales_start_date: "2026-06-01 10:00:00",
  prices: [
    { priceTypeID: "3", priceTypeName: "Rang 1", price: 45 },
    { priceTypeID: "4", priceTypeName: "Rang 2", price: 29.5 },
    { priceTypeID: "12", priceTypeName: "Begeleider", price: 0 },
  ],
  ...extra,
  data: { eventtype: "voorstelling", ...extra.data },
});

const entry = (
  e: ContentEvent,
  status: EventStatus = "on_sale",
  salesUrl: string | null = `https://tickets.theater-amsterdam.example/${e.id}`,
): StructuredEventInput => ({ event: e, status, salesUrl });

const pageUrl = "https://www.theater-amsterdam.example/voorstelling/de-notenkraker";
const SHOP = "https://tickets.theater-amsterdam.example";
const build = (
  events: StructuredEventInput[],
  extra: Partial<Parameters<typeof productionJsonLd>[0]> = {},
) =>
  productionJsonLd({
    name: "De Notenkraker",
    description: "Het kerstballet voor het hele gezin.",
    imageUrl: "http://cdn.test/u1.jpg?width=1280&crop=0,0,1600,900",
    pageUrl,
    venue,
    events,
    pricing: { specialPriceTypeIds: ["12"], restaurantSurcharge: 17.5 },
    ...extra,
  });

describe("productionJsonLd", () => {
  it("describes a performance on sale completely", () => {
    expect(build([entry(event("e1"))])).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "TheaterEvent",
        name: "De Notenkraker",
        url: pageUrl,
        startDate: "2026-12-05T20:00:00+01:00",
        endDate: "2026-12-05T22:15:00+01:00",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        eventStatus: "https://schema.org/EventScheduled",
        location: {
          "@type": "Place",
          name: "Theater Amsterdam",
          address: {
            "@type": "PostalAddress",
            streetAddress: "Danzigerkade 5",
            postalCode: "1013 AP",
            addressLocality: "Amsterdam",
            addressCountry: "NL",
          },
        },
        image: "http://cdn.test/u1.jpg?width=1280&crop=0,0,1600,900",
        description: "Het kerstballet voor het hele gezin.",
        offers: {
          "@type": "Offer",
          url: "https://tickets.theater-amsterdam.example/e1",
          price: 29.5,
          priceCurrency: "EUR",
          priceSpecification: {
            "@type": "PriceSpecification",
            minPrice: 29.5,
            maxPrice: 45,
            priceCurrency: "EUR",
          },
          availability: "https://schema.org/InStock",
          validFrom: "2026-06-01T10:00:00+02:00",
        },
      },
    ]);
  });

  it("gives times without an offset the Amsterdam offset of that date", () => {
    const [summer] = build([
      entry(event("e1", { start_date: "2026-06-05 20:00:00", end_date: "2026-06-05T18:30:00Z" })),
    ]);
    expect(summer?.startDate).toBe("2026-06-05T20:00:00+02:00");
    expect(summer?.endDate).toBe("2026-06-05T20:30:00+02:00");
  });

  it("publishes only performances, whatever the case of the event type", () => {
    const result = build([
      entry(event("e1", { data: { eventtype: " Voorstelling " } })),
      entry(event("e2", { data: { eventtype: "workshop" } })),
      entry(event("e3", { data: { eventtype: null } })),
      entry(event("e4", { data: { eventtype: "VOORSTELLING" } })),
    ]);
    expect(result.map((r) => (r.offers as { url: string }).url)).toEqual([
      "https://tickets.theater-amsterdam.example/e1",
      "https://tickets.theater-amsterdam.example/e4",
    ]);
  });

  it("maps each status to an availability, the shop's address only where it sells, and no offer once sales have closed", () => {
    const statuses: EventStatus[] = [
      "on_sale",
      "last_chance",
      "waiting_list",
      "sold_out",
      "cancelled",
      "call_us",
      "show_started",
      "show_finished",
      "sales_not_started",
      "sales_finished",
    ];
    const result = build(statuses.map((s, i) => entry(event(`e${i}`), s)));
    const offers = result.map((r) => r.offers as { availability: string; url: string } | undefined);
    expect(result.map((r, i) => [offers[i]?.availability, r.eventStatus, offers[i]?.url])).toEqual([
      ["https://schema.org/InStock", "https://schema.org/EventScheduled", `${SHOP}/e0`],
      ["https://schema.org/LimitedAvailability", "https://schema.org/EventScheduled", `${SHOP}/e1`],
      ["https://schema.org/SoldOut", "https://schema.org/EventScheduled", pageUrl],
      ["https://schema.org/SoldOut", "https://schema.org/EventScheduled", pageUrl],
      ["https://schema.org/Discontinued", "https://schema.org/EventCancelled", pageUrl],
      ["https://schema.org/InStoreOnly", "https://schema.org/EventScheduled", `${SHOP}/e5`],
      // Begun, ended, sales closed: nothing is sold, and nothing claims every seat was.
      [undefined, "https://schema.org/EventScheduled", undefined],
      [undefined, "https://schema.org/EventScheduled", undefined],
      ["https://schema.org/PreSale", "https://schema.org/EventScheduled", pageUrl],
      [undefined, "https://schema.org/EventScheduled", undefined],
    ]);
  });

  it("dates a pre-sale offer from the sales start; a closed sale has no offer at all", () => {
    const [presale, closed] = build([
      entry(event("e1", { sales_status: "sales_not_started" }), "sales_not_started"),
      entry(event("e2", { sales_status: "sales_finished" }), "sales_finished"),
    ]);
    expect(presale?.offers).toMatchObject({
      availability: "https://schema.org/PreSale",
      validFrom: "2026-06-01T10:00:00+02:00",
    });
    expect(closed).not.toHaveProperty("offers");
    expect(JSON.stringify(closed)).not.toContain("SoldOut");
  });

  it("leaves non-reservable performances out", () => {
    const result = build([entry(event("e1"), "non_reservable"), entry(event("e2"))]);
    expect(result.map((r) => (r.offers as { url: string }).url)).toEqual([
      "https://tickets.theater-amsterdam.example/e2",
    ]);
  });

  it("marks free performances accessible for free without an offer", () => {
    const [free] = build([entry(event("e1"), "free")]);
    expect(free?.isAccessibleForFree).toBe(true);
    expect(free).not.toHaveProperty("offers");
    const [paid] = build([entry(event("e2"))]);
    expect(paid).not.toHaveProperty("isAccessibleForFree");
  });

  it("adds the restaurant surcharge to every price of the performance, as the table does", () => {
    const [dinner] = build([entry(event("e1", { data: { restauratietoeslag: true } }))]);
    // The companion's € 0 ticket pays the € 17.50 too.
    expect(dinner?.offers).toMatchObject({
      price: 17.5,
      priceSpecification: { minPrice: 17.5, maxPrice: 62.5 },
    });
  });

  it("reads a reduced (special) price as the page's table does", () => {
    const [reduced] = build([
      entry(
        event("e1", {
          prices: [
            { priceTypeID: "3", priceTypeName: "Rang 1", price: 45 },
            { priceTypeID: "12", priceTypeName: "CJP", price: 20 },
          ],
        }),
      ),
    ]);
    expect(reduced?.offers).toMatchObject({ price: 20, priceSpecification: { maxPrice: 45 } });
  });

  it("adds no surcharge without pricing configuration", () => {
    const [result] = build([entry(event("e1", { data: { restauratietoeslag: true } }))], {
      pricing: undefined,
    });
    expect(result?.offers).toMatchObject({ price: 29.5 });
  });

  it("keeps the offer but drops price and validFrom when they are unknown", () => {
    const [result] = build([
      entry(event("e1", { prices: null, sales_start_date: null }), "on_sale", null),
    ]);
    expect(result?.offers).toEqual({
      "@type": "Offer",
      url: pageUrl,
      availability: "https://schema.org/InStock",
    });
  });

  it("leaves out an end that is unknown, unreadable or not after the start", () => {
    const endDates = (events: ContentEvent[]) =>
      build(events.map((e) => entry(e))).map((r) => r.endDate ?? null);
    expect(
      endDates([
        event("e1", { data: { eindtijdbekend: false } }),
        event("e2", { end_date: null }),
        event("e3", { end_date: "straks" }),
        event("e4", { end_date: "2026-12-05T19:00:00+01:00" }),
        event("e5", { data: { eindtijdbekend: true } }),
      ]),
    ).toEqual([null, null, null, null, "2026-12-05T22:15:00+01:00"]);
  });

  it("skips performances whose start cannot be read", () => {
    expect(build([entry(event("e1", { start_date: "binnenkort" }))])).toEqual([]);
  });

  it("leaves out location, image and description when they are missing", () => {
    const [result] = build([entry(event("e1"))], {
      venue: null,
      imageUrl: null,
      description: "  ",
    });
    expect(Object.keys(result ?? {})).toEqual([
      "@context",
      "@type",
      "name",
      "url",
      "startDate",
      "endDate",
      "eventAttendanceMode",
      "eventStatus",
      "offers",
    ]);
  });

  it("gives a venue without address fields only its name", () => {
    const [result] = build([entry(event("e1"))], {
      venue: { id: "v2", name: "Op locatie", street: null, postalCode: " ", city: undefined },
    });
    expect(result?.location).toEqual({ "@type": "Place", name: "Op locatie" });
  });
});

describe("jsonLdScript", () => {
  it("escapes every < so the script element cannot be closed or commented out", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script><!-- x" });
    expect(text).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!-- x"}',
    );
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script><!-- x" });
  });

  it("serialises arrays and unrepresentable values", () => {
    expect(jsonLdScript([{ a: 1 }, { b: "é" }])).toBe('[{"a":1},{"b":"é"}]');
    expect(jsonLdScript(undefined)).toBe("null");
  });
});
