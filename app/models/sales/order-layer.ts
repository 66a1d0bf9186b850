// The promoted musical's orders for the tag manager (forms spec §7.5), each transaction once:
// read on thank-you pages (components/confirmations/order-push.tsx) and by the server (services/orders).
// Pure: the caller hands in the data layer and the storage.
import type { DataLayerEntry } from "../consent/data-layer";

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

function remembered(storage: StorageLike, key: string): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

type DataLayer = { push: (entry: DataLayerEntry) => unknown };

/**
 * Pushes an entry once per id: the ids already pushed are remembered in local storage under
 * `key`, so reloading a thank-you page does not count a sale or gift twice. Returns whether it
 * pushed. Without a working storage it pushes (a lost sale is worse than a rare double).
 */
export function pushOnce(
  dataLayer: DataLayer,
  storage: () => StorageLike,
  remember: { key: string; id: string },
  entry: DataLayerEntry,
): boolean {
  let store: StorageLike | null = null;
  try {
    store = storage();
  } catch {}
  const seen = store ? remembered(store, remember.key) : [];
  if (seen.includes(remember.id)) return false;
  dataLayer.push(entry);
  try {
    const kept = [...seen, remember.id].slice(-MAX_REMEMBERED);
    store?.setItem(remember.key, JSON.stringify(kept));
  } catch {}
  return true;
}

/** An order, once per transaction. */
export function pushOrderOnce(dataLayer: DataLayer, storage: () => StorageLike, order: Order) {
  const remember = { key: PUSHED_ORDERS_KEY, id: order.ecommerce.transaction_id };
  return pushOnce(dataLayer, storage, remember, { event: "purchase", ecommerce: order.ecommerce });
}
