// What the caches, the CMS client and the rate limits report about their work, for the access
// log and the metrics (docs/operations.md). Reporters only call `observe`; listeners (the log
// and the metrics registry) subscribe with `onObservation`, so a cache knows nothing of either.
// The listeners live on globalThis: the HTTP server and the Remix build each carry their own
// copy of this module, and both must reach the same listeners.

export type CacheLayer = "content" | "list" | "last-good";
export type CacheOutcome = "hit" | "miss" | "stale" | "bypass";

export type Observation =
  | { kind: "cache"; layer: CacheLayer; outcome: CacheOutcome }
  | {
      kind: "cms-call";
      /** The kind of endpoint ("render", "list", "forms", …), never a path with visitor input. */
      endpoint: string;
      outcome: string;
      durationMs: number;
    }
  | { kind: "coalesced"; endpoint: string }
  | { kind: "rate-limited"; route: string; by: "address" | "email" };

type Listener = (observation: Observation) => void;

const LISTENERS = Symbol.for("theatre-site.observers");

function listeners(): Set<Listener> {
  const scope = globalThis as typeof globalThis & { [LISTENERS]?: Set<Listener> };
  scope[LISTENERS] ??= new Set();
  return scope[LISTENERS];
}

export function observe(observation: Observation): void {
  for (const listener of listeners()) {
    try {
      listener(observation);
    } catch {
      // A failing log or metric never fails the request it describes.
    }
  }
}

/** Subscribes; returns the unsubscribe function. */
export function onObservation(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
