// What each sales state means, in one table read by both the sales button and the structured
// data (spec §4): a search engine must never be told a ticket can be bought where the button
// says it cannot. The Record makes a new state a compile error until it has a row here.
import type { EventStatus } from "./event-status";

export type SalesButtonColour = "green" | "orange" | "red" | "brown";

/**
 * What the schema.org offer of a performance says. The first three are buyable now; "PreSale"
 * goes on sale later (validFrom is the sales start); "SoldOut" and "Discontinued" offer nothing
 * to buy; "free" has no priced offer (isAccessibleForFree); "none" lists the performance without
 * an offer (its sale has closed, it has begun or it is over: schema.org has no availability for
 * "no longer sold", and SoldOut would claim every seat went); "skip" leaves the performance out.
 */
export type OfferAvailability =
  | "InStock"
  | "LimitedAvailability"
  | "InStoreOnly"
  | "PreSale"
  | "SoldOut"
  | "Discontinued"
  | "free"
  | "none"
  | "skip";

type SalesStateRule = {
  /**
   * "link": the button leads to the shop, the waiting list or the phone (inactive without a
   * target); "inactive": a disabled button naming the state; "message": a text saying why
   * nothing can be bought yet or any more.
   */
  button: "link" | "inactive" | "message";
  colour: SalesButtonColour | null;
  offer: OfferAvailability;
};

export const SALES_STATES = {
  on_sale: { button: "link", colour: "green", offer: "InStock" },
  last_chance: { button: "link", colour: "orange", offer: "LimitedAvailability" },
  // The link leads to the waiting list: nothing can be bought.
  waiting_list: { button: "link", colour: "red", offer: "SoldOut" },
  call_us: { button: "link", colour: "red", offer: "InStoreOnly" },
  cancelled: { button: "inactive", colour: "brown", offer: "Discontinued" },
  free: { button: "inactive", colour: "brown", offer: "free" },
  non_reservable: { button: "inactive", colour: "brown", offer: "skip" },
  sold_out: { button: "inactive", colour: "brown", offer: "SoldOut" },
  // Once the show has begun, or the ticket system has closed its sales, the shop sells nothing
  // and there is no offer to describe (issue 38: not SoldOut).
  show_started: { button: "message", colour: null, offer: "none" },
  show_finished: { button: "message", colour: null, offer: "none" },
  sales_not_started: { button: "message", colour: null, offer: "PreSale" },
  sales_finished: { button: "message", colour: null, offer: "none" },
} as const satisfies Record<EventStatus, SalesStateRule>;

type States = typeof SALES_STATES;
/** The states whose button leads somewhere. */
export type LinkStatus = {
  [S in EventStatus]: States[S]["button"] extends "link" ? S : never;
}[EventStatus];
/** The states shown as a button (a link or an inactive one), not as a message. */
export type ButtonStatus = {
  [S in EventStatus]: States[S]["button"] extends "message" ? never : S;
}[EventStatus];

export function isLinkStatus(status: EventStatus): status is LinkStatus {
  return SALES_STATES[status].button === "link";
}

export function isButtonStatus(status: EventStatus): status is ButtonStatus {
  return SALES_STATES[status].button !== "message";
}

export function buttonColour(status: ButtonStatus): SalesButtonColour {
  return SALES_STATES[status].colour;
}

export function offerAvailability(status: EventStatus): OfferAvailability {
  return SALES_STATES[status].offer;
}

/** An offer a visitor can act on now: the shop's address is where to buy. */
export function isBuyable(availability: OfferAvailability): boolean {
  return (
    availability === "InStock" ||
    availability === "LimitedAvailability" ||
    availability === "InStoreOnly"
  );
}
