// On a thank-you page after an order (forms spec §7.5): asks the site for the order behind the
// address's token and pushes it to the data layer once per transaction. Draws nothing; a failure
// only means no purchase event (the server logs it). Loaded on demand by the thank-you pages
// (./content-page), the only ones that draw it.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { pushToDataLayer } from "~/components/runtime/analytics";
import { orderFromAnswer, pushOrderOnce } from "~/models/sales/order-layer";
import { parseOrderToken } from "~/models/sales/order-token";
import { href } from "~/route-table.js";

export function OrderPush() {
  const { search } = useLocation();
  useEffect(() => {
    const token = parseOrderToken(new URLSearchParams(search).get("token"));
    if (!token) return;
    const controller = new AbortController();
    fetch(`${href("orderDetails", "nl")}?token=${encodeURIComponent(token)}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { order?: unknown } | null) => {
        const order = orderFromAnswer(answer?.order);
        if (order) pushOrderOnce({ push: pushToDataLayer }, () => window.localStorage, order);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [search]);
  return null;
}
