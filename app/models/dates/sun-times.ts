// Spec §2 Home: the hero shows the day image between sunrise and sunset at the venue and the
// night image otherwise. Server only: suncalc stays out of the browser bundle because only the
// home loader calls this (the component receives the chosen image).
import SunCalc from "suncalc";
import { amsterdamNow, todayKey } from "./amsterdam-time";

/** The venue on the IJ in Amsterdam. */
export const VENUE_POSITION = { latitude: 52.3906, longitude: 4.888 } as const;

export type SunTimes = { sunrise: Date; sunset: Date };

// Every home page view asks; the answer only changes with the day. A few days are kept (a
// server's clock moves one way), the oldest going first.
const DAYS_KEPT = 4;
const byDay = new Map<string, SunTimes>();

/** Sunrise and sunset of the Amsterdam calendar day that `now` falls on. */
export function sunTimes(now: Date): SunTimes {
  const day = todayKey(now);
  const known = byDay.get(day);
  if (known) return known;
  // suncalc computes the solar day around the instant it is given; noon of the venue's own day
  // keeps that the right day whatever zone the server runs in.
  const noon = amsterdamNow(now).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  const times = SunCalc.getTimes(
    noon.toJSDate(),
    VENUE_POSITION.latitude,
    VENUE_POSITION.longitude,
  );
  const answer = { sunrise: times.sunrise, sunset: times.sunset };
  if (byDay.size >= DAYS_KEPT) byDay.delete(byDay.keys().next().value as string);
  byDay.set(day, answer);
  return answer;
}

/** Day from sunrise (inclusive) until sunset (exclusive). */
export function isDaytime(now: Date): boolean {
  const { sunrise, sunset } = sunTimes(now);
  const at = now.getTime();
  // Amsterdam always has a sunrise and a sunset; an invalid answer would be a suncalc fault, and
  // the day image is the safer default then.
  if (Number.isNaN(sunrise.getTime()) || Number.isNaN(sunset.getTime())) return true;
  return at >= sunrise.getTime() && at < sunset.getTime();
}

/** The image for the moment: day or night, falling back to the other one when one is missing. */
export function dayOrNightImage<T>(
  images: { day: T | null; night: T | null },
  daytime: boolean,
): T | null {
  return daytime ? (images.day ?? images.night) : (images.night ?? images.day);
}
