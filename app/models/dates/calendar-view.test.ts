import { describe, expect, it } from "vitest";
import { type CalendarMonth, calendarMonths } from "./calendar-view";

type Ev = { id: string; start_date: string };
const ev = (id: string, start_date: string): Ev => ({ id, start_date });

/** A month as text rows: day numbers, "-" for neighbour-month days, "p" suffix for past days, event ids in brackets. */
function render(month: CalendarMonth<Ev>): string[] {
  return month.weeks.map((week) =>
    week
      .map((d) => {
        if (!d.inMonth) return "-";
        const events = d.events.length ? `[${d.events.map((e) => e.id).join(",")}]` : "";
        return `${d.day}${d.past ? "p" : ""}${events}`;
      })
      .join(" "),
  );
}

describe("calendarMonths", () => {
  const now = new Date("2026-11-15T10:00:00Z");

  it("lays a month out in Monday-first weeks with neighbour days outside the month", () => {
    const [november] = calendarMonths([ev("a", "2026-11-20T20:00:00+01:00")], "nl", now);
    expect(november).toMatchObject({
      month: 10,
      year: 2026,
      id: "2026-11",
      label: "november 2026",
    });
    // 1 November 2026 is a Sunday.
    expect(render(november!)).toEqual([
      "- - - - - - 1p",
      "2p 3p 4p 5p 6p 7p 8p",
      "9p 10p 11p 12p 13p 14p 15",
      "16 17 18 19 20[a] 21 22",
      "23 24 25 26 27 28 29",
      "30 - - - - - -",
    ]);
    const firstWeek = november!.weeks[0]!;
    expect(firstWeek[0]).toEqual({
      date: "2026-10-26",
      day: 26,
      inMonth: false,
      past: true,
      events: [],
    });
    expect(november!.weeks[5]![6]).toEqual({
      date: "2026-12-06",
      day: 6,
      inMonth: false,
      past: false,
      events: [],
    });
    expect(november!.weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("names months in English too", () => {
    expect(calendarMonths([ev("a", "2026-11-20T20:00:00+01:00")], "en", now)[0]?.label).toBe(
      "November 2026",
    );
  });

  it("covers every month from the first to the last event, across the year end", () => {
    const months = calendarMonths(
      [ev("feb", "2027-02-01T20:00:00+01:00"), ev("nov", "2026-11-30T20:00:00+01:00")],
      "en",
      now,
    );
    expect(months.map((m) => [m.id, m.label])).toEqual([
      ["2026-11", "November 2026"],
      ["2026-12", "December 2026"],
      ["2027-01", "January 2027"],
      ["2027-02", "February 2027"],
    ]);
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(render(months[3]!)).toEqual([
      "1[feb] 2 3 4 5 6 7",
      "8 9 10 11 12 13 14",
      "15 16 17 18 19 20 21",
      "22 23 24 25 26 27 28",
    ]);
  });

  it("shows an event only in its own month, not in a neighbour's leading or trailing days", () => {
    const [november, december] = calendarMonths(
      [ev("nov30", "2026-11-30T20:00:00+01:00"), ev("dec1", "2026-12-01T20:00:00+01:00")],
      "en",
      now,
    );
    expect(november!.weeks[5]![1]).toMatchObject({
      date: "2026-12-01",
      inMonth: false,
      events: [],
    });
    expect(december!.weeks[0]![0]).toMatchObject({
      date: "2026-11-30",
      inMonth: false,
      events: [],
    });
    expect(render(december!)[0]).toBe("- 1[dec1] 2 3 4 5 6");
  });

  it("hides events before today but keeps today's earlier ones", () => {
    const months = calendarMonths(
      [
        ev("yesterday", "2026-11-14T20:00:00+01:00"),
        ev("today-late", "2026-11-15T20:00:00+01:00"),
        ev("today-early", "2026-11-14T23:30:00Z"), // 00:30 on the 15th in Amsterdam
        ev("old-month", "2026-10-10T20:00:00+02:00"),
      ],
      "nl",
      now,
    );
    expect(months.map((m) => m.id)).toEqual(["2026-11"]);
    expect(render(months[0]!)[2]).toBe("9p 10p 11p 12p 13p 14p 15[today-early,today-late]");
  });

  it("puts events on their Amsterdam day through the DST changes", () => {
    const march = calendarMonths(
      [
        ev("sat-late", "2026-03-28T22:30:00Z"), // 23:30 CET, Saturday
        ev("sun-early", "2026-03-29T00:30:00Z"), // 01:30 CET, Sunday, before the change
        ev("mon-early", "2026-03-29T22:30:00Z"), // 00:30 CEST, Monday
      ],
      "en",
      new Date("2026-03-01T12:00:00Z"),
    )[0]!;
    expect(render(march).slice(-2)).toEqual([
      "23 24 25 26 27 28[sat-late] 29[sun-early]",
      "30[mon-early] 31 - - - - -",
    ]);
    const october = calendarMonths(
      [ev("sun", "2026-10-25T22:30:00Z")], // 23:30 CET on Sunday 25 October
      "nl",
      new Date("2026-10-01T12:00:00Z"),
    )[0]!;
    expect(render(october).slice(-2)).toEqual(["19 20 21 22 23 24 25[sun]", "26 27 28 29 30 31 -"]);
  });

  it("ignores invalid starts and gives nothing without future events", () => {
    expect(
      calendarMonths([ev("bad", "never"), ev("old", "2020-01-01T20:00:00+01:00")], "nl", now),
    ).toEqual([]);
    expect(calendarMonths([], "nl", now)).toEqual([]);
  });
});
