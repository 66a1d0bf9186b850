import { describe, expect, it } from "vitest";
import { build, evenings, event, rowsOf } from "../../../tests/support/production-page";
import { calendarLayout } from "./play-dates-calendar";
import { COLLAPSED_ROWS } from "./production-date-rows";

describe("play dates", () => {
  it("labels a performance with the English supertitle on English pages, else the Dutch label", () => {
    const labelled = event("2026-12-05T20:00:00+01:00", {
      id: "e1",
      data: { calendarlabel: "Première" },
      calendarLabels: { best_deal: false, supertitle_en: "Premiere" },
    });
    const plain = event("2026-12-06T20:00:00+01:00", {
      id: "e2",
      data: { calendarlabel: "Try-out" },
    });
    expect(rowsOf(build([labelled, plain])).map((row) => row.label)).toEqual([
      "Première",
      "Try-out",
    ]);
    expect(rowsOf(build([labelled, plain], {}, { locale: "en" })).map((row) => row.label)).toEqual([
      "Premiere",
      "Try-out",
    ]);
  });

  it("groups rows per month with date, times, duration, interval, hall, note and .ics link", () => {
    const view = build([
      event("2026-12-05T20:00:00+01:00", {
        id: "e1",
        hall_id: "2",
        data: { speellijsttekst: "Engels boventiteld", calendarlabel: "Try-out", pauze: "no" },
      }),
      event("2027-01-09T20:00:00+01:00", { id: "e2", data: { eindtijdbekend: false } }),
    ]);
    expect(view.playDates?.kind).toBe("list");
    if (view.playDates?.kind !== "list") return;
    expect(view.playDates.months.map((m) => m.label)).toEqual(["december 2026", "januari 2027"]);
    const [first, second] = rowsOf(view);
    expect(first).toMatchObject({
      date: "za 5 december",
      time: "20:00",
      endTime: "22:30",
      duration: "2 uur en 30 minuten",
      pause: "no",
      hall: "Kleine Zaal",
      note: "Engels boventiteld",
      label: "Try-out",
      icsHref: "/voorstelling/hamlet/zet-in-agenda/e1",
      context: "Hamlet, za 5 december 20:00",
    });
    // End time unknown: no end time and no duration, only the start.
    expect(second).toMatchObject({ date: "za 9 januari 2027", endTime: null, duration: null });
  });

  it("speaks English on English pages", () => {
    const view = build(
      [event("2026-12-05T20:00:00+01:00", { id: "e1" })],
      { url: "/en/show/hamlet" },
      { locale: "en" },
    );
    expect(rowsOf(view)[0]).toMatchObject({
      date: "Sat 5 December",
      duration: "2 hours 30 minutes",
      icsHref: "/en/show/hamlet/add-to-calendar/e1",
    });
  });

  it("uses the page's duration text and hides times when asked", () => {
    expect(rowsOf(build(evenings(1), { overruleDurationText: "ca. 2,5 uur" }))[0]?.duration).toBe(
      "ca. 2,5 uur",
    );
    const hidden = rowsOf(build(evenings(1), { hideStartEndTimeInfo: true }))[0];
    expect(hidden).toMatchObject({ time: "20:00", endTime: null, duration: null });
  });

  it("collapses beyond 10 rows unless expanded by the address", () => {
    const ten = build(evenings(10)).playDates;
    expect(ten).toMatchObject({ kind: "list", collapsed: false, collapsible: false, total: 10 });
    const eleven = build(evenings(11)).playDates;
    expect(eleven).toMatchObject({
      collapsed: true,
      collapsible: true,
      visibleRows: COLLAPSED_ROWS,
    });
    const expanded = build(evenings(11), {}, { expandDates: true }).playDates;
    // Expanded by the address: everything shows and "show fewer" stays available.
    expect(expanded).toMatchObject({ collapsed: false, collapsible: true });
  });

  it("always collapses the list of pages naming a configured performer", () => {
    const view = build(evenings(4), { heading: "Bram Koster – Nieuw materiaal" });
    expect(view.playDates).toMatchObject({ collapsed: true, collapsible: true });
  });

  it("shows the no-dates state for no, past or malformed-only events", () => {
    expect(build([]).playDates).toEqual({ kind: "none" });
    expect(build([event("2026-10-01T20:00:00+02:00")]).playDates).toEqual({ kind: "none" });
    const view = build([event("", { id: "broken" })]);
    expect(view.playDates).toEqual({ kind: "none" });
    expect(view.salesButton).toBeNull();
    expect(view.bigGroups).toBeNull();
    expect(view.jsonLd).toBeNull();
  });

  it("shows a Monday-first calendar from the current month when the page asks for it", () => {
    const view = build(
      [
        event("2026-11-22T20:00:00+01:00", { id: "today" }),
        event("2026-12-03T14:00:00+01:00", { id: "matinee" }),
        event("2026-12-03T20:00:00+01:00", { id: "evening" }),
      ],
      { enableSpeeldataCalendarView: true },
    );
    expect(view.playDates?.kind).toBe("calendar");
    if (view.playDates?.kind !== "calendar") return;
    // The data carries each performance once, the shop's address once; the browser lays out
    // the weeks.
    expect(view.playDates.salesPrefix).toBe(
      "https://tickets.theater-amsterdam.example/voorstellingen/17106/",
    );
    expect(view.playDates.performances[1]).toEqual({
      eventId: "matinee",
      day: "2026-12-03",
      time: "14:00",
      status: "on_sale",
      href: "matinee",
    });
    expect(view.playDates.selected).toBe(0);
    const layout = calendarLayout(view.playDates, "nl");
    expect(layout.weekdays[0]).toBe("ma");
    expect(layout.months.map((m) => m.id)).toEqual(["2026-11", "2026-12"]);
    expect(layout.pillWidth).toBe("narrow");
    const november = layout.months[0]?.weeks.flat() ?? [];
    // Days before today are past and carry no performances.
    expect(november.find((d) => d.date === "2026-11-21")).toMatchObject({ past: true, events: [] });
    const today = november.find((d) => d.date === "2026-11-22");
    expect(today?.label).toBe("zondag 22 november 2026");
    expect(today?.events.map((e) => e.eventId)).toEqual(["today"]);
    expect(today?.events[0]?.button).toMatchObject({
      kind: "link",
      href: "https://tickets.theater-amsterdam.example/voorstellingen/17106/today",
    });
    const december = layout.months[1]?.weeks.flat() ?? [];
    expect(december.find((d) => d.date === "2026-12-03")?.events.map((e) => e.time)).toEqual([
      "14:00",
      "20:00",
    ]);
  });

  it("opens the calendar at the month in the address", () => {
    const view = build(
      [event("2026-11-30T20:00:00+01:00"), event("2027-01-05T20:00:00+01:00")],
      { enableSpeeldataCalendarView: true },
      { calendarMonth: "2027-01" },
    );
    expect(view.playDates?.kind === "calendar" && view.playDates.selected).toBe(2);
  });

  it("leaves the schedule out when the page hides it, and drops a button that would lead there", () => {
    const view = build(evenings(3), { hidePlaySchedule: true });
    expect(view.playDates).toBeNull();
    expect(view.salesButton).toBeNull();
    expect(build(evenings(1), { hidePlaySchedule: true }).salesButton).toMatchObject({
      kind: "link",
    });
  });
});

