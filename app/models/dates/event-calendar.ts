// "Zet in agenda" / "Add to calendar": one performance as an iCalendar file. The `ics` library
// writes the file so folding, escaping and line endings follow RFC 5545.
import { createEvent } from "ics";
import { DateTime } from "luxon";
import { ZONE } from "./amsterdam-time";

// Most performances, including an interval, fit in this; an unknown end still needs some block
// in the visitor's calendar, and a zero-length entry is easy to miss.
const DEFAULT_DURATION_MS = 150 * 60 * 1000;

export type CalendarEventInput = {
  title: string;
  start: string;
  end: string | null;
  /** Absolute: the library rejects relative links. */
  url: string;
  location: string | null;
  description: string | null;
  /** Stable per performance, so importing the file twice updates instead of duplicating. */
  uid: string;
};

// The CMS gives times without an offset as venue wall time, like the rest of the site reads them.
function parseInVenueZone(iso: string): DateTime | null {
  const text = iso.trim();
  let date = DateTime.fromISO(text, { zone: ZONE });
  if (!date.isValid) date = DateTime.fromSQL(text, { zone: ZONE });
  return date.isValid ? date : null;
}

/**
 * The .ics text of one performance; times in UTC so every calendar app shows the right local
 * time; when end is unknown use start + 2.5 h; returns null when the library reports an error
 * (or the start cannot be read, which the library would otherwise write out verbatim).
 * An end at or before the start counts as unknown: calendar apps reject or hide such entries.
 */
export function icsForEvent(input: CalendarEventInput): string | null {
  const start = parseInVenueZone(input.start);
  if (!start) return null;
  const startMs = start.toMillis();
  const parsedEnd = input.end ? parseInVenueZone(input.end) : null;
  const endMs =
    parsedEnd && parsedEnd.toMillis() > startMs
      ? parsedEnd.toMillis()
      : startMs + DEFAULT_DURATION_MS;

  // Millisecond timestamps are absolute, so the library's "local" input type (the server's zone)
  // never comes into play; output "utc" writes the Z form.
  const { error, value } = createEvent({
    uid: input.uid,
    title: input.title,
    start: startMs,
    startOutputType: "utc",
    end: endMs,
    endOutputType: "utc",
    url: input.url,
    ...(input.location ? { location: input.location } : {}),
    ...(input.description ? { description: input.description } : {}),
  });
  return error || !value ? null : value;
}

const MAX_SLUG_LENGTH = 60;

/**
 * "de-notenkraker-2026-12-05.ics": ASCII letters, digits and hyphens only, so the name survives
 * a Content-Disposition header and every file system. The date is the venue's calendar day.
 */
export function icsFileName(title: string, startIso: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
  const day = parseInVenueZone(startIso)?.toISODate() ?? null;
  const parts = [slug || "event", day].filter((part): part is string => part !== null);
  return `${parts.join("-")}.ics`;
}
