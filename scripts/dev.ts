// `npm run dev`: the demo CMS (unless CONTENT_API_URL is set) plus `remix dev` with live reload,
// serving through the site's own server (server/dev.ts), as production does.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { parseEnv } from "../app/services/operations/env.server";

const env = parseEnv({ ...process.env, NODE_ENV: "development" });
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "development",
  PORT: String(env.PORT),
};
let closeDemo: (() => Promise<void>) | undefined;
if (!process.env.CONTENT_API_URL) {
  const { startDemoCms } = await import("../mocks/server");
  const demo = await startDemoCms(env.DEMO_PORT, new URL(env.SITE_URL).origin);
  closeDemo = demo.close;
  childEnv.CONTENT_API_URL = demo.url;
  if (!process.env.ACCOUNT_URL) childEnv.ACCOUNT_URL = `${demo.url}/account`;
  console.log(`Demo CMS on ${demo.url}`);
}
const require = createRequire(import.meta.url);
// remix dev splits the command on spaces (no shell, no quotes).
const appServer = `${process.execPath} --import tsx server/dev.ts`;
const dev = spawn(
  process.execPath,
  [require.resolve("@remix-run/dev/dist/cli.js"), "dev", "--manual", "-c", appServer],
  { stdio: "inherit", env: childEnv },
);
const stop = async () => {
  dev.kill("SIGTERM");
  await closeDemo?.();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", stop);
