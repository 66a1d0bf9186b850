// The replay rule of the purge webhook: each signed body carries a nonce, and a nonce is good
// once until its window ends (app/models/http/purge-request.ts). Seen nonces are kept in Redis
// (SET NX PX: the first instance to claim one wins, every instance sees it) when REDIS_URL is
// set, and always in this process's memory too: a nonce this process has seen stays refused
// while Redis is away. While Redis is off, down or slow, memory alone decides; a replay could
// then be taken once by each other instance, within the window only (docs/operations.md has
// what that can do).
import { hasSeen, newSeenNonces, rememberNonce } from "~/models/http/seen-nonces";
import { redisCall } from "./redis.server";
import { LATE, within } from "./within.server";

/** Thousands of purges within one window is no CMS's publish; more are refused, not forgotten. */
const MAX_REMEMBERED = 10_000;
/** Redis is waited for this long at most, whatever REDIS_TIMEOUT_MS: the webhook has a deadline. */
const REDIS_WAIT_MS = 1_000;
/** Nonces are [A-Za-z0-9_-] (checked before): safe in a key as they are. */
const KEY_PREFIX = "theatre-site:purge:nonce:";

const seen = newSeenNonces(MAX_REMEMBERED);

/** "new": first use, now remembered; "replayed": seen before; "full": memory cannot take it. */
export type NonceVerdict = "new" | "replayed" | "full";

async function claimInRedis(nonce: string, ms: number): Promise<"new" | "seen" | "unavailable"> {
  try {
    const reply = await within(
      redisCall((redis) =>
        redis.set(`${KEY_PREFIX}${nonce}`, "1", {
          condition: "NX",
          expiration: { type: "PX", value: Math.max(1, Math.ceil(ms)) },
        }),
      ),
      REDIS_WAIT_MS,
    );
    if (reply === LATE) return "unavailable";
    return reply === "OK" ? "new" : "seen";
  } catch {
    // Off, down, hung or failing: memory decides.
    return "unavailable";
  }
}

/** Claims `nonce` until `until` (ms since the epoch). */
export async function claimNonce(nonce: string, until: number): Promise<NonceVerdict> {
  if (hasSeen(seen, nonce, Date.now())) return "replayed";
  const shared = await claimInRedis(nonce, until - Date.now());
  const local = rememberNonce(seen, nonce, Date.now(), until);
  // Redis is shared by every instance: its word stands (a full memory only loses the backup).
  if (shared === "new") return "new";
  if (shared === "seen") return "replayed";
  return local === "seen" ? "replayed" : local;
}
