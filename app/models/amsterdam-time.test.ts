import { describe, expect, it } from "vitest";
import { amsterdamNow, dayKey, noon, toAmsterdam, todayKey, ZONE } from "./amsterdam-time.js";

describe("toAmsterdam", () => {
  it("reads an offset timestamp into Amsterdam wall time", () => {
    const date = toAmsterdam("2026-11-21T19:00:00Z");
    expect(ZONE).toBe("Europe/Amsterdam");
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
});
