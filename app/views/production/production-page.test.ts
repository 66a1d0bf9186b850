import { describe, expect, it, vi } from "vitest";
import {
  build,
  config,
  evenings,
  event,
  NOW,
  rowsOf,
  SHOP,
} from "../../../tests/support/production-page";
import { upcomingEvents } from "./production-events";
import { hidesDateHeadingOnMobile, packagesHref, slugOf } from "./production-page";

describe("upcoming events", () => {
  it("keeps today's and later events in start order and drops past and unreadable ones", () => {
    const events = [
      event("2026-12-02T20:00:00+01:00", { id: "later" }),
      event("2026-11-21T20:00:00+01:00", { id: "yesterday" }),
      event("2026-11-22T08:00:00+01:00", { id: "this-morning" }),
      event("not a date", { id: "broken" }),
      event("2026-11-30T20:00:00+01:00", { id: "soon" }),
    ];
    expect(upcomingEvents(events, NOW).map((e) => e.id)).toEqual(["this-morning", "soon", "later"]);
  });
});

describe("page paths", () => {
  it("takes the slug from the page url", () => {
    expect(slugOf("/voorstelling/de-notenkraker")).toBe("de-notenkraker");
    expect(slugOf("/en/show/the-nutcracker/")).toBe("the-nutcracker");
  });

  it("hides the date heading on mobile for inschrijving-* pages, in both languages", () => {
    expect(hidesDateHeadingOnMobile({ url: "/voorstelling/inschrijving-open-repetitie" })).toBe(
      true,
    );
    expect(
      hidesDateHeadingOnMobile({
        url: "/en/show/registration-open-rehearsal",
        urlTranslated: "/voorstelling/inschrijving-open-repetitie",
      }),
    ).toBe(true);
    expect(hidesDateHeadingOnMobile({ url: "/voorstelling/hamlet" })).toBe(false);
  });

  it("sends large groups to the packages page", () => {
    expect(packagesHref("nl")).toBe("/pagina/theaterarrangementen");
    expect(packagesHref("en")).toBe("/en/page/packages");
  });
});

describe("sales buttons", () => {
  it("links a single performance straight to its sales page with the referral", () => {
    const view = build(
      [event("2026-12-05T20:00:00+01:00", { id: "only" })],
      {},
      { sales: { ...config().sales, referral: "abc" } },
    );
    expect(view.salesButton).toMatchObject({ kind: "link", colour: "green", newTab: false });
    expect(view.salesButton?.kind === "link" && view.salesButton.href).toBe(`${SHOP}/only?r=abc`);
    // The sidebar button takes the visitor to the dates first.
    expect(view.sidebarButton).toMatchObject({ kind: "link", href: "#speeldata" });
  });

  it("sends several performances to #speeldata, and gives every row its own button", () => {
    const view = build(evenings(4));
    expect(view.salesButton).toMatchObject({ kind: "link", href: "#speeldata" });
    expect(view.sidebarButton).toMatchObject({ kind: "link", href: "#speeldata" });
    const rows = rowsOf(view);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.button).toMatchObject({
      kind: "link",
      href: `${SHOP}/${rows[0]?.eventId}`,
    });
  });

  it("opens a partner's shop in a new tab", () => {
    const view = build([
      event("2026-12-05T20:00:00+01:00", { sales_url: "https://www.concertkaarten.example/e/1" }),
    ]);
    expect(view.salesButton).toMatchObject({ kind: "link", newTab: true });
  });

  it("uses the page's override text on the production button", () => {
    const view = build(evenings(2), { salesButtonOverrideText: "Reserveer nu" });
    expect(view.salesButton).toMatchObject({ labelOverride: "Reserveer nu" });
  });

  it("shows every sales state with its colour or message", () => {
    const ids = {
      last_chance: "last_chance",
      waiting_list: "waiting_list",
      sold_out: "15685",
      cancelled: "15680",
      call_us: "15681",
      free: "15682",
      non_reservable: "15684",
    };
    const events = Object.values(ids).map((statusID, i) =>
      event(`2026-12-${String(i + 1).padStart(2, "0")}T20:00:00+01:00`, { data: { statusID } }),
    );
    events.push(
      event("2026-12-20T20:00:00+01:00", {
        sales_status: "sales_not_started",
        sales_start_date: "2026-12-01T10:00:00+01:00",
      }),
    );
    const rows = rowsOf(build(events, {}, { expandDates: true }));
    expect(
      rows.map((r) => [r.status, r.button.kind, "colour" in r.button ? r.button.colour : null]),
    ).toEqual([
      ["last_chance", "link", "orange"],
      ["waiting_list", "link", "red"],
      ["sold_out", "inactive", "brown"],
      ["cancelled", "inactive", "brown"],
      ["call_us", "link", "red"],
      ["free", "inactive", "brown"],
      ["non_reservable", "inactive", "brown"],
      ["sales_not_started", "message", null],
    ]);
    expect(rows.at(-1)?.salesStart).toBe("di 1 december 10:00");
    expect(rows[0]?.salesStart).toBeNull();
    const callUs = rows[4]?.button;
    expect(callUs?.kind === "link" && callUs.href).toBe("tel:+31205550100");
  });

  it("treats an unknown statusID as on sale and reports it once per event", () => {
    const onUnknown = vi.fn();
    const view = build(
      [event("2026-12-05T20:00:00+01:00", { id: "odd", data: { statusID: "99999" } })],
      {},
      { onUnknownStatus: onUnknown },
    );
    expect(rowsOf(view)[0]?.status).toBe("on_sale");
    expect(view.salesButton).toMatchObject({ kind: "link", colour: "green" });
    expect(onUnknown).toHaveBeenCalledTimes(1);
    expect(onUnknown).toHaveBeenCalledWith("99999", "odd");
  });
});

