// Purge on publish, end to end: one redis-server, the demo CMS and two site instances sharing
// them. An editor changes a page (the demo's POST /__edit); a webhook with a bad signature
// changes nothing; the signed webhook sent to instance A makes instance B serve the change
// within 2 s. Both instances also share one CMS call for the page.
//
//   npm run build && node --import tsx scripts/purge-check.ts [base port, default 4350]
//
// Ports: base (A), base+1 (demo CMS), base+2 (B), base+3 (Redis). Exit code 0 when every check
// holds; the summary is printed as JSON. `runPurgeCheck` is exported for a larger deploy test.
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startRedis, type TestRedis } from "../tests/support/redis-server";

const root = new URL("..", import.meta.url).pathname;
const SECRET = "purge-check-secret-0123456789";
const PAGE = "/pagina/contact";
const BUDGET_MS = 2_000;

type Check = { name: string; ok: boolean; detail?: unknown };

function start(
  args: string[],
  env: Record<string, string | undefined>,
  name: string,
): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 50));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", (code, signal) => {
    if (code !== 0 && signal === null) {
      console.error(`[purge-check] ${name} exited with ${code}:\n${lines.join("\n")}`);
    }
  });
  return child;
}

async function until<T>(what: string, probe: () => Promise<T | null>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: { "user-agent": "purge-check" } });
  return response.text();
}

async function renderCalls(cms: string): Promise<number> {
  const stats = (await (await fetch(`${cms}/__stats`)).json()) as { renderCalls: number };
  return stats.renderCalls;
}

function webhook(site: string, body: string, signature: string) {
  return fetch(`${site}/api/purge`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": signature },
    body,
  });
}

export async function runPurgeCheck(base = 4350): Promise<{ ok: boolean; checks: Check[] }> {
  const [portA, portCms, portB, portRedis] = [base, base + 1, base + 2, base + 3];
  const cms = `http://localhost:${portCms}`;
  const [siteA, siteB] = [`http://localhost:${portA}`, `http://localhost:${portB}`];
  const children: ChildProcess[] = [];
  let redis: TestRedis | null = null;
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail?: unknown) =>
    checks.push({ name, ok, ...(detail === undefined ? {} : { detail }) });
  try {
    redis = await startRedis(portRedis);
    children.push(start(["mocks/server.ts"], { DEMO_PORT: String(portCms) }, "demo CMS"));
    await until(
      "the demo CMS",
      async () => ((await fetch(`${cms}/__stats`)).ok ? true : null),
      20_000,
    );
    const siteEnv = (port: number): Record<string, string | undefined> => ({
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: siteA,
      CONTENT_API_URL: cms,
      REDIS_URL: redis?.url,
      PURGE_SECRET: SECRET,
      SESSION_SECRET: "purge-check-session-secret-0123456789",
      // The page micro-cache joins the purge bus when the server wires it; until then it would
      // add its own 10 + 30 s to what is measured here.
      PAGE_CACHE_TTL_MS: process.env.PURGE_CHECK_PAGE_CACHE_TTL_MS ?? "0",
    });
    for (const [port, name] of [
      [portA, "instance A"],
      [portB, "instance B"],
    ] as const) {
      children.push(start(["server/index.ts", "build/index.js"], siteEnv(port), name));
    }
    for (const site of [siteA, siteB]) {
      await until(site, async () => ((await fetch(`${site}/api/health`)).ok ? true : null), 30_000);
    }

    const firstA = await text(`${siteA}${PAGE}`);
    const before = await renderCalls(cms);
    const firstB = await text(`${siteB}${PAGE}`);
    const calls = (await renderCalls(cms)) - before;
    check("both instances serve the page", firstA.includes("<h1") && firstB.includes("<h1"));
    // Everything B needs for the page A rendered (its answer, the lists of the layout) is in Redis.
    check("B renders the page A loaded without a CMS call", calls === 0, { calls });

    const title = `Gepubliceerd ${randomUUID().slice(0, 8)}`;
    await fetch(`${cms}/__edit`, {
      method: "POST",
      body: JSON.stringify({ path: PAGE, title, heading: title }),
    });
    const body = JSON.stringify({ paths: [PAGE] });
    const bad = await webhook(siteA, body, `sha256=${"0".repeat(64)}`);
    check("a bad signature answers 401", bad.status === 401, { status: bad.status });
    await new Promise((resolve) => setTimeout(resolve, 500));
    check("a bad signature purges nothing", !(await text(`${siteB}${PAGE}`)).includes(title));

    const signature = `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;
    const sent = Date.now();
    const good = await webhook(siteA, body, signature);
    const summary = (await good.json()) as unknown;
    check("the signed webhook answers 202", good.status === 202, summary);
    const seenAfter = await until(
      "the new title on B",
      async () => ((await text(`${siteB}${PAGE}`)).includes(title) ? Date.now() - sent : null),
      BUDGET_MS + 3_000,
    ).catch(() => null);
    check(
      `B serves the change within ${BUDGET_MS} ms`,
      seenAfter !== null && seenAfter <= BUDGET_MS,
      {
        ms: seenAfter,
      },
    );
    check("A serves the change", (await text(`${siteA}${PAGE}`)).includes(title));
  } catch (error) {
    check("the run completed", false, String(error));
  } finally {
    await fetch(`${cms}/__edit/reset`, { method: "POST" }).catch(() => {});
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null || child.signalCode !== null
              ? resolve(null)
              : child.once("exit", resolve),
          ),
      ),
    );
    await redis?.stop();
  }
  return { ok: checks.every((c) => c.ok), checks };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  if (!existsSync(join(root, "build/index.js"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
  const result = await runPurgeCheck(Number(process.argv[2] ?? process.env.E2E_PORT ?? 4350));
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.ok ? 0 : 1);
}
