import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { dayOrNightImage, isDaytime, sunTimes } from "./sun-times";

const amsterdam = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/Amsterdam" }).toJSDate();
const clock = (date: Date) =>
  DateTime.fromJSDate(date, { zone: "Europe/Amsterdam" }).toFormat("HH:mm");

describe("sun times at the venue", () => {
  it("21 June at 21:45 Amsterdam time is still day (sunset is after 22:00)", () => {
    expect(isDaytime(amsterdam("2026-06-21T21:45"))).toBe(true);
  });

  it("21 December at 17:00 Amsterdam time is night (sunset is before 16:40)", () => {
    expect(isDaytime(amsterdam("2026-12-21T17:00"))).toBe(false);
  });

  it("is night before sunrise and day just after it", () => {
    const { sunrise } = sunTimes(amsterdam("2026-03-15T12:00"));
    expect(isDaytime(new Date(sunrise.getTime() - 60_000))).toBe(false);
    expect(isDaytime(new Date(sunrise.getTime() + 60_000))).toBe(true);
  });

  it("uses the Amsterdam day, not the server's UTC day, around midnight", () => {
    // 00:30 on 21 June in Amsterdam is still 20 June in UTC: the times are for 21 June.
    const { sunrise, sunset } = sunTimes(amsterdam("2026-06-21T00:30"));
    expect(DateTime.fromJSDate(sunrise, { zone: "Europe/Amsterdam" }).toISODate()).toBe(
      "2026-06-21",
    );
    expect(clock(sunrise)).toMatch(/^05:1\d$/);
    expect(clock(sunset)).toMatch(/^22:0\d$/);
    expect(isDaytime(amsterdam("2026-06-21T00:30"))).toBe(false);
  });

  it("works the times out once per Amsterdam day, whatever other days are asked between", () => {
    const morning = sunTimes(amsterdam("2026-04-02T06:00"));
    for (const day of ["2026-04-03", "2026-04-04", "2026-04-05", "2026-04-06"]) {
      expect(sunTimes(amsterdam(`${day}T12:00`)).sunrise.getTime()).not.toBe(
        morning.sunrise.getTime(),
      );
    }
    const evening = sunTimes(amsterdam("2026-04-02T23:30"));
    expect(evening).toEqual(morning);
    expect(sunTimes(amsterdam("2026-04-02T23:45"))).toBe(evening);
  });

  it("chooses the day or the night image, falling back to the other one", () => {
    expect(dayOrNightImage({ day: "day", night: "night" }, true)).toBe("day");
    expect(dayOrNightImage({ day: "day", night: "night" }, false)).toBe("night");
    expect(dayOrNightImage({ day: null, night: "night" }, true)).toBe("night");
    expect(dayOrNightImage({ day: "day", night: null }, false)).toBe("day");
    expect(dayOrNightImage({ day: null, night: null }, false)).toBeNull();
  });
});
