import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearContentCaches, loadRender } from "~/services/content/render-cache.server";

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
