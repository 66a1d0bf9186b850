import { DateTime, IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import {
  amsterdamNow,
  dayKey,
  noon,
  toAmsterdam,
  todayKey,
  ZONE,
  ZONE_NAME,
} from "./amsterdam-time";

describe("toAmsterdam", () => {
  it("reads an offset timestamp into Amsterdam wall time", () => {
    const date = toAmsterdam("2026-11-21T19:00:00Z");
    expect(ZONE_NAME).toBe("Europe/Amsterdam");
    expect(ZONE.name).toBe("Europe/Amsterdam");
    expect(date?.zoneName).toBe("Europe/Amsterdam");
    expect(date?.toISO()).toBe("2026-11-21T20:00:00.000+01:00");
  });

  it("applies summer time", () => {
    expect(toAmsterdam("2026-07-01T18:00:00Z")?.toISO()).toBe("2026-07-01T20:00:00.000+02:00");
  });

  it("reads a date without offset, also SQL style, as venue wall time", () => {
    expect(toAmsterdam("2026-07-01T20:00:00")?.toISO()).toBe("2026-07-01T20:00:00.000+02:00");
    expect(toAmsterdam(" 2026-07-01 20:00:00 ")?.toISO()).toBe("2026-07-01T20:00:00.000+02:00");
  });

  it("returns null for invalid input", () => {
    expect(toAmsterdam("")).toBeNull();
    expect(toAmsterdam("   ")).toBeNull();
    expect(toAmsterdam("tomorrow")).toBeNull();
    expect(toAmsterdam("2026-02-30T20:00:00+01:00")).toBeNull();
    expect(toAmsterdam(undefined as unknown as string)).toBeNull();
    expect(toAmsterdam(20261121 as unknown as string)).toBeNull();
  });
});

describe("noon", () => {
  it("keeps the Amsterdam day when the UTC day differs", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Amsterdam.
    expect(noon("2026-12-31T23:30:00Z")?.toISO()).toBe("2027-01-01T12:00:00.000+01:00");
    // 00:30 local on 1 July is still 30 June in UTC.
    expect(noon("2026-07-01T00:30:00+02:00")?.toISO()).toBe("2026-07-01T12:00:00.000+02:00");
  });

  it("lands on 12:00 on both DST change days", () => {
    expect(noon("2026-03-29T00:30:00Z")?.toISO()).toBe("2026-03-29T12:00:00.000+02:00");
    expect(noon("2026-10-25T00:30:00Z")?.toISO()).toBe("2026-10-25T12:00:00.000+01:00");
  });

  it("lets one day step from noon stay on the next calendar day across DST", () => {
    expect(noon("2026-03-28T22:00:00+01:00")?.plus({ days: 1 }).toISODate()).toBe("2026-03-29");
    expect(noon("2026-10-24T23:59:00+02:00")?.plus({ days: 1 }).toISODate()).toBe("2026-10-25");
  });

  it("returns null for invalid input", () => {
    expect(noon("nope")).toBeNull();
  });
});

describe("dayKey", () => {
  it("is the Amsterdam calendar day", () => {
    expect(dayKey("2026-12-31T23:30:00Z")).toBe("2027-01-01");
    expect(dayKey("2026-12-31T22:30:00Z")).toBe("2026-12-31");
    expect(dayKey("2026-06-30T22:30:00Z")).toBe("2026-07-01");
    expect(dayKey("2026-01-30T22:30:00Z")).toBe("2026-01-30");
  });

  it("returns null for invalid input", () => {
    expect(dayKey("31-12-2026")).toBeNull();
  });
});

describe("amsterdamNow / todayKey", () => {
  it("turns the caller's clock into the Amsterdam day", () => {
    expect(todayKey(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(todayKey(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(amsterdamNow(new Date("2026-07-01T10:00:00Z")).toISO()).toBe(
      "2026-07-01T12:00:00.000+02:00",
    );
  });

  it("rolls over at midnight Amsterdam time, in summer and winter, like luxon", () => {
    expect(todayKey(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(todayKey(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
    const start = Date.UTC(2026, 2, 27);
    for (let ts = start; ts < start + 4 * 86_400_000; ts += 7 * 60_000) {
      const now = new Date(ts);
      expect(todayKey(now)).toBe(amsterdamNow(now).toISODate());
    }
    expect(todayKey(new Date(Number.NaN))).toBe("");
  });
});

describe("ZONE (offsets remembered per quarter hour)", () => {
  const intl = new IANAZone(ZONE_NAME);
  const HOUR = 3_600_000;

  it("is the venue's IANA zone to luxon", () => {
    expect(ZONE.type).toBe("iana");
    expect(ZONE.isValid).toBe(true);
    expect(ZONE.equals(intl)).toBe(true);
    expect(DateTime.fromISO("2026-07-01T20:00:00", { zone: ZONE }).zoneName).toBe(ZONE_NAME);
  });

  it("answers like Intl on both sides of every DST change, asked in any order", () => {
    // 2026: summer time from 01:00 UTC on 29 March to 01:00 UTC on 25 October.
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (const ts of [change + 60_000, change - 1, change, change - HOUR, change + 14 * 60_000]) {
        expect(ZONE.offset(ts)).toBe(intl.offset(ts));
      }
    }
    expect(ZONE.offset(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(60);
    expect(ZONE.offset(Date.UTC(2026, 2, 29, 1))).toBe(120);
    expect(ZONE.offset(Date.UTC(2026, 9, 25, 0, 59, 59))).toBe(120);
    expect(ZONE.offset(Date.UTC(2026, 9, 25, 1))).toBe(60);
  });

  it("answers like Intl before 1970, where it does not remember", () => {
    // Amsterdam time was UTC+00:19:32 until 1937, changing at odd instants.
    for (const ts of [Date.UTC(1930, 0, 1), Date.UTC(1937, 6, 1), Date.UTC(1969, 11, 31, 23)]) {
      expect(ZONE.offset(ts)).toBe(intl.offset(ts));
    }
    expect(ZONE.offset(Number.NaN)).toBeNaN();
  });

  it("relies on a fact that holds: every Amsterdam transition 1970-2040 is on a quarter hour UTC", () => {
    const DAY = 24 * HOUR;
    let transitions = 0;
    for (let day = Date.UTC(1970, 0, 1); day < Date.UTC(2040, 0, 1); day += DAY) {
      if (intl.offset(day) === intl.offset(day + DAY)) continue;
      // Find the first second of the new offset by bisection.
      let before = day;
      let after = day + DAY;
      const old = intl.offset(before);
      while (after - before > 1000) {
        const mid = before + Math.floor((after - before) / 2000) * 1000;
        if (intl.offset(mid) === old) before = mid;
        else after = mid;
      }
      expect(after % (15 * 60_000), new Date(after).toISOString()).toBe(0);
      transitions++;
    }
    // Summer time since 1977: two changes a year.
    expect(transitions).toBe(2 * (2040 - 1977));
  });
});
