// The payment behind a donation return page: GET /api/services/forms/eenmalige-donatie/{ref} at
// the CMS (docs/content-api.md, "Payment return"). An unknown reference (404) is null without a
// word; any other failure, or an answer that is not about this payment, is logged and null too,
// so the page says only what the CMS has confirmed.
import * as v from "valibot";
import type { Payment } from "~/views/content/donation-return";
import { getServiceJson } from "../http/service-json.server";
import { log } from "../operations/log.server";

const MAX_ANSWER_BYTES = 16 * 1024;

const PaymentAnswer = v.object({
  code: v.literal(200),
  payment: v.object({
    reference: v.string(),
    amount: v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(10_000_000)),
    special: v.nullable(v.pipe(v.string(), v.maxLength(100))),
    status: v.pipe(v.string(), v.maxLength(40)),
  }),
});

export function paymentEndpoint(reference: string): string {
  return `/api/services/forms/eenmalige-donatie/${encodeURIComponent(reference)}`;
}

export async function fetchPayment(reference: string): Promise<Payment | null> {
  try {
    const body = await getServiceJson("payment", paymentEndpoint(reference), MAX_ANSWER_BYTES);
    if (body === null) return null;
    const answer = v.safeParse(PaymentAnswer, body);
    if (!answer.success) throw new Error("answer does not match the contract");
    if (answer.output.payment.reference !== reference)
      throw new Error("answer about another payment");
    return answer.output.payment;
  } catch (error) {
    log.error(`[donations] payment lookup failed: ${String(error)}`);
    return null;
  }
}
