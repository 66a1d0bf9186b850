// `npm start`: validate configuration, build when the build is missing or older than the
// sources, start the demo CMS when no CONTENT_API_URL is set, then serve the site with the
// compiled production server (build/server/index.js, what `npm run start:production` runs).
// A SIGTERM or SIGINT goes on to the site, which finishes its requests in flight; the demo CMS
// stops only after the site has exited, so those requests can still reach it.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { EnvError, parseEnv } from "../app/services/operations/env.server";

const root = new URL("..", import.meta.url).pathname;
const serverBuild = join(root, "build/index.js");
const compiledServer = join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  if (!existsSync(serverBuild) || !existsSync(compiledServer)) return true;
  // `npm run dev` leaves a development build in the same place; served in production it fails
  // on every page (its JSX runtime is the development one), however new it is.
  if (/\bmode = "development"/.test(readFileSync(serverBuild, "utf8"))) return true;
  const built = Math.min(statSync(serverBuild).mtimeMs, statSync(compiledServer).mtimeMs);
  const sources = Math.max(
    newestMtime(join(root, "app")),
    newestMtime(join(root, "server")),
    statSync(join(root, "remix.config.js")).mtimeMs,
  );
  return sources > built;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env, cwd: root });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * DEMO_CLOCK (an ISO instant with its offset, e.g. 2026-11-29T07:44:00+01:00): where the demo and
 * the site stand in time, for a test that needs a given moment. Only beside the demo CMS: a real
 * CMS's content and the visitor's clock cannot be moved.
 */
function demoClockOf(value: string | undefined, demo: boolean): Date | null {
  if (!value) return null;
  const at = new Date(value);
  if (
    !demo ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(value) ||
    Number.isNaN(at.getTime())
  ) {
    console.error(
      demo
        ? `DEMO_CLOCK must be an instant like 2026-11-29T07:44:00+01:00, not ${JSON.stringify(
            value.slice(0, 40),
          )}`
        : "DEMO_CLOCK moves the demo CMS's clock; it cannot be used with CONTENT_API_URL",
    );
    process.exit(1);
  }
  return at;
}

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const require = createRequire(import.meta.url);
  if (needsBuild()) {
    console.log("Building the site…");
    // What `npm run build` does: the Remix build, then the compiled server.
    const steps = [
      [require.resolve("@remix-run/dev/dist/cli.js"), "build"],
      ["--import", "tsx", join(root, "scripts/build-server.ts")],
    ];
    for (const args of steps) {
      const code = await run(process.execPath, args, process.env);
      if (code !== 0) process.exit(code);
    }
  }

  let closeDemo: (() => Promise<void>) | undefined;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    PORT: String(env.PORT),
  };
  const demoClock = demoClockOf(process.env.DEMO_CLOCK, !process.env.CONTENT_API_URL);
  if (!process.env.CONTENT_API_URL) {
    const { startDemoCms } = await import("../mocks/server");
    if (demoClock) {
      const { setDemoClock } = await import("../mocks/demo-clock");
      childEnv.DEMO_CLOCK_OFFSET_MS = String(setDemoClock(demoClock));
      console.log(`Demo clock: ${demoClock.toISOString()} (DEMO_CLOCK), running on from there`);
    }
    const demo = await startDemoCms(env.DEMO_PORT, new URL(env.SITE_URL).origin);
    closeDemo = demo.close;
    childEnv.CONTENT_API_URL = demo.url;
    // The demo's account site too, unless another one is configured.
    if (!process.env.ACCOUNT_URL) childEnv.ACCOUNT_URL = `${demo.url}/account`;
    // The site sees a CONTENT_API_URL now, so it is told that this one is the demo: it keeps the
    // defaults a production site with a real CMS must not start with (app/services/operations/env.server.ts).
    childEnv.DEMO_CMS = "true";
    console.log(`Demo CMS on ${demo.url} (set CONTENT_API_URL to use a real CMS)`);
  }

  // The young generation production runs with (Dockerfile, `npm run start:production`).
  const site = spawn(process.execPath, ["--max-semi-space-size=64", compiledServer, serverBuild], {
    stdio: "inherit",
    env: childEnv,
    cwd: root,
  });
  // The site drains and exits on its own; its exit (below) then stops the demo and this script.
  const forward = (signal: NodeJS.Signals) => () => {
    if (site.exitCode === null) site.kill(signal);
  };
  process.on("SIGINT", forward("SIGINT"));
  process.on("SIGTERM", forward("SIGTERM"));
  site.on("exit", async (code) => {
    await closeDemo?.();
    process.exit(code ?? 1);
  });
}

main();
