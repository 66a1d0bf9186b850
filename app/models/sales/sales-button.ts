// Spec §4 "Sales button": what the order button of one event, or of a whole production, shows
// and where it leads. Texts live in app/i18n/sales.ts under the labelKey.
import type { ContentEvent } from "~/content/schema";
import { isExternalLink } from "../http/external-link";
import { type EventStatus, eventStatus, leadingStatus, statusAt } from "./event-status";
import { addSalesParams } from "./referral";
import {
  buttonColour,
  isButtonStatus,
  isLinkStatus,
  type LinkStatus,
  type SalesButtonColour,
} from "./sales-states";

export type SalesButton =
  | {
      kind: "link";
      status: EventStatus;
      colour: SalesButtonColour;
      labelKey: EventStatus;
      href: string;
      newTab: boolean;
      tel: boolean;
      labelOverride?: string;
    }
  | {
      kind: "inactive";
      status: EventStatus;
      colour: "brown";
      labelKey: EventStatus;
      labelOverride?: string;
    }
  | { kind: "message"; status: EventStatus; labelKey: EventStatus };

export type SalesLinkContext = {
  ticketingHosts: string[];
  ownHosts: string[];
  phone: string;
  referral: string | null;
  /** Hosts whose sales links may carry the referral and view id (SALES_PARAM_HOSTS). */
  salesParamHosts: readonly string[];
  /**
   * The moment the page is made (the site's clock): a performance whose start time has come
   * shows "has started" however the CMS flags it (event-status.ts, statusAt). Pages always set
   * it (services/screens/sales-context.server.ts); only rules that do not depend on the clock
   * (tests of links and labels) leave it out, and then the CMS's word alone decides.
   */
  now?: Date;
};

function statusOf(
  event: ContentEvent,
  ctx: Pick<SalesLinkContext, "now">,
  onUnknown?: (statusID: string) => void,
): EventStatus {
  const status = eventStatus(event, onUnknown);
  return ctx.now === undefined ? status : statusAt(status, event, ctx.now);
}

type Target = { href: string; newTab: boolean; tel: boolean };

function nonBlank(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

// The sales URL ends up in an href, so only web addresses (or a path on this site) count;
// anything else, javascript: included, is treated as missing.
function usableSalesUrl(raw: string | null | undefined): string | null {
  const url = nonBlank(raw);
  if (url === null) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function eventTarget(
  status: LinkStatus,
  event: ContentEvent,
  ctx: SalesLinkContext,
): Target | null {
  if (status === "call_us") {
    // The venue's box office number, the same for every event; tel: must not contain spaces.
    const phone = ctx.phone.replace(/\s/g, "");
    return phone === "" ? null : { href: `tel:${phone}`, newTab: false, tel: true };
  }
  const url = usableSalesUrl(event.sales_url);
  if (url === null) return null;
  const href = addSalesParams(url, { referral: ctx.referral }, ctx.salesParamHosts);
  const newTab = isExternalLink(href, { own: ctx.ownHosts, ticketing: ctx.ticketingHosts });
  return { href, newTab, tel: false };
}

// A link state without anywhere to go (no usable sales_url, or no phone number for call_us)
// becomes an inactive button that still names its own status. It cannot become the
// "sales not started" message: the link states only exist while sales_status is on_sale, so
// the ticket system has said sales are open and claiming otherwise would be wrong. Naming the
// status ("Last tickets") keeps the information while nothing clickable leads nowhere.
function button(
  status: EventStatus,
  target: Target | null,
  labelOverride: string | null,
): SalesButton {
  if (!isButtonStatus(status)) return { kind: "message", status, labelKey: status };
  const override = labelOverride === null ? {} : { labelOverride };
  if (target !== null && isLinkStatus(status)) {
    return {
      kind: "link",
      status,
      colour: buttonColour(status),
      labelKey: status,
      ...target,
      ...override,
    };
  }
  return { kind: "inactive", status, colour: "brown", labelKey: status, ...override };
}

export function eventSalesButton(
  event: ContentEvent,
  ctx: SalesLinkContext,
  onUnknown?: (statusID: string) => void,
): SalesButton {
  const status = statusOf(event, ctx, onUnknown);
  const target = isLinkStatus(status) ? eventTarget(status, event, ctx) : null;
  // overrideSalesButtonText exists only to relabel the button, so it wins over the more general
  // bestelbutton text carried in the event data.
  const override = nonBlank(event.overrideSalesButtonText) ?? nonBlank(event.data?.bestelbutton);
  return button(status, target, override);
}

// Message states keep their text even with an override: it tells the visitor why nothing can be
// bought, which a promotional label would hide.
export function productionSalesButton(
  events: readonly ContentEvent[],
  ctx: SalesLinkContext & { playDatesHref: string; overrideText?: string | null },
  onUnknown?: (statusID: string) => void,
): SalesButton | null {
  const [only] = events;
  if (only === undefined) return null;
  const pageOverride = nonBlank(ctx.overrideText);

  if (events.length === 1) {
    const single = eventSalesButton(only, ctx, onUnknown);
    return pageOverride === null || single.kind === "message"
      ? single
      : { ...single, labelOverride: pageOverride };
  }

  // Several performances: the visitor has to pick a date first, so even call_us leads to the
  // dates list. Per-event label overrides belong to one performance and are not used here.
  const status = leadingStatus(events.map((event) => statusOf(event, ctx, onUnknown)));
  if (status === null) return null;
  const target = isLinkStatus(status)
    ? { href: ctx.playDatesHref, newTab: false, tel: false }
    : null;
  return button(status, target, pageOverride);
}

/**
 * A button built without the clock, brought to `now`: a performance whose start time has come
 * (or that the CMS calls started before its start) becomes the message statusAt names. Both
 * states statusAt can turn a status into are messages, so no link survives it. Applying it to
 * a button built with `now` changes nothing.
 */
export function buttonAt(
  built: SalesButton,
  event: Pick<ContentEvent, "start_date">,
  now: Date,
): SalesButton {
  const status = statusAt(built.status, event, now);
  return status === built.status ? built : { kind: "message", status, labelKey: status };
}
