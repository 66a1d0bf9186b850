import { describe, expect, it } from "vitest";
import {
  calendarHref,
  calendarWeeks,
  chooseCalendarDay,
  clampIndex,
  type HomeCalendarView,
  isDayKey,
  isMonthId,
  multipleNotice,
  parseCalendarQuery,
  withoutFragment,
} from "./home-calendar";

const params = (query: string) => new URLSearchParams(query);
const DAYS = ["2026-11-20", "2026-11-23", "2026-12-01", "2026-12-24", "2027-02-14"];

describe("calendar query", () => {
  it("reads the Dutch and the English parameter names", () => {
    expect(parseCalendarQuery(params("dag=2026-11-23&item=2"), "nl")).toEqual({
      day: "2026-11-23",
      month: null,
      item: 2,
    });
    expect(parseCalendarQuery(params("month=2026-12"), "en")).toEqual({
      day: null,
      month: "2026-12",
      item: 0,
    });
    // The other language's names mean nothing.
    expect(parseCalendarQuery(params("day=2026-11-23"), "nl").day).toBeNull();
  });

  it.each([
    "dag=2026-02-30",
    "dag=23-11-2026",
    "dag=2026-11-23T12:00",
    "dag=",
    "maand=2026-13",
    "maand=2026-1",
    "item=-1",
    "item=abc",
    "item=1.5",
    "item=99999",
  ])("reads the malformed %s as absent", (query) => {
    expect(parseCalendarQuery(params(query), "nl")).toEqual({ day: null, month: null, item: 0 });
  });

  it("knows real dates and month ids", () => {
    expect(isDayKey("2028-02-29")).toBe(true);
    expect(isDayKey("2027-02-29")).toBe(false);
    expect(isMonthId("2026-12")).toBe(true);
    expect(isMonthId("2026-00")).toBe(false);
  });
});

describe("item index (spec §4)", () => {
  it("is clamped between 0 and count - 1", () => {
    expect(clampIndex(0, 3)).toBe(0);
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-4, 3)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });
});

describe("choosing the shown day (spec §5)", () => {
  it("opens on today when today has items", () => {
    expect(chooseCalendarDay({ day: null, month: null }, DAYS, "2026-11-20")).toEqual({
      day: "2026-11-20",
      month: "2026-11",
      byMonth: false,
    });
  });

  it("opens on the first day with items when today has none", () => {
    expect(chooseCalendarDay({ day: null, month: null }, DAYS, "2026-11-21").day).toBe(
      "2026-11-23",
    );
    expect(chooseCalendarDay({ day: null, month: null }, DAYS, "2026-11-01").day).toBe(
      "2026-11-20",
    );
  });

  it("takes a chosen day only when it has items", () => {
    expect(chooseCalendarDay({ day: "2026-12-24", month: null }, DAYS, "2026-11-20")).toEqual({
      day: "2026-12-24",
      month: "2026-12",
      byMonth: false,
    });
    expect(chooseCalendarDay({ day: "2026-12-25", month: null }, DAYS, "2026-11-20").day).toBe(
      "2026-11-20",
    );
  });

  it("opens a chosen month on its first day with items", () => {
    expect(chooseCalendarDay({ day: null, month: "2026-12" }, DAYS, "2026-11-20")).toEqual({
      day: "2026-12-01",
      month: "2026-12",
      byMonth: true,
    });
  });

  it("shows a month in range without items, with no day chosen", () => {
    expect(chooseCalendarDay({ day: null, month: "2027-01" }, DAYS, "2026-11-20")).toEqual({
      day: null,
      month: "2027-01",
      byMonth: true,
    });
  });

  it("ignores months outside the first to the last item", () => {
    for (const month of ["2026-10", "2027-03"]) {
      expect(chooseCalendarDay({ day: null, month }, DAYS, "2026-11-20").month).toBe("2026-11");
    }
  });

  it("prefers a valid day over the month", () => {
    expect(chooseCalendarDay({ day: "2027-02-14", month: "2026-12" }, DAYS, "2026-11-20").day).toBe(
      "2027-02-14",
    );
  });

  it("has nothing to choose without items", () => {
    expect(chooseCalendarDay({ day: "2026-11-20", month: null }, [], "2026-11-20")).toEqual({
      day: null,
      month: null,
      byMonth: false,
    });
  });
});

describe("notices and links", () => {
  it("names several shows today, or on the chosen date", () => {
    expect(multipleNotice("2026-11-20", 2, "2026-11-20")).toBe("today");
    expect(multipleNotice("2026-11-23", 3, "2026-11-20")).toBe("chosen");
    expect(multipleNotice("2026-11-23", 1, "2026-11-20")).toBeNull();
    expect(multipleNotice(null, 0, "2026-11-20")).toBeNull();
  });

  it("links to the home page with the choice and the calendar fragment", () => {
    expect(calendarHref("nl", { day: "2026-11-23" })).toBe("/?dag=2026-11-23#home-calendar");
    expect(calendarHref("en", { day: "2026-11-23", item: 2 })).toBe(
      "/en?day=2026-11-23&item=2#home-calendar",
    );
    expect(calendarHref("nl", { month: "2026-12", item: 0 })).toBe("/?maand=2026-12#home-calendar");
    expect(withoutFragment(calendarHref("en", { month: "2026-12" }))).toBe("/en?month=2026-12");
  });
});

describe("the month grid the browser lays out", () => {
  const view = {
    month: "2026-11",
    today: "2026-11-20",
    days: { "2026-11-20": [{}, {}], "2026-11-23": [{}] },
  } as unknown as Pick<HomeCalendarView, "month" | "days" | "today">;

  it("has six Monday-first weeks; only the month's days with items count", () => {
    const weeks = calendarWeeks(view, "nl");
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const cells = weeks.flat();
    // November 2026 starts on a Sunday: the first row begins on Monday 26 October.
    expect(cells[0]).toMatchObject({ date: "2026-10-26", inMonth: false, count: 0 });
    expect(cells.find((c) => c.date === "2026-11-19")?.count).toBe(0);
    expect(cells.find((c) => c.date === "2026-11-20")).toEqual({
      date: "2026-11-20",
      day: 20,
      inMonth: true,
      count: 2,
      isToday: true,
      label: "vrijdag 20 november 2026",
    });
    expect(cells.find((c) => c.date === "2026-11-23")?.count).toBe(1);
  });

  it("keeps six rows for a short month and speaks English on the English page", () => {
    const february = calendarWeeks({ ...view, month: "2027-02", days: {} }, "en");
    expect(february).toHaveLength(6);
    expect(february[5]?.[6]).toMatchObject({ date: "2027-03-14", inMonth: false });
    expect(february[0]?.[0]?.label).toBe("Monday 1 February 2027");
  });
});
