// Redis stopped for good (the process ends): pages keep coming from the instances' memory and
// readiness says Redis is down.
import { instances, instanceUrl, redis, varnish } from "./deployment";
import { viaVarnish } from "./ledger";
import { check, sleep } from "./report";
import { stop } from "./stack";

export async function checkRedisGone() {
  await stop(redis());
  await sleep(1_500);
  const pages = [];
  for (let i = 0; i < 6; i++) {
    // New query strings: misses in Varnish, answered by the instances from their memory.
    pages.push((await viaVarnish(`${varnish}/agenda?redis-gone=${i}`)).status);
  }
  const ready = await Promise.all(
    instances.map(async (_, i) => {
      const answer = await fetch(`${instanceUrl(i)}/api/ready`, {
        signal: AbortSignal.timeout(5_000),
      });
      return { status: answer.status, text: await answer.text() };
    }),
  );
  check(
    "Redis stopped: pages keep coming, readiness says so",
    pages.every((s) => s === 200) && ready.every((r) => r.status === 503 && /redis/i.test(r.text)),
    `pages ${pages.join(" ")}; /api/ready ${ready.map((r) => `${r.status} ${r.text.slice(0, 120)}`).join(" | ")}`,
  );
}
