import { describe, expect, it } from "vitest";
import {
  COLLAPSE_ABOVE,
  formatDuration,
  formatPlayDate,
  formatTime,
  isDateTableCollapsed,
  playDateMonths,
} from "./play-dates";

type Ev = { id: string; start_date: string; end_date?: string | null };
const ev = (id: string, start_date: string, end_date?: string | null): Ev => ({
  id,
  start_date,
  end_date,
});
const shape = (months: ReturnType<typeof playDateMonths<Ev>>) =>
  months.map((m) => [m.id, m.label, m.rows.map((r) => r.event.id)]);

describe("playDateMonths", () => {
  const now = new Date("2026-11-15T19:30:00Z"); // 20:30 on 15 November in Amsterdam

  it("sorts by start and groups per Amsterdam month with a label", () => {
    const events = [
      ev("jan", "2027-01-02T20:00:00+01:00"),
      ev("dec-eve", "2026-12-31T20:00:00+01:00"),
      ev("nov", "2026-11-20T20:00:00+01:00"),
      ev("dec-mat", "2026-12-31T14:00:00+01:00"),
    ];
    expect(shape(playDateMonths(events, "nl", now))).toEqual([
      ["2026-11", "november 2026", ["nov"]],
      ["2026-12", "december 2026", ["dec-mat", "dec-eve"]],
      ["2027-01", "januari 2027", ["jan"]],
    ]);
    expect(shape(playDateMonths(events, "en", now)).map((m) => m[1])).toEqual([
      "November 2026",
      "December 2026",
      "January 2027",
    ]);
    expect(playDateMonths(events, "nl", now)[2]).toMatchObject({ month: 0, year: 2027 });
  });

  it("keeps today's earlier shows and drops yesterday's", () => {
    const events = [
      ev("today-matinee", "2026-11-15T14:00:00+01:00"),
      ev("today-just-after-midnight", "2026-11-14T23:05:00Z"),
      ev("yesterday-late", "2026-11-14T22:55:00Z"),
    ];
    expect(shape(playDateMonths(events, "nl", now))).toEqual([
      ["2026-11", "november 2026", ["today-just-after-midnight", "today-matinee"]],
    ]);
  });

  it("files a show just after midnight on the 1st under the new month", () => {
    const months = playDateMonths([ev("x", "2026-11-30T23:30:00Z")], "en", now);
    expect(shape(months)).toEqual([["2026-12", "December 2026", ["x"]]]);
    expect(months[0]?.rows[0]?.dayKey).toBe("2026-12-01");
  });

  it("drops events with a missing or invalid start, never crashing", () => {
    const broken = [
      ev("empty", ""),
      ev("words", "next week"),
      { id: "missing" } as unknown as Ev,
      { id: "null", start_date: null } as unknown as Ev,
      ev("ok", "2026-11-20T20:00:00+01:00"),
    ];
    expect(shape(playDateMonths(broken, "nl", now))).toEqual([
      ["2026-11", "november 2026", ["ok"]],
    ]);
  });

  it("keeps the CMS strings in the row and only a usable end", () => {
    const events = [
      ev("with-end", "2026-11-20T20:00:00+01:00", "2026-11-20T22:30:00+01:00"),
      ev("bad-end", "2026-11-21T20:00:00+01:00", "later"),
      ev("end-before-start", "2026-11-22T20:00:00+01:00", "2026-11-22T19:00:00+01:00"),
      ev("no-end", "2026-11-23T20:00:00+01:00", null),
    ];
    const rows = playDateMonths(events, "nl", now)[0]?.rows ?? [];
    expect(rows.map((r) => [r.start, r.end, r.dayKey])).toEqual([
      ["2026-11-20T20:00:00+01:00", "2026-11-20T22:30:00+01:00", "2026-11-20"],
      ["2026-11-21T20:00:00+01:00", null, "2026-11-21"],
      ["2026-11-22T20:00:00+01:00", null, "2026-11-22"],
      ["2026-11-23T20:00:00+01:00", null, "2026-11-23"],
    ]);
    expect(rows[0]?.event).toBe(events[0]);
  });

  it("sorts by the instant, whatever offset notation the CMS used", () => {
    // As text "19:30:00Z" sorts first, but it is 20:30 in Amsterdam, after the 20:00 show.
    const events = [ev("b", "2026-11-20T20:00:00+01:00"), ev("a", "2026-11-20T19:30:00Z")];
    expect(shape(playDateMonths(events, "nl", now))[0]?.[2]).toEqual(["b", "a"]);
  });

  it("gives no months without future events", () => {
    expect(playDateMonths([ev("old", "2026-01-01T20:00:00+01:00")], "nl", now)).toEqual([]);
    expect(playDateMonths([], "nl", now)).toEqual([]);
  });
});

describe("isDateTableCollapsed", () => {
  const base = { expanded: false, heading: "Hamlet", collapsedPerformers: ["Youp van 't Hek"] };

  it("collapses above 10 rows unless expanded", () => {
    expect(COLLAPSE_ABOVE).toBe(10);
    expect(isDateTableCollapsed(10, base)).toBe(false);
    expect(isDateTableCollapsed(11, base)).toBe(true);
    expect(isDateTableCollapsed(11, { ...base, expanded: true })).toBe(false);
  });

  it("collapses a performer's page whatever the row count, case-insensitively", () => {
    const page = { ...base, heading: "YOUP VAN 'T HEK - Oudejaarsconference" };
    expect(isDateTableCollapsed(2, page)).toBe(true);
    expect(isDateTableCollapsed(0, { ...page, heading: "Een avond met youp van 't hek" })).toBe(
      true,
    );
  });

  it("still lets the visitor expand a performer's page", () => {
    const page = { ...base, heading: "Youp van 't Hek", expanded: true };
    expect(isDateTableCollapsed(30, page)).toBe(false);
  });

  it("ignores blank configured names", () => {
    expect(isDateTableCollapsed(2, { ...base, collapsedPerformers: ["", "  "] })).toBe(false);
  });
});

