// What the "Zet in agenda" / "Add to calendar" file of one performance says: the show's name,
// its times, where it plays and a link back to the production page.
import type * as S from "~/content/schema";
import { cleanTextOrNull as text } from "../search/plain-text";
import type { CalendarEventInput } from "./event-calendar";

export function performanceCalendarEvent(
  source: { page: S.ProductionPageData; venues: Record<string, S.Venue> },
  event: S.ContentEvent,
  opts: { siteUrl: string; moreInfo: (url: string) => string },
): CalendarEventInput {
  const { page } = source;
  const title = text(page.heading) ?? text(page.title) ?? "";
  const url = `${opts.siteUrl}${page.url}`;
  const venue = event.venue_id != null ? source.venues[event.venue_id] : undefined;
  const hall = venue?.halls?.find((h) => h.id === event.hall_id);
  const place = venue
    ? [
        text(venue.name),
        text(hall?.name),
        text(venue.street),
        [text(venue.postalCode), text(venue.city)].filter(Boolean).join(" ") || null,
      ]
        .filter((part): part is string => Boolean(part))
        .join(", ")
    : null;
  const description = [text(page.subheading), text(event.data?.speellijsttekst), opts.moreInfo(url)]
    .filter((part): part is string => Boolean(part))
    .join("\n\n");
  return {
    title,
    start: event.start_date,
    // eindtijdbekend false: the end in the data is a placeholder; the calendar file then uses
    // its default length instead of a wrong end time.
    end: event.data?.eindtijdbekend === false ? null : (event.end_date ?? null),
    url,
    location: place || null,
    description: description || null,
    uid: `${event.id}@${new URL(opts.siteUrl).host}`,
  };
}
