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

describe("a CMS 404 for an anonymous page", () => {
  type CacheModule = typeof import("~/services/content/render-cache.server");
  const PAGE = ["general-page"] as const;
  const saved = { ...process.env };
  let cache: CacheModule;
  /** The CMS's published pages; any other path is a 404. */
  let published: Set<string>;
  let cmsDown = false;

  /** A fresh copy of the cache module, reading `env` (the file's setup turns the cache off). */
  async function withEnv(env: Record<string, string>) {
    Object.assign(process.env, env);
    vi.resetModules();
    cache = await import("~/services/content/render-cache.server");
  }

  beforeEach(async () => {
    published = new Set();
    cmsDown = false;
    server.use(
      http.get("http://cms.test/api/render/pagina/*", ({ request }) => {
        const path = new URL(request.url).pathname.replace("/api/render/", "");
        calls.push(path);
        if (cmsDown) return new HttpResponse(null, { status: 503 });
        if (!published.has(path)) return new HttpResponse(null, { status: 404 });
        return HttpResponse.json({
          node: { id: path, kind: "general-page", data: { url: `/${path}`, heading: "Er" } },
        });
      }),
    );
    await withEnv({ CONTENT_RENDER_TTL_MS: "30000", CONTENT_RENDER_SWR_MS: "10000" });
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  const load = (path = "pagina/weg", cmsCookie: string | null = null) =>
    cache.loadRender({ path, expect: PAGE, cmsCookie });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("costs the CMS one call per CONTENT_NOT_FOUND_TTL_MS (10 s), not one per request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 20; i++) expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toEqual(["pagina/weg"]);
    vi.setSystemTime(Date.now() + 9_000);
    expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1_100);
    expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(2);
    // Each path for itself.
    await load("pagina/ook-weg");
    expect(calls).toEqual(["pagina/weg", "pagina/weg", "pagina/ook-weg"]);
  });

  it("is not remembered with CONTENT_NOT_FOUND_TTL_MS=0", async () => {
    await withEnv({ CONTENT_NOT_FOUND_TTL_MS: "0" });
    for (let i = 0; i < 3; i++) expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(3);
  });

  it("lets a page published later show once its time is up", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await load()).toEqual({ status: "not_found" });
    published.add("pagina/weg");
    expect(await load()).toEqual({ status: "not_found" });
    vi.setSystemTime(Date.now() + 10_001);
    expect(await load()).toMatchObject({ status: "ok", stale: false });
    expect(calls).toHaveLength(2);
  });

  it("is dropped at once by a purge of its path or of everything, not of another path", async () => {
    expect(await load()).toEqual({ status: "not_found" });
    published.add("pagina/weg");
    await cache.purgeContent({ paths: ["/pagina/andere"] });
    expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(1);
    await cache.purgeContent({ paths: ["/pagina/weg"] });
    expect(await load()).toMatchObject({ status: "ok" });
    expect(calls).toHaveLength(2);

    expect(await load("pagina/nog-niet")).toEqual({ status: "not_found" });
    published.add("pagina/nog-niet");
    await cache.purgeContent({ all: true });
    expect(await load("pagina/nog-niet")).toMatchObject({ status: "ok" });
    expect(calls).toEqual(["pagina/weg", "pagina/weg", "pagina/nog-niet", "pagina/nog-niet"]);
  });

  it("is never read or written for a preview (CMS session)", async () => {
    const session = "cms_session=editor";
    expect(await load("pagina/weg", session)).toEqual({ status: "not_found" });
    expect(await load("pagina/weg", session)).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(2);
    // The previews remembered nothing: a visitor's request asks the CMS.
    expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(3);
    // A remembered 404 does not hide a draft from its editor.
    published.add("pagina/weg");
    expect(await load("pagina/weg", session)).toMatchObject({ status: "ok" });
    expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(4);
  });

  it("never replaces a good copy or the last good copy", async () => {
    expectConsoleError(/\[content\] HTTP_ERROR pagina\/weg status 503/);
    vi.useFakeTimers({ toFake: ["Date"] });
    published.add("pagina/weg");
    expect(await load()).toMatchObject({ status: "ok", stale: false });
    // Unpublished. Past its 30 s the copy is served stale while one call refreshes it: that
    // call's 404 is remembered, but the copy stays until its stale time is up.
    published.delete("pagina/weg");
    vi.setSystemTime(Date.now() + 31_000);
    expect(await load()).toMatchObject({ status: "ok", stale: true });
    await settle();
    expect(await load()).toMatchObject({ status: "ok", stale: true });
    expect(calls).toHaveLength(2);
    // Then the page is gone, from the remembered 404 (no call).
    vi.setSystemTime(Date.now() + 9_500);
    expect(await load()).toEqual({ status: "not_found" });
    expect(calls).toHaveLength(2);
    // The last good copy is still there for an outage.
    vi.setSystemTime(Date.now() + 10_001);
    cmsDown = true;
    expect(await load()).toMatchObject({ status: "ok", stale: true });
    expect(calls).toHaveLength(3);
  });
});
