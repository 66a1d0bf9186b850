import { describe, expect, it } from "vitest";
import {
  agendaRange,
  FIRST_PRODUCTIONS,
  firstDaysMonth,
  firstThrough,
  nextRange,
  type RangeMonth,
  STEP_ITEMS,
  stepThrough,
} from "./agenda-range";

// Sunday 29 November 2026, 07:44 in Amsterdam.
const NOW = new Date("2026-11-29T06:44:00Z");
const month = (id: string, ...items: string[]): RangeMonth => ({ id, items });
const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix}${n}`);
const none = { through: null, from: null, month: null };

describe("the first document", () => {
  it("covers the next 30 days: on 29 November up to 28 December", () => {
    expect(firstDaysMonth(NOW)).toBe("2026-12");
    expect(firstDaysMonth(new Date("2026-11-01T12:00:00Z"))).toBe("2026-11");
    expect(firstDaysMonth(new Date("2026-11-02T12:00:00Z"))).toBe("2026-12");
  });

  it("draws every month of the next 30 days even when they hold more than 20 productions", () => {
    const months = [
      month("2026-11", ...many("a", 15)),
      month("2026-12", ...many("b", 15)),
      month("2027-01", ...many("c", 15)),
    ];
    expect(firstThrough(months, NOW)).toBe(1);
  });

  it("goes on until 20 productions, counting a production in several months once", () => {
    const run = many("r", 6);
    const months = [
      month("2026-11", ...run),
      month("2026-12", ...run),
      month("2027-01", ...run, "x"),
      month("2027-03", ...many("m", FIRST_PRODUCTIONS - 8)),
      month("2027-04", "y"),
    ];
    // 7 productions through January, 7 + 12 = 19 through March: April makes 20.
    expect(firstThrough(months, NOW)).toBe(4);
    expect(firstThrough([], NOW)).toBe(-1);
  });

  it("a month with no performance in the next 30 days is not needed for the days", () => {
    const months = [month("2027-03", ...many("m", 25)), month("2027-04", "y")];
    expect(firstThrough(months, NOW)).toBe(0);
  });
});

describe("the next months", () => {
  const months = [
    month("2026-11", ...many("a", 25)),
    month("2026-12", ...many("b", 8)),
    month("2027-01", ...many("c", 8)),
    month("2027-02", ...many("d", 8)),
    month("2027-03", ...many("e", 30)),
  ];

  it(`each step adds whole months until ${STEP_ITEMS} items more`, () => {
    expect(stepThrough(months, 0)).toBe(3);
    expect(stepThrough(months, 3)).toBe(4);
    expect(nextRange(months, { from: 0, through: 1 })).toEqual({ from: 2, through: 4 });
    expect(nextRange(months, { from: 0, through: 4 })).toBeNull();
  });

  it("the address can only draw more, within the listed months", () => {
    expect(agendaRange(months, none, NOW)).toEqual({ from: 0, through: 1 });
    expect(agendaRange(months, { ...none, through: "2027-02" }, NOW)).toEqual({
      from: 0,
      through: 3,
    });
    expect(agendaRange(months, { ...none, through: "2026-01" }, NOW)).toEqual({
      from: 0,
      through: 1,
    });
    expect(agendaRange(months, { ...none, through: "9999-12" }, NOW)).toEqual({
      from: 0,
      through: 4,
    });
    expect(agendaRange(months, { ...none, from: "2027-01", through: "2026-01" }, NOW)).toEqual({
      from: 2,
      through: 2,
    });
    expect(agendaRange(months, { ...none, from: "2027-02", month: "2026-12" }, NOW)).toEqual({
      from: 1,
      through: 4,
    });
    expect(agendaRange([], none, NOW)).toBeNull();
  });
});
