// "Started" by the start time (issue 38): the edges of the rule in event-status.ts, in
// Europe/Amsterdam, on ordinary days and on both days the clocks change.
import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import {
  EVENT_STATUSES,
  type EventStatus,
  eventStatusAt,
  hasStarted,
  startedKey,
  statusAt,
} from "./event-status";

type Input = Pick<ContentEvent, "sales_status" | "data" | "start_date">;
const event = (
  start_date: string,
  sales_status: ContentEvent["sales_status"] = "on_sale",
  statusID: string | null = null,
): Input => ({ start_date, sales_status, data: { statusID } });

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const shift = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

describe("hasStarted", () => {
  const tour = event("2026-11-29T11:00:00+01:00");
  const start = at("2026-11-29T10:00:00Z");

  it("is false a minute before the start and true at it and a minute after", () => {
    expect(hasStarted(tour, shift(start, -1))).toBe(false);
    expect(hasStarted(tour, shift(start, 0))).toBe(true);
    expect(hasStarted(tour, shift(start, 1))).toBe(true);
  });

  it("turns at the start to the millisecond", () => {
    expect(hasStarted(tour, new Date(start.getTime() - 1))).toBe(false);
  });

  it("reads a start without an offset as Amsterdam wall time, whatever zone the server has", () => {
    const wall = event("2026-11-29 11:00:00");
    expect(hasStarted(wall, at("2026-11-29T09:59:00Z"))).toBe(false);
    expect(hasStarted(wall, at("2026-11-29T10:00:00Z"))).toBe(true);
  });

  it("is never true for a start it cannot read", () => {
    expect(hasStarted(event("not a date"), at("2030-01-01T00:00:00Z"))).toBe(false);
    expect(hasStarted(event(""), at("2030-01-01T00:00:00Z"))).toBe(false);
  });

  // 29 March 2026: 02:00 CET becomes 03:00 CEST, so 14:00 that day is 12:00 UTC.
  it("uses summer time from the spring change on", () => {
    for (const show of [event("2026-03-29T14:00:00+02:00"), event("2026-03-29 14:00:00")]) {
      expect(hasStarted(show, at("2026-03-29T11:59:00Z"))).toBe(false);
      expect(hasStarted(show, at("2026-03-29T12:01:00Z"))).toBe(true);
    }
  });

  it("counts the lost hour on the spring change: 01:30 and 03:30 are one hour apart", () => {
    const night = event("2026-03-29 03:30:00");
    // 01:29 UTC is 03:29 summer time; an hour-late reading would still say "not yet" at 02:00 UTC.
    expect(hasStarted(night, at("2026-03-29T01:29:00Z"))).toBe(false);
    expect(hasStarted(night, at("2026-03-29T01:31:00Z"))).toBe(true);
  });

  // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 14:00 that day is 13:00 UTC.
  it("uses winter time from the autumn change on", () => {
    for (const show of [event("2026-10-25T14:00:00+01:00"), event("2026-10-25 14:00:00")]) {
      // 13:30 in Amsterdam: a summer-time reading (12:00 UTC) would call it started.
      expect(hasStarted(show, at("2026-10-25T12:30:00Z"))).toBe(false);
      expect(hasStarted(show, at("2026-10-25T12:59:00Z"))).toBe(false);
      expect(hasStarted(show, at("2026-10-25T13:01:00Z"))).toBe(true);
    }
  });

  it("keeps a show just before midnight on its own day", () => {
    const late = event("2026-12-31 23:59:00");
    expect(hasStarted(late, at("2026-12-31T22:58:00Z"))).toBe(false);
    expect(hasStarted(late, at("2026-12-31T22:59:00Z"))).toBe(true);
  });
});

describe("eventStatusAt", () => {
  const start = at("2026-11-29T10:00:00Z");

  it("says a performance on sale has started from its start time on, not before", () => {
    const show = event("2026-11-29T11:00:00+01:00");
    expect(eventStatusAt(show, shift(start, -1))).toBe("on_sale");
    expect(eventStatusAt(show, shift(start, 1))).toBe("show_started");
  });

  it("reads an early show_started flag (the tour at 11:00 flagged at 07:44) as sales closed", () => {
    const tour = event("2026-11-29T11:00:00+01:00", "show_started");
    expect(eventStatusAt(tour, at("2026-11-29T06:44:00Z"))).toBe("sales_finished");
    expect(eventStatusAt(tour, shift(start, -1))).toBe("sales_finished");
    expect(eventStatusAt(tour, shift(start, 1))).toBe("show_started");
  });

  it("reads an early show_finished flag as sales closed too", () => {
    const show = event("2026-11-29T11:00:00+01:00", "show_finished");
    expect(eventStatusAt(show, shift(start, -1))).toBe("sales_finished");
    expect(eventStatusAt(show, shift(start, 1))).toBe("show_finished");
  });

  it("says started for every sales state once the start has passed, but cancelled", () => {
    const refinements: [string | null, EventStatus][] = [
      [null, "show_started"],
      ["last_chance", "show_started"],
      ["waiting_list", "show_started"],
      ["15685", "show_started"],
      ["15681", "show_started"],
      ["15682", "show_started"],
      ["15684", "show_started"],
      ["15680", "cancelled"],
    ];
    for (const [statusID, expected] of refinements) {
      const show = event("2026-11-29T11:00:00+01:00", "on_sale", statusID);
      expect(eventStatusAt(show, shift(start, 1)), String(statusID)).toBe(expected);
      expect(eventStatusAt(show, shift(start, -1)), String(statusID)).not.toBe("show_started");
    }
    for (const phase of ["sales_not_started", "sales_finished"] as const) {
      expect(eventStatusAt(event("2026-11-29T11:00:00+01:00", phase), shift(start, 1))).toBe(
        "show_started",
      );
      expect(eventStatusAt(event("2026-11-29T11:00:00+01:00", phase), shift(start, -1))).toBe(
        phase,
      );
    }
  });

  it("still reports a statusID it does not know", () => {
    const seen: string[] = [];
    eventStatusAt(event("2026-11-29T11:00:00+01:00", "on_sale", "99999"), start, (id) =>
      seen.push(id),
    );
    expect(seen).toEqual(["99999"]);
  });
});

describe("statusAt", () => {
  it("changes nothing when applied twice", () => {
    const show = event("2026-11-29T11:00:00+01:00");
    for (const now of [at("2026-11-29T09:00:00Z"), at("2026-11-29T11:00:00Z")]) {
      for (const status of EVENT_STATUSES) {
        const once = statusAt(status, show, now);
        expect(statusAt(once, show, now), status).toBe(once);
      }
    }
  });
});

describe("startedKey", () => {
  it("changes exactly when one of the events starts", () => {
    const events = [
      event("2026-11-29T11:00:00+01:00"),
      event("2026-11-29T20:00:00+01:00"),
      event("bad"),
    ];
    expect(startedKey(events, at("2026-11-29T09:59:00Z"))).toBe("0");
    expect(startedKey(events, at("2026-11-29T10:00:00Z"))).toBe("1");
    expect(startedKey(events, at("2026-11-29T18:59:00Z"))).toBe("1");
    expect(startedKey(events, at("2026-11-29T19:00:00Z"))).toBe("2");
  });
});
