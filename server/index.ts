// Starts the site from a Remix server build: `node --import tsx server/index.ts build/index.js`
// (scripts/start.ts does this). Configuration comes from the validated environment.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { clientAddress } from "../app/models/client-address";
import { EnvError, parseEnv } from "../app/services/env.server";
import { createServerApp } from "./app";

const buildPath = process.argv[2];
if (!buildPath) {
  console.error("Usage: node --import tsx server/index.ts build/index.js");
  process.exit(1);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const build = (await import(pathToFileURL(resolve(buildPath)).href)) as ServerBuild;
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const app = createServerApp({
  siteUrl: env.SITE_URL,
  trustForwardedHost: env.TRUST_FORWARDED_HOST,
  remix: createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The answer's tokens (nonce, view id), drawn by the page cache so it can renew them; the
    // client's address for the rate limits (app/models/client-address.ts).
    getLoadContext: (req, res) => ({
      ...res.locals.answerTokens,
      clientAddress: clientAddress(
        req.socket.remoteAddress,
        req.headers["x-forwarded-for"],
        env.TRUST_PROXY,
      ),
    }),
  }),
  assets: { publicPath: build.publicPath, directory: build.assetsBuildDirectory },
  publicDirectory: "public",
  pageCache: {
    ttlMs: env.PAGE_CACHE_TTL_MS,
    staleMs: env.PAGE_CACHE_STALE_MS,
    maxBytes: 64 * 1024 * 1024,
  },
});

const onListen = () => {
  console.log(`[server] http://localhost:${env.PORT}`);
  warmUp();
};

/**
 * Fills the caches the first visitors need through the site itself (the agenda loads the
 * production list of its language), so a burst right after a start or deploy finds them warm
 * instead of every page waiting on a cold CMS call. Failures are only logged.
 */
function warmUp() {
  for (const path of ["/agenda", "/en/calendar"]) {
    fetch(`http://localhost:${env.PORT}${path}`, { headers: { "user-agent": "warm-up" } })
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => console.warn(`[server] warm-up of ${path}: ${String(error)}`));
  }
}
const server = process.env.HOST
  ? app.listen(env.PORT, process.env.HOST, onListen)
  : app.listen(env.PORT, onListen);
// A client that trickles its headers or body cannot hold a connection for long.
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
