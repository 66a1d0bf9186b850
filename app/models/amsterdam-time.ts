import { DateTime } from "luxon";

// Every day, month and "today" on the site is the venue's, whatever zone the server or the
// browser runs in; otherwise a 23:30 show could land on the next day for some visitors.
export const ZONE = "Europe/Amsterdam";

// Pages read the same few thousand performance dates on every request; parsing them is most of
// the work of building the home page and the agenda. DateTime is immutable, so a parsed date can
// be shared; the map is bounded so odd input cannot grow it without end.
const parsed = new Map<string, DateTime | null>();
const PARSED_MAX = 20_000;

export function toAmsterdam(iso: string): DateTime | null {
  // Typed as a string, but fed CMS data: a missing or non-string date must read as invalid.
  if (typeof iso !== "string") return null;
  const known = parsed.get(iso);
  if (known !== undefined) return known;
  const date = parseAmsterdam(iso);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(iso, date);
  return date;
}

function parseAmsterdam(iso: string): DateTime | null {
  const text = iso.trim();
  if (text === "") return null;
  // The contract promises ISO with offset, but the CMS has been seen sending SQL-style venue wall
  // time ("2026-11-21 20:00:00"); both read the same way as date-format.ts does.
  let date = DateTime.fromISO(text, { zone: ZONE });
  if (!date.isValid) date = DateTime.fromSQL(text, { zone: ZONE });
  return date.isValid ? date : null;
}

/**
 * Noon normalisation: 12:00 exists on every Amsterdam day (clocks change at 02:00/03:00), so day
 * arithmetic from noon never slips into a neighbouring day across midnight or a DST change.
 */
export function noon(iso: string): DateTime | null {
  return toAmsterdam(iso)?.set({ hour: 12, minute: 0, second: 0, millisecond: 0 }) ?? null;
}

export function dayKey(iso: string): string | null {
  return toAmsterdam(iso)?.toISODate() ?? null;
}

/** The caller's clock as Amsterdam time; `now` is a parameter so rules stay testable. */
export function amsterdamNow(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: ZONE });
}

/** Today's Amsterdam day as "YYYY-MM-DD"; day keys compare correctly as plain strings. */
export function todayKey(now: Date): string {
  return amsterdamNow(now).toISODate() ?? "";
}
