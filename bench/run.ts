// `npm run bench`: JS size per page and server throughput (autocannon) against the built site
// with the demo CMS, on this machine. Writes bench/results/latest.json and prints a table for
// docs/performance.md. Loopback only; every run is bounded in time.
//
// Throughput is the median of BENCH_ROUNDS rounds at BENCH_CONNECTIONS connections, asking for
// gzip as browsers do, and is also given as a share of the trivial route's (/api/health) on the
// same server in the same run. The server keeps no pages (Varnish does, in front), so every
// request is rendered: these are the figures of a Varnish miss, with the CMS answers cached.
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { loaderDataBytes, reportBudgets } from "./budgets";
import { pageJsLoaded, pageJsSize } from "./js-size";
import { startSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 4400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TRIVIAL = "/api/health";
const PAGES = process.argv.slice(2).length
  ? [TRIVIAL, ...process.argv.slice(2).filter((path) => path !== TRIVIAL)]
  : [
      TRIVIAL,
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function round(path: string) {
  return autocannon({
    url: BASE + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
}

async function load(path: string) {
  const before = await renderCalls();
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round(path));
  const cmsCalls = (await renderCalls()) - before;
  const views = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    views,
    cmsCalls,
    cmsCallsPerView: views ? cmsCalls / views : 0,
    requestsPerSecond: Math.round(median(rounds.map((r) => r.requests.average))),
    latencyP50Ms: median(rounds.map((r) => r.latency.p50)),
    latencyP99Ms: median(rounds.map((r) => r.latency.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

const { base: BASE, stop } = await startSite(PORT);
try {
  const rows = [];
  for (const path of PAGES) {
    const js = path.startsWith("/api/") ? null : await pageJsSize(BASE, path);
    const loaded = path.startsWith("/api/") ? null : await pageJsLoaded(BASE, path);
    const data = path.startsWith("/api/")
      ? null
      : (await loaderDataBytes((dataPath) => fetch(BASE + dataPath), path)).bytes;
    await fetch(BASE + path); // warm the caches the way a live site is warm
    rows.push({ path, js, loaded, loaderDataBytes: data, ...(await load(path)) });
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS, rows }, null, 2)}\n`,
  );
  const trivial = rows.find((r) => r.path === TRIVIAL)?.requestsPerSecond ?? 0;
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s, median of ${ROUNDS} rounds, every request rendered\n`,
  );
  console.log(
    `| path | JS gzip named (files) | JS gzip loaded (files) | loader data raw | req/s | ÷ trivial | p50 ms | p99 ms | non-2xx | CMS calls / view |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const js = r.js ? `${(r.js.gzipBytes / 1024).toFixed(1)} KB (${r.js.files})` : "—";
    const loaded = r.loaded
      ? `${(r.loaded.gzipBytes / 1024).toFixed(1)} KB (${r.loaded.files})`
      : "—";
    console.log(
      `| ${r.path} | ${js} | ${loaded} | ${r.loaderDataBytes === null ? "—" : `${r.loaderDataBytes} B`} | ${r.requestsPerSecond} | ${trivial ? (r.requestsPerSecond / trivial).toFixed(3) : "—"} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.cmsCalls} / ${r.views} = ${r.cmsCallsPerView.toFixed(4)} |`,
    );
  }
  // Loader data, elements and JavaScript beside their goals (./budgets).
  const documents = PAGES.filter((path) => !path.startsWith("/api/"));
  await reportBudgets(BASE, documents, PORT + 10);
} finally {
  stop();
}
