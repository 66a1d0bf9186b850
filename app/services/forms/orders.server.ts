// The order behind a thank-you page (forms spec §7.5): GET /api/orders/orderdetails?token= at
// the CMS. Only an answer with an ecommerce.transaction_id counts; anything else is logged
// (without the token, which identifies a buyer) and gives null.
import { type Order, orderFromAnswer } from "~/models/sales/order-layer";
import { getServiceJson } from "../http/service-json.server";
import { log } from "../operations/log.server";

const MAX_ANSWER_BYTES = 64 * 1024;

export async function fetchOrder(token: string): Promise<Order | null> {
  const path = `/api/orders/orderdetails?token=${encodeURIComponent(token)}`;
  try {
    const body = await getServiceJson("orders", path, MAX_ANSWER_BYTES);
    if (body === null) return null;
    const order = orderFromAnswer(body);
    if (!order) throw new Error("no ecommerce.transaction_id");
    return order;
  } catch (error) {
    log.error(`[orders] order details failed: ${String(error)}`);
    return null;
  }
}
