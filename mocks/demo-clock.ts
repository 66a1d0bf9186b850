// The demo's "now": the real clock, unless `npm start` was given DEMO_CLOCK (scripts/start.ts),
// which shifts it to a moment a test needs (a Sunday morning before the first show, a month's
// last minute). The clock runs on from there; the site is given the same shift, so the demo's
// data set ("today" and the dates relative to it) and the site's "now" agree.
let offsetMs = 0;

/** Shifts the demo's clock so that it reads `at` now; returns the shift in milliseconds. */
export function setDemoClock(at: Date): number {
  offsetMs = at.getTime() - Date.now();
  return offsetMs;
}

export const demoNow = (): Date => new Date(Date.now() + offsetMs);
