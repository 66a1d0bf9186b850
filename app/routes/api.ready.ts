import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { checkReadiness } from "~/services/operations/readiness.server";

/**
 * Readiness for load balancers: 200 while this instance can serve visitors, 503 with the reasons
 * otherwise (app/models/http/readiness.ts). Never kept by any cache: it changes from one second to
 * the next.
 */
async function ready({ context }: LoaderFunctionArgs) {
  const readiness = await checkReadiness(context);
  return new Response(JSON.stringify(readiness), {
    status: readiness.ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

export const { loader, action } = resourceMethods({ get: ready });
