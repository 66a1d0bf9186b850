// The publish webhook (POST /api/purge, docs/operations.md "Purge on publish"): the CMS names the
// pages an editor changed, signed with the shared PURGE_SECRET, and every instance's content
// caches and every Varnish drop them. Without PURGE_SECRET there is no webhook (404).
// Each step costs more than the one before, so a request is refused as early as possible: the
// body is read bounded (64 KB), its signature checked (an HMAC), then parsed, then its timestamp
// checked against the window, and only then its nonce claimed (a Redis write): an unsigned or
// stale request never reaches the nonce store and purges nothing. A signed body is good once
// (the nonce) and for PURGE_WINDOW_SECONDS (the timestamp); a full purge runs at most once per
// PURGE_ALL_INTERVAL_MS (full-purge-pacing.server.ts). The answer comes within about 3 s
// whatever Redis or Varnish do: the purge goes on after it when they are slow.
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  MAX_PURGE_BODY_BYTES,
  nonceRememberedUntil,
  type PurgeScope,
  parsePurgeRequest,
  withinPurgeWindow,
} from "~/models/http/purge-request";
import { purgeContent } from "../content/render-cache.server";
import { boundedBytes } from "../http/bounded-body.server";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { getEnv } from "./env.server";
import { askFullPurge } from "./full-purge-pacing.server";
import { log } from "./log.server";
import { claimNonce } from "./purge-nonce.server";
import { banInVarnish } from "./varnish-ban.server";
import { LATE, within } from "./within.server";

/**
 * How long after the body is read the webhook waits for the purge itself. The nonce and the
 * full-purge slot take at most a second each (in Redis, else memory) and come out of the same
 * budget: the answer leaves within this time plus a few milliseconds.
 */
const ANSWER_WITHIN_MS = 2_500;

const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** Whether `header` is `sha256=<hex HMAC-SHA256 of body>` under `secret`, compared in constant time. */
export function signatureHolds(header: string | null, body: Buffer, secret: string): boolean {
  const hex = header ? SIGNATURE.exec(header.trim())?.[1] : undefined;
  if (!hex) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

type PurgeSummary = {
  purged: "all" | string[];
  sharedCopiesDropped: number | null;
  instances: string;
  varnish: { origin: string; ok: boolean; status: number | string }[];
};

/**
 * Drops `scope` everywhere: this instance's and the shared content caches, the other instances
 * (purge bus) and every Varnish. With a deadline, what has not finished by then is reported
 * "unfinished" and goes on after the answer.
 */
async function purgeEverywhere(scope: PurgeScope, deadline: number | null): Promise<PurgeSummary> {
  const content = purgeContent(scope).catch((error: unknown) => {
    log.error(`[purge] dropping content failed: ${String(error)}`);
    return { sharedDropped: null, instances: "failed" as const };
  });
  const varnish = banInVarnish(scope);
  const wait = <T>(work: Promise<T>) =>
    deadline === null ? work : within(work, deadline - Date.now());
  const [dropped, banned] = await Promise.all([wait(content), wait(varnish)]);
  const summary: PurgeSummary = {
    purged: "all" in scope ? "all" : scope.paths,
    sharedCopiesDropped: dropped === LATE ? null : dropped.sharedDropped,
    instances: dropped === LATE ? "unfinished" : dropped.instances,
    varnish:
      banned === LATE
        ? (getEnv().VARNISH_URLS ?? []).map((origin) => ({
            origin,
            ok: false,
            status: "unfinished",
          }))
        : banned,
  };
  const unfinished = dropped === LATE || banned === LATE;
  log[unfinished ? "warn" : "info"](unfinished ? "purged, still running" : "purged", {
    paths: "all" in scope ? "all" : scope.paths.length,
    instances: summary.instances,
    varnishFailed: summary.varnish.filter((v) => !v.ok).map((v) => v.origin),
  });
  return summary;
}

export async function purgeWebhook(request: Request): Promise<Response> {
  const env = getEnv();
  const secret = env.PURGE_SECRET;
  if (!secret)
    return new Response(null, { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const body = await boundedBytes(request, MAX_PURGE_BODY_BYTES);
  if (body === null)
    return answer(413, { error: `the body may hold ${MAX_PURGE_BODY_BYTES} bytes at most` });
  if (!signatureHolds(request.headers.get("x-signature"), body, secret)) {
    log.warn("purge refused: bad signature");
    return answer(401, { error: "bad or missing X-Signature" });
  }
  const parsed = parsePurgeRequest(parseJson(body));
  if (!parsed.ok) return answer(400, { error: parsed.reason });
  const started = Date.now();
  const { scope, timestamp, nonce } = parsed;
  const window = env.PURGE_WINDOW_SECONDS;
  if (!withinPurgeWindow(timestamp, started, window)) {
    log.warn("purge refused: timestamp outside the window", {
      offsetSeconds: Math.round(started / 1000 - timestamp),
    });
    return answer(401, { error: "timestamp outside the window" });
  }
  const claim = await claimNonce(nonce, nonceRememberedUntil(timestamp, window));
  if (claim === "replayed") {
    log.warn("purge refused: replayed");
    return answer(409, { error: "replayed" });
  }
  if (claim === "full") {
    log.warn("purge refused: too many purges within the window");
    return answer(429, { error: "too many purges within the window" });
  }
  if ("all" in scope) {
    const turn = await askFullPurge(async () => {
      await purgeEverywhere(scope, null);
    });
    if (!turn.now) {
      log.info("full purge coalesced", { runsInMs: turn.inMs });
      return answer(202, { purged: "all", coalesced: true, runsInMs: turn.inMs });
    }
  }
  const summary = await purgeEverywhere(scope, started + ANSWER_WITHIN_MS);
  return answer(202, { ...summary, coalesced: false });
}
