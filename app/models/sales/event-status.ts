// Spec §4 "Event sales status": the ticket system says where an event is in its sales life
// (sales_status); only while it is on sale does the CMS statusID say how it is on sale.
import type { ContentEvent } from "~/content/schema";
import { toAmsterdam } from "../dates/amsterdam-time";

export type SalesStatus =
  | "show_started"
  | "show_finished"
  | "sales_not_started"
  | "sales_finished"
  | "on_sale";
export type SiteStatus =
  | "on_sale"
  | "last_chance"
  | "waiting_list"
  | "sold_out"
  | "cancelled"
  | "call_us"
  | "free"
  | "non_reservable";
export type EventStatus = SiteStatus | Exclude<SalesStatus, "on_sale">;

export const EVENT_STATUSES: readonly EventStatus[] = [
  "on_sale",
  "last_chance",
  "waiting_list",
  "call_us",
  "cancelled",
  "free",
  "non_reservable",
  "sold_out",
  "show_started",
  "show_finished",
  "sales_not_started",
  "sales_finished",
];

// The CMS names two refinements and numbers the rest (docs/content-api.md, "Sales status").
const STATUS_IDS: Readonly<Record<string, SiteStatus>> = {
  last_chance: "last_chance",
  waiting_list: "waiting_list",
  "15685": "sold_out",
  "15680": "cancelled",
  "15681": "call_us",
  "15682": "free",
  "15684": "non_reservable",
};

// The schema turns a numeric id into a string. Stray spaces, leading zeros or capitals from
// hand-edited CMS data should still match: falling back to on_sale would make a sold-out show
// look buyable.
function normalizeStatusId(raw: unknown): string {
  const text = String(raw).trim().toLowerCase();
  return /^\d+$/.test(text) ? String(Number.parseInt(text, 10)) : text;
}

/**
 * The status as the CMS and the ticket system give it, without looking at the clock. Pages show
 * eventStatusAt, which reads "started" from the start time.
 */
export function eventStatus(
  event: Pick<ContentEvent, "sales_status" | "data">,
  onUnknown?: (statusID: string) => void,
): EventStatus {
  // A statusID left over from the on-sale period must not hide that the show has started or
  // that sales are closed: the ticket system's phase wins.
  if (event.sales_status !== "on_sale") return event.sales_status;

  const raw = event.data?.statusID;
  if (raw == null) return "on_sale";
  const statusId = normalizeStatusId(raw);
  if (statusId === "") return "on_sale";

  const status = Object.hasOwn(STATUS_IDS, statusId) ? STATUS_IDS[statusId] : undefined;
  if (status !== undefined) return status;
  // An id the site does not know yet is most likely a new CMS status; selling stays possible
  // (the ticket shop has the final word) and the caller gets to log it so it can be mapped.
  onUnknown?.(String(raw));
  return "on_sale";
}

/**
 * The instant an event starts in milliseconds, or null when its start cannot be read. A start
 * without an offset ("2026-11-21 20:00:00", as the CMS has been seen sending) is the venue's wall
 * time in Europe/Amsterdam, whatever zone the server runs in.
 */
export function startMillis(event: Pick<ContentEvent, "start_date">): number | null {
  const start = toAmsterdam(event.start_date);
  return start === null ? null : start.toMillis();
}

/** Started means: its start time has come (start ≤ now, to the millisecond). */
export function hasStarted(event: Pick<ContentEvent, "start_date">, now: Date): boolean {
  const start = startMillis(event);
  return start !== null && start <= now.getTime();
}

/**
 * The status a visitor sees at `now` (issue 38): whether a performance has started is read from
 * its start time, not from the ticket system's `show_started` flag alone, so every place (agenda,
 * home, production page, structured data) says the same thing at the same moment.
 *
 * - From its start time on, a performance has started, whatever the flag says (the CMS flips it
 *   late, or not at all, and an on-sale button for a show in progress sells nothing). Two flags
 *   stay: `show_finished` (it is over, which says more) and `cancelled` (it never started).
 * - Before its start time a performance cannot have started or finished. The ticket system sets
 *   `show_started` early when it closes its sale before the start (the demo's backstage tour at
 *   11:00 is flagged at 07:44); what is true then is that sales have closed, so it reads as
 *   `sales_finished` ("De verkoop is gesloten"), never as started and never as buyable.
 *
 * Applying it to a status it already made changes nothing, so a caller may apply it on top of
 * a status that may or may not have been through it.
 */
export function statusAt(
  status: EventStatus,
  event: Pick<ContentEvent, "start_date">,
  now: Date,
): EventStatus {
  if (hasStarted(event, now)) {
    return status === "show_finished" || status === "cancelled" ? status : "show_started";
  }
  return status === "show_started" || status === "show_finished" ? "sales_finished" : status;
}

/** eventStatus at `now`: what every page shows (see statusAt). */
export function eventStatusAt(
  event: Pick<ContentEvent, "sales_status" | "data" | "start_date">,
  now: Date,
  onUnknown?: (statusID: string) => void,
): EventStatus {
  return statusAt(eventStatus(event, onUnknown), event, now);
}

/**
 * How many of `events` have started at `now`: a memo tag (models/content/memo.ts) that changes
 * the moment one of them starts, so statuses built once per day are built again then rather
 * than saying "Bestel kaarten" for a show in progress until midnight.
 */
export function startedKey(events: readonly Pick<ContentEvent, "start_date">[], now: Date): string {
  let started = 0;
  for (const event of events) if (hasStarted(event, now)) started += 1;
  return String(started);
}

export function combineStatuses(statuses: readonly EventStatus[]): EventStatus[] {
  return [...new Set(statuses)];
}

// Lower is more useful to a visitor: first what can be bought now, then what can still become
// buyable or needs a call, then what only informs.
const LEADING_ORDER: Readonly<Record<EventStatus, number>> = {
  on_sale: 0,
  last_chance: 1,
  waiting_list: 2,
  call_us: 3,
  sales_not_started: 4,
  free: 5,
  non_reservable: 6,
  sold_out: 7,
  cancelled: 8,
  sales_finished: 9,
  show_started: 10,
  show_finished: 11,
};

export function leadingStatus(statuses: readonly EventStatus[]): EventStatus | null {
  let leading: EventStatus | null = null;
  for (const status of statuses) {
    if (leading === null || LEADING_ORDER[status] < LEADING_ORDER[leading]) leading = status;
  }
  return leading;
}

const RELATABLE: ReadonlySet<EventStatus> = new Set<EventStatus>([
  "on_sale",
  "last_chance",
  "call_us",
]);

export function isRelatable(statuses: readonly EventStatus[]): boolean {
  return statuses.some((status) => RELATABLE.has(status));
}
