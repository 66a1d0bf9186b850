// Builders for the agenda model tests: production page sources with upcoming events of a given
// status, and the context the agenda builds its entries in.
import type { ContentEvent, ProductionPageData } from "~/content/schema";
import {
  type AgendaContext,
  type AgendaEntry,
  type AgendaSource,
  agendaEntry,
} from "~/views/agenda/agenda-entries";
import { testSales } from "./sales";
import { testCrop } from "./test-crop";

export const NOW = new Date("2026-11-15T10:00:00Z");
export const SHOP = "https://tickets.theater-amsterdam.example/e/";

export const ctx: AgendaContext = {
  locale: "nl",
  now: NOW,
  sales: testSales(),
};

let eventId = 0;
export function event(
  start: string,
  status: "on_sale" | "last_chance" | "sold_out" | "sales_not_started" = "on_sale",
): ContentEvent {
  eventId += 1;
  const statusID =
    status === "last_chance" ? "last_chance" : status === "sold_out" ? "15685" : null;
  return {
    id: String(eventId),
    start_date: start,
    sales_url: `${SHOP}${eventId}`,
    sales_status: status === "sales_not_started" ? "sales_not_started" : "on_sale",
    data: { statusID },
  };
}

export function source(
  id: string,
  page: Partial<ProductionPageData>,
  events: ContentEvent[] = [event("2026-11-20T20:00:00+01:00")],
): AgendaSource {
  return {
    node: { id },
    page: {
      url: `/voorstelling/${id}`,
      heading: `Voorstelling ${id}`,
      isAllowedInCalendar: true,
      images: { thumb: testCrop() },
      ...page,
    },
    events,
  };
}

export const entryOf = (s: AgendaSource): AgendaEntry => {
  const entry = agendaEntry(s, ctx);
  if (!entry) throw new Error("expected an entry");
  return entry;
};
