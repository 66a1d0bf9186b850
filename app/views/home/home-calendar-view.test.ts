import { describe, expect, it } from "vitest";
import type { Venue } from "~/content/schema";
import { event, homeCtx, source } from "../../../tests/support/home";
import type { CalendarQuery } from "./home-calendar";
import { buildHomeCalendar, homeCalendarFor, homeCalendarIndex } from "./home-calendar-view";

const venues: Record<string, Venue> = {
  v1: { id: "v1", name: "Theater", halls: [{ id: "h1", name: "Grote Zaal" }] },
};
const ctx = { ...homeCtx, venues };
const none: CalendarQuery = { day: null, month: null, item: 0 };

// NOW is Friday 20 November 2026 (11:00 in Amsterdam).
const sources = [
  source("a", {}, [
    event("a-past", "2026-11-19T20:00:00+01:00"),
    event("a-1", "2026-11-20T20:00:00+01:00", { venue_id: "v1", hall_id: "h1" }),
    event("a-2", "2026-11-23T20:00:00+01:00"),
    event("a-3", "2027-01-08T20:00:00+01:00"),
  ]),
  source("b", {}, [
    event("b-1", "2026-11-20T14:30:00+01:00", {
      data: { speellijsttekst: "Met nagesprek" },
    }),
  ]),
  source("hidden", { isAllowedInCalendar: false }, [event("h-1", "2026-11-21T20:00:00+01:00")]),
];

describe("calendar items", () => {
  it("sends each performance once, under its day, with its production by index", () => {
    const calendar = buildHomeCalendar(sources, none, ctx);
    const today = calendar?.days["2026-11-20"] ?? [];
    expect(today).toEqual([
      {
        production: 0,
        time: "14:30",
        note: "Met nagesprek",
        status: "on_sale",
        href: "https://tickets.theater-amsterdam.example/e/b-1",
      },
      {
        production: 1,
        time: "20:00",
        hall: "Grote Zaal",
        status: "on_sale",
        href: "https://tickets.theater-amsterdam.example/e/a-1",
      },
    ]);
    expect(calendar?.productions.map((p) => p.href)).toEqual([
      "/voorstelling/b",
      "/voorstelling/a",
    ]);
    // A production with several performances in the month is listed once.
    expect(calendar?.days["2026-11-23"]?.[0]?.production).toBe(1);
  });

  it("needs calendar permission, a heading and an image", () => {
    const pages = [
      source("x", { isAllowedInCalendar: null }, [event("x-1", "2026-11-21T20:00:00+01:00")]),
      source("y", { heading: null }, [event("y-1", "2026-11-21T20:00:00+01:00")]),
      source("z", { images: {} }, [event("z-1", "2026-11-21T20:00:00+01:00")]),
    ];
    expect(buildHomeCalendar(pages, none, ctx)).toBeNull();
  });
});

