// The bare Remix page (bench/bare/): built with `remix build` in its folder and served by
// remix-serve on a port of the bench's own, as the floor the site's pages are compared with.
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const DIR = fileURLToPath(new URL("./bare/", import.meta.url));
const BIN = fileURLToPath(new URL("../node_modules/.bin/", import.meta.url));

export async function startBareSite(port: number) {
  execFileSync(`${BIN}remix`, ["build"], { cwd: DIR, stdio: ["ignore", "ignore", "inherit"] });
  const server = spawn(`${BIN}remix-serve`, ["build/index.js"], {
    cwd: DIR,
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  const stop = () => void server.kill("SIGTERM");
  const end = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {}
    if (Date.now() > end) {
      stop();
      throw new Error(`${base} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
