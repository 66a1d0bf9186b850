// GET /api/orders/orderdetails?token=: the order a thank-you page reports to analytics (forms
// spec §7.5). Demo tokens: `demo-…` is an order of two tickets for the promoted musical whose
// transaction id comes from the token; `fout-…` is a server error; anything else is unknown.
import { HttpResponse, http } from "msw";

export function orderAnswer(token: string | null): {
  status: number;
  body: Record<string, unknown>;
} {
  if (!token) return { status: 400, body: { error: "token required" } };
  if (token.startsWith("fout-")) return { status: 500, body: { error: "order service down" } };
  if (!token.startsWith("demo-")) return { status: 404, body: { error: "unknown token" } };
  const id = token.slice("demo-".length).toUpperCase();
  return {
    status: 200,
    body: {
      ecommerce: {
        transaction_id: `TA-${id}`,
        value: 158,
        currency: "EUR",
        items: [
          {
            item_id: "17101",
            item_name: "De Grote Musical",
            item_category: "musical",
            price: 79,
            quantity: 2,
          },
        ],
      },
    },
  };
}

export const ordersHandlers = [
  http.get("*/api/orders/orderdetails", ({ request }) => {
    const answer = orderAnswer(new URL(request.url).searchParams.get("token"));
    return HttpResponse.json(answer.body, {
      status: answer.status,
      headers: { "Cache-Control": "private, no-store" },
    });
  }),
];