describe("formatPlayDate", () => {
  const now = new Date("2026-06-01T10:00:00Z");

  it("writes weekday, day and month in both languages", () => {
    expect(formatPlayDate("2026-11-21T20:00:00+01:00", "nl", now)).toBe("za 21 november");
    expect(formatPlayDate("2026-11-21T20:00:00+01:00", "en", now)).toBe("Sat 21 November");
  });

  it("adds the year outside the current Amsterdam year", () => {
    expect(formatPlayDate("2027-01-03T20:00:00+01:00", "nl", now)).toBe("zo 3 januari 2027");
    expect(formatPlayDate("2027-01-03T20:00:00+01:00", "en", now)).toBe("Sun 3 January 2027");
    // 23:30 UTC on 31 December 2026 is already 2027 in Amsterdam.
    const newYear = new Date("2026-12-31T23:30:00Z");
    expect(formatPlayDate("2027-01-03T20:00:00+01:00", "nl", newYear)).toBe("zo 3 januari");
    expect(formatPlayDate("2026-12-31T20:00:00+01:00", "en", newYear)).toBe("Thu 31 December 2026");
  });

  it("uses the Amsterdam day around the DST change", () => {
    // 00:30 UTC on 29 March 2026 is 01:30 CET; 22:30 UTC on 28 March is 23:30 CET the day before.
    expect(formatPlayDate("2026-03-28T22:30:00Z", "nl", now)).toBe("za 28 maart");
    expect(formatPlayDate("2026-03-28T23:30:00Z", "en", now)).toBe("Sun 29 March");
    // In summer 22:30 UTC is already the next day.
    expect(formatPlayDate("2026-06-30T22:30:00Z", "nl", now)).toBe("wo 1 juli");
  });

  it("is empty for an unreadable date", () => {
    expect(formatPlayDate("soon", "nl", now)).toBe("");
  });
});

describe("formatTime", () => {
  it("gives Amsterdam wall time in both seasons", () => {
    expect(formatTime("2026-11-21T19:00:00Z")).toBe("20:00");
    expect(formatTime("2026-07-04T18:00:00Z")).toBe("20:00");
    expect(formatTime("2026-07-04T14:30:00+02:00")).toBe("14:30");
    expect(formatTime("2026-03-29T01:30:00Z")).toBe("03:30");
  });

  it("is empty for an unreadable date", () => {
    expect(formatTime("")).toBe("");
  });
});

describe("formatDuration", () => {
  it("writes hours and minutes in both languages", () => {
    const start = "2026-11-21T20:00:00+01:00";
    expect(formatDuration(start, "2026-11-21T22:30:00+01:00", "nl")).toBe("2 uur en 30 minuten");
    expect(formatDuration(start, "2026-11-21T22:30:00+01:00", "en")).toBe("2 hours 30 minutes");
    expect(formatDuration(start, "2026-11-21T21:01:00+01:00", "nl")).toBe("1 uur en 1 minuut");
    expect(formatDuration(start, "2026-11-21T21:01:00+01:00", "en")).toBe("1 hour 1 minute");
    expect(formatDuration(start, "2026-11-21T22:00:00+01:00", "nl")).toBe("2 uur");
    expect(formatDuration(start, "2026-11-21T21:00:00+01:00", "en")).toBe("1 hour");
    expect(formatDuration(start, "2026-11-21T20:45:00+01:00", "nl")).toBe("45 minuten");
    expect(formatDuration(start, "2026-11-21T20:45:00+01:00", "en")).toBe("45 minutes");
  });

  it("past midnight and across a DST change counts elapsed time", () => {
    expect(formatDuration("2026-11-21T22:30:00+01:00", "2026-11-22T00:15:00+01:00", "en")).toBe(
      "1 hour 45 minutes",
    );
    // Night of 25 October 2026: the clock shows 01:30 then 02:30, but 02:00-03:00 repeats, so
    // two real hours pass.
    expect(formatDuration("2026-10-25T01:30:00+02:00", "2026-10-25T02:30:00+01:00", "nl")).toBe(
      "2 uur",
    );
    // Night of 29 March 2026: 01:30 CET to 03:30 CEST looks like two hours but 02:00-03:00 is
    // skipped, so one real hour passes.
    expect(formatDuration("2026-03-29T01:30:00+01:00", "2026-03-29T03:30:00+02:00", "en")).toBe(
      "1 hour",
    );
  });

  it("is null when there is no sensible duration", () => {
    const start = "2026-11-21T20:00:00+01:00";
    expect(formatDuration(start, start, "nl")).toBeNull();
    expect(formatDuration(start, "2026-11-21T19:00:00+01:00", "nl")).toBeNull();
    expect(formatDuration(start, "later", "en")).toBeNull();
    expect(formatDuration("", start, "en")).toBeNull();
    // A run over several days is not a show length.
    expect(formatDuration(start, "2026-11-22T20:00:00+01:00", "en")).toBeNull();
  });
});
