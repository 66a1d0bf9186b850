// The checks behind /api/ready (the rule is app/models/http/readiness.ts). The CMS is asked for the
// smallest answer it has, with a short timeout, and the outcome is kept a few seconds: load
// balancers probing every second cost the CMS one call per window, and concurrent probes share
// one call. Redis is asked on every check (a PING through redisCall, so within its deadline and
// through its breaker): a hung Redis keeps its connection open, so only an answer tells it is
// there, and the check that answers again closes the breaker without a restart. Concurrent
// checks share one PING. Both are asked at once, and each has less than a second: /api/ready
// answers within one whatever the CMS or Redis do. Whether the process is draining comes from the
// server in the load context (the server and this build hold separate copies of every module, so
// no shared flag would do).
import {
  type CmsCheck,
  type Readiness,
  type RedisCheck,
  readinessOf,
} from "~/models/http/readiness";
import { renderUrl } from "../content/render-api.server";
import { hasLastGoodCopies } from "../content/render-cache.server";
import { getEnv } from "./env.server";
import { RedisUnavailable, redisCall } from "./redis.server";

/** How long one probe's outcome stands for. */
const PROBE_TTL_MS = 5_000;
/** A probe answers quickly even while the CMS hangs: within the second readiness has. */
const PROBE_TIMEOUT_MS = 800;
/** What readiness waits for at most, whatever REDIS_TIMEOUT_MS says. */
const CHECK_BUDGET_MS = 900;
/** One general page of one item: any working CMS answers it, and it is small. */
const PROBE = { path: "page-list-nl", query: new URLSearchParams({ per_page: "1" }) };

type Probe = { ok: true } | { ok: false; reason: string };

let kept: { at: number; outcome: Promise<Probe> } | null = null;

async function probeCms(): Promise<Probe> {
  const timeout = Math.min(PROBE_TIMEOUT_MS, getEnv().CONTENT_API_TIMEOUT_MS);
  try {
    const response = await fetch(renderUrl(PROBE), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeout),
    });
    response.body?.cancel().catch(() => {});
    return response.status === 200
      ? { ok: true }
      : { ok: false, reason: `status ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, reason: timedOut ? "timeout" : "unreachable" };
  }
}

function cmsProbe(): Promise<Probe> {
  const now = Date.now();
  if (!kept || now - kept.at >= PROBE_TTL_MS) kept = { at: now, outcome: probeCms() };
  return kept.outcome;
}

/** For tests: the next check probes the CMS again. */
export function forgetReadinessProbe() {
  kept = null;
}

/** `work`'s answer, or `late` when it has not come by `deadline` (it goes on; nobody waits). */
function by<T>(work: Promise<T>, deadline: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function pingRedis(): Promise<RedisCheck> {
  try {
    await redisCall((client) => client.ping());
    return { state: "ready" };
  } catch (error) {
    if (error instanceof RedisUnavailable) {
      return error.reason === "off" ? { state: "off" } : { state: "down", reason: error.reason };
    }
    // An error reply (LOADING while Redis reads its data, NOAUTH): there, but not usable.
    const word = error instanceof Error ? error.message.split(" ")[0] : "";
    return { state: "down", reason: word || "error" };
  }
}

let redisPing: Promise<RedisCheck> | null = null;

function redisCheck(deadline: number): Promise<RedisCheck> {
  if (!getEnv().REDIS_URL) return Promise.resolve({ state: "off" });
  redisPing ??= pingRedis().finally(() => {
    redisPing = null;
  });
  return by(redisPing, deadline, { state: "down", reason: "timeout" });
}

function isDraining(context: unknown): boolean {
  return typeof context === "object" && context !== null && "draining" in context
    ? context.draining === true
    : false;
}

export async function checkReadiness(context: unknown): Promise<Readiness> {
  const deadline = Date.now() + CHECK_BUDGET_MS;
  const [probe, redis] = await Promise.all([cmsProbe(), redisCheck(deadline)]);
  // Copies in Redis are looked for within what is left of the budget: none found in time, none.
  const cms: CmsCheck = probe.ok
    ? probe
    : { ...probe, staleCopies: await by(hasLastGoodCopies(), deadline, false) };
  return readinessOf(cms, redis, isDraining(context));
}
