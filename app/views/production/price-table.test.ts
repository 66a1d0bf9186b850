import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { formatPrice, formatPriceRange, priceRange, priceTable } from "./price-table";

type Price = NonNullable<ContentEvent["prices"]>[number];

const price = (priceTypeID: string, amount: number, extra: Partial<Price> = {}): Price => ({
  priceTypeID,
  priceTypeName: `Type ${priceTypeID}`,
  ticketTypeName: null,
  hasTicketsFree: true,
  price: amount,
  ...extra,
});

const event = (id: string, prices: Price[], data: ContentEvent["data"] = null): ContentEvent => ({
  id,
  start_date: "2026-12-05T20:00:00+01:00",
  sales_status: "on_sale",
  prices,
  data,
});

const SPECIAL = ["12", "13"];
const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("formats nl-NL with two decimals and a non-breaking space after the sign", () => {
    expect(formatPrice(45)).toBe(`€${NBSP}45,00`);
    expect(formatPrice(17.5)).toBe(`€${NBSP}17,50`);
    expect(formatPrice(0)).toBe(`€${NBSP}0,00`);
  });

  it("groups thousands with a dot and rounds to cents", () => {
    expect(formatPrice(1234.5)).toBe(`€${NBSP}1.234,50`);
    expect(formatPrice(19.999)).toBe(`€${NBSP}20,00`);
  });
});

describe("priceTable", () => {
  const events = [
    event("e1", [
      price("3", 45, { priceTypeName: "Rang 1", ticketTypeName: "Volwassene" }),
      price("12", 10, { priceTypeName: "CJP" }),
      price("4", 25, { priceTypeName: "Rang 2" }),
    ]),
    event("e2", [
      price("4", 29, { priceTypeName: "Rang 2", hasTicketsFree: false }),
      price("3", 49, { priceTypeName: "Rang 1", hasTicketsFree: false }),
      price("5", 35, { priceTypeName: "Rang 1.5", hasTicketsFree: null }),
    ]),
  ];

  it("keeps first-seen order with specials last, min/max over events", () => {
    expect(priceTable(events, { sortAscending: false, specialPriceTypeIds: SPECIAL })).toEqual([
      {
        priceTypeId: "3",
        name: "Rang 1",
        ticketType: "Volwassene",
        min: 45,
        max: 49,
        special: false,
        available: true,
      },
      {
        priceTypeId: "4",
        name: "Rang 2",
        ticketType: null,
        min: 25,
        max: 29,
        special: false,
        available: true,
      },
      {
        priceTypeId: "5",
        name: "Rang 1.5",
        ticketType: null,
        min: 35,
        max: 35,
        special: false,
        available: true,
      },
      {
        priceTypeId: "12",
        name: "CJP",
        ticketType: null,
        min: 10,
        max: 10,
        special: true,
        available: true,
      },
    ]);
  });

  it("sorts ascending by minimum within the regular and special groups", () => {
    const rows = priceTable(
      [...events, event("e3", [price("13", 5, { priceTypeName: "Begeleider" }), price("12", 12)])],
      { sortAscending: true, specialPriceTypeIds: SPECIAL },
    );
    expect(rows.map((r) => [r.priceTypeId, r.min, r.max])).toEqual([
      ["4", 25, 29],
      ["5", 35, 35],
      ["3", 45, 49],
      ["13", 5, 5],
      ["12", 10, 12],
    ]);
  });

  it("keeps the CMS order for equal minimums when sorting", () => {
    const rows = priceTable([event("e1", [price("8", 20), price("7", 20), price("6", 10)])], {
      sortAscending: true,
      specialPriceTypeIds: [],
    });
    expect(rows.map((r) => r.priceTypeId)).toEqual(["6", "8", "7"]);
  });

  it("marks a type unavailable only when no event has tickets left for it", () => {
    const rows = priceTable(
      [
        event("e1", [price("3", 45, { hasTicketsFree: false })]),
        event("e2", [price("3", 45, { hasTicketsFree: false }), price("4", 20)]),
      ],
      { sortAscending: false, specialPriceTypeIds: [] },
    );
    expect(rows.map((r) => [r.priceTypeId, r.available])).toEqual([
      ["3", false],
      ["4", true],
    ]);
  });

  it("matches special ids however the configuration or CMS spells them", () => {
    const rows = priceTable([event("e1", [price(" 12 ", 10), price("ab", 5)])], {
      sortAscending: false,
      specialPriceTypeIds: ["12", "AB"],
    });
    expect(rows.map((r) => [r.priceTypeId, r.special])).toEqual([
      ["12", true],
      ["ab", true],
    ]);
  });

  it("falls back to the ticket type for the name and leaves out nameless types", () => {
    const rows = priceTable(
      [
        event("e1", [
          price("3", 45, { priceTypeName: " ", ticketTypeName: "Staanplaats" }),
          price("4", 20, { priceTypeName: null, ticketTypeName: null }),
        ]),
      ],
      { sortAscending: false, specialPriceTypeIds: [] },
    );
    expect(rows).toEqual([
      {
        priceTypeId: "3",
        name: "Staanplaats",
        ticketType: "Staanplaats",
        min: 45,
        max: 45,
        special: false,
        available: true,
      },
    ]);
  });

  it("ignores negative and non-numeric prices and events without prices", () => {
    const rows = priceTable(
      [
        { ...event("e0", []), prices: null },
        event("e1", [price("3", -1), price("3", Number.NaN), price("3", 30)]),
      ],
      { sortAscending: false, specialPriceTypeIds: [] },
    );
    expect(rows.map((r) => [r.min, r.max])).toEqual([[30, 30]]);
    expect(priceTable([], { sortAscending: true, specialPriceTypeIds: [] })).toEqual([]);
  });
});

