// The nonces of purge webhooks this process has seen, each until its window ends: a signed body
// sent again within its window is a replay. The store is bounded, and a full store refuses a new
// nonce rather than forget one it holds: forgetting would let that one be replayed, and only a
// holder of the secret can fill it (thousands of purges in a few minutes is no CMS's publish).
// Pure: the caller gives the clock.

export type SeenNonces = {
  max: number;
  /** nonce → until when (ms) it is remembered. */
  until: Map<string, number>;
  /** The earliest of those times: before it, nothing can be pruned and a full store stays full. */
  earliest: number;
};

export function newSeenNonces(max: number): SeenNonces {
  return { max, until: new Map(), earliest: Number.POSITIVE_INFINITY };
}

/** Whether `nonce` is remembered at `now`. */
export function hasSeen(store: SeenNonces, nonce: string, now: number): boolean {
  const until = store.until.get(nonce);
  return until !== undefined && now < until;
}

function prune(store: SeenNonces, now: number) {
  if (now < store.earliest) return;
  let earliest = Number.POSITIVE_INFINITY;
  for (const [nonce, until] of store.until) {
    if (now >= until) store.until.delete(nonce);
    else earliest = Math.min(earliest, until);
  }
  store.earliest = earliest;
}

/**
 * Remembers `nonce` until `until` (ms): "new" the first time, "seen" while it is remembered,
 * "full" when the store holds `max` nonces none of which has expired (nothing is remembered).
 */
export function rememberNonce(
  store: SeenNonces,
  nonce: string,
  now: number,
  until: number,
): "new" | "seen" | "full" {
  if (hasSeen(store, nonce, now)) return "seen";
  if (store.until.size >= store.max) prune(store, now);
  if (store.until.size >= store.max) return "full";
  store.until.set(nonce, until);
  store.earliest = Math.min(store.earliest, until);
  return "new";
}