describe("sections", () => {
  it("collapses the description only when there is more text, and opens it from the address", () => {
    expect(build(evenings(1)).description).toEqual({
      main: "<p>Begin.</p>",
      remaining: "<p>Rest.</p>",
      collapsible: true,
      expanded: false,
    });
    expect(build(evenings(1), {}, { expandDescription: true }).description.expanded).toBe(true);
    expect(build(evenings(1), { contentRemaining: null }).description).toMatchObject({
      collapsible: false,
      expanded: true,
    });
  });

  it("lays a promotion page out promoted (open description); person groups alone do not", () => {
    const personGroups = [
      {
        id: "cast",
        name: "Cast",
        persons: [{ name: "Lieke Vermeer", priority: 1, layout_large: true }],
      },
    ];
    const regular = build(evenings(1), { personGroups });
    expect(regular.promoted).toBe(false);
    expect(regular.description.expanded).toBe(false);
    const view = build(evenings(1), {
      personGroups,
      url: "/voorstelling/de-grote-musical",
      urlTranslated: "/en/show/de-grote-musical",
    });
    expect(view.promoted).toBe(true);
    expect(view.description.expanded).toBe(true);
    expect(view.personGroups.map((g) => g.name)).toEqual(["Cast"]);
  });

  it("sanitises description HTML", () => {
    const view = build(evenings(1), {
      contentMain: '<p onclick="x()">Hoi</p><script>alert(1)</script>',
    });
    expect(view.description.main).toBe("<p>Hoi</p>");
  });

  it("builds the price table (regular first, special after, surcharge included and named) and the range from it", () => {
    const view = build([
      event("2026-12-05T20:00:00+01:00"),
      event("2026-12-06T20:00:00+01:00", {
        prices: [{ priceTypeID: "1", priceTypeName: "1e rang", price: 55 }],
        data: { restauratietoeslag: true },
      }),
    ]);
    expect(view.priceRows).toEqual([
      {
        name: "1e rang",
        ticketType: "Volwassene",
        // 55 + 17.50 surcharge on the dinner performance.
        price: "€\u00a045,00 - €\u00a072,50",
        special: false,
        available: true,
      },
      {
        name: "2e rang",
        ticketType: "Volwassene",
        price: "€\u00a035,00",
        special: false,
        available: true,
      },
      {
        name: "CJP / student",
        ticketType: null,
        price: "€\u00a020,00",
        special: true,
        available: false,
      },
    ]);
    expect(view.priceSurcharge).toEqual({ amount: "€\u00a017,50", everyPerformance: false });
    // The range is the table's: from the CJP price to the dinner performance's first rank.
    expect(view.priceRange).toBe("€\u00a020,00 - €\u00a072,50");
  });

  it("switches tabs and the price table off with noTabs", () => {
    const view = build(evenings(1), { noTabs: true });
    expect(view.tabs).toEqual([]);
    expect(view.priceRows).toEqual([]);
  });

  it("offers the large-group link (default 12) only with dates, and a waiting list", () => {
    const view = build(evenings(2), { waitingListID: "wl-1" });
    expect(view.bigGroups).toEqual({ size: 12, href: "/pagina/theaterarrangementen" });
    expect(build(evenings(2), { bigGroupsSize: 20 }).bigGroups?.size).toBe(20);
    expect(view.waitingList).toEqual({ id: "wl-1", title: null });
    expect(
      build(evenings(1), { waitingListID: "wl", waitingListTitle: "Lotingslijst" }).waitingList
        ?.title,
    ).toBe("Lotingslijst");
    expect(build(evenings(1)).waitingList).toBeNull();
  });

  it("keeps custom icons with a text, their SVG made safe", () => {
    const view = build(evenings(1), {
      customIcons: [
        {
          text: "Boventiteling",
          link: "/pagina/toegankelijkheid",
          svg: '<svg viewBox="0 0 24 24" onload="x()"><path d="M0 0h1"/><script>1</script></svg>',
        },
        { svg: "<svg></svg>" },
      ],
    });
    expect(view.customIcons).toEqual([
      {
        text: "Boventiteling",
        href: "/pagina/toegankelijkheid",
        svg: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M0 0h1"></path></svg>',
      },
    ]);
  });

  it("shows stars from the page and the header images", () => {
    const view = build(evenings(1), { stars: 4.5 });
    expect(view.stars).toBe(4.5);
    expect(view.headerImages).toHaveLength(1);
    expect(view.canonicalUrl).toBe("https://www.theater-amsterdam.example/voorstelling/hamlet");
  });

  it("publishes JSON-LD for the performances", () => {
    const view = build([
      event("2026-12-05T20:00:00+01:00", { id: "a" }),
      event("2026-12-06T20:00:00+01:00", { id: "b", data: { statusID: "15685" } }),
      event("2026-12-07T11:00:00+01:00", { id: "c", data: { eventtype: "Rondleiding" } }),
    ]);
    const data = JSON.parse(view.jsonLd ?? "null") as Record<string, unknown>[];
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      "@type": "TheaterEvent",
      name: "Hamlet",
      startDate: "2026-12-05T20:00:00+01:00",
      location: { name: "Theater Amsterdam" },
      // From the CJP price (€ 20) to the first rank (€ 45), as the price table reads them.
      offers: {
        availability: "https://schema.org/InStock",
        price: 20,
        priceSpecification: { minPrice: 20, maxPrice: 45 },
        url: `${SHOP}/a`,
      },
    });
    expect(data[1]).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" } });
  });

  it("publishes no offer for a performance that has begun or whose sale has closed (decision 0040)", () => {
    // NOW is 10:00 in Amsterdam: the 09:30 matinee has begun though the CMS still sells it; the
    // 14:00 one is flagged show_started early, which means its sale has closed.
    const view = build([
      event("2026-11-22T09:30:00+01:00", { id: "begun" }),
      event("2026-11-22T14:00:00+01:00", { id: "closed", sales_status: "show_started" }),
      event("2026-11-22T20:00:00+01:00", { id: "open" }),
    ]);
    const data = JSON.parse(view.jsonLd ?? "null") as Record<string, unknown>[];
    expect(data.map((d) => d.startDate)).toEqual([
      "2026-11-22T09:30:00+01:00",
      "2026-11-22T14:00:00+01:00",
      "2026-11-22T20:00:00+01:00",
    ]);
    expect(data[0]).not.toHaveProperty("offers");
    expect(data[1]).not.toHaveProperty("offers");
    expect(data[2]).toMatchObject({ offers: { availability: "https://schema.org/InStock" } });
    // An hour earlier the matinee was still on sale.
    const before = build(
      [event("2026-11-22T09:30:00+01:00", { id: "begun" })],
      {},
      {
        now: new Date("2026-11-22T08:00:00Z"),
      },
    );
    const early = JSON.parse(before.jsonLd ?? "null") as Record<string, unknown>[];
    expect(early[0]).toMatchObject({ offers: { availability: "https://schema.org/InStock" } });
  });
});
