// Redis hangs (SIGSTOP: the connection stays open, nothing answers) for 20 s under load: pages
// through Varnish (copies, previews and misses that need the shared cache), footer sign-ups and
// a signed purge keep working; every instance's /api/ready says 503 within a second and 200 again
// soon after Redis answers (SIGCONT), with the same processes (no restart).
import { instances, instanceUrl, redis, SITE_ORIGIN, varnish } from "./deployment";
import { footerFieldsFrom } from "./forms";
import { check, figures, sleep } from "./report";
import { runTraffic, summarise, summarisePosts } from "./traffic";
import { sendPurge, signedPurge } from "./webhook";

const HANG_MS = 20_000;
const READY_WITHIN_MS = 1_000;
/** REDIS_RETRY_MS (1 s) lets one probe through; readiness follows at its next check. */
const RECOVERY_WITHIN_MS = 5_000;

type Poll = { at: number; status: number; ms: number; body: string };

async function ready(i: number): Promise<Poll> {
  const at = Date.now();
  try {
    const answer = await fetch(`${instanceUrl(i)}/api/ready`, {
      signal: AbortSignal.timeout(READY_WITHIN_MS),
    });
    const body = await answer.text();
    return { at, status: answer.status, ms: Date.now() - at, body: body.slice(0, 160) };
  } catch (error) {
    return { at, status: 0, ms: Date.now() - at, body: String(error).slice(0, 160) };
  }
}

/** Polls an instance's readiness every 100 ms until `done` says stop; every answer kept. */
async function pollReady(i: number, done: () => boolean): Promise<Poll[]> {
  const polls: Poll[] = [];
  while (!done()) {
    polls.push(await ready(i));
    await sleep(100);
  }
  return polls;
}

/** Log lines of the instances that name Redis, logged between `from` and `to`: the breaker's word. */
function redisLines(from: number, to: number): number[] {
  return instances.map((proc) => {
    let n = 0;
    for (const line of proc.lines) {
      if (!/redis/i.test(line)) continue;
      try {
        const at = Date.parse((JSON.parse(line) as { time?: string }).time ?? "");
        if (at >= from && at <= to) n++;
      } catch {}
    }
    return n;
  });
}

export async function checkRedisHang() {
  const fields = await footerFieldsFrom(varnish);
  const count = instances.length;
  const pids = instances.map((p) => p.child.pid);
  const before = await Promise.all(instances.map((_, i) => ready(i)));
  const pid = redis().child.pid as number;

  const stopTraffic = new AbortController();
  const traffic = runTraffic(varnish, {
    durationMs: HANG_MS + 30_000,
    signal: stopTraffic.signal,
    visitors: 6,
    editors: 1,
    missers: 2,
    posters: { count: 1, fields, origin: SITE_ORIGIN, pauseMs: 250 },
  });
  await sleep(1_000);
  process.kill(pid, "SIGSTOP");
  const stoppedAt = Date.now();
  let hanging = true;
  const duringPolls = instances.map((_, i) => pollReady(i, () => !hanging));
  // A publish while Redis hangs: the webhook answers within its own deadline.
  await sleep(5_000);
  const purge = await sendPurge(signedPurge({ paths: ["/nieuws"] }));
  await sleep(stoppedAt + HANG_MS - Date.now());
  hanging = false;
  process.kill(pid, "SIGCONT");
  const resumedAt = Date.now();
  const during = await Promise.all(duringPolls);
  // Readiness back: each instance polled until it says 200 (or the wait runs out).
  const recovered = await Promise.all(
    instances.map(async (_, i) => {
      const polls = await pollReady(i, () => Date.now() - resumedAt > 10_000);
      const first = polls.find((p) => p.status === 200 && p.at >= resumedAt);
      return first ? first.at + first.ms - resumedAt : null;
    }),
  );
  stopTraffic.abort();
  const samples = await traffic;
  const gets = summarise([...samples.visits, ...samples.previews, ...samples.misses]);
  const hungGets = summarise(
    [...samples.visits, ...samples.previews, ...samples.misses].filter(
      (s) => s.at >= stoppedAt && s.at <= resumedAt,
    ),
  );
  const hungMisses = samples.misses.filter((s) => s.at >= stoppedAt && s.at <= resumedAt);
  const posts = summarisePosts(samples.posts.filter((p) => p.at >= stoppedAt && p.at <= resumedAt));
  const notReadyAfter = during.map((polls) => {
    const first = polls.find((p) => p.status === 503);
    return first ? first.at + first.ms - stoppedAt : null;
  });
  const sameProcesses = instances.every(
    (p, i) => p.child.pid === pids[i] && p.child.exitCode === null && p.child.signalCode === null,
  );
  figures.redisHang = {
    hangMs: resumedAt - stoppedAt,
    readyBefore: before.map((p) => p.status),
    notReadyAfterMs: notReadyAfter,
    readyAgainAfterMs: recovered,
    gets,
    getsWhileHung: hungGets,
    missesWhileHung: hungMisses.length,
    posts,
    purge: { status: purge.status, ms: Math.round(purge.ms) },
    sameProcesses,
    // The breaker logs a hang once with its reason: a handful of lines, not one per call.
    redisLogLines: redisLines(stoppedAt, resumedAt + 2_000),
  };
  check(
    "Redis hung 20 s: no GET fails",
    gets.errors === 0 && hungGets.requests > 0 && hungMisses.length > 0,
    `${gets.errors} failed of ${gets.requests} GETs (${hungGets.requests} while hung, ${hungMisses.length} of them misses rendered by the instances, p99 ${hungGets.p99} ms)${gets.errors ? ` ${JSON.stringify(gets.errorSamples)}` : ""}`,
  );
  check(
    "Redis hung: /api/ready on each instance is 503 within 1 s",
    before.every((p) => p.status === 200) &&
      notReadyAfter.length === count &&
      notReadyAfter.every((ms) => ms !== null && ms <= READY_WITHIN_MS),
    `before: ${before.map((p) => p.status).join(", ")}; 503 after ${notReadyAfter.map((ms) => (ms === null ? "never" : `${ms} ms`)).join(", ")} (≤ ${READY_WITHIN_MS} ms); e.g. ${during[0]?.find((p) => p.status === 503)?.body ?? during[0]?.at(-1)?.body ?? "—"}`,
  );
  check(
    "Redis hung: posts and a signed purge are answered",
    posts.posts > 0 &&
      posts.notAccepted === 0 &&
      posts.maxMs <= 3_000 &&
      purge.status === 202 &&
      purge.ms <= 3_000,
    `${posts.posts - posts.notAccepted} of ${posts.posts} sign-ups answered 303, slowest ${posts.maxMs} ms${posts.notAccepted ? ` ${JSON.stringify(posts.wrongSamples)}` : ""}; a signed purge answered ${purge.status} in ${Math.round(purge.ms)} ms (≤ 3000 ms)`,
  );
  check(
    "Redis answers again: readiness back to 200 without a restart",
    sameProcesses && recovered.every((ms) => ms !== null && ms <= RECOVERY_WITHIN_MS),
    `200 again ${recovered.map((ms) => (ms === null ? "not within 10 s" : `${ms} ms`)).join(", ")} after SIGCONT (≤ ${RECOVERY_WITHIN_MS} ms); the same ${count} processes ${sameProcesses ? "still running" : "NOT all still running"}`,
  );
}
