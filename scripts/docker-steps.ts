// `npm run docker-steps`: what the Dockerfile's runtime stage does, without Docker (images cannot
// be pulled on these machines), and a check of the result. After `npm run build`:
// 1. copy package.json, package-lock.json, build/ and public/ into a clean temporary folder and
//    `npm ci --omit=dev` there, so nothing from the devDependencies is at hand;
// 2. start the production command there (`node build/server/index.js`) against the demo CMS of
//    this checkout, with a production configuration: first an incomplete one, which must be
//    refused with every missing variable named, then a complete one;
// 3. wait for /api/health and /api/ready, fetch a page and a static file;
// 4. open a slow form post (the demo answers traag@example.com after 2 s), send SIGTERM, and
//    check that readiness and health fail at once while new connections are still answered (the
//    drain delay, so a load balancer's probe can take the instance out), the post still gets its
//    200, and the process exits 0.
// Exits non-zero, saying which step failed.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDemoCms } from "../mocks/server";
import { freePort } from "./throwaway-servers";

const root = new URL("..", import.meta.url).pathname;
const SITE_URL = "https://www.theater-amsterdam.example";

function step(text: string) {
  console.log(`[docker-steps] ${text}`);
}

function fail(text: string): never {
  throw new Error(text);
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: exit ${code}`)),
    );
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitFor(url: string, seconds: number): Promise<Response> {
  const deadline = Date.now() + seconds * 1000;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return fail(`${url} not 200 within ${seconds} s (last: ${last})`);
}

/** The production command in `folder`, with only the given environment (and PATH). */
function startSite(folder: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--max-semi-space-size=64", "build/server/index.js"], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "pipe"],
  });
}

async function main() {
  for (const path of ["build/index.js", "build/server/index.js", "public/build"]) {
    if (!existsSync(join(root, path))) fail(`${path} is missing: run npm run build first`);
  }

  const folder = mkdtempSync(join(tmpdir(), "theatre-site-image-"));
  const demo = await startDemoCms(0, SITE_URL);
  let site: ChildProcess | undefined;
  try {
    step(`copying the runtime stage's files into ${folder}`);
    for (const path of ["package.json", "package-lock.json", "build", "public"]) {
      cpSync(join(root, path), join(folder, path), { recursive: true });
    }
    step("npm ci --omit=dev");
    await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], folder);
    for (const devOnly of ["tsx", "@remix-run/dev", "esbuild", "msw"]) {
      if (existsSync(join(folder, "node_modules", devOnly))) {
        fail(`${devOnly} was installed without devDependencies`);
      }
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const demoHost = new URL(demo.url).host;
    const incomplete = {
      NODE_ENV: "production",
      PORT: String(port),
      // As the Dockerfile's ENV: a container listens on its own interfaces.
      HOST: "0.0.0.0",
      CONTENT_API_URL: demo.url,
    };

    step("the production command refuses an incomplete production configuration");
    const refused = startSite(folder, incomplete);
    let message = "";
    refused.stderr?.on("data", (chunk) => {
      message += chunk;
    });
    const refusedCode = await exited(refused);
    if (refusedCode !== 1) fail(`an incomplete configuration exited ${refusedCode}, not 1`);
    for (const name of ["SITE_URL", "TICKETING_HOSTS", "SESSION_SECRET", "PURGE_SECRET"]) {
      if (!message.includes(`${name}: must be set`)) fail(`the refusal does not name ${name}`);
    }

    step(`node build/server/index.js on ${base} against the demo CMS on ${demo.url}`);
    site = startSite(folder, {
      ...incomplete,
      SITE_URL,
      TICKETING_HOSTS: "tickets.theater-amsterdam.example",
      SALES_PARAM_HOSTS: "tickets.theater-amsterdam.example",
      PAYMENT_HOSTS: demoHost,
      SESSION_SECRET: "docker-steps-session-secret",
      PURGE_SECRET: "docker-steps-purge-secret",
    });
    site.stderr?.pipe(process.stderr);
    site.once("exit", (code) => {
      if (code !== 0) step(`the site exited with ${code}`);
    });

    await waitFor(`${base}/api/health`, 30);
    step("/api/health 200");
    const readiness = await (await waitFor(`${base}/api/ready`, 30)).json();
    step(`/api/ready 200 ${JSON.stringify(readiness)}`);
    const page = await fetch(`${base}/agenda`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes("<!DOCTYPE html>")) {
      fail(`/agenda answered ${page.status}`);
    }
    step("/agenda 200");
    const favicon = await fetch(`${base}/favicon.ico`, { headers: { range: "bytes=999999-" } });
    if (favicon.status !== 416) fail(`a range past /favicon.ico's end answered ${favicon.status}`);
    step("/favicon.ico with a range past its end: 416");

    step("a slow form post in flight, then SIGTERM");
    const post = fetch(`${base}/nieuwsbrief/aanmelden`, {
      method: "POST",
      headers: { origin: SITE_URL, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=newsletter-footer&email=traag%40example.com&locale=nl&mode=fetch",
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = Date.now();
    site.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Within the drain delay (3 s in production): still answered, and telling the prober to go.
    for (const path of ["/api/ready", "/api/health"]) {
      const duringStop = await fetch(`${base}${path}`)
        .then((response) => `${response.status} Connection: ${response.headers.get("connection")}`)
        .catch(() => "connection refused");
      if (duringStop !== "503 Connection: close") {
        fail(`${path} answered ${duringStop} while the site was stopping, not 503 and close`);
      }
      step(`${path} while stopping: ${duringStop}`);
    }
    const answer = await post;
    const reply = await answer.json();
    if (answer.status !== 200 || reply.outcome !== "success") {
      fail(`the post in flight answered ${answer.status} ${JSON.stringify(reply)}`);
    }
    step(`the post in flight: 200 ${JSON.stringify(reply)}`);
    const code = await exited(site);
    const seconds = (Date.now() - stopped) / 1000;
    if (code !== 0) fail(`the site exited with ${code} after SIGTERM`);
    // The drain delay (3 s), then at most the 10 s grace for requests in flight.
    if (seconds > 14) fail(`the site took ${seconds} s to stop`);
    step(`exit 0, ${seconds.toFixed(1)} s after SIGTERM`);
    step("all steps passed");
  } finally {
    if (site && site.exitCode === null && site.signalCode === null) site.kill("SIGKILL");
    await demo.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[docker-steps] FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
