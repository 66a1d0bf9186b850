// The order behind a thank-you page (forms spec §7.5): GET /api/orders/orderdetails?token= at
// the CMS. Only an answer with an ecommerce.transaction_id counts; anything else is logged
// (without the token, which identifies a buyer) and gives null.
import { type Order, orderFromAnswer } from "~/models/order-layer";
import { getEnv } from "./env.server";

const MAX_ANSWER_BYTES = 64 * 1024;

export async function fetchOrder(token: string): Promise<Order | null> {
  const env = getEnv();
  const url = `${env.CONTENT_API_URL}/api/orders/orderdetails?token=${encodeURIComponent(token)}`;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(env.CONTENT_API_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`status ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error("answer too large");
    const order = orderFromAnswer(JSON.parse(text));
    if (!order) throw new Error("no ecommerce.transaction_id");
    return order;
  } catch (error) {
    console.error(`[orders] order details failed: ${String(error)}`);
    return null;
  }
}
