// A Redis that hangs rather than stops: a real redis-server sent SIGSTOP keeps its connections
// open and answers nothing, which @redis/client cannot see. Every Redis call of the site has a
// deadline (REDIS_TIMEOUT_MS) and a breaker (REDIS_RETRY_MS): the first call to miss it opens the
// breaker, the site goes on from memory without waiting on Redis again, readiness says so within
// a second, one line is logged, and after SIGCONT everything is in Redis again without a restart.
import { delay, HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { captureLog } from "./support/log-capture";
import { startRedis } from "./support/redis-server";

const TIMEOUT_MS = 150;
const RETRY_MS = 300;
const redis = await startRedis();
process.env.REDIS_URL = redis.url;
process.env.REDIS_TIMEOUT_MS = String(TIMEOUT_MS);
process.env.REDIS_RETRY_MS = String(RETRY_MS);
process.env.CONTENT_RENDER_TTL_MS = "30000";
process.env.RATE_LIMIT_PER_MINUTE = "3";

const { closeRedis, redisState, sharedRedis } = await import("~/services/operations/redis.server");
const { loadRender, purgeContent } = await import("~/services/content/render-cache.server");
const { redisKey } = await import("~/services/content/shared-cache.server");
const { limitAddress } = await import("~/services/operations/rate-limit.server");
const { onceOnlyStore } = await import("~/services/forms/once-only.server");
const { loader: readyLoader } = await import("~/routes/api.ready");
const { action: pageAction } = await import("~/routes/page");
const { testCms } = await import("./support/cms");

const SITE = "https://www.theater-amsterdam.example";
/** Any page under pagina/hung-: a general page named after its path, so each path is a miss. */
const cms = testCms({
  first: [
    http.get("*/api/render/pagina/:slug", ({ params }) => {
      const slug = String(params.slug);
      if (!slug.startsWith("hung-")) return undefined;
      return HttpResponse.json({
        node: { id: slug, kind: "general-page", data: { url: `/pagina/${slug}`, heading: slug } },
      });
    }),
  ],
});

let pages = 0;
const newPage = () => `pagina/hung-${++pages}`;
const load = (path: string) => loadRender({ path, expect: ["general-page"] });
const headingOf = (result: Awaited<ReturnType<typeof load>>) =>
  result.status === "ok" ? (result.value.node.data as { heading?: string }).heading : result.status;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function ready() {
  const request = new Request(`${SITE}/api/ready`);
  const response = (await readyLoader({ request, params: {}, context: {} })) as Response;
  return { status: response.status, body: await response.json() };
}

type Answer = { data: FormReply; init: ResponseInit | null };
let posts = 0;
/** A newsletter sign-up through the page action: rate limits, once-only, the form service. */
async function signUp(address: string, once = `hung-post-${String(++posts).padStart(10, "0")}`) {
  const request = new Request(`${SITE}/pagina/aanmelden-nieuwsbrief`, {
    method: "POST",
    body: new URLSearchParams([
      ["intent", "newsletter-subscribe"],
      ["email", `hung-${posts}@example.nl`],
      ["lists", "all"],
      ["_once", once],
    ]),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  const context = { clientAddress: address };
  return (await pageAction({
    request,
    params: { url: "aanmelden-nieuwsbrief" },
    context,
  })) as unknown as Answer;
}

let hung = false;
function hang() {
  redis.signal("SIGSTOP");
  hung = true;
}
/** SIGCONT, then readiness until it is 200 again: its PING is the probe that closes the breaker. */
async function resume() {
  redis.signal("SIGCONT");
  hung = false;
  await vi.waitFor(async () => expect((await ready()).status).toBe(200), {
    timeout: 5_000,
    interval: 50,
  });
}

beforeAll(async () => {
  await vi.waitFor(() => expect(redisState()).toBe("ready"), { timeout: 5_000, interval: 25 });
});
beforeEach(async () => {
  await sharedRedis()?.flushAll();
});
afterEach(async () => {
  // A failed test must not leave Redis stopped for the next.
  if (hung) await resume();
});
afterAll(async () => {
  redis.signal("SIGCONT");
  await closeRedis();
  await redis.stop();
});

describe("while Redis hangs", () => {
  it("a page not in memory answers within about one deadline, then without waiting on Redis", async () => {
    hang();
    const first = await timed(() => load(newPage()));
    expect(headingOf(first.value)).toBe("hung-1");
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 250);
    expect(redisState()).toBe("down");
    // The breaker is open: no call waits on Redis any more.
    const next = await timed(() => Promise.all([load(newPage()), load(newPage())]));
    expect(next.value.map(headingOf)).toEqual(["hung-2", "hung-3"]);
    expect(next.ms).toBeLessThan(100);
    // What memory holds is served from memory.
    const again = await timed(() => load("pagina/hung-1"));
    expect(headingOf(again.value)).toBe("hung-1");
    expect(again.ms).toBeLessThan(50);
  });

  it("a rate-limit count answers within the deadline in memory, and the limit still holds", async () => {
    hang();
    const context = { clientAddress: "203.0.113.40" };
    const first = await timed(() => limitAddress(context, "page"));
    expect(first.value).toBeNull();
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 250);
    const rest = await timed(async () => [
      await limitAddress(context, "page"),
      await limitAddress(context, "page"),
      await limitAddress(context, "page"),
    ]);
    expect(rest.value.map((refusal) => refusal?.by ?? null)).toEqual([null, null, "address"]);
    expect(rest.ms).toBeLessThan(50);
  });

  it("a once-only submission runs its work once, and a repeat gets its answer", async () => {
    hang();
    const work = vi.fn(async () => {
      await delay(50);
      return { outcome: "success" };
    });
    const store = onceOnlyStore();
    const answers = await timed(() =>
      Promise.all([store.run("hung-id", work, () => true), store.run("hung-id", work, () => true)]),
    );
    expect(answers.value).toEqual([{ outcome: "success" }, { outcome: "success" }]);
    expect(answers.ms).toBeLessThan(TIMEOUT_MS + 300);
    expect(await store.run("hung-id", work, () => true)).toEqual({ outcome: "success" });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("a form post is answered, and its repeat is not sent again", async () => {
    hang();
    const post = await timed(() => signUp("203.0.113.41", "hung-post-repeated-0001"));
    expect(post.value.data.outcome).toBe("success");
    expect(post.ms).toBeLessThan(TIMEOUT_MS + 500);
    expect((await signUp("203.0.113.41", "hung-post-repeated-0001")).data.outcome).toBe("success");
    expect(cms.services()).toHaveLength(1);
  });

  it("readiness is 503 within a second, naming Redis and why, and 200 again after SIGCONT", async () => {
    expect((await ready()).status).toBe(200);
    hang();
    const answers = await timed(() => Promise.all([ready(), ready(), ready()]));
    expect(answers.ms).toBeLessThan(1_000);
    for (const answer of answers.value) {
      expect(answer.status).toBe(503);
      expect(answer.body.checks).toEqual({ cms: "ok", redis: "down (timeout)", draining: false });
    }
    // While the breaker is open the answer is at once.
    const later = await timed(() => ready());
    expect(later.value.body.checks.redis).toBe("down (timeout)");
    expect(later.ms).toBeLessThan(100);
    redis.signal("SIGCONT");
    hung = false;
    const started = performance.now();
    await vi.waitFor(async () => expect((await ready()).status).toBe(200), {
      timeout: 3_000,
      interval: 50,
    });
    // One cool-off at most, and the readiness check's own PING is what closed the breaker.
    expect(performance.now() - started).toBeLessThan(RETRY_MS + 500);
    expect(redisState()).toBe("ready");
  });

  it("is logged once however many callers meet it, and once when Redis answers again", async () => {
    const log = captureLog();
    try {
      hang();
      const context = { clientAddress: "203.0.113.42" };
      await Promise.all([
        ...Array.from({ length: 20 }, () => load(newPage())),
        ...Array.from({ length: 20 }, () => limitAddress(context, "page")),
        ready(),
      ]);
      // Probes after each cool-off fail too: still one line.
      await delay(RETRY_MS * 2 + 50);
      await Promise.all([load(newPage()), ready()]);
      await resume();
    } finally {
      log.stop();
    }
    const said = log.lines.map((line) => JSON.parse(line) as { level: string; msg: string });
    const down = said.filter((line) => line.msg.startsWith("redis not answering"));
    expect(down).toEqual([
      expect.objectContaining({ level: "warn", reason: "timeout", timeoutMs: TIMEOUT_MS }),
    ]);
    expect(said.filter((line) => line.msg === "redis answering again")).toHaveLength(1);
  });

  it("a purge answers within the deadline, and reaches Redis and the other instances once it answers", async () => {
    await load("pagina/hung-purged");
    const key = redisKey("render", "pagina/hung-purged");
    expect(await sharedRedis()?.exists(key)).toBe(1);
    const listener = sharedRedis()?.duplicate();
    const messages: string[] = [];
    await listener?.connect();
    await listener?.subscribe("theatre-site:purge", (message) => {
      messages.push(message);
    });
    try {
      hang();
      const purge = await timed(() => purgeContent({ paths: ["/pagina/hung-purged"] }));
      expect(purge.value).toEqual({ sharedDropped: null, instances: "redis-unavailable" });
      expect(purge.ms).toBeLessThan(TIMEOUT_MS + 250);
      await resume();
      await vi.waitFor(
        async () => {
          expect(await sharedRedis()?.exists(key)).toBe(0);
          expect(messages.map((message) => JSON.parse(message).paths)).toEqual([
            ["/pagina/hung-purged"],
          ]);
        },
        { timeout: 2_000, interval: 50 },
      );
    } finally {
      await listener?.close();
    }
  });
});

describe("once Redis answers again, without a restart", () => {
  it("pages, rate limits and once-only answers are in Redis again", async () => {
    hang();
    await load(newPage());
    await resume();
    const path = newPage();
    await load(path);
    expect(await sharedRedis()?.exists(redisKey("render", path))).toBe(1);
    expect(await limitAddress({ clientAddress: "203.0.113.43" }, "page")).toBeNull();
    expect(await sharedRedis()?.get("theatre-site:rate:address:page:203.0.113.43")).toBe("1");
    await onceOnlyStore().run(
      "after-hang",
      async () => "sent",
      () => true,
    );
    expect(await sharedRedis()?.exists("theatre-site:once:answer:after-hang")).toBe(1);
  });
});
