import { describe, expect, it, vi } from "vitest";
import type { ContentEvent, ProductionPageData, Venue } from "~/content/schema";
import {
  cardDates,
  othersAlsoViewed,
  type ProductionSource,
  productionCard,
  relatedProductions,
} from "./production-cards";
import { COLLAPSED_ROWS } from "./production-date-rows";
import { upcomingEvents } from "./production-events";
import {
  buildProductionPageView,
  hidesDateHeadingOnMobile,
  packagesHref,
  slugOf,
} from "./production-page";
import type { ProductionPageConfig } from "./production-page-types";
import { applyPresale } from "./production-presale";
import { PROMOTION_DEFAULTS } from "./promotion-config";

// Sunday 22 November 2026, 10:00 in Amsterdam.
const NOW = new Date("2026-11-22T09:00:00Z");
const SHOP = "https://tickets.theater-amsterdam.example/voorstellingen/17106";

const image = {
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
function event(start: string, extra: Partial<ContentEvent> = {}): ContentEvent {
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
function evenings(n: number, extra: Partial<ContentEvent> = {}): ContentEvent[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2026, 11, 1 + i));
    return event(`${day.toISOString().slice(0, 10)}T20:00:00+01:00`, extra);
  });
}

function page(extra: Partial<ProductionPageData> = {}): ProductionPageData {
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

function source(
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

function config(extra: Partial<ProductionPageConfig> = {}): ProductionPageConfig {
  return {
    locale: "nl",
    now: NOW,
    hosts: {
      own: ["www.theater-amsterdam.example"],
      ticketing: ["tickets.theater-amsterdam.example"],
    },
    phone: "+31205550100",
    referral: null,
    viewId: "view-1",
    salesParamHosts: ["tickets.theater-amsterdam.example"],
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

const build = (
  events: ContentEvent[],
  pageExtra: Partial<ProductionPageData> = {},
  configExtra: Partial<ProductionPageConfig> = {},
  related: ProductionSource[] = [],
) => buildProductionPageView(source(events, pageExtra, related), config(configExtra));

const rowsOf = (view: ReturnType<typeof build>) =>
  view.playDates?.kind === "list" ? view.playDates.months.flatMap((m) => m.rows) : [];

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
  it("links a single performance straight to its sales page with referral and view id", () => {
    const view = build(
      [event("2026-12-05T20:00:00+01:00", { id: "only" })],
      {},
      { referral: "abc" },
    );
    expect(view.salesButton).toMatchObject({ kind: "link", colour: "green", newTab: false });
    expect(view.salesButton?.kind === "link" && view.salesButton.href).toBe(
      `${SHOP}/only?r=abc&view_id=view-1`,
    );
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
      href: `${SHOP}/${rows[0]?.eventId}?view_id=view-1`,
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

describe("play dates", () => {
  it("labels a performance with the English supertitle on English pages, else the Dutch label", () => {
    const labelled = event("2026-12-05T20:00:00+01:00", {
      id: "e1",
      data: { calendarlabel: "Première" },
      calendarLabels: { best_deal: false, supertitle_en: "Premiere" },
    });
    const plain = event("2026-12-06T20:00:00+01:00", {
      id: "e2",
      data: { calendarlabel: "Try-out" },
    });
    expect(rowsOf(build([labelled, plain])).map((row) => row.label)).toEqual([
      "Première",
      "Try-out",
    ]);
    expect(rowsOf(build([labelled, plain], {}, { locale: "en" })).map((row) => row.label)).toEqual([
      "Premiere",
      "Try-out",
    ]);
  });

  it("groups rows per month with date, times, duration, interval, hall, note and .ics link", () => {
    const view = build([
      event("2026-12-05T20:00:00+01:00", {
        id: "e1",
        hall_id: "2",
        data: { speellijsttekst: "Engels boventiteld", calendarlabel: "Try-out", pauze: "no" },
      }),
      event("2027-01-09T20:00:00+01:00", { id: "e2", data: { eindtijdbekend: false } }),
    ]);
    expect(view.playDates?.kind).toBe("list");
    if (view.playDates?.kind !== "list") return;
    expect(view.playDates.months.map((m) => m.label)).toEqual(["december 2026", "januari 2027"]);
    const [first, second] = rowsOf(view);
    expect(first).toMatchObject({
      date: "za 5 december",
      time: "20:00",
      endTime: "22:30",
      duration: "2 uur en 30 minuten",
      pause: "no",
      hall: "Kleine Zaal",
      note: "Engels boventiteld",
      label: "Try-out",
      icsHref: "/voorstelling/hamlet/zet-in-agenda/e1",
      context: "Hamlet, za 5 december 20:00",
    });
    // End time unknown: no end time and no duration, only the start.
    expect(second).toMatchObject({ date: "za 9 januari 2027", endTime: null, duration: null });
  });

  it("speaks English on English pages", () => {
    const view = build(
      [event("2026-12-05T20:00:00+01:00", { id: "e1" })],
      { url: "/en/show/hamlet" },
      { locale: "en" },
    );
    expect(rowsOf(view)[0]).toMatchObject({
      date: "Sat 5 December",
      duration: "2 hours 30 minutes",
      icsHref: "/en/show/hamlet/add-to-calendar/e1",
    });
  });

  it("uses the page's duration text and hides times when asked", () => {
    expect(rowsOf(build(evenings(1), { overruleDurationText: "ca. 2,5 uur" }))[0]?.duration).toBe(
      "ca. 2,5 uur",
    );
    const hidden = rowsOf(build(evenings(1), { hideStartEndTimeInfo: true }))[0];
    expect(hidden).toMatchObject({ time: "20:00", endTime: null, duration: null });
  });

  it("collapses beyond 10 rows unless expanded by the address", () => {
    const ten = build(evenings(10)).playDates;
    expect(ten).toMatchObject({ kind: "list", collapsed: false, collapsible: false, total: 10 });
    const eleven = build(evenings(11)).playDates;
    expect(eleven).toMatchObject({
      collapsed: true,
      collapsible: true,
      visibleRows: COLLAPSED_ROWS,
    });
    const expanded = build(evenings(11), {}, { expandDates: true }).playDates;
    // Expanded by the address: everything shows and "show fewer" stays available.
    expect(expanded).toMatchObject({ collapsed: false, collapsible: true });
  });

  it("always collapses the list of pages naming a configured performer", () => {
    const view = build(evenings(4), { heading: "Bram Koster – Nieuw materiaal" });
    expect(view.playDates).toMatchObject({ collapsed: true, collapsible: true });
  });

  it("shows the no-dates state for no, past or malformed-only events", () => {
    expect(build([]).playDates).toEqual({ kind: "none" });
    expect(build([event("2026-10-01T20:00:00+02:00")]).playDates).toEqual({ kind: "none" });
    const view = build([event("", { id: "broken" })]);
    expect(view.playDates).toEqual({ kind: "none" });
    expect(view.salesButton).toBeNull();
    expect(view.bigGroups).toBeNull();
    expect(view.jsonLd).toBeNull();
  });

  it("shows a Monday-first calendar from the current month when the page asks for it", () => {
    const view = build(
      [
        event("2026-11-22T20:00:00+01:00", { id: "today" }),
        event("2026-12-03T14:00:00+01:00", { id: "matinee" }),
        event("2026-12-03T20:00:00+01:00", { id: "evening" }),
      ],
      { enableSpeeldataCalendarView: true },
    );
    expect(view.playDates?.kind).toBe("calendar");
    if (view.playDates?.kind !== "calendar") return;
    expect(view.playDates.weekdays[0]).toBe("ma");
    expect(view.playDates.months.map((m) => m.id)).toEqual(["2026-11", "2026-12"]);
    expect(view.playDates.selected).toBe(0);
    expect(view.playDates.pillWidth).toBe("narrow");
    const november = view.playDates.months[0]?.weeks.flat() ?? [];
    // Days before today are past and carry no performances.
    expect(november.find((d) => d.date === "2026-11-21")).toMatchObject({ past: true, events: [] });
    const today = november.find((d) => d.date === "2026-11-22");
    expect(today?.label).toBe("zondag 22 november 2026");
    expect(today?.events.map((e) => e.eventId)).toEqual(["today"]);
    const december = view.playDates.months[1]?.weeks.flat() ?? [];
    expect(december.find((d) => d.date === "2026-12-03")?.events.map((e) => e.time)).toEqual([
      "14:00",
      "20:00",
    ]);
  });

  it("opens the calendar at the month in the address", () => {
    const view = build(
      [event("2026-11-30T20:00:00+01:00"), event("2027-01-05T20:00:00+01:00")],
      { enableSpeeldataCalendarView: true },
      { calendarMonth: "2027-01" },
    );
    expect(view.playDates?.kind === "calendar" && view.playDates.selected).toBe(2);
  });

  it("leaves the schedule out when the page hides it, and drops a button that would lead there", () => {
    const view = build(evenings(3), { hidePlaySchedule: true });
    expect(view.playDates).toBeNull();
    expect(view.salesButton).toBeNull();
    expect(build(evenings(1), { hidePlaySchedule: true }).salesButton).toMatchObject({
      kind: "link",
    });
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

  it("builds the price table (regular first, special after) and the sidebar range", () => {
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
        price: "€\u00a045,00 - €\u00a055,00",
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
    // 55 + 17.50 surcharge on the dinner performance.
    expect(view.priceRange).toBe("€\u00a035,00 - €\u00a072,50");
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
      offers: { availability: "https://schema.org/InStock", price: 35, url: `${SHOP}/a` },
    });
    expect(data[1]).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" } });
  });
});

describe("related and others also viewed", () => {
  const other = (id: string, genres: string[], events: ContentEvent[], heading = id) => ({
    node: { id, kind: "production-page", data: {} },
    page: page({ url: `/voorstelling/${id}`, heading, genres }),
    events,
  });

  it("shows at most three related productions that can be bought, in the page's order", () => {
    const soldOut = other(
      "uitverkocht",
      ["Toneel"],
      [event("2026-12-05T20:00:00+01:00", { data: { statusID: "15685" } })],
    );
    const candidates = [
      other("a", ["Toneel"], evenings(1)),
      soldOut,
      other("b", ["Toneel"], [event("2026-12-05T20:00:00+01:00", { data: { statusID: "15681" } })]),
      other(
        "c",
        ["Toneel"],
        [event("2026-12-05T20:00:00+01:00", { data: { statusID: "last_chance" } })],
      ),
      other("d", ["Toneel"], evenings(1)),
      other("past", ["Toneel"], [event("2026-10-01T20:00:00+02:00")]),
    ];
    const cards = relatedProductions(
      ["past", "uitverkocht", "c", "a", "b", "d"],
      candidates,
      NOW,
      "nl",
    );
    expect(cards.map((c) => c.id)).toEqual(["c", "a", "b"]);
    expect(cards[0]).toMatchObject({ href: "/voorstelling/c", heading: "c", dates: "5 december" });
  });

  it("picks six random upcoming productions with an overlapping genre", () => {
    const entries = [
      other("self", ["Toneel"], evenings(1)),
      other("related", ["Toneel"], evenings(1)),
      other("music", ["Concert"], evenings(1)),
      other("past", ["Toneel"], [event("2026-10-01T20:00:00+02:00")]),
      ...Array.from({ length: 8 }, (_, i) =>
        other(`t${i}`, [i % 2 ? "toneel " : "Toneel", "Familie"], evenings(1)),
      ),
    ];
    const pick = (random: () => number) =>
      othersAlsoViewed(
        entries,
        { id: "self", genres: ["Toneel"], exclude: ["related"] },
        { now: NOW, locale: "nl", random },
      ).map((c) => c.id);
    const first = pick(() => 0);
    expect(first).toEqual(["t0", "t1", "t2", "t3", "t4", "t5"]);
    const other6 = pick(() => 0.99);
    expect(other6).toHaveLength(6);
    expect(new Set(other6).size).toBe(6);
    expect(other6.every((id) => id.startsWith("t"))).toBe(true);
    expect(other6).not.toEqual(first);
    expect(
      othersAlsoViewed(
        entries,
        { id: "self", genres: [], exclude: [] },
        { now: NOW, locale: "nl" },
      ),
    ).toEqual([]);
  });
});

describe("cards per cached production list", () => {
  const entry = (id: string, events: ContentEvent[]) => ({
    node: { id, kind: "production-page", data: {} },
    page: page({ url: `/voorstelling/${id}`, heading: id, genres: ["Toneel"] }),
    events,
  });
  // NOW is Sunday 22 November 2026, 10:00 in Amsterdam.
  const sunday = "2026-11-22T20:00:00+01:00";
  const monday = "2026-11-23T20:00:00+01:00";

  it("makes a source's card once per language and day", () => {
    const show = entry("a", [event(sunday), event(monday)]);
    const card = productionCard(show, NOW, "nl");
    expect(card?.dates).toBe("22 en 23 november");
    expect(productionCard(show, new Date("2026-11-22T22:59:00Z"), "nl")).toBe(card);
    expect(productionCard(show, NOW, "en")?.dates).toBe("22 & 23 November");
    expect(productionCard(entry("a", show.events), NOW, "nl")).not.toBe(card);
  });

  it("rolls over at midnight in Amsterdam", () => {
    const show = entry("b", [event(sunday), event(monday)]);
    const late = new Date("2026-11-22T23:00:00Z");
    expect(productionCard(show, NOW, "nl")?.dates).toBe("22 en 23 november");
    expect(productionCard(show, late, "nl")?.dates).toBe("23 november");
    expect(upcomingEvents(show.events, late).map((e) => e.start_date)).toEqual([monday]);
    const gone = new Date("2026-11-23T23:00:00Z");
    expect(
      othersAlsoViewed(
        [show],
        { id: "x", genres: ["Toneel"], exclude: [] },
        { now: gone, locale: "nl" },
      ),
    ).toEqual([]);
  });

  it("still draws others also viewed afresh on every call", () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry(`t${i}`, [event(monday)]));
    const pick = (random: () => number) =>
      othersAlsoViewed(
        entries,
        { id: "self", genres: ["Toneel"], exclude: [] },
        { now: NOW, locale: "nl", random },
      ).map((c) => c.id);
    expect(pick(() => 0)).toEqual(["t0", "t1", "t2", "t3", "t4", "t5"]);
    expect(pick(() => 0.99)).not.toEqual(pick(() => 0));
  });
});

describe("presale", () => {
  const waiting = () => [
    event("2027-09-03T20:00:00+02:00", { id: "p1", sales_status: "sales_not_started" }),
    event("2027-09-04T20:00:00+02:00", { id: "p2", sales_status: "sales_not_started" }),
  ];
  const answer = (ids: string[], valid = true) => ({
    valid,
    production_page_ids: ids,
    text_default: "Met uw code koopt u nu al kaarten.",
    text_sold_out: "De voorverkoop is uitverkocht.",
  });

  it("asks for a code while sales have not started", () => {
    const { view } = applyPresale(waiting(), "node-hamlet", null, "Vrienden kopen eerder.");
    expect(view).toEqual({
      form: true,
      notice: "Vrienden kopen eerder.",
      result: null,
      text: null,
      code: null,
    });
    expect(applyPresale(evenings(1), "node-hamlet", null, null).view).toBeNull();
  });

  it("opens the page's events for a valid code that names the page", () => {
    const view = build(
      waiting(),
      {},
      {
        presale: { code: "VOORVERKOOP", answer: answer(["node-hamlet"]) },
      },
    );
    expect(view.presale).toMatchObject({
      form: false,
      result: "unlocked",
      text: "Met uw code koopt u nu al kaarten.",
    });
    const rows = rowsOf(view);
    expect(rows[0]?.button).toMatchObject({ kind: "link", colour: "green" });
    expect(rows[0]?.button.kind === "link" && rows[0].button.href).toBe(
      `${SHOP}/p1?presale=VOORVERKOOP&view_id=view-1`,
    );
  });

  it("says the presale is sold out when nothing can be bought", () => {
    const soldOut = waiting().map((e) => ({ ...e, data: { ...e.data, statusID: "15685" } }));
    const { view } = applyPresale(
      soldOut,
      "node-hamlet",
      { code: "X", answer: answer(["node-hamlet"]) },
      null,
    );
    expect(view?.text).toBe("De voorverkoop is uitverkocht.");
  });

  it("explains an invalid code or one for another page, and leaves sales closed", () => {
    const other = build(waiting(), {}, { presale: { code: "X", answer: answer(["elders"]) } });
    expect(other.presale).toMatchObject({ result: "other-page", form: true, code: "X" });
    expect(rowsOf(other)[0]?.button.kind).toBe("message");
    const invalid = build(waiting(), {}, { presale: { code: "X", answer: { valid: false } } });
    expect(invalid.presale?.result).toBe("invalid");
  });

  it("ignores a failed check", () => {
    const view = build(waiting(), {}, { presale: { code: "X", answer: null } });
    expect(view.presale).toMatchObject({ result: null, form: true });
    expect(rowsOf(view)[0]?.button.kind).toBe("message");
  });
});

describe("card dates", () => {
  const at = (...days: string[]) => days.map((d) => event(`${d}T20:00:00+01:00`));
  it("lists up to two date groups and sums up a longer run as first to last day", () => {
    expect(cardDates(at("2026-12-04", "2026-12-05", "2026-12-11"), "nl", NOW)).toBe(
      "4 en 5 december, 11 december",
    );
    expect(cardDates(at("2026-12-04", "2026-12-11", "2027-01-20"), "nl", NOW)).toBe(
      "4 december t/m 20 januari 2027",
    );
    expect(cardDates(at("2026-12-04", "2026-12-11", "2026-12-18"), "en", NOW)).toBe(
      "4 to 18 December",
    );
    expect(cardDates([], "nl", NOW)).toBeNull();
  });
});
