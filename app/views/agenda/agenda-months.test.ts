import { describe, expect, it } from "vitest";
import {
  adjacentMonths,
  formatMonth,
  groupByMonth,
  monthId,
  parseMonthId,
  shiftMonth,
} from "./agenda-months";

type Item = { name: string; dates: string[] };
const item = (name: string, ...dates: string[]): Item => ({ name, dates });
const names = (groups: { id: string; items: Item[] }[]) =>
  groups.map((g) => [g.id, g.items.map((i) => i.name)]);

describe("groupByMonth", () => {
  const now = new Date("2026-11-15T10:00:00Z");

  it("places an item in every month it plays from today on, months ascending", () => {
    const items = [
      item(
        "long run",
        "2027-01-10T20:00:00+01:00",
        "2026-11-20T20:00:00+01:00",
        "2026-12-05T20:00:00+01:00",
      ),
      item("december", "2026-12-01T20:00:00+01:00"),
    ];
    const groups = groupByMonth(items, (i) => i.dates, now);
    expect(names(groups)).toEqual([
      ["2026-11", ["long run"]],
      ["2026-12", ["december", "long run"]],
      ["2027-01", ["long run"]],
    ]);
    expect(groups[2]).toMatchObject({ month: 0, year: 2027, id: "2027-01" });
    expect(groups[0]).toMatchObject({ month: 10, year: 2026 });
  });

  it("lists an item once per month however many shows it has there", () => {
    const items = [
      item(
        "many",
        "2026-11-20T14:00:00+01:00",
        "2026-11-20T20:00:00+01:00",
        "2026-11-21T20:00:00+01:00",
      ),
    ];
    expect(names(groupByMonth(items, (i) => i.dates, now))).toEqual([["2026-11", ["many"]]]);
  });

  it("orders a month's items by their first show in that month, ties in input order", () => {
    const items = [
      item("late", "2026-11-28T20:00:00+01:00"),
      item("evening", "2026-11-20T20:00:00+01:00"),
      item("tie a", "2026-11-21T20:00:00+01:00"),
      item("early", "2026-10-01T20:00:00+02:00", "2026-11-16T20:00:00+01:00"),
      item("matinee", "2026-11-20T14:00:00+01:00"),
      item("tie b", "2026-11-21T19:00:00Z"),
    ];
    expect(names(groupByMonth(items, (i) => i.dates, now))).toEqual([
      ["2026-11", ["early", "matinee", "evening", "tie a", "tie b", "late"]],
    ]);
  });

  it("keeps shows earlier today and drops yesterday's, by the Amsterdam day", () => {
    // 23:30 UTC on 14 November is 00:30 on 15 November in Amsterdam: today.
    const items = [
      item("today", "2026-11-14T23:30:00Z"),
      item("yesterday", "2026-11-14T22:30:00Z"),
      item("past month", "2026-10-20T20:00:00+02:00"),
    ];
    expect(names(groupByMonth(items, (i) => i.dates, now))).toEqual([["2026-11", ["today"]]]);
  });

  it("uses the Amsterdam month for a show just after midnight on the 1st", () => {
    const items = [item("midnight", "2026-11-30T23:15:00Z")];
    expect(names(groupByMonth(items, (i) => i.dates, now))).toEqual([["2026-12", ["midnight"]]]);
  });

  it("ignores invalid dates and items without future dates", () => {
    const items = [item("broken", "soon", ""), item("none")];
    expect(groupByMonth(items, (i) => i.dates, now)).toEqual([]);
  });
});

describe("shiftMonth", () => {
  it("wraps across years both ways", () => {
    expect(shiftMonth({ month: 11, year: 2026 }, 1)).toEqual({ month: 0, year: 2027 });
    expect(shiftMonth({ month: 0, year: 2027 }, -1)).toEqual({ month: 11, year: 2026 });
    expect(shiftMonth({ month: 5, year: 2026 }, 0)).toEqual({ month: 5, year: 2026 });
    expect(shiftMonth({ month: 1, year: 2026 }, 25)).toEqual({ month: 2, year: 2028 });
    expect(shiftMonth({ month: 1, year: 2026 }, -14)).toEqual({ month: 11, year: 2024 });
  });
});

describe("adjacentMonths", () => {
  const groups = [
    { month: 10, year: 2026 },
    { month: 0, year: 2027 },
    { month: 3, year: 2027 },
  ];

  it("skips months without items and crosses the year", () => {
    expect(adjacentMonths(groups, { month: 0, year: 2027 })).toEqual({
      previous: { month: 10, year: 2026 },
      next: { month: 3, year: 2027 },
    });
  });

  it("is null at the ends", () => {
    expect(adjacentMonths(groups, { month: 10, year: 2026 })).toEqual({
      previous: null,
      next: { month: 0, year: 2027 },
    });
    expect(adjacentMonths(groups, { month: 3, year: 2027 })).toEqual({
      previous: { month: 0, year: 2027 },
      next: null,
    });
    expect(adjacentMonths([], { month: 3, year: 2027 })).toEqual({ previous: null, next: null });
  });

  it("finds neighbours for a month without a group, whatever the input order", () => {
    expect(adjacentMonths([...groups].reverse(), { month: 11, year: 2026 })).toEqual({
      previous: { month: 10, year: 2026 },
      next: { month: 0, year: 2027 },
    });
  });

  it("returns plain month keys, not the groups themselves", () => {
    const withItems = [{ month: 1, year: 2027, id: "2027-02", items: ["x"] }];
    expect(adjacentMonths(withItems, { month: 0, year: 2027 }).next).toEqual({
      month: 1,
      year: 2027,
    });
  });
});

describe("monthId / parseMonthId", () => {
  it("writes a one-based zero-padded id", () => {
    expect(monthId({ month: 10, year: 2026 })).toBe("2026-11");
    expect(monthId({ month: 0, year: 2027 })).toBe("2027-01");
  });

  it("round-trips", () => {
    expect(parseMonthId("2026-11")).toEqual({ month: 10, year: 2026 });
    expect(parseMonthId("2027-01")).toEqual({ month: 0, year: 2027 });
    expect(parseMonthId(" 2026-12 ")).toEqual({ month: 11, year: 2026 });
  });

  it("rejects bad input", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "2026-13",
      "2026-00",
      "2026-1",
      "26-11",
      "2026-11-01",
      "0000-05",
      "november",
      "2026/11",
    ]) {
      expect(parseMonthId(bad)).toBeNull();
    }
  });
});

describe("formatMonth", () => {
  it("names the month in both languages", () => {
    expect(formatMonth({ month: 10, year: 2026 }, "nl")).toBe("november 2026");
    expect(formatMonth({ month: 10, year: 2026 }, "en")).toBe("November 2026");
    expect(formatMonth({ month: 2, year: 2027 }, "nl")).toBe("maart 2027");
    expect(formatMonth({ month: 2, year: 2027 }, "en")).toBe("March 2027");
  });

  it("normalises an out-of-range month", () => {
    expect(formatMonth({ month: 12, year: 2026 }, "nl")).toBe("januari 2027");
  });
});
