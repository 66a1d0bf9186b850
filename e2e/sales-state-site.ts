// A site of its own for e2e/sales-state*.spec.ts, standing at Sunday 29 November 2026, 11:05 in
// Amsterdam (DEMO_CLOCK), five minutes after the demo's backstage tour began. The shared clock
// site (support.ts CLOCK_SITE) stands at 07:44, before every performance of that day, so only a
// later moment shows a performance that has started. Started by the spec that needs it, on ports
// past those of playwright.config.ts; each spec file uses its own pair, so the JavaScript and
// no-JavaScript specs can run side by side.
import { type ChildProcess, spawn } from "node:child_process";

export const STARTED_AT = "2026-11-29T11:05:00+01:00";
/** The demo's backstage tour: every other Saturday at 11:00, and today (Sunday) at 11:00. */
export const TOUR = "/voorstelling/rondleiding-achter-de-schermen";

const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

export type ClockSite = { url: string; stop: () => Promise<void> };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `npm start`'s script at STARTED_AT on E2E_PORT + offset (and + offset + 1 for its CMS). */
export async function startClockSite(offset: 6 | 8): Promise<ClockSite> {
  const port = E2E_PORT + offset;
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(port + 1),
      SITE_URL: url,
      CONTENT_API_URL: "",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_EMAIL_PER_HOUR: "100000",
      DEMO_CLOCK: STARTED_AT,
    },
    stdio: "ignore",
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 90_000;
  while (!(await answers(`${url}/pagina/contact`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the 11:05 site on ${url} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}
