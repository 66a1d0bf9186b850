// The content caches shared through a real Redis. Two instances are two copies of the cache
// module (vi.resetModules), as the server's processes are: each has its own memory and its own
// in-flight calls, and they meet only in Redis.
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { allowConsoleErrors } from "./support/console-guard";
import { startRedis, type TestRedis } from "./support/redis-server";

let redis: TestRedis = await startRedis();
process.env.REDIS_URL = redis.url;
process.env.CONTENT_RENDER_TTL_MS = "30000";
process.env.CONTENT_RENDER_SWR_MS = "300000";

type CacheModule = typeof import("~/services/content/render-cache.server");
const { closeRedis, redisState, sharedRedis } = await import("~/services/operations/redis.server");
const { redisKey } = await import("~/services/content/shared-cache.server");

async function instance(): Promise<CacheModule> {
  vi.resetModules();
  return import("~/services/content/render-cache.server");
}

const PAGE = ["general-page"] as const;
const server = setupServer();
let calls: string[] = [];
let heading = "Eerste";
let upstream: "ok" | "down" | "slow" = "ok";
let previewForAll = false;

async function untilRedis(state: "ready" | "down") {
  for (let i = 0; i < 200 && redisState() !== state; i++) await delay(25);
  expect(redisState()).toBe(state);
}

const load = (cache: CacheModule, path = "pagina/x", cmsCookie: string | null = null) =>
  cache.loadRender({ path, expect: PAGE, cmsCookie });
const headingOf = (result: Awaited<ReturnType<typeof load>>) =>
  result.status === "ok" ? (result.value.node.data as { heading?: string }).heading : result.status;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  calls = [];
  heading = "Eerste";
  upstream = "ok";
  previewForAll = false;
  server.use(
    http.get("http://cms.test/api/render/*", async ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
      if (upstream === "down") return new HttpResponse(null, { status: 503 });
      if (upstream === "slow") await delay(200);
      const path = url.pathname.replace("/api/render/", "");
      return HttpResponse.json({
        node: { id: path, kind: "general-page", data: { url: `/${path}`, heading } },
        is_preview:
          previewForAll || request.headers.get("cookie")?.includes("cms_session") === true,
      });
    }),
  );
  await untilRedis("ready");
  await sharedRedis()?.flushAll();
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await closeRedis();
  await redis.stop();
});

