// `npm run bench:lighthouse`: Lighthouse mobile (default simulated throttling) on each template
// of the built site with the demo CMS, beside a bare Remix page with the same versions as the
// floor. Median of LH_RUNS runs (3) per page and visitor; prints a markdown table for
// docs/performance.md and writes bench/results/lighthouse.json. Loopback only.
//   LH_RUNS=5 LH_VISITORS=first LH_THROTTLING=devtools npm run bench:lighthouse [path ...]
import { mkdirSync, writeFileSync } from "node:fs";
import { startBareSite } from "./bare-site";
import { pageJsSize } from "./js-size";
import { type Audit, auditOnce, THROTTLING, type Visitor } from "./lighthouse-audit";
import { startSite } from "./site";

const PORT = Number(process.env.LH_PORT ?? 4500);
const BARE_PORT = PORT + 10;
const RUNS = Number(process.env.LH_RUNS ?? 3);
const VISITORS = (process.env.LH_VISITORS ?? "first,returning").split(",") as Visitor[];
const PATHS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/",
      "/agenda",
      "/voorstelling/de-notenkraker",
      "/nieuws",
      "/zoeken?q=musical",
      "/pagina/contact",
    ];

const VISITOR_TEXT: Record<Visitor, string> = {
  first: "first visit (no cookies: the consent banner shows, as on a real first visit)",
  returning: "returning visitor (consent cookie set: no banner), empty cache",
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Row = { path: string; visitor: Visitor; runs: Audit[] };
type Js = { files: number; gzipBytes: number };

async function measure(base: string, path: string, visitor: Visitor): Promise<Row> {
  const runs: Audit[] = [];
  // A run Lighthouse could not finish (it happens when the machine is overloaded) is reported
  // and replaced, at most RUNS times, so the median is of RUNS real runs where possible.
  for (let tries = 0; runs.filter((a) => !a.error).length < RUNS && tries < 2 * RUNS; tries++) {
    const audit = await auditOnce(base + path, visitor);
    if (audit.error) console.error(`${path} (${visitor}): Lighthouse failed with ${audit.error}`);
    runs.push(audit);
  }
  return { path, visitor, runs };
}

/** The JS the HTML names (bench/js-size.ts), gzip, and its ratio to the bare page's. */
const jsCell = (js: Js, floor: Js) =>
  `${(js.gzipBytes / 1000).toFixed(1)} kB (${(js.gzipBytes / floor.gzipBytes).toFixed(2)}×)`;

function line(label: string, all: Audit[], js: string) {
  const runs = all.filter((a) => !a.error);
  if (runs.length === 0)
    return `| ${label} | ${js} | failed (${all.map((a) => a.error).join(", ")}) |`;
  const m = (pick: (a: Audit) => number) => median(runs.map(pick));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // The failing audits and LCP element of the run with the median score.
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const mid = byScore[Math.floor(byScore.length / 2)]!;
  const failing = mid.failing.map((f) => (f.value ? `${f.title} (${f.value})` : f.title));
  return `| ${label} | ${js} | ${m((a) => a.score)} (${runs.map((a) => a.score).join("/")}) | ${s(m((a) => a.lcpMs))} | ${Math.round(m((a) => a.tbtMs))} ms | ${m((a) => a.cls).toFixed(3)} | ${s(m((a) => a.fcpMs))} | ${s(m((a) => a.speedIndexMs))} | ${mid.lcpElement ?? "—"} | ${failing.join("; ") || "—"} |`;
}

const site = await startSite(PORT);
const bare = await startBareSite(BARE_PORT).catch((error) => {
  site.stop();
  throw error;
});
try {
  // The first render of each page fills the server's caches, as on a live site.
  for (const path of PATHS) await fetch(site.base + path);
  await fetch(bare.base);
  const rows: Row[] = [];
  const floorJs = await pageJsSize(bare.base, "/");
  const js = new Map<string, Js>();
  for (const path of PATHS) js.set(path, await pageJsSize(site.base, path));
  const floor = await measure(bare.base, "/", "first");
  for (const visitor of VISITORS)
    for (const path of PATHS) rows.push(await measure(site.base, path, visitor));

  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/lighthouse.json",
    `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, throttling: THROTTLING, floor: { ...floor, js: floorJs }, rows, js: Object.fromEntries(js) }, null, 2)}\n`,
  );
  for (const visitor of VISITORS) {
    console.log(
      `\nLighthouse mobile (${THROTTLING} throttling), median of ${RUNS}; ${VISITOR_TEXT[visitor]}:\n`,
    );
    console.log(
      "| path | JS gzip (× floor) | score (runs) | LCP | TBT | CLS | FCP | Speed Index | LCP element | failing audits |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    console.log(line("bare Remix page (floor)", floor.runs, jsCell(floorJs, floorJs)));
    for (const row of rows.filter((r) => r.visitor === visitor))
      console.log(line(row.path, row.runs, jsCell(js.get(row.path)!, floorJs)));
  }
} finally {
  bare.stop();
  site.stop();
}
