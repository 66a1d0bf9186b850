// A deploy under load: a minute of mixed anonymous traffic, previews and footer sign-ups through
// Varnish, with one instance stopped (SIGTERM) a third of the way in and started again. No GET
// and no POST may fail; Varnish keeps serving its copies; the two instances share one cache.
import {
  demo,
  instances,
  metricsUrl,
  RENDER_TTL_MS,
  SITE_ORIGIN,
  startInstanceNo,
  varnish,
} from "./deployment";
import { footerFieldsFrom } from "./forms";
import { check, figures, percent, sleep } from "./report";
import { type Proc, stop } from "./stack";
import { runTraffic, summarise, summarisePosts } from "./traffic";

const SECONDS = Number(process.env.DEPLOY_TEST_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.DEPLOY_TEST_CONNECTIONS ?? 12);

async function metricsText(i: number): Promise<string> {
  return (await fetch(metricsUrl(i), { signal: AbortSignal.timeout(5_000) })).text();
}

function metricSum(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) {
      sum += Number(line.slice(line.lastIndexOf(" ") + 1)) || 0;
    }
  }
  return sum;
}

async function renderCallsByKey(): Promise<Record<string, number[]>> {
  const stats = (await (await fetch(`${demo}/__stats?keys=1`)).json()) as {
    keys: Record<string, number[]>;
  };
  return stats.keys;
}

/** The run's main phase; returns how far a counter of both metrics ports moved meanwhile. */
export async function rollingStop() {
  const before = await Promise.all([0, 1].map(metricsText));
  const fields = await footerFieldsFrom(varnish);
  const startedAt = Date.now();
  const traffic = runTraffic(varnish, {
    durationMs: SECONDS * 1000,
    visitors: CONNECTIONS,
    editors: 2,
    posters: { count: 2, fields, origin: SITE_ORIGIN, pauseMs: 200 },
  });
  // One instance is stopped a third of the way in (a deploy) and started again soon after.
  await sleep((SECONDS * 1000) / 3);
  const stoppedAt = Date.now();
  const exitCode = await stop(instances[1] as Proc);
  const stopMs = Date.now() - stoppedAt;
  await startInstanceNo(1);
  const restartedAt = Date.now();
  const samples = await traffic;
  const endedAt = Date.now();
  const summary = summarise(samples.visits);
  const passed = summarise(samples.previews);
  const posts = summarisePosts(samples.posts);
  const postsWhileStopping = samples.posts.filter(
    (p) => p.at >= stoppedAt && p.at <= stoppedAt + stopMs,
  ).length;
  figures.traffic = summary;
  figures.previews = passed;
  figures.rollingStopPosts = { ...posts, whileStopping: postsWhileStopping };
  figures.sigterm = { exitCode, stopMs };
  check(
    "documents served from Varnish",
    summary.hitRatio >= 0.95,
    `hit ratio ${percent(summary.hitRatio)} of ${summary.documents} documents (≥ 95 %), ${summary.requests} requests in ${SECONDS} s, p50 ${summary.p50} ms, p99 ${summary.p99} ms`,
  );
  check(
    "no failed GET, one instance stopped (SIGTERM) and started mid-run",
    summary.errors === 0 && passed.errors === 0 && passed.requests > 0 && exitCode === 0,
    `${summary.errors} errors in ${summary.requests} visits${summary.errors ? ` ${JSON.stringify(summary.errorSamples)}` : ""}; ${passed.errors} errors in ${passed.requests} previews passed to the instances (p50 ${passed.p50} ms)${passed.errors ? ` ${JSON.stringify(passed.errorSamples)}` : ""}; the stopped instance exited ${exitCode} after ${stopMs} ms`,
  );
  check(
    "no failed POST while an instance stops (SIGTERM) and starts",
    posts.posts > 0 && posts.notAccepted === 0 && postsWhileStopping > 0,
    `${posts.posts - posts.notAccepted} of ${posts.posts} footer sign-ups answered 303 (${postsWhileStopping} sent while the instance drained and stopped), slowest ${posts.maxMs} ms${posts.notAccepted ? `; not accepted: ${JSON.stringify(posts.wrongSamples)}` : ""}`,
  );

  const calls = await renderCallsByKey();
  let worst = { key: "", gapMs: Number.POSITIVE_INFINITY, atS: [] as number[] };
  let keys = 0;
  let total = 0;
  for (const [key, times] of Object.entries(calls)) {
    const inRun = times.filter((t) => t >= startedAt && t <= endedAt).sort((a, b) => a - b);
    if (inRun.length === 0) continue;
    keys++;
    total += inRun.length;
    for (let i = 1; i < inRun.length; i++) {
      const gap = (inRun[i] as number) - (inRun[i - 1] as number);
      if (gap < worst.gapMs)
        worst = { key, gapMs: gap, atS: inRun.map((t) => Math.round((t - startedAt) / 100) / 10) };
    }
  }
  figures.cmsCalls = {
    keys,
    total,
    closestGapMs: Number.isFinite(worst.gapMs) ? worst.gapMs : null,
  };
  check(
    "CMS calls per key across both instances ≤ 1 per cache window",
    worst.gapMs >= RENDER_TTL_MS - 1000,
    `${total} render calls for ${keys} keys during the run; the closest two calls for one key were ${Number.isFinite(worst.gapMs) ? `${worst.gapMs} ms apart (${worst.key}, calls at ${worst.atS.join(", ")} s; the instance stopped at ${Math.round((stoppedAt - startedAt) / 100) / 10} s and answered again at ${Math.round((restartedAt - startedAt) / 100) / 10} s)` : "never repeated"}; window ${RENDER_TTL_MS} ms`,
  );

  const after = await Promise.all([0, 1].map(metricsText));
  return (name: string) =>
    metricSum(after[0] ?? "", name) +
    metricSum(after[1] ?? "", name) -
    (metricSum(before[0] ?? "", name) + metricSum(before[1] ?? "", name));
}
