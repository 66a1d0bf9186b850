import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/chromium";
import { consentState } from "./e2e/consent-state";
import { CLOCK_AT, STARTED_AT } from "./e2e/support";

// End-to-end tests run the built site and the demo CMS over real HTTP, in Debian's Chromium
// (no browser download). Ports differ from `npm start` so a running dev site does not interfere.
const PORT = Number(process.env.E2E_PORT ?? 4310);

export const baseURL = `http://localhost:${PORT}`;
// A second site with a low rate limit for e2e/rate-limit*.spec.ts (decision 0030): every spec
// posts from 127.0.0.1, so the main site's limits are set far above what the suite sends.
const LIMITED_PORT = PORT + 2;
// A third site standing at a fixed moment (DEMO_CLOCK), for specs about the hour: e2e/support.ts CLOCK_SITE.
const CLOCK_PORT = PORT + 4;
// A fourth at 11:05 that Sunday, after the demo's 11:00 tour began: e2e/support.ts STARTED_SITE.
const STARTED_PORT = PORT + 6;

// Every test but the consent ones starts as a visitor who has chosen basic cookies, so the
// banner (a fixed bar) does not cover what the tests click. e2e/consent*.spec.ts clear it.
const chosenBasic = consentState("basic");

const chromium = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions };

/** A site and its demo CMS (on `port + 1`) as `npm start` runs them, with `env` on top. */
function site(port: number, env: Record<string, string>) {
  return {
    command: "node --import tsx scripts/start.ts",
    url: `http://localhost:${port}/pagina/contact`,
    env: {
      PORT: String(port),
      DEMO_PORT: String(port + 1),
      SITE_URL: `http://localhost:${port}`,
      CONTENT_API_URL: "",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_EMAIL_PER_HOUR: "100000",
      ...env,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: { baseURL, trace: "retain-on-failure", storageState: chosenBasic },
  projects: [
    { name: "chromium", use: chromium, testIgnore: /\.nojs\.spec\.ts$/ },
    {
      name: "no-javascript",
      use: { ...chromium, javaScriptEnabled: false },
      testMatch: /\.nojs\.spec\.ts$/,
    },
  ],
  // Started one after the other: the first builds when the build is missing or stale.
  webServer: [
    site(PORT, {}),
    // Each test posts from an address of its own, through X-Forwarded-For: the browser on this
    // machine stands in for the proxy in front.
    site(LIMITED_PORT, {
      RATE_LIMIT_PER_MINUTE: "3",
      RATE_LIMIT_EMAIL_PER_HOUR: "10", // the default
      TRUST_PROXY: "127.0.0.1,::1",
    }),
    site(CLOCK_PORT, { DEMO_CLOCK: CLOCK_AT }),
    site(STARTED_PORT, { DEMO_CLOCK: STARTED_AT }),
  ],
});