// Issue 38: NOW is Sunday 22 November 2026, 10:00 in Amsterdam. A performance whose start time
// has come says it has started in the list and the calendar, whatever the CMS flags; one the CMS
// flags as started before its start reads as sales closed.
describe("play dates at the page's now", () => {
  const today = [
    event("2026-11-22T09:30:00+01:00", { id: "begun" }),
    event("2026-11-22T11:00:00+01:00", { id: "early-flag", sales_status: "show_started" }),
    event("2026-11-22T20:00:00+01:00", { id: "tonight" }),
  ];

  it("lists a begun performance as started, without a link, and an early flag as sales closed", () => {
    const rows = rowsOf(build(today));
    expect(rows.map((row) => [row.eventId, row.status, row.button.kind])).toEqual([
      ["begun", "show_started", "message"],
      ["early-flag", "sales_finished", "message"],
      ["tonight", "on_sale", "link"],
    ]);
  });

  it("says the same in the calendar, where a begun performance's pill has no link", () => {
    const view = build(today, { enableSpeeldataCalendarView: true });
    if (view.playDates?.kind !== "calendar") throw new Error("no calendar");
    expect(view.playDates.performances.map((p) => [p.eventId, p.status, "href" in p])).toEqual([
      ["begun", "show_started", false],
      ["early-flag", "sales_finished", false],
      ["tonight", "on_sale", true],
    ]);
  });
});
