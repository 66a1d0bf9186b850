// Spec §4 "Event sales status": the ticket system says where an event is in its sales life
// (sales_status); only while it is on sale does the CMS statusID say how it is on sale.
import type { ContentEvent } from "~/content/schema";

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