describe("with Redis, page answers", () => {
  it("are kept under a versioned key and shared with another instance", async () => {
    const a = await instance();
    const b = await instance();
    expect(headingOf(await load(a))).toBe("Eerste");
    const key = redisKey("render", "pagina/x");
    expect(key).toMatch(/^theatre-site:content:\d+-[0-9a-f]{12}:render:pagina\/x$/);
    expect(await sharedRedis()?.exists(key)).toBe(1);
    heading = "Tweede";
    expect(headingOf(await load(b))).toBe("Eerste");
    expect(calls).toHaveLength(1);
  });

  it("survive a new connection and an emptied memory (a restart)", async () => {
    await load(await instance());
    await closeRedis();
    sharedRedis();
    await untilRedis("ready");
    expect(headingOf(await load(await instance()))).toBe("Eerste");
    expect(calls).toHaveLength(1);
  });

  it("cost one CMS call for many concurrent misses on two instances", async () => {
    upstream = "slow";
    const [a, b] = [await instance(), await instance()];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => load(i % 2 === 0 ? a : b)),
    );
    expect(results.map(headingOf)).toEqual(Array(12).fill("Eerste"));
    expect(calls).toHaveLength(1);
  });

  it("cost one CMS call when the refresh lands between a waiter's read and its lock", async () => {
    upstream = "slow";
    const client = sharedRedis();
    if (!client) throw new Error("no Redis");
    const [a, b] = [await instance(), await instance()];
    let first: ReturnType<typeof load> | undefined;
    let locks = 0;
    const set = client.set.bind(client);
    // The second lock attempt (b's) goes through only once a has written its value and let go:
    // the moment between b finding no value and b taking the lock.
    const spy = vi.spyOn(client, "set").mockImplementation((async (
      ...args: Parameters<typeof set>
    ) => {
      if (String(args[0]).startsWith(redisKey("lock", "")) && ++locks === 2) await first;
      return set(...args);
    }) as typeof client.set);
    try {
      first = load(a);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      const results = await Promise.all([first, load(b)]);
      expect(results.map(headingOf)).toEqual(["Eerste", "Eerste"]);
      expect(locks).toBe(2);
      expect(calls).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("cost one CMS call per refresh across instances once the TTL has passed", async () => {
    const [a, b] = [await instance(), await instance()];
    await load(a);
    await load(b);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 31_000);
      heading = "Tweede";
      upstream = "slow";
      // Both serve their stale copy while one refresh runs for both.
      expect((await Promise.all([load(a), load(b)])).map(headingOf)).toEqual(["Eerste", "Eerste"]);
      await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 2_000 });
      await delay(300);
      expect(calls).toHaveLength(2);
      expect((await Promise.all([load(a), load(b)])).map(headingOf)).toEqual(["Tweede", "Tweede"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("treat a kept value without the expected node as a miss", async () => {
    const a = await instance();
    await sharedRedis()?.set(
      redisKey("render", "pagina/x"),
      JSON.stringify({ metadata: { createdTime: Date.now(), ttl: 30_000, swr: 0 }, value: {} }),
    );
    expect(headingOf(await load(a))).toBe("Eerste");
    expect(calls).toHaveLength(1);
    const kept = JSON.parse((await sharedRedis()?.get(redisKey("render", "pagina/x"))) ?? "{}");
    expect(kept.value.node.data.heading).toBe("Eerste");
  });

  it("are never kept for an editor, nor when the CMS marks them preview", async () => {
    await load(await instance(), "pagina/x", "cms_session=abc");
    expect(await sharedRedis()?.keys("theatre-site:*")).toEqual([]);
    previewForAll = true;
    const result = await load(await instance());
    expect(result.status === "ok" && result.preview).toBe(true);
    await delay(50);
    expect(await sharedRedis()?.keys("theatre-site:*")).toEqual([]);
  });

  it("keep their last good copy for a day, for an instance that never saw it", async () => {
    await load(await instance());
    const ttl = await sharedRedis()?.pTTL(redisKey("last-good", "pagina/x"));
    expect(ttl).toBeGreaterThan(23 * 60 * 60_000);
    await sharedRedis()?.del(redisKey("render", "pagina/x"));
    upstream = "down";
    allowConsoleErrors(/HTTP_ERROR pagina\/x/);
    const result = await load(await instance());
    expect(result.status === "ok" && result.stale).toBe(true);
    expect(headingOf(result)).toBe("Eerste");
  });
});

describe("when Redis goes away", () => {
  it("pages are served from memory without an error, and Redis is used again when it is back", async () => {
    const a = await instance();
    await load(a);
    await redis.stop();
    await untilRedis("down");
    const started = Date.now();
    expect(headingOf(await load(a))).toBe("Eerste");
    expect(headingOf(await load(a, "pagina/y"))).toBe("Eerste");
    expect(headingOf(await load(a, "pagina/y"))).toBe("Eerste");
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toEqual(["/api/render/pagina/x", "/api/render/pagina/y"]);

    redis = await startRedis(redis.port);
    await untilRedis("ready");
    await load(a, "pagina/z");
    expect(await sharedRedis()?.exists(redisKey("render", "pagina/z"))).toBe(1);
    // Purges published meanwhile never reached it: once its subscription is back, it drops its
    // memory copies, and the page comes from the CMS again.
    const callsOfX = () => calls.filter((call) => call === "/api/render/pagina/x").length;
    await vi.waitFor(
      async () => {
        await load(a);
        expect(callsOfX()).toBe(2);
      },
      { timeout: 8_000, interval: 100 },
    );
  }, 20_000);
});

describe("a purge", () => {
  it("drops the named page and every list on every instance, and keeps the last good copy", async () => {
    const [a, b] = [await instance(), await instance()];
    await load(a);
    await load(b);
    await load(b, "pagina/other");
    await b.loadRender({ path: "home-nl", expect: ["general-page"], cache: "home" });
    heading = "Tweede";
    const outcome = await a.purgeContent({ paths: ["/pagina/x"] });
    expect(outcome).toEqual({ sharedDropped: 2, instances: "published" });
    calls = [];
    expect(headingOf(await load(b))).toBe("Tweede");
    expect(headingOf(await load(b, "pagina/other"))).toBe("Eerste");
    await b.loadRender({ path: "home-nl", expect: ["general-page"], cache: "home" });
    expect(calls).toEqual(["/api/render/pagina/x", "/api/render/home-nl"]);
    expect(await sharedRedis()?.exists(redisKey("last-good", "pagina/x"))).toBe(1);
  });

  it("published by another process reaches this one's memory", async () => {
    const a = await instance();
    await load(a);
    await sharedRedis()?.flushAll();
    heading = "Tweede";
    const other = sharedRedis()?.duplicate();
    await other?.connect();
    await other?.publish(
      "theatre-site:purge",
      JSON.stringify({ from: "another-instance", paths: ["/pagina/x"] }),
    );
    await other?.close();
    await vi.waitFor(async () => expect(headingOf(await load(a))).toBe("Tweede"), {
      timeout: 2_000,
    });
  });
});
