// How a page's sales links are made for this visitor: the hosts and phone number from the
// configuration and the visitor's referral code. The page-view id is the browser's
// (components/runtime/sales-view-ids.ts): a page without a referral is the same for every visitor.
// `now` is the page's clock (siteNow): a performance whose start time has come shows that it has
// started on every button (models/sales/event-status.ts statusAt, issue 38).
import type { SalesLinkContext } from "~/models/sales/sales-button";
import { getEnv, linkHosts } from "../operations/env.server";
import { referralFromRequest } from "./referral.server";

export async function salesContextFor(request: Request, now: Date): Promise<SalesLinkContext> {
  const env = getEnv();
  const hosts = linkHosts(env);
  // A forged referral cookie is no referral, never a failed page.
  const referral = await referralFromRequest(request).catch(() => null);
  return {
    ticketingHosts: hosts.ticketing,
    ownHosts: hosts.own,
    phone: env.TICKET_PHONE,
    referral,
    salesParamHosts: env.SALES_PARAM_HOSTS,
    now,
  };
}

/** Sales links carry the visitor's referral code: such a page is theirs, not a CDN's. */
export const isPersonal = (answerPersonal: boolean, sales: SalesLinkContext) =>
  answerPersonal || sales.referral !== null;
