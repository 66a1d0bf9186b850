// `npm run test:deploy`: the site as a venue runs it on a sale day, in one run on this machine.
// Redis, the demo CMS, two built instances and Varnish in front (deploy/varnish/site.vcl), then
// the phases below, each in a file named after it. Prints each check and its figures, writes them
// to bench/results/deploy.json and exits 1 if one fails. Needs `npm run build`, redis-server and
// varnishd (Debian packages; .ci/run installs them). DEPLOY_TEST_VERBOSE=1 shows the processes'
// stderr; DEPLOY_TEST_LOGS=<dir> keeps their stdout (the instances' JSON lines) there.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startDeployment, stopDeployment, varnish } from "./deployment";
import { checkLogs } from "./logs";
import { checkOversizedPost } from "./oversized-post";
import { checkNoHitSetsCookie, checkPersonalRoutes } from "./personal-routes";
import { checkPostsAndLimits } from "./rate-limit";
import { checkRedisGone } from "./redis-gone";
import { checkRedisHang } from "./redis-hang";
import { check, figures, finish } from "./report";
import { checkMissIds, checkUniqueIds } from "./request-ids";
import { rollingStop } from "./rolling-stop";
import { checkScaleOut } from "./scale-out";
import { root } from "./stack";
import { checkTrackingParams } from "./tracking";
import { checkViewIds } from "./view-ids";
import { checkWebhook } from "./webhook";

async function main() {
  if (!existsSync(join(root, "build/server/index.js"))) {
    console.error("Build first: npm run build");
    process.exit(1);
  }
  const started = Date.now();
  const phase = async (name: string, run: () => Promise<unknown> | unknown) => {
    const at = Date.now();
    try {
      await run();
    } catch (error) {
      check(`${name} ran to its end`, false, String(error instanceof Error ? error.stack : error));
    }
    (figures.phaseSeconds as Record<string, number>)[name] = (Date.now() - at) / 1000;
  };
  figures.phaseSeconds = {};
  await startDeployment();
  await phase("personal routes", checkPersonalRoutes);
  await phase("request ids", checkMissIds);
  let moved: ((name: string) => number) | undefined;
  await phase("rolling stop", async () => {
    moved = await rollingStop();
  });
  await phase("view ids", () => checkViewIds(varnish, check));
  await phase("posts and limits", checkPostsAndLimits);
  await phase("tracking parameters", checkTrackingParams);
  await phase("oversized post", checkOversizedPost);
  await phase("webhook", checkWebhook);
  await phase("scale out", checkScaleOut);
  await phase("redis hang", checkRedisHang);
  await phase("redis gone", checkRedisGone);
  const requests = moved?.("site_http_request_duration_seconds_count") ?? 0;
  figures.metricsMoved = { requests };
  check(
    "/metrics counters moved during the run",
    requests > 0,
    `${requests} requests counted on the two metrics ports during the main phase`,
  );
  checkLogs();
  checkNoHitSetsCookie();
  checkUniqueIds();
  figures.totalSeconds = (Date.now() - started) / 1000;
}

try {
  await main();
} catch (error) {
  check("the run completed", false, String(error instanceof Error ? error.stack : error));
} finally {
  await stopDeployment();
}
process.exit(finish(root) ? 1 : 0);
