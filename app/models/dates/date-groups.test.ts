import { describe, expect, it } from "vitest";
import { type DateGroup, formatDateGroups, groupDates } from "./date-groups";

const NOW_2026 = new Date("2026-02-01T10:00:00Z");
const march = (day: number, time = "20:00:00+01:00") =>
  `2026-03-${String(day).padStart(2, "0")}T${time}`;

function both(isoDates: string[], now = NOW_2026): [string, string] {
  const groups = groupDates(isoDates);
  return [formatDateGroups(groups, "nl", now), formatDateGroups(groups, "en", now)];
}

describe("groupDates", () => {
  it("puts consecutive days of one month in one group", () => {
    expect(groupDates([march(12), march(13), march(14)])).toEqual([
      { first: "2026-03-12", last: "2026-03-14", days: ["2026-03-12", "2026-03-13", "2026-03-14"] },
    ]);
  });

  it("splits on a gap of more than one day", () => {
    expect(groupDates([march(12), march(14)])).toEqual([
      { first: "2026-03-12", last: "2026-03-12", days: ["2026-03-12"] },
      { first: "2026-03-14", last: "2026-03-14", days: ["2026-03-14"] },
    ]);
  });

  it("splits at a month boundary even for consecutive days", () => {
    expect(groupDates(["2026-03-31T20:00:00+02:00", "2026-04-01T20:00:00+02:00"])).toEqual([
      { first: "2026-03-31", last: "2026-03-31", days: ["2026-03-31"] },
      { first: "2026-04-01", last: "2026-04-01", days: ["2026-04-01"] },
    ]);
  });

  it("joins 9 and 10 (two-digit days) and splits across February's end and the year's end", () => {
    expect(groupDates(["2026-11-09T20:00:00+01:00", "2026-11-10T20:00:00+01:00"])).toHaveLength(1);
    expect(groupDates(["2026-02-28T20:00:00+01:00", "2026-03-01T20:00:00+01:00"])).toHaveLength(2);
    expect(groupDates(["2028-02-28T20:00:00+01:00", "2028-02-29T20:00:00+01:00"])).toHaveLength(1);
    expect(groupDates(["2026-12-31T20:00:00+01:00", "2027-01-01T20:00:00+01:00"])).toHaveLength(2);
  });

  it("sorts, removes duplicate days (matinee and evening) and drops invalid dates", () => {
    expect(
      groupDates([march(14), march(12, "14:30:00+01:00"), "garbage", march(12), march(13), ""]),
    ).toEqual([
      { first: "2026-03-12", last: "2026-03-14", days: ["2026-03-12", "2026-03-13", "2026-03-14"] },
    ]);
  });

  it("uses the Amsterdam day, not the UTC day", () => {
    // 23:30 UTC on 11 March is 00:30 on 12 March in Amsterdam.
    expect(groupDates(["2026-03-11T23:30:00Z", march(13)])).toEqual([
      { first: "2026-03-12", last: "2026-03-13", days: ["2026-03-12", "2026-03-13"] },
    ]);
  });

  it("keeps consecutive days together across the DST changes", () => {
    expect(
      groupDates([
        "2026-03-28T20:00:00+01:00",
        "2026-03-29T20:00:00+02:00",
        "2026-03-30T20:00:00+02:00",
      ]),
    ).toHaveLength(1);
    expect(
      groupDates([
        "2026-10-24T20:00:00+02:00",
        "2026-10-25T20:00:00+01:00",
        "2026-10-26T20:00:00+01:00",
      ]),
    ).toHaveLength(1);
  });

  it("gives no groups for no dates", () => {
    expect(groupDates([])).toEqual([]);
  });
});

describe("formatDateGroups", () => {
  it("writes one day", () => {
    expect(both([march(12)])).toEqual(["12 maart", "12 March"]);
  });

  it("writes two consecutive days with en / &", () => {
    expect(both([march(12), march(13)])).toEqual(["12 en 13 maart", "12 & 13 March"]);
  });

  it("writes a run of three or more days as a range", () => {
    expect(both([march(12), march(13), march(14)])).toEqual(["12 t/m 14 maart", "12 to 14 March"]);
    expect(both([march(1), march(2), march(3), march(4), march(5)])).toEqual([
      "1 t/m 5 maart",
      "1 to 5 March",
    ]);
  });

  it("joins separate groups with a comma", () => {
    expect(both([march(12), march(14)])).toEqual(["12 maart, 14 maart", "12 March, 14 March"]);
    expect(both(["2026-03-31T20:00:00+02:00", "2026-04-01T20:00:00+02:00"])).toEqual([
      "31 maart, 1 april",
      "31 March, 1 April",
    ]);
    expect(both([march(5), march(6), march(12), march(13), march(14), march(20)])).toEqual([
      "5 en 6 maart, 12 t/m 14 maart, 20 maart",
      "5 & 6 March, 12 to 14 March, 20 March",
    ]);
  });

  it("adds the year to groups outside the current year", () => {
    expect(
      both(["2027-01-03T20:00:00+01:00", "2027-01-04T20:00:00+01:00", "2027-01-05T20:00:00+01:00"]),
    ).toEqual(["3 t/m 5 januari 2027", "3 to 5 January 2027"]);
  });

  it("adds the year per group across a year boundary", () => {
    const dates = [
      "2026-12-30T20:00:00+01:00",
      "2026-12-31T20:00:00+01:00",
      "2027-01-01T20:00:00+01:00",
      "2027-01-02T20:00:00+01:00",
    ];
    expect(both(dates, new Date("2026-12-01T12:00:00Z"))).toEqual([
      "30 en 31 december, 1 en 2 januari 2027",
      "30 & 31 December, 1 & 2 January 2027",
    ]);
    expect(both(dates, new Date("2027-01-01T12:00:00Z"))).toEqual([
      "30 en 31 december 2026, 1 en 2 januari",
      "30 & 31 December 2026, 1 & 2 January",
    ]);
  });

  it("takes the current year from Amsterdam time", () => {
    // 23:30 UTC on New Year's Eve is already 2027 in Amsterdam.
    expect(both(["2027-01-03T20:00:00+01:00"], new Date("2026-12-31T23:30:00Z"))).toEqual([
      "3 januari",
      "3 January",
    ]);
    expect(both(["2027-01-03T20:00:00+01:00"], new Date("2026-12-31T22:30:00Z"))).toEqual([
      "3 januari 2027",
      "3 January 2027",
    ]);
  });

  it("gives an empty text for no groups", () => {
    expect(formatDateGroups([], "nl", NOW_2026)).toBe("");
  });

  it("still reads correctly for a hand-made group spanning months", () => {
    const group: DateGroup = {
      first: "2026-03-30",
      last: "2026-04-02",
      days: ["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"],
    };
    expect(formatDateGroups([group], "nl", NOW_2026)).toBe("30 maart t/m 2 april");
    expect(formatDateGroups([group], "en", NOW_2026)).toBe("30 March to 2 April");
  });
});