describe("the home calendar", () => {
  it("opens on today with its items sorted by time and the notice data", () => {
    const calendar = buildHomeCalendar(sources, none, ctx);
    expect(calendar?.today).toBe("2026-11-20");
    expect(calendar?.selectedDay).toBe("2026-11-20");
    expect(calendar?.selectedIndex).toBe(0);
    expect(calendar?.days["2026-11-20"]?.map((e) => e.time)).toEqual(["14:30", "20:00"]);
    expect(calendar?.month).toBe("2026-11");
    expect(calendar?.previous).toBeNull();
    expect(calendar?.next).toBe("2026-12");
  });

  it("picks a day with items and keeps the item index clamped", () => {
    const picked = buildHomeCalendar(sources, { day: "2026-11-20", month: null, item: 9 }, ctx);
    expect(picked?.selectedDay).toBe("2026-11-20");
    expect(picked?.selectedIndex).toBe(1);
    const other = buildHomeCalendar(sources, { day: "2026-11-23", month: null, item: 0 }, ctx);
    expect(other?.selectedDay).toBe("2026-11-23");
  });

  it("falls back to the default for a day without items, resetting the index", () => {
    const calendar = buildHomeCalendar(sources, { day: "2026-11-21", month: null, item: 1 }, ctx);
    expect(calendar?.selectedDay).toBe("2026-11-20");
    expect(calendar?.selectedIndex).toBe(0);
  });

  it("shows a chosen month: an empty one in range, and the last one", () => {
    const december = buildHomeCalendar(sources, { day: null, month: "2026-12", item: 1 }, ctx);
    expect(december?.month).toBe("2026-12");
    expect(december?.selectedDay).toBeNull();
    expect(december?.days).toEqual({});
    const january = buildHomeCalendar(sources, { day: null, month: "2027-01", item: 3 }, ctx);
    expect(january?.selectedDay).toBe("2027-01-08");
    expect(january?.selectedIndex).toBe(0);
    expect(january?.next).toBeNull();
    expect(january?.previous).toBe("2026-12");
    expect(january?.productions.map((p) => p.href)).toEqual(["/voorstelling/a"]);
  });

  it("sends only the shown month's items", () => {
    const calendar = buildHomeCalendar(sources, none, ctx);
    expect(Object.keys(calendar?.days ?? {}).sort()).toEqual(["2026-11-20", "2026-11-23"]);
  });

  it("is null when nothing is planned", () => {
    expect(buildHomeCalendar([source("x", {}, [])], none, ctx)).toBeNull();
  });

  it("sends a button's state, and its link only while it is one", () => {
    const closed = buildHomeCalendar(
      [
        source("s", {}, [
          event("s-1", "2026-11-20T20:00:00+01:00", { sales_status: "sales_finished" }),
          event("s-2", "2026-11-21T20:00:00+01:00", { overrideSalesButtonText: "Reserveer" }),
        ]),
      ],
      none,
      ctx,
    );
    expect(closed?.days["2026-11-20"]?.[0]).toEqual({
      production: 0,
      time: "20:00",
      status: "sales_finished",
    });
    expect(closed?.days["2026-11-21"]?.[0]).toMatchObject({
      status: "on_sale",
      labelOverride: "Reserveer",
    });
  });
});

// Issue 38: "started" follows the start time, the same in the calendar as everywhere else.
describe("a performance that has started", () => {
  // NOW is 11:00 in Amsterdam: the tour at 11:00 has just started, the 14:30 show has not.
  const today = [
    source("tour", {}, [
      event("tour-1", "2026-11-20T11:00:00+01:00"),
      event("tour-2", "2026-11-20T14:30:00+01:00", { sales_status: "show_started" }),
      event("tour-3", "2026-11-20T20:00:00+01:00"),
    ]),
  ];

  it("says so from its start time on, and an early flag reads as sales closed", () => {
    const calendar = buildHomeCalendar(today, none, ctx);
    expect(calendar?.days["2026-11-20"]?.map((item) => item.status)).toEqual([
      "show_started",
      "sales_finished",
      "on_sale",
    ]);
    // A started performance has no sales link.
    expect(calendar?.days["2026-11-20"]?.[0]).not.toHaveProperty("href");
  });

  it("is told again when a start passes, though the month's buttons are shared", () => {
    const index = homeCalendarIndex(today, ctx);
    const before = homeCalendarFor(index, none, { ...ctx, now: new Date("2026-11-20T09:59:00Z") });
    const after = homeCalendarFor(index, none, { ...ctx, now: new Date("2026-11-20T19:00:00Z") });
    expect(before?.days["2026-11-20"]?.map((item) => item.status)).toEqual([
      "on_sale",
      "sales_finished",
      "on_sale",
    ]);
    expect(after?.days["2026-11-20"]?.map((item) => item.status)).toEqual([
      "show_started",
      "show_started",
      "show_started",
    ]);
  });
});
