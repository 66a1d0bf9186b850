// The sales-link context of the model tests: the demo's ticket shop and own host, no referral.
import type { SalesLinkContext } from "~/models/sales/sales-button";

export const TICKET_HOST = "tickets.theater-amsterdam.example";

export const testSales = (overrides: Partial<SalesLinkContext> = {}): SalesLinkContext => ({
  ticketingHosts: [TICKET_HOST],
  ownHosts: ["www.theater-amsterdam.example"],
  phone: "+31205550100",
  referral: null,
  salesParamHosts: [TICKET_HOST],
  ...overrides,
});
