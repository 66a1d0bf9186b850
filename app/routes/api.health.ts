import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceMethods } from "~/services/http/resource-methods.server";

/** Whether the server said in the load context that this process is stopping (server/lifecycle.ts). */
function draining(context: unknown): boolean {
  return typeof context === "object" && context !== null && "draining" in context
    ? context.draining === true
    : false;
}

/**
 * Liveness for load balancers and the benchmark's baseline: answers without touching the CMS,
 * so it measures the server itself. 503 from the moment the process is asked to stop: Varnish
 * probes this route, and takes the instance out while it still answers what it is sent.
 */
function health({ context }: LoaderFunctionArgs) {
  const stopping = draining(context);
  return new Response(stopping ? "draining" : "ok", {
    status: stopping ? 503 : 200,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}

export const { loader, action } = resourceMethods({ get: health });
