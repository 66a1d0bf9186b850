// What the content caches report to the observation hub (for the access log and metrics): each
// call's outcome per layer, a call that joined one in flight, the last good copy served while
// the CMS fails, and a preview that went past the caches. Also the CMS call itself, by kind.
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearContentCaches, loadRender } from "~/services/content/render-cache.server";
import { type Observation, onObservation } from "~/services/operations/observe.server";
import { expectConsoleError } from "./support/console-guard";

const server = setupServer();
const HOME = ["home-page"] as const;
let failing = false;
let seen: Observation[] = [];
let unsubscribe: () => void = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  failing = false;
  seen = [];
  unsubscribe = onObservation((observation) => seen.push(observation));
  server.use(
    http.get("http://cms.test/api/render/*", async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (failing) return HttpResponse.json({}, { status: 503 });
      return HttpResponse.json({ node: { id: "n", kind: "home-page", data: {} } });
    }),
  );
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const caches = () => seen.flatMap((o) => (o.kind === "cache" ? [`${o.layer}:${o.outcome}`] : []));
const cmsCalls = () =>
  seen.flatMap((o) => (o.kind === "cms-call" ? [`${o.endpoint}:${o.outcome}`] : []));

describe("the content caches report", () => {
  it("a miss, then a hit, per layer, and each CMS call by kind", async () => {
    await loadRender({ path: "home-nl", expect: HOME, cache: "home" });
    await loadRender({ path: "home-nl", expect: HOME, cache: "home" });
    expect(caches()).toEqual(["list:miss", "list:hit"]);
    expect(cmsCalls()).toEqual(["render:ok"]);
  });

  it("the calls that joined one already in flight", async () => {
    await Promise.all([
      loadRender({ path: "home-nl", expect: HOME }),
      loadRender({ path: "home-nl", expect: HOME }),
      loadRender({ path: "home-nl", expect: HOME }),
    ]);
    expect(seen.filter((o) => o.kind === "coalesced")).toEqual([
      { kind: "coalesced", endpoint: "render" },
      { kind: "coalesced", endpoint: "render" },
    ]);
    expect(cmsCalls()).toEqual(["render:ok"]);
  });

  it("the last good copy served while the CMS fails, and a failure with none", async () => {
    expectConsoleError(/HTTP_ERROR home-nl status 503/, /HTTP_ERROR home-en status 503/);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await loadRender({ path: "home-nl", expect: HOME });
    failing = true;
    await loadRender({ path: "home-nl", expect: HOME });
    await loadRender({ path: "home-en", expect: HOME });
    // The render cache is off in tests (TTL 0): each call also reports a content bypass.
    expect(caches().filter((c) => c.startsWith("last-good"))).toEqual([
      "last-good:hit",
      "last-good:miss",
    ]);
    expect(cmsCalls()).toEqual(["render:ok", "render:http_error", "render:http_error"]);
  });

  it("a preview as going past the caches", async () => {
    await loadRender({ path: "home-nl", expect: HOME, cmsCookie: "cms_session=x" });
    expect(caches()).toEqual(["content:bypass"]);
  });
});
