// `npm run bench`: JS size per page and server throughput (autocannon) against the built site
// with the demo CMS, on this machine. Writes bench/results/latest.json and prints a table for
// docs/performance.md. Loopback only; every run is bounded in time.
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { pageJsLoaded, pageJsSize } from "./js-size";
import { startSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 4400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/api/health",
      "/",
      "/agenda",
      "/voorstelling/de-notenkraker",
      "/pagina/contact",
      "/nieuws",
      "/zoeken?q=musical",
    ];

const renderCalls = async () =>
  ((await (await fetch(`http://localhost:${PORT + 1}/__stats`)).json()) as { renderCalls: number })
    .renderCalls;

async function load(path: string) {
  const before = await renderCalls();
  const result = await autocannon({
    url: BASE + path,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const cmsCalls = (await renderCalls()) - before;
  return {
    views: result.requests.total,
    cmsCalls,
    cmsCallsPerView: result.requests.total ? cmsCalls / result.requests.total : 0,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const { base: BASE, stop } = await startSite(PORT);
try {
  const rows = [];
  for (const path of PAGES) {
    const js = path.startsWith("/api/") ? null : await pageJsSize(BASE, path);
    const loaded = path.startsWith("/api/") ? null : await pageJsLoaded(BASE, path);
    await fetch(BASE + path); // warm the caches the way a live site is warm
    rows.push({ path, js, loaded, ...(await load(path)) });
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2)}\n`,
  );
  console.log(
    `| path | JS gzip named (files) | JS gzip loaded (files) | req/s | p50 ms | p99 ms | non-2xx | CMS calls / view |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const js = r.js ? `${(r.js.gzipBytes / 1024).toFixed(1)} KB (${r.js.files})` : "—";
    const loaded = r.loaded
      ? `${(r.loaded.gzipBytes / 1024).toFixed(1)} KB (${r.loaded.files})`
      : "—";
    console.log(
      `| ${r.path} | ${js} | ${loaded} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.cmsCalls} / ${r.views} = ${r.cmsCallsPerView.toFixed(4)} |`,
    );
  }
} finally {
  stop();
}
