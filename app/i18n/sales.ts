import type { Widen } from "./widen";

// Sales-button texts (spec §4). Keys are the event statuses of app/models/sales/event-status.ts.
export const salesNl = {
  on_sale: "Bestel kaarten",
  last_chance: "Laatste kaarten",
  waiting_list: "Wachtlijst",
  call_us: "Bel ons",
  cancelled: "Geannuleerd",
  free: "Gratis",
  non_reservable: "Niet reserveerbaar",
  sold_out: "Uitverkocht",
  show_started: "De voorstelling is begonnen",
  show_finished: "De voorstelling is afgelopen",
  sales_not_started: "De verkoop is nog niet gestart",
  sales_finished: "De verkoop is gesloten",
  opensInNewTab: "(opent in een nieuw tabblad)",
  callUsLabel: "Bel ons voor kaarten",
};

export const salesEn = {
  on_sale: "Order tickets",
  last_chance: "Last tickets",
  waiting_list: "Waiting list",
  call_us: "Call us",
  cancelled: "Cancelled",
  free: "Free",
  non_reservable: "Non-reservable",
  sold_out: "Sold out",
  show_started: "The show has started",
  show_finished: "The show has ended",
  sales_not_started: "Sales have not started yet",
  sales_finished: "Sales have ended",
  opensInNewTab: "(opens in a new tab)",
  callUsLabel: "Call us for tickets",
} satisfies Widen<typeof salesNl>;
