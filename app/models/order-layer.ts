// The promoted musical's orders for the tag manager (forms spec §7.5), each transaction once:
// read on thank-you pages (components/order-push.tsx) and by the server (services/orders).
// Pure: the caller hands in the data layer and the storage.
import type { DataLayerEntry } from "./data-layer";

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
