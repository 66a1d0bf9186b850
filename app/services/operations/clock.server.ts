// The site's "now" on the server. Always the real clock in production; beside the demo CMS,
// `npm start` may shift it to DEMO_CLOCK (scripts/start.ts), the same shift the demo's data set
// is made with, so an e2e spec can stand on a Sunday at 07:44 or in a month's last minute.
import { getEnv } from "./env.server";

function offsetMs(): number {
  const env = getEnv();
  return env.DEMO_CMS === "true" ? (env.DEMO_CLOCK_OFFSET_MS ?? 0) : 0;
}

export const siteNow = (): Date => new Date(Date.now() + offsetMs());
