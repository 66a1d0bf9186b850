import { describe, expect, it } from "vitest";
import type { Venue } from "~/content/schema";
import { event, homeCtx, NOW, source } from "../../tests/support/home";
import type { CalendarQuery } from "./home-calendar";
import { buildHomeCalendar, calendarEntries } from "./home-calendar-view";

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
  it("makes one item per performance from today on, dated at noon", () => {
    const { entries, productions } = calendarEntries(sources, ctx);
    expect(entries.map((e) => e.id)).toEqual(["a-1", "a-2", "a-3", "b-1"]);
    const first = entries[0];
    expect(first).toMatchObject({ time: "20:00", hall: "Grote Zaal", production: "a" });
    expect(first?.date).toBe("2026-11-20T12:00:00.000+01:00");
    expect(entries[3]?.note).toBe("Met nagesprek");
    expect(first?.salesButton).toMatchObject({
      kind: "link",
      href: `${"https://tickets.theater-amsterdam.example/e/"}a-1`,
    });
    expect(Object.keys(productions).sort()).toEqual(["a", "b"]);
  });

  it("needs calendar permission, a heading and an image", () => {
    const pages = [
      source("x", { isAllowedInCalendar: null }),
      source("y", { heading: null }),
      source("z", { images: {} }),
    ];
    expect(calendarEntries(pages, ctx).entries).toEqual([]);
  });
});

describe("the home calendar", () => {
  it("opens on today with its items sorted by time and the notice data", () => {
    const calendar = buildHomeCalendar(sources, none, ctx);
    expect(calendar?.today).toBe("2026-11-20");
    expect(calendar?.selectedDay).toBe("2026-11-20");
    expect(calendar?.selectedIndex).toBe(0);
    expect(calendar?.days["2026-11-20"]?.map((e) => e.id)).toEqual(["b-1", "a-1"]);
    expect(calendar?.month).toEqual({ id: "2026-11", label: "november 2026" });
    expect(calendar?.previous).toBeNull();
    expect(calendar?.next).toEqual({ id: "2026-12", label: "december 2026" });
  });

  it("has six Monday-first weeks; only days with items count, past days never", () => {
    const calendar = buildHomeCalendar(sources, none, ctx);
    expect(calendar?.weeks).toHaveLength(6);
    expect(calendar?.weeks.every((week) => week.length === 7)).toBe(true);
    const cells = calendar?.weeks.flat() ?? [];
    // November 2026 starts on a Sunday: the first row begins on Monday 26 October.
    expect(cells[0]).toMatchObject({ date: "2026-10-26", inMonth: false, count: 0 });
    expect(cells.find((c) => c.date === "2026-11-19")?.count).toBe(0);
    expect(cells.find((c) => c.date === "2026-11-20")).toMatchObject({
      count: 2,
      isToday: true,
      label: "vrijdag 20 november 2026",
    });
    expect(cells.find((c) => c.date === "2026-11-23")?.count).toBe(1);
    expect(calendar?.weekdays[0]).toEqual({ short: "ma", long: "maandag" });
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
    expect(december?.month.id).toBe("2026-12");
    expect(december?.selectedDay).toBeNull();
    expect(december?.days).toEqual({});
    const january = buildHomeCalendar(sources, { day: null, month: "2027-01", item: 3 }, ctx);
    expect(january?.selectedDay).toBe("2027-01-08");
    expect(january?.selectedIndex).toBe(0);
    expect(january?.next).toBeNull();
    expect(january?.previous?.id).toBe("2026-12");
    expect(Object.keys(january?.productions ?? {})).toEqual(["a"]);
  });

  it("sends only the shown month's items", () => {
    const calendar = buildHomeCalendar(sources, none, ctx);
    expect(Object.keys(calendar?.days ?? {}).sort()).toEqual(["2026-11-20", "2026-11-23"]);
  });

  it("is null when nothing is planned", () => {
    expect(buildHomeCalendar([source("x", {}, [])], none, ctx)).toBeNull();
  });

  it("speaks English on the English page", () => {
    const calendar = buildHomeCalendar(sources, none, { ...ctx, locale: "en" });
    expect(calendar?.month.label).toBe("November 2026");
    expect(calendar?.weekdays[6]).toEqual({ short: "Sun", long: "Sunday" });
    expect(calendar?.weeks.flat().find((c) => c.date === "2026-11-20")?.label).toBe(
      "Friday 20 November 2026",
    );
    expect(NOW.toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });
});
