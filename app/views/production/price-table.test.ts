import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import {
  formatPrice,
  formatPriceRange,
  type PriceOptions,
  priceRange,
  priceRangeOf,
  priceTable,
} from "./price-table";

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

// The table's rows without a restaurant surcharge.
const rows = (events: readonly ContentEvent[], opts: Omit<PriceOptions, "restaurantSurcharge">) =>
  priceTable(events, { restaurantSurcharge: 0, ...opts }).rows;
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

  it("writes English amounts the English way, as the rest of the English site does", () => {
    expect(formatPrice(104, "en")).toBe("€104.00");
    expect(formatPrice(47.5, "en")).toBe("€47.50");
    expect(formatPrice(1234.5, "en")).toBe("€1,234.50");
    expect(formatPrice(104, "nl")).toBe(`€${NBSP}104,00`);
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
    expect(rows(events, { sortAscending: false, specialPriceTypeIds: SPECIAL })).toEqual([
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
    const found = rows(
      [...events, event("e3", [price("13", 5, { priceTypeName: "Begeleider" }), price("12", 12)])],
      { sortAscending: true, specialPriceTypeIds: SPECIAL },
    );
    expect(found.map((r) => [r.priceTypeId, r.min, r.max])).toEqual([
      ["4", 25, 29],
      ["5", 35, 35],
      ["3", 45, 49],
      ["13", 5, 5],
      ["12", 10, 12],
    ]);
  });

  it("keeps the CMS order for equal minimums when sorting", () => {
    const found = rows([event("e1", [price("8", 20), price("7", 20), price("6", 10)])], {
      sortAscending: true,
      specialPriceTypeIds: [],
    });
    expect(found.map((r) => r.priceTypeId)).toEqual(["6", "8", "7"]);
  });

  it("marks a type unavailable only when no event has tickets left for it", () => {
    const found = rows(
      [
        event("e1", [price("3", 45, { hasTicketsFree: false })]),
        event("e2", [price("3", 45, { hasTicketsFree: false }), price("4", 20)]),
      ],
      { sortAscending: false, specialPriceTypeIds: [] },
    );
    expect(found.map((r) => [r.priceTypeId, r.available])).toEqual([
      ["3", false],
      ["4", true],
    ]);
  });

  it("matches special ids however the configuration or CMS spells them", () => {
    const found = rows([event("e1", [price(" 12 ", 10), price("ab", 5)])], {
      sortAscending: false,
      specialPriceTypeIds: ["12", "AB"],
    });
    expect(found.map((r) => [r.priceTypeId, r.special])).toEqual([
      ["12", true],
      ["ab", true],
    ]);
  });

  it("falls back to the ticket type for the name and leaves out nameless types", () => {
    const found = rows(
      [
        event("e1", [
          price("3", 45, { priceTypeName: " ", ticketTypeName: "Staanplaats" }),
          price("4", 20, { priceTypeName: null, ticketTypeName: null }),
        ]),
      ],
      { sortAscending: false, specialPriceTypeIds: [] },
    );
    expect(found).toEqual([
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
    const found = rows(
      [
        { ...event("e0", []), prices: null },
        event("e1", [price("3", -1), price("3", Number.NaN), price("3", 30)]),
      ],
      { sortAscending: false, specialPriceTypeIds: [] },
    );
    expect(found.map((r) => [r.min, r.max])).toEqual([[30, 30]]);
    expect(rows([], { sortAscending: true, specialPriceTypeIds: [] })).toEqual([]);
  });
});

describe("the surcharge in the table", () => {
  it("adds the restaurant surcharge to the events that have one and names it", () => {
    const events = [
      event("e1", [price("3", 45), price("4", 25)]),
      event("e2", [price("4", 29.95)], { restauratietoeslag: true }),
    ];
    const table = priceTable(events, { specialPriceTypeIds: [], restaurantSurcharge: 17.5 });
    expect(table.rows.map((r) => [r.priceTypeId, r.min, r.max])).toEqual([
      ["3", 45, 45],
      ["4", 25, 47.45],
    ]);
    expect(table.surcharge).toEqual({ amount: 17.5, everyPerformance: false });
    const dinner = priceTable([events[1]!], { specialPriceTypeIds: [], restaurantSurcharge: 17.5 });
    expect(dinner.surcharge).toEqual({ amount: 17.5, everyPerformance: true });
  });

  it("names no surcharge when no event has one, or the amount is nothing", () => {
    const events = [event("e1", [price("3", 30)], { restauratietoeslag: false })];
    expect(priceTable(events, { specialPriceTypeIds: [], restaurantSurcharge: 17.5 })).toEqual({
      rows: [expect.objectContaining({ min: 30, max: 30 })],
      surcharge: null,
    });
    const flagged = [event("e1", [price("3", 30)], { restauratietoeslag: true })];
    expect(
      priceTable(flagged, { specialPriceTypeIds: [], restaurantSurcharge: 0 }).surcharge,
    ).toBeNull();
  });
});

describe("priceRange", () => {
  const opts = { specialPriceTypeIds: SPECIAL, restaurantSurcharge: 17.5 };

  it("spans every row of the table, reduced (special) prices included", () => {
    const events = [
      event("e1", [price("3", 45), price("12", 5)]),
      event("e2", [price("4", 25), price("13", 3)]),
    ];
    expect(priceRange(events, opts)).toEqual({ min: 3, max: 45 });
  });

  it("is the lowest and highest amount of the table it is read from", () => {
    const events = [
      event("e1", [price("3", 45), price("4", 25)]),
      event("e2", [price("4", 29.95), price("12", 10)], { restauratietoeslag: true }),
    ];
    const table = priceTable(events, opts);
    const amounts = table.rows.flatMap((r) => [r.min, r.max]);
    expect(priceRangeOf(table)).toEqual({ min: Math.min(...amounts), max: Math.max(...amounts) });
    expect(priceRange(events, opts)).toEqual({ min: 25, max: 47.45 });
  });

  it("lets a free companion's ticket not start the range at nothing", () => {
    const events = [event("e1", [price("3", 45), price("4", 25), price("13", 0)])];
    expect(priceRange(events, opts)).toEqual({ min: 25, max: 45 });
    expect(priceRange([event("e1", [price("30", 0)])], opts)).toEqual({ min: 0, max: 0 });
  });

  it("is null without prices", () => {
    expect(priceRange([event("e1", [])], opts)).toBeNull();
    expect(priceRange([], opts)).toBeNull();
  });
});

describe("formatPriceRange", () => {
  it("shows from and to in the page's language", () => {
    expect(formatPriceRange({ min: 25, max: 45 }, "nl")).toBe(`€${NBSP}25,00 - €${NBSP}45,00`);
    expect(formatPriceRange({ min: 25, max: 45 }, "en")).toBe("€25.00 - €45.00");
  });

  it("shows a single amount when both ends are the same to the cent", () => {
    expect(formatPriceRange({ min: 25, max: 25 }, "nl")).toBe(`€${NBSP}25,00`);
    expect(formatPriceRange({ min: 25, max: 25.001 }, "en")).toBe("€25.00");
  });
});
