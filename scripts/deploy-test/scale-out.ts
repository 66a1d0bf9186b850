// A third instance added while visitors keep coming, as an operator does it: start it, write a
// backends.vcl listing three, `varnishadm vcl.load` and, once Varnish's probes find all three
// healthy under the new VCL, `vcl.use`. The third must get its share of what reaches the
// instances (its own access log lines), and no request may fail meanwhile.
import {
  instancePort,
  instances,
  SITE_ORIGIN,
  startInstanceNo,
  varnish,
  varnishd,
} from "./deployment";
import { footerFieldsFrom } from "./forms";
import { check, figures, sleep } from "./report";
import { runTraffic, summarise, summarisePosts } from "./traffic";

const SECONDS_AFTER = 8;

/** The backends of a loaded VCL and whether Varnish's probe finds each healthy. */
async function healthOf(vcl: string): Promise<{ name: string; healthy: boolean }[]> {
  const list = await varnishd().admin("backend.list", `${vcl}.*`);
  return (
    list
      .split("\n")
      .slice(1)
      .map((line) => ({ name: line.split(/\s+/)[0] ?? "", healthy: /\bhealthy\b/i.test(line) }))
      // The round-robin director is listed too; only the instances are backends of their own.
      .filter((backend) => backend.name.startsWith(`${vcl}.instance_`))
  );
}

function accessLines(lines: readonly string[]): { status: number }[] {
  const found: { status: number }[] = [];
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { msg?: string; status?: number; method?: string };
      if (typeof entry.status === "number" && typeof entry.method === "string") {
        found.push({ status: entry.status });
      }
    } catch {}
  }
  return found;
}

export async function checkScaleOut() {
  const fields = await footerFieldsFrom(varnish);
  const vcl = `scale${Date.now().toString(36)}`;
  const stopTraffic = new AbortController();
  const traffic = runTraffic(varnish, {
    durationMs: 60_000,
    signal: stopTraffic.signal,
    visitors: 6,
    editors: 2,
    missers: 1,
    posters: { count: 1, fields, origin: SITE_ORIGIN, pauseMs: 200 },
  });
  const started = Date.now();
  const third = await startInstanceNo(2);
  const answeringAfterMs = Date.now() - started;
  const linesBefore = third.lines.length;
  varnishd().writeBackends([0, 1, 2].map(instancePort));
  await varnishd().admin("vcl.load", vcl, varnishd().vclFile);
  // A new VCL's backends start unproven; switching before a probe has found them healthy
  // would leave the director with none for a moment.
  let health: { name: string; healthy: boolean }[] = [];
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    health = await healthOf(vcl);
    if (health.length === 3 && health.every((b) => b.healthy)) break;
    await sleep(250);
  }
  const healthyAt = Date.now();
  await varnishd().admin("vcl.use", vcl);
  const switchedAt = Date.now();
  const active = (await varnishd().admin("vcl.list"))
    .split("\n")
    .find((line) => line.startsWith("active"));
  await sleep(SECONDS_AFTER * 1000);
  stopTraffic.abort();
  const samples = await traffic;
  const gets = summarise([...samples.visits, ...samples.previews, ...samples.misses]);
  const posts = summarisePosts(samples.posts);
  const thirdLines = accessLines(third.lines.slice(linesBefore));
  const thirdErrors = thirdLines.filter((l) => l.status >= 500).length;
  figures.scaleOut = {
    vcl,
    answeringAfterMs,
    allHealthyAfterMs: healthyAt - started,
    switchAfterMs: switchedAt - started,
    backends: health,
    thirdAccessLines: thirdLines.length,
    thirdErrors,
    gets,
    posts,
    instances: instances.length,
  };
  check(
    "a third instance added with varnishadm mid-run takes traffic",
    health.length === 3 &&
      health.every((b) => b.healthy) &&
      !!active?.includes(vcl) &&
      thirdLines.length > 0 &&
      thirdErrors === 0 &&
      gets.errors === 0 &&
      posts.notAccepted === 0,
    `vcl.load ${vcl} with 3 backends (${health.map((b) => `${b.name} ${b.healthy ? "healthy" : "sick"}`).join(", ")}), vcl.use ${switchedAt - started} ms after the start; active: ${active?.trim() ?? "?"}; in ${SECONDS_AFTER} s the third instance logged ${thirdLines.length} requests (${thirdErrors} 5xx); ${gets.errors} failed of ${gets.requests} GETs${gets.errors ? ` ${JSON.stringify(gets.errorSamples)}` : ""}, ${posts.notAccepted} not accepted of ${posts.posts} posts`,
  );
}
