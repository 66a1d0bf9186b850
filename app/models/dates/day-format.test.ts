import { describe, expect, it } from "vitest";
import { formatDayMonthYear } from "./day-format";

describe("formatDayMonthYear", () => {
  it("writes a day in the page's language", () => {
    expect(formatDayMonthYear("2026-12-01", "nl")).toBe("1 december 2026");
    expect(formatDayMonthYear("2026-12-01", "en")).toBe("1 December 2026");
    expect(formatDayMonthYear("2027-01-31", "nl")).toBe("31 januari 2027");
  });

  it("keeps the day whatever zone the process runs in", () => {
    expect(formatDayMonthYear("2026-03-29", "en")).toBe("29 March 2026");
    expect(formatDayMonthYear("2026-10-25", "en")).toBe("25 October 2026");
  });

  it("answers null for what is not a day", () => {
    expect(formatDayMonthYear("2026-02-30", "nl")).toBeNull();
    expect(formatDayMonthYear("2026-12-01T10:00", "nl")).toBeNull();
    expect(formatDayMonthYear("morgen", "en")).toBeNull();
  });
});
