// Tells each Varnish in VARNISH_URLS to drop its copies of purged pages: `BAN /` with the URL
// pattern in `X-Ban-Url` (deploy/'s VCL accepts it from trusted addresses only). A Varnish that
// fails or does not answer is logged and reported, never an error of the purge itself: its
// copies then age out with their own s-maxage and grace. Each Varnish gets BAN_TIMEOUT_MS for all
// its patterns together (a long purge is several), so a hung one costs the webhook 2 s, not 2 s
// a pattern.
import { banPatterns, type PurgeScope } from "~/models/http/purge-request";
import { getEnv } from "./env.server";
import { log } from "./log.server";

export type BanOutcome = { origin: string; ok: boolean; status: number | string };

const BAN_TIMEOUT_MS = 2_000;

async function ban(origin: string, patterns: readonly string[]): Promise<BanOutcome> {
  const signal = AbortSignal.timeout(BAN_TIMEOUT_MS);
  for (const pattern of patterns) {
    try {
      const response = await fetch(`${origin}/`, {
        method: "BAN",
        headers: { "X-Ban-Url": pattern },
        signal,
      });
      response.body?.cancel().catch(() => {});
      if (response.status !== 200) {
        log.warn(`[purge] BAN at ${origin} answered ${response.status}`);
        return { origin, ok: false, status: response.status };
      }
    } catch (error) {
      const reason =
        error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "unreachable";
      log.warn(`[purge] BAN at ${origin} failed: ${String(error)}`);
      return { origin, ok: false, status: reason };
    }
  }
  return { origin, ok: true, status: 200 };
}

/** Bans the scope's pages and the list screens on every configured Varnish, all at once. */
export function banInVarnish(scope: PurgeScope): Promise<BanOutcome[]> {
  const origins = getEnv().VARNISH_URLS ?? [];
  const patterns = banPatterns(scope);
  return Promise.all(origins.map((origin) => ban(origin, patterns)));
}
