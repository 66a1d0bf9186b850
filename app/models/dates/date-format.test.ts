import { describe, expect, it } from "vitest";
import { formatLongDate, formatNewsItemDate } from "./date-format";

describe("formatNewsItemDate", () => {
  it("formats in Amsterdam time in both languages", () => {
    expect(formatNewsItemDate("2026-11-21T19:00:00Z", "nl")).toBe("za 21 november 2026 20:00");
    expect(formatNewsItemDate("2026-11-21T19:00:00Z", "en")).toBe("Sat 21 November 2026 20:00");
  });

  it("pads the day to two digits", () => {
    expect(formatNewsItemDate("2026-07-04T12:00:00Z", "nl")).toBe("za 04 juli 2026 14:00");
  });

  it("uses the Amsterdam day when it differs from the UTC day", () => {
    expect(formatNewsItemDate("2026-12-31T23:30:00Z", "nl")).toBe("vr 01 januari 2027 00:30");
    expect(formatNewsItemDate("2026-12-31T23:30:00Z", "en")).toBe("Fri 01 January 2027 00:30");
  });

  it("applies summer time", () => {
    // Clocks go forward at 02:00 on 29 March 2026: 01:30 UTC is 03:30 summer time.
    expect(formatNewsItemDate("2026-03-29T01:30:00Z", "nl")).toBe("zo 29 maart 2026 03:30");
    expect(formatNewsItemDate("2026-03-29T00:30:00Z", "en")).toBe("Sun 29 March 2026 01:30");
  });

  it("respects an explicit offset", () => {
    expect(formatNewsItemDate("2026-06-01T20:00:00+02:00", "en")).toBe("Mon 01 June 2026 20:00");
  });

  it("reads a date without offset as Amsterdam time, also in SQL form", () => {
    expect(formatNewsItemDate("2026-06-01T20:00:00", "nl")).toBe("ma 01 juni 2026 20:00");
    expect(formatNewsItemDate("2026-06-01 20:00:00", "nl")).toBe("ma 01 juni 2026 20:00");
  });

  it("returns null for an invalid date", () => {
    expect(formatNewsItemDate("", "nl")).toBeNull();
    expect(formatNewsItemDate("not a date", "en")).toBeNull();
    expect(formatNewsItemDate("2026-02-30T10:00:00Z", "nl")).toBeNull();
  });
});

describe("formatLongDate", () => {
  it("writes out weekday and month in both languages", () => {
    expect(formatLongDate("2026-11-21T19:00:00Z", "nl")).toBe("zaterdag 21 november 2026");
    expect(formatLongDate("2026-11-21T19:00:00Z", "en")).toBe("Saturday 21 November 2026");
  });

  it("does not pad the day", () => {
    expect(formatLongDate("2026-07-04T12:00:00Z", "en")).toBe("Saturday 4 July 2026");
  });

  it("uses the Amsterdam day when it differs from the UTC day", () => {
    expect(formatLongDate("2026-03-28T23:30:00Z", "nl")).toBe("zondag 29 maart 2026");
    expect(formatLongDate("2026-03-28T23:30:00Z", "en")).toBe("Sunday 29 March 2026");
  });

  it("uses the summer-time offset after the clock change", () => {
    // 22:30 UTC is 00:30 next day in summer (UTC+2) but would still be 23:30 in winter (UTC+1).
    expect(formatLongDate("2026-06-30T22:30:00Z", "nl")).toBe("woensdag 1 juli 2026");
    expect(formatLongDate("2026-01-30T22:30:00Z", "nl")).toBe("vrijdag 30 januari 2026");
  });

  it("returns null for an invalid date", () => {
    expect(formatLongDate("31-12-2026", "nl")).toBeNull();
  });
});
