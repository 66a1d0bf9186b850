// What the site tells the tag manager (forms spec §7.5): page views with a masked address and
// custom events; the promoted musical's orders are in ./order-layer (thank-you pages only, so
// not in every page's JavaScript). Pure: the browser module (components/runtime/analytics.ts) hands in
// the data layer.
import type { ConsentChoice } from "./consent";

export type DataLayerEntry = Record<string, unknown>;

/** Query parameters that carry e-mail addresses (§7.5); their values never leave the site. */
const MASKED_PARAMS = ["email", "emailadres"];
export const MASK = "xxx";

export function maskLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  let changed = false;
  for (const key of [...url.searchParams.keys()]) {
    if (!MASKED_PARAMS.includes(key.toLowerCase())) continue;
    url.searchParams.set(key, MASK);
    changed = true;
  }
  return changed ? url.toString() : href;
}

export function pageViewEvent(title: string, href: string): DataLayerEntry {
  return { event: "pageView", title, location: maskLocation(href) };
}

export type CustomEvent = {
  category: string;
  action: string;
  label?: string;
  value?: number | string;
};

export function customEvent({ category, action, label, value }: CustomEvent): DataLayerEntry {
  return {
    event: "customEventAnalytics",
    category,
    action,
    label: label ?? "",
    value: value ?? "",
  };
}

/** The consent event of the banner and the cookie page (its payload is ours to design, §4.5). */
export function consentEvent(
  action: "accept" | "refuse" | "change" | "banner displayed",
  choice?: ConsentChoice,
): DataLayerEntry {
  return customEvent({ category: "cookie consent", action, label: choice });
}
