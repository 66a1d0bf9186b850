import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearContentCaches, loadRender } from "~/services/content/render-cache.server";
import { expectConsoleError } from "./support/console-guard";

const server = setupServer();
const HOME = ["home-page"] as const;
const NEWS = ["news-page-list"] as const;
let calls: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  calls = [];
  server.use(
    http.get("http://cms.test/api/render/*", ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
      return HttpResponse.json({
        node: {
          id: "n",
          kind: url.pathname.includes("news") ? "news-page-list" : "home-page",
          data: {},
        },
        is_preview: url.searchParams.has("preview"),
      });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe("the spec's list caches", () => {
  it("keep the home page for 60 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await loadRender({ path: "home-nl", expect: HOME, cache: "home" });
    await loadRender({ path: "home-nl", expect: HOME, cache: "home" });
    expect(calls).toEqual(["/api/render/home-nl"]);
    vi.setSystemTime(Date.now() + 61_000);
    await loadRender({ path: "home-nl", expect: HOME, cache: "home" });
    expect(calls).toHaveLength(2);
  });

  it("keep the news list for 120 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const query = new URLSearchParams({ page: "0", per_page: "10" });
    await loadRender({ path: "news-page-list-nl", expect: NEWS, query, cache: "newsList" });
    vi.setSystemTime(Date.now() + 100_000);
    await loadRender({ path: "news-page-list-nl", expect: NEWS, query, cache: "newsList" });
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 30_000);
    await loadRender({ path: "news-page-list-nl", expect: NEWS, query, cache: "newsList" });
    expect(calls).toHaveLength(2);
  });

  it("hold at most 5 entries each", async () => {
    for (let page = 0; page < 6; page++) {
      await loadRender({
        path: "news-page-list-nl",
        expect: NEWS,
        query: new URLSearchParams({ page: String(page) }),
        cache: "newsList",
      });
    }
    await loadRender({
      path: "news-page-list-nl",
      expect: NEWS,
      query: new URLSearchParams({ page: "5" }),
      cache: "newsList",
    });
    expect(calls).toHaveLength(6);
    await loadRender({
      path: "news-page-list-nl",
      expect: NEWS,
      query: new URLSearchParams({ page: "0" }),
      cache: "newsList",
    });
    expect(calls).toHaveLength(7);
  });

  it("never keep a preview answer", async () => {
    const query = new URLSearchParams({ preview: "1" });
    await loadRender({ path: "home-nl", expect: HOME, query, cache: "home" });
    await loadRender({ path: "home-nl", expect: HOME, query, cache: "home" });
    expect(calls).toHaveLength(2);
  });

  it("are bypassed for visitors with a CMS session", async () => {
    await loadRender({ path: "home-nl", expect: HOME, cache: "home" });
    await loadRender({ path: "home-nl", expect: HOME, cache: "home", cmsCookie: "cms_session=x" });
    expect(calls).toHaveLength(2);
  });
});

describe("the production list", () => {
  const LIST = ["production-page-list"] as const;
  it("is served stale after its 60 s while one call refreshes it", async () => {
    expectConsoleError(/\[content\] HTTP_ERROR production-page-list-nl timeout/);
    vi.useFakeTimers({ toFake: ["Date"] });
    server.use(
      http.get("http://cms.test/api/render/production-page-list-nl", async () => {
        calls.push("list");
        // The refresh is slow, as under a burst: the visitor must not wait for it.
        if (calls.length > 1) await new Promise((resolve) => setTimeout(resolve, 400));
        return HttpResponse.json({ node: { id: "l", kind: "production-page-list", data: {} } });
      }),
    );
    const load = () =>
      loadRender({ path: "production-page-list-nl", expect: LIST, cache: "productionList" });
    await load();
    vi.setSystemTime(Date.now() + 61_000);
    const waited = new Promise((resolve) => setTimeout(() => resolve("waited"), 200));
    const stale = await Promise.race([load(), waited]);
    expect(stale).toMatchObject({ status: "ok" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls).toEqual(["list", "list"]);
  });
});
