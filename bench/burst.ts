// `npm run bench:burst`: 200 concurrent requests to one production page right after a start
// (issue 12's burst bug), counting pages whose suggestions failed. Loopback only, bounded.
import { spawn } from "node:child_process";

const PORT = Number(process.env.BENCH_PORT ?? 4450);
const BASE = `http://localhost:${PORT}`;
const PATH = process.argv[2] ?? "/voorstelling/de-notenkraker";
const COUNT = Number(process.env.BURST ?? 200);
// The suggestions' error element (the words themselves are also in the page's dictionary).
const FAILED = "production-cards--failed";

const site = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DEMO_PORT: String(PORT + 1),
    SITE_URL: BASE,
    CONTENT_API_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > end) throw new Error("the site did not come up");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const started = Date.now();
  const pages = await Promise.all(
    Array.from({ length: COUNT }, () => fetch(BASE + PATH).then((response) => response.text())),
  );
  const failed = pages.filter((html) => html.includes(FAILED)).length;
  console.log(
    `${COUNT} concurrent requests to ${PATH} right after start: ${failed} without suggestions, ${Date.now() - started} ms in all`,
  );
} finally {
  site.kill("SIGTERM");
}
