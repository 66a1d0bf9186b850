// What the content caches report to the access log and the metrics: per layer, a miss when the
// CMS was called, a hit from a kept copy, a stale copy past its TTL, a bypass for an editor, and
// the last good copy when the CMS fails.
process.env.CONTENT_RENDER_TTL_MS = "30000";
process.env.CONTENT_RENDER_SWR_MS = "300000";

import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearContentCaches, loadRender } from "~/services/content/render-cache.server";
import { type Observation, onObservation } from "~/services/operations/observe.server";
import { allowConsoleErrors } from "./support/console-guard";

const server = setupServer();
let down = false;
let seen: string[] = [];
let stop: () => void = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  down = false;
  seen = [];
  stop = onObservation((o: Observation) => {
    if (o.kind === "cache") seen.push(`${o.layer}:${o.outcome}`);
  });
  server.use(
    http.get("http://cms.test/api/render/*", () =>
      down
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({ node: { id: "n", kind: "home-page", data: {} } }),
    ),
  );
});
afterEach(() => {
  stop();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const page = (cmsCookie: string | null = null) =>
  loadRender({ path: "x", expect: ["home-page"], cmsCookie });
const home = () => loadRender({ path: "home-nl", expect: ["home-page"], cache: "home" });

describe("the content caches report", () => {
  it("a miss, then hits, per layer", async () => {
    await page();
    await page();
    await home();
    await home();
    expect(seen).toEqual(["content:miss", "content:hit", "list:miss", "list:hit"]);
  });

  it("a call shared by concurrent requests as coalesced", async () => {
    const coalesced: string[] = [];
    const stopCounting = onObservation((o) => {
      if (o.kind === "coalesced") coalesced.push(o.endpoint);
    });
    await Promise.all([page(), page(), page()]);
    stopCounting();
    expect(coalesced).toEqual(["render", "render"]);
  });

  it("a stale copy past its TTL, and a bypass for an editor", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await page();
    vi.setSystemTime(Date.now() + 31_000);
    await page();
    await page("cms_session=abc");
    expect(seen.slice(0, 2)).toEqual(["content:miss", "content:stale"]);
    expect(seen).toContain("content:bypass");
  });

  it("the last good copy when the CMS fails, and its absence", async () => {
    allowConsoleErrors(/HTTP_ERROR/);
    await home();
    down = true;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    await home();
    await page();
    expect(seen).toEqual([
      "list:miss",
      "list:miss",
      "last-good:hit",
      "content:miss",
      "last-good:miss",
    ]);
  });
});
