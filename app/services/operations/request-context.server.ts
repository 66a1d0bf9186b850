// What the server knows about the request being served, reachable from any code that runs for
// it (a loader, the CMS client, a cache) without passing it along: the request id every log line
// carries, and the cache outcomes and CMS calls the access line sums up. The storage lives on
// globalThis: the HTTP server starts the request and the Remix build reports into it, and each
// carries its own copy of this module.
import { AsyncLocalStorage } from "node:async_hooks";
import type { CacheLayer, CacheOutcome, Observation } from "./observe.server";

export type RequestContext = {
  readonly id: string;
  /** How often each cache layer answered each way while this request was served. */
  readonly cache: Partial<Record<CacheLayer, Partial<Record<CacheOutcome, number>>>>;
  /** CMS calls made for this request, and how many of them failed. */
  readonly cms: { calls: number; failed: number };
};

const STORAGE = Symbol.for("theatre-site.request-context");

function storage(): AsyncLocalStorage<RequestContext> {
  const scope = globalThis as typeof globalThis & {
    [STORAGE]?: AsyncLocalStorage<RequestContext>;
  };
  scope[STORAGE] ??= new AsyncLocalStorage();
  return scope[STORAGE];
}

export function newRequestContext(id: string): RequestContext {
  return { id, cache: {}, cms: { calls: 0, failed: 0 } };
}

/** Runs `serve` (and everything it starts) as part of the request. */
export function runInRequest<T>(context: RequestContext, serve: () => T): T {
  return storage().run(context, serve);
}

export function currentRequest(): RequestContext | undefined {
  return storage().getStore();
}

/** An observation listener: counts what concerns the request it was made for. */
export function noteInRequest(observation: Observation): void {
  const context = currentRequest();
  if (!context) return;
  if (observation.kind === "cache") {
    const layer = context.cache[observation.layer] ?? {};
    layer[observation.outcome] = (layer[observation.outcome] ?? 0) + 1;
    context.cache[observation.layer] = layer;
  } else if (observation.kind === "cms-call") {
    context.cms.calls++;
    if (observation.outcome !== "ok" && observation.outcome !== "not_found") context.cms.failed++;
  }
}