describe("priceRange", () => {
  const opts = { specialPriceTypeIds: SPECIAL, restaurantSurcharge: 17.5 };

  it("spans the regular prices of all events, ignoring special types", () => {
    const events = [
      event("e1", [price("3", 45), price("12", 5)]),
      event("e2", [price("4", 25), price("13", 0)]),
    ];
    expect(priceRange(events, opts)).toEqual({ min: 25, max: 45 });
  });

  it("adds the restaurant surcharge only to events that have one", () => {
    const events = [
      event("e1", [price("3", 45), price("4", 25)]),
      event("e2", [price("4", 29.95)], { restauratietoeslag: true }),
    ];
    expect(priceRange(events, opts)).toEqual({ min: 25, max: 47.45 });
    expect(priceRange([events[1]!], opts)).toEqual({ min: 47.45, max: 47.45 });
  });

  it("does not add the surcharge when the flag is false or missing", () => {
    const events = [event("e1", [price("3", 30)], { restauratietoeslag: false })];
    expect(priceRange(events, opts)).toEqual({ min: 30, max: 30 });
  });

  it("is null without regular prices", () => {
    expect(priceRange([event("e1", [price("12", 5)])], opts)).toBeNull();
    expect(priceRange([], opts)).toBeNull();
  });
});

describe("formatPriceRange", () => {
  it("shows from and to in nl-NL euros in both languages", () => {
    expect(formatPriceRange({ min: 25, max: 45 }, "nl")).toBe(`€${NBSP}25,00 - €${NBSP}45,00`);
    expect(formatPriceRange({ min: 25, max: 45 }, "en")).toBe(`€${NBSP}25,00 - €${NBSP}45,00`);
  });

  it("shows a single amount when both ends are the same to the cent", () => {
    expect(formatPriceRange({ min: 25, max: 25 }, "nl")).toBe(`€${NBSP}25,00`);
    expect(formatPriceRange({ min: 25, max: 25.001 }, "en")).toBe(`€${NBSP}25,00`);
  });
});
