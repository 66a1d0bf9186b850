// The checks behind /api/ready (the rule is app/models/http/readiness.ts). The CMS is asked for the
// smallest answer it has, with a short timeout, and the outcome is kept a few seconds: load
// balancers probing every second cost the CMS one call per window, and concurrent probes share
// one call. Whether the process is draining comes from the server in the load context (the
// server and this build hold separate copies of every module, so no shared flag would do).
import { type CmsCheck, type Readiness, readinessOf } from "~/models/http/readiness";
import { renderUrl } from "../content/render-api.server";
import { hasLastGoodCopies } from "../content/render-cache.server";
import { getEnv } from "./env.server";
import { redisState } from "./redis.server";

/** How long one probe's outcome stands for. */
const PROBE_TTL_MS = 5_000;
/** A probe answers quickly even while the CMS hangs. */
const PROBE_TIMEOUT_MS = 1_000;
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

function isDraining(context: unknown): boolean {
  return typeof context === "object" && context !== null && "draining" in context
    ? context.draining === true
    : false;
}

export async function checkReadiness(context: unknown): Promise<Readiness> {
  const probe = await cmsProbe();
  const cms: CmsCheck = probe.ok ? probe : { ...probe, staleCopies: await hasLastGoodCopies() };
  return readinessOf(cms, redisState(), isDraining(context));
}
