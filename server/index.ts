// The production server: `node build/server/index.js [build/index.js]` (`npm run
// start:production`). `npm run build` compiles this file to JavaScript (scripts/build-server.ts),
// so production runs neither TypeScript nor a build. Configuration comes from the validated
// environment; a bad or missing value stops it before it listens.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { log } from "../app/services/operations/log.server";
import { envOrExit } from "./env-or-exit";
import { stopOnSignals } from "./lifecycle";
import { getLoadContext } from "./load-context";
import { startObservability } from "./observability";
import { routeIdResolver } from "./route-ids";
import { ownUrl, startSite } from "./site";

const env = envOrExit(process.env);
const buildPath = resolve(process.argv[2] ?? "build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
if (build.mode !== "production") {
  // `npm run dev` leaves one in the same place; its JSX runtime fails every page in production.
  console.error(`${buildPath} is a ${build.mode} build: run npm run build first`);
  process.exit(1);
}
installGlobals({ nativeFetch: build.future.v3_singleFetch });
await startObservability({ metricsPort: env.METRICS_PORT, host: env.METRICS_HOST });

const server = startSite({
  env,
  remix: createRequestHandler({ build, mode: "production", getLoadContext }),
  assets: { publicPath: build.publicPath, directory: build.assetsBuildDirectory },
  routeIdOf: routeIdResolver(build.routes),
  onListening: warmUp,
});
stopOnSignals(server, { delayMs: env.DRAIN_DELAY_MS });

/**
 * Fills the caches the first visitors need through the site itself (the agenda loads the
 * production list of its language), so a burst right after a start or deploy finds them warm
 * instead of every page waiting on a cold CMS call. Failures are only logged. Each page is read
 * to its end: a body cancelled half-way leaves this server's side of the connection holding
 * bytes nobody reads, which no idle sweep closes, so a stop would wait out its whole grace.
 */
function warmUp() {
  for (const path of ["/agenda", "/en/calendar"]) {
    fetch(`${ownUrl(env)}${path}`, { headers: { "user-agent": "warm-up" } })
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) => log.warn("[server] warm-up failed", { path, err: error }));
  }
}
