// `npm run bench:lighthouse`: Lighthouse mobile on each template of the built site with the demo
// CMS, beside a bare Remix page with the same versions (the floor), with simulated and with
// devtools throttling in one run. Median of LH_RUNS rounds (3); each round measures the floor
// and then every template, so both meet the same neighbours on a shared machine. Prints per mode
// and visitor a markdown table with the floor and the difference to it beside each template and
// the goals it misses (./lighthouse-goals); then a simulated tap (./tap) on the site's controls
// and the floor's button, per visitor, and writes bench/results/lighthouse.json. Loopback.
//   LH_RUNS=5 LH_VISITORS=first,returning LH_THROTTLING=devtools npm run bench:lighthouse [path ...]
import { mkdirSync, writeFileSync } from "node:fs";
import { startBareSite } from "./bare-site";
import { pageJsSize } from "./js-size";
import {
  type Audit,
  auditOnce,
  type Throttling,
  throttlingModes,
  type Visitor,
} from "./lighthouse-audit";
import { GOALS, type Verdict, verdict } from "./lighthouse-goals";
import { startSite } from "./site";
import {
  CPU_SLOWDOWN,
  FLOOR_TAP,
  launchTapBrowser,
  measureTap,
  SITE_TAPS,
  type Tap,
  type TapTarget,
} from "./tap";

const PORT = Number(process.env.LH_PORT ?? 4500);
const BARE_PORT = PORT + 10;
const RUNS = Number(process.env.LH_RUNS ?? 3);
// The first visit is what the goals are about; both throttling modes already double a run's
// time, so the returning visitor (no banner) is measured when asked for.
const VISITORS = (process.env.LH_VISITORS ?? "first").split(",") as Visitor[];
const MODES = throttlingModes();
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
const MODE_TEXT: Record<Throttling, string> = {
  simulate: "simulated throttling",
  devtools: "devtools throttling (4× CPU and a slow network applied to the browser)",
};

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Js = { files: number; gzipBytes: number };
type Medians = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
};
type Measurement = { runs: Audit[]; median: Medians };
type Row = Measurement & { path: string; visitor: Visitor; verdict: Verdict };
type ModeResult = { floor: Measurement & { js: Js }; rows: Row[]; minutes: number };

function medians(all: Audit[]): Medians {
  const runs = all.filter((a) => !a.error);
  const m = (pick: (a: Audit) => number) => median(runs.map(pick));
  return {
    score: m((a) => a.score),
    lcpMs: m((a) => a.lcpMs),
    tbtMs: m((a) => a.tbtMs),
    cls: m((a) => a.cls),
    fcpMs: m((a) => a.fcpMs),
    speedIndexMs: m((a) => a.speedIndexMs),
  };
}

/**
 * One finished run where possible: a run Lighthouse could not finish (it happens when the
 * machine is overloaded) is reported and tried once more.
 */
async function auditWithRetry(url: string, visitor: Visitor, mode: Throttling, runs: Audit[]) {
  for (let tries = 0; tries < 2; tries++) {
    const audit = await auditOnce(url, visitor, mode);
    runs.push(audit);
    if (!audit.error) return;
    console.error(`${url} (${visitor}, ${mode}): Lighthouse failed with ${audit.error}`);
  }
}

