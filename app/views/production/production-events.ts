// The events of a production as its pages read them: from today on, in start order.
import type * as S from "~/content/schema";
import { memoPerDay } from "../../models/content/memo";
import { toAmsterdam, todayKey } from "../../models/dates/amsterdam-time";

/** The Amsterdam day of an event, or null when its start cannot be read. */
export function eventDay(event: S.ContentEvent): string | null {
  return typeof event.start_date === "string"
    ? (toAmsterdam(event.start_date)?.toISODate() ?? null)
    : null;
}

/**
 * Events from today on (events earlier today stay), sorted by start; unreadable starts dropped.
 * Remembered per events list and day: the production list's lists are the same objects while
 * its answer is cached. The result is shared; callers must not change it.
 */
export function upcomingEvents<E extends S.ContentEvent>(
  events: readonly E[],
  now: Date,
): readonly E[] {
  const today = todayKey(now);
  return memoPerDay(events, "upcoming", today, () =>
    events
      .map((event) => ({ event, start: toAmsterdam(event.start_date ?? "") }))
      .filter(({ event, start }) => start !== null && (eventDay(event) ?? "") >= today)
      .sort((a, b) => (a.start?.toMillis() ?? 0) - (b.start?.toMillis() ?? 0))
      .map(({ event }) => event),
  );
}
