// `npm run dev` serves through the same server app as production (server/site.ts): `remix dev
// --manual` rebuilds on every change and runs this file once; here the new build is imported
// when remix dev writes build/version.txt, and remix dev is told it is live
// (broadcastDevReady), so the browser reloads. The request guard, the origin rule, the
// security headers and the load context therefore run in development exactly as in production.
import { watch } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { log } from "../app/services/operations/log.server";
import { envOrExit } from "./env-or-exit";
import { stopOnSignals } from "./lifecycle";
import { getLoadContext } from "./load-context";
import { routeIdResolver } from "./route-ids";
import { startSite } from "./site";

const env = envOrExit({ ...process.env, NODE_ENV: "development" });
const buildDirectory = resolve("build");
const buildPath = resolve(buildDirectory, "index.js");

/** The build on disk; the query makes Node's module cache load a rebuilt file again. */
async function importBuild(): Promise<ServerBuild> {
  return import(`${pathToFileURL(buildPath).href}?t=${Date.now()}`);
}

let build = await importBuild();
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const remix: RequestHandler = (req, res, next) =>
  createRequestHandler({ build, mode: "development", getLoadContext })(req, res, next);

const server = startSite({
  env,
  remix,
  assets: { publicPath: build.publicPath, directory: build.assetsBuildDirectory },
  // The route table only changes with a restart (remix dev), so the first build's routes hold.
  routeIdOf: routeIdResolver(build.routes),
  onListening: () => void broadcastDevReady(build),
});
stopOnSignals(server, { delayMs: env.DRAIN_DELAY_MS });

let reloading = false;
// The folder, not the file: a watch on a file that is replaced stops seeing it.
watch(buildDirectory, (_event, name) => {
  if (name !== "version.txt" || reloading) return;
  reloading = true;
  // remix dev writes the build first and version.txt last; one turn later both are complete.
  setTimeout(async () => {
    reloading = false;
    try {
      build = await importBuild();
      await broadcastDevReady(build);
    } catch (error) {
      log.error("[dev] reloading the build failed", { err: error });
    }
  }, 50);
});
