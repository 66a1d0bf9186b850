// The order of a thank-you page, for the browser's data layer (forms spec §7.5): the site asks
// the CMS server-side, so the page itself stays one cacheable document for every buyer and the
// token never lands in a shared cache.

import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseOrderToken } from "~/models/sales/order-token";
import { fetchOrder } from "~/services/forms/orders.server";
import { PRIVATE_NO_STORE } from "~/services/http/cache-headers.server";
import { resourceMethods } from "~/services/http/resource-methods.server";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

async function orderDetails({ request }: LoaderFunctionArgs) {
  const token = parseOrderToken(new URL(request.url).searchParams.get("token"));
  if (!token)
    return Response.json({ error: "token missing or malformed" }, { status: 400, headers });
  const order = await fetchOrder(token);
  if (!order) return Response.json({ order: null }, { status: 404, headers });
  return Response.json({ order }, { headers });
}

export const { loader, action } = resourceMethods({ get: orderDetails });
