// Every test talks to a CMS at a fixed fake origin (msw intercepts it) with a short timeout, and
// dates are computed in a fixed zone so rules behave the same on every machine.
process.env.TZ = "UTC";
process.env.CONTENT_API_URL = "http://cms.test";
process.env.CONTENT_API_TIMEOUT_MS = "300";
process.env.SITE_URL = "https://www.theater-amsterdam.example";
process.env.IMAGE_CDN_URL = "http://cdn.test";
process.env.ACCOUNT_URL = "http://account.test";
// Most tests count CMS calls per request; the content cache has its own tests (render-cache).
process.env.CONTENT_RENDER_TTL_MS ??= "0";

// A console.error a test did not announce fails it (tests/support/console-guard.ts).
import { afterEach, beforeEach } from "vitest";
import { setRateLimiters } from "../app/services/operations/rate-limit.server";
import { checkConsoleErrors, watchConsoleErrors } from "./support/console-guard";
import { routeLogToConsole } from "./support/log-capture";

routeLogToConsole();

beforeEach(watchConsoleErrors);
// Every test starts with the rate limits' counts at zero, as a fresh server does: the actions a
// file calls all come from the one unknown client address.
beforeEach(() => setRateLimiters(null));
afterEach(checkConsoleErrors);
