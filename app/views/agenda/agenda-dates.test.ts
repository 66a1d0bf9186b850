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
  it("is the rest of the Amsterdam day, also just after midnight when UTC is still on the day before", () => {
    const span = dateSpan("today", at("2026-11-25T23:30:00Z"));
    expect(span).toEqual({ from: "2026-11-26T00:31", to: "2026-11-27T00:00" });
  });

  it("leaves out what has begun, by start time, at the minute", () => {
    const span = dateSpan("today", at("2026-11-29T06:44:10Z")); // Sunday 07:44:10
    expect(
      shows(
        span,
        "2026-11-29T07:00:00+01:00",
        "2026-11-29T07:44:00+01:00",
        "2026-11-29T07:45:00+01:00",
        "2026-11-29T11:00:00+01:00",
      ),
    ).toEqual([false, false, true, true]);
  });
});

describe("next 7 days: from now to the end of the sixth day after today", () => {
  it("on a Sunday morning runs to Saturday night", () => {
    expect(dateSpan("next7", at("2026-11-29T06:44:00Z"))).toEqual({
      from: "2026-11-29T07:45",
      to: "2026-12-06T00:00",
    });
  });

  it("counts days on the wall clock across the change to winter time", () => {
    const span = dateSpan("next7", at("2026-10-21T10:00:00Z")); // Wednesday 12:00 summer time
    expect(span).toEqual({ from: "2026-10-21T12:01", to: "2026-10-28T00:00" });
    expect(shows(span, "2026-10-27T23:30:00+01:00", "2026-10-28T00:00:00+01:00")).toEqual([
      true,
      false,
    ]);
  });
});

describe("this week: from today to the end of Sunday of the Monday–Sunday week", () => {
  it("on a Thursday runs to Sunday", () => {
    expect(dateSpan("week", at("2026-11-26T10:00:00Z"))).toEqual({
      from: "2026-11-26T11:01",
      to: "2026-11-30T00:00",
    });
  });

  it("on Sunday evening is the rest of that Sunday alone", () => {
    const span = dateSpan("week", at("2026-11-29T22:29:00Z")); // 23:29 in Amsterdam
    expect(span).toEqual({ from: "2026-11-29T23:30", to: "2026-11-30T00:00" });
    expect(
      shows(
        span,
        "2026-11-29T20:00:00+01:00",
        "2026-11-29T23:30:00+01:00",
        "2026-11-30T00:00:00+01:00",
      ),
    ).toEqual([false, true, false]);
  });

  it("from Monday 00:00 Amsterdam time is the new week", () => {
    expect(dateSpan("week", at("2026-11-29T23:00:00Z"))).toEqual({
      from: "2026-11-30T00:01",
      to: "2026-12-07T00:00",
    });
  });

  it("keeps whole days across the change to winter time (Sunday 25 October 2026)", () => {
    const span = dateSpan("week", at("2026-10-22T12:00:00Z"));
    expect(span).toEqual({ from: "2026-10-22T14:01", to: "2026-10-26T00:00" });
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
    expect(span).toEqual({ from: "2026-03-29T23:31", to: "2026-03-30T00:00" });
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

  it("on Friday evening starts now", () => {
    expect(dateSpan("weekend", at("2026-11-27T19:15:00Z")).from).toBe("2026-11-27T20:16");
  });

  it("on Saturday and Sunday is what is left of it", () => {
    expect(dateSpan("weekend", at("2026-11-28T09:00:00Z"))).toEqual({
      from: "2026-11-28T10:01",
      to: "2026-11-30T00:00",
    });
    expect(dateSpan("weekend", at("2026-11-29T22:30:00Z"))).toEqual({
      from: "2026-11-29T23:31",
      to: "2026-11-30T00:00",
    });
  });

  it("on Sunday at 07:44 lists only the performances that start later", () => {
    const span = dateSpan("weekend", at("2026-11-29T06:44:00Z"));
    expect(span).toEqual({ from: "2026-11-29T07:45", to: "2026-11-30T00:00" });
    expect(
      shows(
        span,
        "2026-11-28T20:00:00+01:00", // Saturday night: over
        "2026-11-29T07:30:00+01:00", // begun
        "2026-11-29T11:00:00+01:00", // the backstage tour
        "2026-11-29T20:00:00+01:00",
      ),
    ).toEqual([false, false, true, true]);
  });

  it("on Saturday just before midnight, Sunday is still in it", () => {
    const span = dateSpan("weekend", at("2026-11-28T22:59:00Z")); // 23:59
    expect(span.from).toBe("2026-11-29T00:00");
    expect(shows(span, "2026-11-29T00:00:00+01:00", "2026-11-29T14:00:00+01:00")).toEqual([
      true,
      true,
    ]);
  });

  it("keeps wall-clock times on the weekend of the change to winter time", () => {
    // Sunday 25 October 2026, 02:10 summer time, before the clocks go back at 03:00.
    const span = dateSpan("weekend", at("2026-10-25T00:10:00Z"));
    expect(span).toEqual({ from: "2026-10-25T02:11", to: "2026-10-26T00:00" });
    expect(
      shows(span, "2026-10-25T02:30:00+01:00", "2026-10-25T14:00:00+01:00"), // 02:30 after
    ).toEqual([true, true]);
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

  it("today is the rest of today; a day gone by holds nothing", () => {
    expect(dateSpan("2026-11-29", at("2026-11-29T06:44:00Z"))).toEqual({
      from: "2026-11-29T07:45",
      to: "2026-11-30T00:00",
    });
    const past = dateSpan("2026-11-28", at("2026-11-29T06:44:00Z"));
    expect(shows(past, "2026-11-28T20:00:00+01:00", "2026-11-29T20:00:00+01:00")).toEqual([
      false,
      false,
    ]);
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
    expect(periodFromWord("komende-7-dagen", "nl")).toBe("next7");
    expect(periodFromWord("next-7-days", "en")).toBe("next7");
    expect(periodFromWord("this-week", "nl")).toBeNull();
    expect(periodFromWord("<script>", "nl")).toBeNull();
    expect(periodFromWord(null, "en")).toBeNull();
  });
});
