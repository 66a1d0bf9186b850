import { DateTime, IANAZone } from "luxon";

// Luxon asks the zone for its UTC offset on every date it creates or moves (fromISO, set, plus,
// startOf…), and IANAZone answers each question with Intl.DateTimeFormat#formatToParts. That one
// call costs a third of the CPU time of the home page and a quarter of the production page.
// Offsets only change at a zone's transitions, and since 1970 every Amsterdam transition has
// fallen on a whole hour UTC (01:00 UTC under the EU rules), so within a quarter hour the answer
// is the same: remembered per quarter hour (a quarter, not an hour, so a future rule change at
// a half hour would still be read right). Earlier instants (Amsterdam's old local mean
// time changed at odd seconds) and invalid ones ask Intl every time. amsterdam-time.test.ts
// checks every Amsterdam transition from 1970 to 2040 against this assumption.
const QUARTER_HOUR_MS = 15 * 60_000;
const MEMO_FROM_MS = 0;
const OFFSETS_MAX = 50_000;

class VenueZone extends IANAZone {
  private readonly offsets = new Map<number, number>();

  override offset(ts: number): number {
    if (!Number.isFinite(ts) || ts < MEMO_FROM_MS) return super.offset(ts);
    const quarter = Math.floor(ts / QUARTER_HOUR_MS);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) {
      offset = super.offset(quarter * QUARTER_HOUR_MS);
      if (this.offsets.size >= OFFSETS_MAX) this.offsets.clear();
      this.offsets.set(quarter, offset);
    }
    return offset;
  }
}

// Every day, month and "today" on the site is the venue's, whatever zone the server or the
// browser runs in; otherwise a 23:30 show could land on the next day for some visitors. Pass
// ZONE (not the zone's name) to luxon so that every venue date shares the remembered offsets.
export const ZONE_NAME = "Europe/Amsterdam";
export const ZONE: IANAZone = /* @__PURE__ */ new VenueZone(ZONE_NAME);

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

// Day keys are asked for far more often than dates are parsed (grouping, filtering by today).
const dayKeys = new Map<string, string | null>();

export function dayKey(iso: string): string | null {
  if (typeof iso !== "string") return null;
  const known = dayKeys.get(iso);
  if (known !== undefined) return known;
  const day = toAmsterdam(iso)?.toISODate() ?? null;
  if (dayKeys.size >= PARSED_MAX) dayKeys.clear();
  dayKeys.set(iso, day);
  return day;
}

/** The caller's clock as Amsterdam time; `now` is a parameter so rules stay testable. */
export function amsterdamNow(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: ZONE });
}

/** The year in Amsterdam at `now`: dates in that year are written without it. */
export function amsterdamYear(now: Date): number {
  return Number(todayKey(now).slice(0, 4));
}

/**
 * Today's Amsterdam day as "YYYY-MM-DD"; day keys compare correctly as plain strings. Asked many
 * times per request, so read from the zone's offset rather than through a luxon DateTime.
 */
export function todayKey(now: Date): string {
  const ts = now.getTime();
  const offset = ZONE.offset(ts);
  const wall = new Date(ts + offset * 60_000);
  const year = wall.getUTCFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return amsterdamNow(now).toISODate() ?? "";
  return wall.toISOString().slice(0, 10);
}
