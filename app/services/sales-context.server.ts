// How a page's sales links are made for this visitor: the hosts and phone number from the
// configuration, the visitor's referral code and this answer's view id (answer-tokens.server.ts).
import type { SalesLinkContext } from "~/models/sales-button";
import { viewIdFor } from "./answer-tokens.server";
import { getEnv, linkHosts } from "./env.server";
import { referralFromRequest } from "./referral.server";

export async function salesContextFor(
  request: Request,
  context: unknown,
): Promise<SalesLinkContext> {
  const env = getEnv();
  const hosts = linkHosts(env);
  // A forged referral cookie is no referral, never a failed page.
  const referral = await referralFromRequest(request).catch(() => null);
  return {
    ticketingHosts: hosts.ticketing,
    ownHosts: hosts.own,
    phone: env.TICKET_PHONE,
    referral,
    viewId: viewIdFor(context),
    salesParamHosts: env.SALES_PARAM_HOSTS,
  };
}

/** Sales links carry the visitor's referral code: such a page is theirs, not a CDN's. */
export const isPersonal = (answerPersonal: boolean, sales: SalesLinkContext) =>
  answerPersonal || sales.referral !== null;
