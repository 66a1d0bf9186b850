import { DateTime } from "luxon";
import { TextMemo } from "../content/memo";
import type { Locale } from "../http/locale";
import { ZONE } from "./amsterdam-time";

// Dates are shown as the venue experiences them (ZONE), whatever zone the server or browser
// runs in; otherwise a late show could appear on the next day.
function parseInVenueZone(iso: string, locale: Locale): DateTime | null {
  const options = { zone: ZONE, locale };
  // The CMS sometimes sends "2026-11-21 20:00:00" (venue wall time) instead of strict ISO.
  let date = DateTime.fromISO(iso.trim(), options);
  if (!date.isValid) date = DateTime.fromSQL(iso.trim(), options);
  return date.isValid ? date : null;
}

// News cards, search results and the home page write the same publication dates on every
// request; the texts are kept per date and language.
const newsItemDates = /* @__PURE__ */ new TextMemo<string | null>();
const longDates = /* @__PURE__ */ new TextMemo<string | null>();

export function formatNewsItemDate(iso: string, locale: Locale): string | null {
  return newsItemDates.get(
    `${locale}|${iso}`,
    () => parseInVenueZone(iso, locale)?.toFormat("ccc dd LLLL yyyy HH:mm") ?? null,
  );
}

export function formatLongDate(iso: string, locale: Locale): string | null {
  return longDates.get(
    `${locale}|${iso}`,
    () => parseInVenueZone(iso, locale)?.toFormat("cccc d LLLL yyyy") ?? null,
  );
}
