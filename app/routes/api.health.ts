import { resourceMethods } from "~/services/http/resource-methods.server";

/**
 * Liveness for load balancers and the benchmark's baseline: answers without touching the CMS,
 * so it measures the server itself.
 */
function health() {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}

export const { loader, action } = resourceMethods({ get: health });
