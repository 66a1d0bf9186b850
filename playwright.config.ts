import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/chromium";

// End-to-end tests run the built site and the demo CMS over real HTTP, in Debian's Chromium
// (no browser download). Ports differ from `npm start` so a running dev site does not interfere.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const DEMO_PORT = PORT + 1;

export const baseURL = `http://localhost:${PORT}`;

// Every test but the consent ones starts as a visitor who has chosen basic cookies, so the
// banner (a fixed bar) does not cover what the tests click. e2e/consent*.spec.ts clear it.
const chosenBasic = {
  cookies: [
    {
      name: "cookie_consent",
      value: "basic",
      domain: "localhost",
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [],
};

const chromium = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions };

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
  webServer: {
    command: "node --import tsx scripts/start.ts",
    url: `${baseURL}/pagina/contact`,
    env: {
      PORT: String(PORT),
      DEMO_PORT: String(DEMO_PORT),
      SITE_URL: baseURL,
      CONTENT_API_URL: "",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
