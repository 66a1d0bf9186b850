import { DateTime } from "luxon";
import { ZONE } from "./amsterdam-time.js";
import type { Locale } from "./locale.js";

// Dates are shown as the venue experiences them (ZONE), whatever zone the server or browser
// runs in; otherwise a late show could appear on the next day.
function parseInVenueZone(iso: string, locale: Locale): DateTime | null {
  const options = { zone: ZONE, locale };
  // The CMS sometimes sends "2026-11-21 20:00:00" (venue wall time) instead of strict ISO.
  let date = DateTime.fromISO(iso.trim(), options);
  if (!date.isValid) date = DateTime.fromSQL(iso.trim(), options);
  return date.isValid ? date : null;
}

export function formatNewsItemDate(iso: string, locale: Locale): string | null {
  return parseInVenueZone(iso, locale)?.toFormat("ccc dd LLLL yyyy HH:mm") ?? null;
}

export function formatLongDate(iso: string, locale: Locale): string | null {
  return parseInVenueZone(iso, locale)?.toFormat("cccc d LLLL yyyy") ?? null;
}
