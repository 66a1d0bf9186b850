// What the site tells the tag manager (forms spec §7.5): page views with a masked address,
// custom events, and the promoted musical's orders, each transaction once. Pure: the browser
// module (components/analytics.ts) hands in the data layer and the storage.
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

export type Order = { ecommerce: { transaction_id: string } & Record<string, unknown> };

/** The order answer, if it has what the data layer needs: an ecommerce.transaction_id. */
export function orderFromAnswer(answer: unknown): Order | null {
  if (typeof answer !== "object" || answer === null) return null;
  const ecommerce = (answer as { ecommerce?: unknown }).ecommerce;
  if (typeof ecommerce !== "object" || ecommerce === null) return null;
  const id = (ecommerce as { transaction_id?: unknown }).transaction_id;
  if (typeof id !== "string" && typeof id !== "number") return null;
  const transactionId = String(id).trim();
  if (transactionId === "" || transactionId.length > 100) return null;
  return {
    ecommerce: { ...(ecommerce as Record<string, unknown>), transaction_id: transactionId },
  };
}

export const PUSHED_ORDERS_KEY = "pushedTransactions";
const MAX_REMEMBERED = 50;
type StorageLike = Pick<Storage, "getItem" | "setItem">;

function remembered(storage: StorageLike): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(PUSHED_ORDERS_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Pushes an order once per transaction: the ids already pushed are remembered in local storage,
 * so reloading the thank-you page does not count the sale twice. Returns whether it pushed.
 * Without a working storage it pushes (a lost sale is worse than a rare double).
 */
export function pushOrderOnce(
  dataLayer: { push: (entry: DataLayerEntry) => unknown },
  storage: () => StorageLike,
  order: Order,
): boolean {
  const id = order.ecommerce.transaction_id;
  let store: StorageLike | null = null;
  try {
    store = storage();
  } catch {}
  const seen = store ? remembered(store) : [];
  if (seen.includes(id)) return false;
  dataLayer.push({ event: "purchase", ecommerce: order.ecommerce });
  try {
    store?.setItem(PUSHED_ORDERS_KEY, JSON.stringify([...seen, id].slice(-MAX_REMEMBERED)));
  } catch {}
  return true;
}
