// The built site with the demo CMS on a port of the bench's own, for `npm run bench` and
// `npm run bench:burst`.
import { spawn } from "node:child_process";

export async function startSite(port: number, extraEnv: Record<string, string> = {}) {
  const base = `http://localhost:${port}`;
  const site = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(port + 1),
      SITE_URL: base,
      CONTENT_API_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => void site.kill("SIGTERM");
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {}
    if (Date.now() > end) {
      stop();
      throw new Error(`${base} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