async function measureMode(
  mode: Throttling,
  site: string,
  bare: string,
  js: Map<string, Js>,
  floorJs: Js,
): Promise<ModeResult> {
  const started = Date.now();
  const floorRuns: Audit[] = [];
  const runs = new Map<string, Audit[]>();
  const key = (visitor: Visitor, path: string) => `${visitor} ${path}`;
  for (let round = 0; round < RUNS; round++) {
    await auditWithRetry(`${bare}/`, "first", mode, floorRuns);
    for (const visitor of VISITORS)
      for (const path of PATHS) {
        const list = runs.get(key(visitor, path)) ?? [];
        runs.set(key(visitor, path), list);
        await auditWithRetry(site + path, visitor, mode, list);
      }
  }
  const floor = { runs: floorRuns, median: medians(floorRuns), js: floorJs };
  const floorFigures = { ...floor.median, jsGzipBytes: floorJs.gzipBytes };
  const rows: Row[] = [];
  for (const visitor of VISITORS)
    for (const path of PATHS) {
      const all = runs.get(key(visitor, path)) ?? [];
      const m = medians(all);
      const figures = { ...m, jsGzipBytes: js.get(path)!.gzipBytes };
      rows.push({ path, visitor, runs: all, median: m, verdict: verdict(figures, floorFigures) });
    }
  return { floor, rows, minutes: (Date.now() - started) / 60_000 };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (n: number, unit = "") =>
  `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(Math.round(n))}${unit}`;
const cls = (value: number) => (value === 0 ? "0" : value.toFixed(4));
const jsCell = (js: Js, floor: Js) =>
  `${(js.gzipBytes / 1000).toFixed(1)} kB (${(js.gzipBytes / floor.gzipBytes).toFixed(3)}×)`;

/** The failing audits and LCP element of the run with the median score. */
function medianRun(all: Audit[]): Audit | undefined {
  const byScore = all.filter((a) => !a.error).sort((a, b) => a.score - b.score);
  return byScore[Math.floor(byScore.length / 2)];
}

function floorLine(floor: ModeResult["floor"]) {
  const m = floor.median;
  const runs = floor.runs
    .filter((a) => !a.error)
    .map((a) => a.score)
    .join("/");
  return `| bare Remix page (floor) | ${jsCell(floor.js, floor.js)} | ${m.score} (${runs}) | | | ${Math.round(m.tbtMs)} ms | | | ${cls(m.cls)} | ${seconds(m.lcpMs)} | ${seconds(m.fcpMs)} | ${seconds(m.speedIndexMs)} | | ${medianRun(floor.runs)?.lcpElement ?? "—"} | |`;
}

function line(row: Row, floor: ModeResult["floor"], js: Js) {
  const finished = row.runs.filter((a) => !a.error);
  if (finished.length === 0)
    return `| ${row.path} | ${jsCell(js, floor.js)} | failed (${row.runs.map((a) => a.error).join(", ")}) | | | | | | | | | | ✗ no run | | |`;
  const m = row.median;
  const f = floor.median;
  const v = row.verdict;
  const mid = medianRun(row.runs);
  const failing = mid?.failing.map((a) => (a.value ? `${a.title} (${a.value})` : a.title)) ?? [];
  const goals = v.missed.length ? `✗ ${v.missed.join(", ")}` : "✓";
  return `| ${row.path} | ${jsCell(js, floor.js)} | ${m.score} (${finished.map((a) => a.score).join("/")}) | ${f.score} | ${signed(v.scoreDiff)} | ${Math.round(m.tbtMs)} ms | ${Math.round(f.tbtMs)} ms | ${signed(v.tbtDiffMs, " ms")} | ${cls(m.cls)} | ${seconds(m.lcpMs)} | ${seconds(m.fcpMs)} | ${seconds(m.speedIndexMs)} | ${goals} | ${mid?.lcpElement ?? "—"} | ${failing.join("; ") || "—"} |`;
}

function print(mode: Throttling, result: ModeResult, js: Map<string, Js>) {
  for (const visitor of VISITORS) {
    const rows = result.rows.filter((r) => r.visitor === visitor);
    console.log(
      `\nLighthouse mobile, ${MODE_TEXT[mode]}, median of ${RUNS}; ${VISITOR_TEXT[visitor]}:\n`,
    );
    console.log(
      "| path | JS gzip (× floor) | score (runs) | floor | Δ score | TBT | floor | Δ TBT | CLS | LCP | FCP | Speed Index | goals | LCP element | failing audits |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    console.log(floorLine(result.floor));
    for (const row of rows) console.log(line(row, result.floor, js.get(row.path)!));
    const met = rows.filter((r) => r.verdict.missed.length === 0).length;
    console.log(`\n${met} of ${rows.length} templates meet every goal (${mode}, ${visitor}).`);
  }
}

type TapRow = {
  target: TapTarget;
  visitor: Visitor;
  floor: boolean;
  runs: Tap[];
  medianMs: number;
};

/**
 * LH_RUNS rounds; each taps the floor's button and then every site control, per visitor, so both
 * meet the same neighbours. The floor has no banner: it is tapped as a first visit only.
 */
async function measureTaps(site: string, bare: string): Promise<TapRow[]> {
  const browser = await launchTapBrowser();
  try {
    const rows: TapRow[] = [
      { target: FLOOR_TAP, visitor: "first", floor: true, runs: [], medianMs: Number.NaN },
      ...VISITORS.flatMap((visitor) =>
        SITE_TAPS.map((target) => ({
          target,
          visitor,
          floor: false,
          runs: [] as Tap[],
          medianMs: Number.NaN,
        })),
      ),
    ];
    for (let round = 0; round < RUNS; round++)
      for (const row of rows) {
        const tap = await measureTap(browser, row.floor ? bare : site, row.target, row.visitor);
        if (tap.error) console.error(`tap ${row.target.name} (${row.visitor}): ${tap.error}`);
        row.runs.push(tap);
      }
    for (const row of rows)
      row.medianMs = median(row.runs.flatMap((tap) => (tap.ms === null ? [] : [tap.ms])));
    return rows;
  } finally {
    await browser.close();
  }
}

function printTaps(rows: TapRow[]) {
  const floor = rows.find((row) => row.floor)!;
  console.log(
    `\nTap to next paint (INP-like: the tap's longest Event Timing entry), ${CPU_SLOWDOWN}× CPU, 375 px with touch, median of ${RUNS}; below 16 ms Event Timing reports none and it counts as 16:\n`,
  );
  console.log("| control | path | visitor | tap (runs) | floor | Δ |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    const runs = row.runs.map((tap) => (tap.ms === null ? `✗ ${tap.error}` : tap.ms)).join("/");
    const figure = Number.isNaN(row.medianMs) ? "—" : `${Math.round(row.medianMs)} ms`;
    const diff = row.floor ? "" : signed(row.medianMs - floor.medianMs, " ms");
    console.log(
      `| ${row.target.name} | ${row.target.path} | ${row.floor ? "—" : row.visitor} | ${figure} (${runs}) | ${row.floor ? "" : `${Math.round(floor.medianMs)} ms`} | ${diff} |`,
    );
  }
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
  const floorJs = await pageJsSize(bare.base, "/");
  const js = new Map<string, Js>();
  for (const path of PATHS) js.set(path, await pageJsSize(site.base, path));
  const modes: Partial<Record<Throttling, ModeResult>> = {};
  for (const mode of MODES)
    modes[mode] = await measureMode(mode, site.base, bare.base, js, floorJs);
  const taps = await measureTaps(site.base, bare.base);

  mkdirSync("bench/results", { recursive: true });
  const at = new Date().toISOString();
  writeFileSync(
    "bench/results/lighthouse.json",
    `${JSON.stringify({ at, runs: RUNS, visitors: VISITORS, goals: GOALS, js: Object.fromEntries(js), modes, taps }, null, 2)}\n`,
  );
  console.log(
    `\nGoals beside the floor of the same mode and run: TBT ≤ floor + ${GOALS.tbtMs} ms, score ≥ floor − ${GOALS.scorePoints}, JS ≤ ${GOALS.jsRatio}× the floor's, CLS 0.`,
  );
  for (const mode of MODES) print(mode, modes[mode]!, js);
  printTaps(taps);
  console.log(
    `\nTime: ${MODES.map((mode) => `${mode} ${modes[mode]!.minutes.toFixed(1)} min`).join(", ")}.`,
  );
} finally {
  bare.stop();
  site.stop();
}
