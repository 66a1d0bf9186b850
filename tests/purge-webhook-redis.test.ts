// The purge webhook with a real Redis shared by two instances (two copies of the modules, as two
// processes have): a nonce taken by one is refused by the other, full purges are paced across
// both, a remembered CMS 404 is shared and dropped by a purge on either, and a hung Redis
// (SIGSTOP) neither holds the webhook past its deadline nor lets a replay through the instance
// that saw the nonce.
import { createHmac, randomUUID } from "node:crypto";
import { delay, HttpResponse, http, passthrough } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeVarnish } from "./support/fake-varnish";
import { startRedis } from "./support/redis-server";

const SECRET = "a-purge-secret-of-some-length";
const INTERVAL_MS = 400;
const redis = await startRedis();
const varnish = await startFakeVarnish();
process.env.REDIS_URL = redis.url;
process.env.REDIS_TIMEOUT_MS = "150";
process.env.REDIS_RETRY_MS = "300";
process.env.PURGE_SECRET = SECRET;
process.env.VARNISH_URLS = varnish.origin;
process.env.CONTENT_RENDER_TTL_MS = "30000";
process.env.PURGE_ALL_INTERVAL_MS = String(INTERVAL_MS);

const { closeRedis, redisCall, redisState, sharedRedis } = await import(
  "~/services/operations/redis.server"
);

type Instance = {
  action: typeof import("~/routes/api.purge").action;
  cache: typeof import("~/services/content/render-cache.server");
};

/** One instance: its own copy of every module (memory, timers), meeting the others in Redis. */
async function instance(): Promise<Instance> {
  vi.resetModules();
  const { action } = await import("~/routes/api.purge");
  const cache = await import("~/services/content/render-cache.server");
  return { action, cache };
}

let calls: string[] = [];
let published = new Set<string>();
const cms = setupServer(
  http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
  http.get("http://cms.test/api/render/pagina/*", ({ request }) => {
    const path = new URL(request.url).pathname.replace("/api/render/", "");
    calls.push(path);
    if (!published.has(path)) return new HttpResponse(null, { status: 404 });
    return HttpResponse.json({
      node: { id: path, kind: "general-page", data: { url: `/${path}`, heading: "Er" } },
    });
  }),
);

async function untilRedis(state: "ready" | "down") {
  for (let i = 0; i < 200 && redisState() !== state; i++) {
    // The breaker closes on a call that answers: one probe per cool-off.
    await redisCall((client) => client.ping()).catch(() => {});
    await delay(25);
  }
  expect(redisState()).toBe(state);
}

beforeAll(() => cms.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  calls = [];
  published = new Set();
  varnish.bans.length = 0;
  await untilRedis("ready");
  await sharedRedis()?.flushAll();
});
afterAll(async () => {
  cms.close();
  await closeRedis();
  await redis.stop();
  await varnish.close();
});

const sign = (body: string) => `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;
const purgeBody = (scope: { all: true } | { paths: string[] }, nonce = randomUUID()) =>
  JSON.stringify({ ...scope, timestamp: Math.floor(Date.now() / 1000), nonce });

async function post(to: Instance, body: string) {
  const request = new Request("https://www.theater-amsterdam.example/api/purge", {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": sign(body) },
    body,
  });
  const started = performance.now();
  const response = (await to.action({ request, params: {}, context: {} })) as Response;
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

const fullBans = () => varnish.bans.filter((ban) => ban.pattern === "^/").length;
const load = (on: Instance, path: string) =>
  on.cache.loadRender({ path, expect: ["general-page"] });

describe("with Redis, the webhook", () => {
  it("refuses at one instance a body another has taken, the nonce kept until the window ends", async () => {
    const [a, b] = [await instance(), await instance()];
    const nonce = randomUUID();
    const body = purgeBody({ paths: ["/pagina/contact"] }, nonce);
    expect((await post(a, body)).status).toBe(202);
    varnish.bans.length = 0;
    expect(await post(b, body)).toMatchObject({ status: 409, body: { error: "replayed" } });
    expect(varnish.bans).toEqual([]);
    const ttl = await sharedRedis()?.pTTL(`theatre-site:purge:nonce:${nonce}`);
    // The 300 s window from the timestamp, and a margin for other instances' clocks.
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(330_000);
  });

  it("runs a full purge once per interval across instances, however many ask", async () => {
    const [a, b] = [await instance(), await instance()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(i % 2 ? a : b, purgeBody({ all: true }))),
    );
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    expect(answers.filter((answer) => answer.body.coalesced === false)).toHaveLength(1);
    expect(fullBans()).toBe(1);
    // Each instance has one pending purge; the first to run covers the other.
    await delay(INTERVAL_MS + 200);
    expect(fullBans()).toBe(2);
    await delay(INTERVAL_MS + 200);
    expect(fullBans()).toBe(2);
  });

  it("never lets a purge asked during a later slot count as covered by an earlier one", async () => {
    const [a, b] = [await instance(), await instance()];
    expect((await post(a, purgeBody({ all: true }))).body.coalesced).toBe(false);
    // b waits for a's slot; a asks again after it and waits for its own.
    expect((await post(b, purgeBody({ all: true }))).body.coalesced).toBe(true);
    await delay(INTERVAL_MS + 150);
    expect(fullBans()).toBe(2);
    expect((await post(a, purgeBody({ all: true }))).body.coalesced).toBe(true);
    await delay(INTERVAL_MS + 150);
    expect(fullBans()).toBe(3);
  });
});

describe("with Redis, a remembered CMS 404", () => {
  it("costs one CMS call across instances and goes with a purge on any of them", async () => {
    const [a, b] = [await instance(), await instance()];
    expect(await load(a, "pagina/weg")).toEqual({ status: "not_found" });
    expect(await load(b, "pagina/weg")).toEqual({ status: "not_found" });
    expect(await load(a, "pagina/weg")).toEqual({ status: "not_found" });
    expect(calls).toEqual(["pagina/weg"]);
    published.add("pagina/weg");
    const answer = await post(a, purgeBody({ paths: ["/pagina/weg"] }));
    expect(answer.body.sharedCopiesDropped).toBeGreaterThanOrEqual(1);
    expect(await load(b, "pagina/weg")).toMatchObject({ status: "ok" });
    expect(await load(a, "pagina/weg")).toMatchObject({ status: "ok" });
    expect(calls).toEqual(["pagina/weg", "pagina/weg"]);
  });
});

describe("with Redis hung", () => {
  afterEach(() => redis.signal("SIGCONT"));

  it("answers within its deadline and still refuses a replay this instance has seen", async () => {
    const a = await instance();
    const seen = purgeBody({ paths: ["/pagina/contact"] });
    expect((await post(a, seen)).status).toBe(202);
    redis.signal("SIGSTOP");
    const replay = await post(a, seen);
    expect(replay.status).toBe(409);
    expect(replay.ms).toBeLessThan(3_000);
    const path = await post(a, purgeBody({ paths: ["/pagina/contact"] }));
    expect(path.status).toBe(202);
    expect(path.ms).toBeLessThan(3_000);
    const all = await post(a, purgeBody({ all: true }));
    expect(all.status).toBe(202);
    expect(all.ms).toBeLessThan(3_000);
    expect(fullBans()).toBe(1);
    redis.signal("SIGCONT");
    await untilRedis("ready");
  });
});
