import { describe, expect, it } from "vitest";
import {
  dateSpan,
  inSpan,
  parseDay,
  periodFromWord,
  startWallClock,
  WEEKEND_STARTS,
} from "./agenda-dates";

// 2026-11-26 is a Thursday; Amsterdam is UTC+1 in winter and UTC+2 in summer.
const at = (iso: string) => new Date(iso);
const shows = (span: ReturnType<typeof dateSpan>, ...isos: string[]) =>
  isos.map((iso) => inSpan(startWallClock(iso) ?? "", span));

describe("today", () => {
  it("is the whole Amsterdam day, also just after midnight when UTC is still on the day before", () => {
    const span = dateSpan("today", at("2026-11-25T23:30:00Z"));
    expect(span).toEqual({ from: "2026-11-26T00:00", to: "2026-11-27T00:00" });
  });
});

describe("this week: from today to the end of Sunday of the Monday–Sunday week", () => {
  it("on a Thursday runs to Sunday", () => {
    expect(dateSpan("week", at("2026-11-26T10:00:00Z"))).toEqual({
      from: "2026-11-26T00:00",
      to: "2026-11-30T00:00",
    });
  });

  it("on Sunday evening is that Sunday alone, up to its last minute", () => {
    const span = dateSpan("week", at("2026-11-29T22:59:00Z")); // 23:59 in Amsterdam
    expect(span).toEqual({ from: "2026-11-29T00:00", to: "2026-11-30T00:00" });
    expect(shows(span, "2026-11-29T23:30:00+01:00", "2026-11-30T00:00:00+01:00")).toEqual([
      true,
      false,
    ]);
  });

  it("from Monday 00:00 Amsterdam time is the new week", () => {
    expect(dateSpan("week", at("2026-11-29T23:00:00Z"))).toEqual({
      from: "2026-11-30T00:00",
      to: "2026-12-07T00:00",
    });
  });

  it("keeps whole days across the change to winter time (Sunday 25 October 2026)", () => {
    const span = dateSpan("week", at("2026-10-22T12:00:00Z"));
    expect(span).toEqual({ from: "2026-10-22T00:00", to: "2026-10-26T00:00" });
    // 02:30 happens twice that night; both are Sunday, a show at 23:00 too
    expect(
      shows(
        span,
        "2026-10-25T02:30:00+02:00",
        "2026-10-25T02:30:00+01:00",
        "2026-10-25T23:00:00+01:00",
        "2026-10-26T00:30:00+01:00",
      ),
    ).toEqual([true, true, true, false]);
  });

  it("and across the change to summer time (Sunday 29 March 2026)", () => {
    const span = dateSpan("week", at("2026-03-29T21:30:00Z")); // 23:30 summer time
    expect(span).toEqual({ from: "2026-03-29T00:00", to: "2026-03-30T00:00" });
  });
});

describe(`this weekend: Friday from ${WEEKEND_STARTS} to the end of Sunday`, () => {
  it("on a weekday is the coming Friday evening, Saturday and Sunday", () => {
    const span = dateSpan("weekend", at("2026-11-23T09:00:00Z")); // Monday
    expect(span).toEqual({ from: "2026-11-27T18:00", to: "2026-11-30T00:00" });
    expect(
      shows(
        span,
        "2026-11-27T14:30:00+01:00", // Friday matinee
        "2026-11-27T18:00:00+01:00",
        "2026-11-28T20:00:00+01:00",
        "2026-11-29T23:59:00+01:00",
        "2026-11-30T00:00:00+01:00",
      ),
    ).toEqual([false, true, true, true, false]);
  });

  it("on Friday afternoon still starts at six", () => {
    expect(dateSpan("weekend", at("2026-11-27T13:00:00Z")).from).toBe("2026-11-27T18:00");
  });

  it("on Saturday and Sunday is what is left of it", () => {
    expect(dateSpan("weekend", at("2026-11-28T09:00:00Z"))).toEqual({
      from: "2026-11-28T00:00",
      to: "2026-11-30T00:00",
    });
    expect(dateSpan("weekend", at("2026-11-29T22:30:00Z"))).toEqual({
      from: "2026-11-29T00:00",
      to: "2026-11-30T00:00",
    });
  });

  it("on Sunday night after midnight is the next weekend", () => {
    expect(dateSpan("weekend", at("2026-11-29T23:00:00Z")).from).toBe("2026-12-04T18:00");
  });
});

describe("one day", () => {
  it("is that whole day", () => {
    expect(dateSpan("2026-12-24", at("2026-11-26T10:00:00Z"))).toEqual({
      from: "2026-12-24T00:00",
      to: "2026-12-25T00:00",
    });
  });

  it("reads only real days in plain digits", () => {
    expect(parseDay("2026-12-24")).toBe("2026-12-24");
    expect(parseDay(" 2026-12-24 ")).toBe("2026-12-24");
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    for (const bad of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "26-12-24",
      "2026-12-24T10:00",
      "1999-01-01",
    ]) {
      expect(parseDay(bad)).toBeNull();
    }
    expect(parseDay(null)).toBeNull();
    expect(parseDay("x".repeat(5000))).toBeNull();
  });
});

describe("period words", () => {
  it("are the language's own, case and space folded; others mean nothing", () => {
    expect(periodFromWord("Deze-Week ", "nl")).toBe("week");
    expect(periodFromWord("this-weekend", "en")).toBe("weekend");
    expect(periodFromWord("this-week", "nl")).toBeNull();
    expect(periodFromWord("<script>", "nl")).toBeNull();
    expect(periodFromWord(null, "en")).toBeNull();
  });
});
