// The publish webhook: a signed body names pages; they leave the content caches and every
// Varnish (a local HTTP server stands in, recording what it is told). A bad signature, a bad
// body or a body too large purges nothing; a signed body is good once, within its window, and
// full purges come at most once per interval.
import { createHmac, randomUUID } from "node:crypto";
import { HttpResponse, http, passthrough } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeVarnish } from "./support/fake-varnish";

const SECRET = "a-purge-secret-of-some-length";
const varnish = await startFakeVarnish();
const bans = varnish.bans;
const varnishOrigin = varnish.origin;
process.env.PURGE_SECRET = SECRET;
process.env.VARNISH_URLS = `${varnishOrigin},http://127.0.0.1:9`;
process.env.CONTENT_RENDER_TTL_MS = "30000";
// Short, so a test sees the interval end; the rule is the same at the default 5 s.
const INTERVAL_MS = 400;
process.env.PURGE_ALL_INTERVAL_MS = String(INTERVAL_MS);

const { action } = await import("~/routes/api.purge");
const { clearContentCaches, loadRender } = await import("~/services/content/render-cache.server");
const { forgetFullPurges } = await import("~/services/operations/full-purge-pacing.server");

// The fake Varnish and the unreachable one are real network calls, not the CMS.
const cms = setupServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
let calls: string[] = [];
let heading = "Eerste";

beforeAll(() => cms.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  forgetFullPurges();
  bans.length = 0;
  calls = [];
  heading = "Eerste";
  varnish.status = 200;
  varnish.hang = false;
  cms.use(
    http.get("http://cms.test/api/render/*", ({ request }) => {
      const path = new URL(request.url).pathname.replace("/api/render/", "");
      calls.push(path);
      return HttpResponse.json({
        node: { id: path, kind: "general-page", data: { url: `/${path}`, heading } },
      });
    }),
  );
});
afterEach(() => cms.resetHandlers());

afterAll(async () => {
  cms.close();
  await varnish.close();
});

const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newNonce = () => randomUUID();

/** A purge body as a CMS sends it: the scope, the time it is sent and a nonce of its own. */
function purgeBody(
  scope: { all: true } | { paths: string[] },
  sent: { timestamp?: number; nonce?: string } = {},
): string {
  return JSON.stringify({
    ...scope,
    timestamp: sent.timestamp ?? nowSeconds(),
    nonce: sent.nonce ?? newNonce(),
  });
}

const fullBans = () => bans.filter((ban) => ban.pattern === "^/").length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function post(body: string, signature: string | null = sign(body)) {
  const request = new Request("https://www.theater-amsterdam.example/api/purge", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { "x-signature": signature }),
    },
    body,
  });
  return action({ request, params: {}, context: {} }) as Promise<Response>;
}

const load = (path: string) => loadRender({ path, expect: ["general-page"] });
const headingOf = async (path: string) => {
  const result = await load(path);
  return result.status === "ok" ? (result.value.node.data as { heading?: string }).heading : null;
};

describe("the purge webhook", () => {
  it("drops the named page from the content cache and bans it and the lists in Varnish", async () => {
    await load("voorstelling/hamlet");
    await load("pagina/contact");
    heading = "Tweede";
    const body = purgeBody({ paths: ["/voorstelling/hamlet"] });
    const response = await post(body);
    expect(response.status).toBe(202);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const summary = await response.json();
    expect(summary).toMatchObject({
      purged: ["/voorstelling/hamlet"],
      coalesced: false,
      instances: "local-only",
      varnish: [
        { origin: varnishOrigin, ok: true, status: 200 },
        { origin: "http://127.0.0.1:9", ok: false },
      ],
    });
    expect(await headingOf("voorstelling/hamlet")).toBe("Tweede");
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    expect(bans).toHaveLength(1);
    expect(bans[0]?.method).toBe("BAN");
    expect(bans[0]?.url).toBe("/");
    const pattern = new RegExp(bans[0]?.pattern ?? "$^");
    for (const url of [
      "/voorstelling/hamlet",
      "/voorstelling/hamlet.data",
      "/voorstelling/hamlet?x=1",
      "/",
      "/en/news",
    ]) {
      expect(pattern.test(url), url).toBe(true);
    }
    expect(pattern.test("/pagina/contact")).toBe(false);
  });

  it("purges everything on {all: true}", async () => {
    await load("pagina/contact");
    heading = "Tweede";
    const response = await post(purgeBody({ all: true }));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ purged: "all", coalesced: false });
    expect(await headingOf("pagina/contact")).toBe("Tweede");
    expect(bans.map((ban) => ban.pattern)).toEqual(["^/"]);
  });

  it("answers 401 and purges nothing without a good signature", async () => {
    await load("pagina/contact");
    heading = "Tweede";
    const body = purgeBody({ paths: ["/pagina/contact"] });
    for (const signature of [
      null,
      "",
      sign(body, "another-secret-of-some-length"),
      sign(`${body} `),
      sign(body).replace("sha256=", "sha1="),
      sign(body).slice(0, -2),
      sign(body).toUpperCase(),
    ]) {
      const response = await post(body, signature);
      expect(response.status, String(signature)).toBe(401);
    }
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    expect(bans).toEqual([]);
  });

  it("answers 400 to a signed body that is not a purge request", async () => {
    for (const body of [
      "not json",
      "{}",
      purgeBody({ paths: ["pagina/x"] }),
      purgeBody({ paths: ["/a?b"] }),
      purgeBody({ all: 1 } as never),
      purgeBody({ paths: Array.from({ length: 201 }, (_, i) => `/p/${i}`) }),
    ]) {
      expect((await post(body)).status, body).toBe(400);
    }
    expect(bans).toEqual([]);
  });

  it("answers 400 to a signed body without its timestamp or nonce", async () => {
    await load("pagina/contact");
    heading = "Tweede";
    const timestamp = nowSeconds();
    const nonce = newNonce();
    for (const body of [
      JSON.stringify({ paths: ["/pagina/contact"] }),
      JSON.stringify({ all: true }),
      JSON.stringify({ paths: ["/pagina/contact"], timestamp }),
      JSON.stringify({ paths: ["/pagina/contact"], nonce }),
      JSON.stringify({ paths: ["/pagina/contact"], timestamp: String(timestamp), nonce }),
      JSON.stringify({ paths: ["/pagina/contact"], timestamp, nonce: "short" }),
    ]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
    }
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    expect(bans).toEqual([]);
  });

  it("answers 413 to a body over 64 KB before checking anything", async () => {
    const body = JSON.stringify({ paths: ["/x"], pad: "x".repeat(64 * 1024) });
    expect((await post(body)).status).toBe(413);
  });

  it("reports a failing Varnish in the 202, never as an error", async () => {
    varnish.status = 405;
    const response = await post(purgeBody({ paths: ["/pagina/contact"] }));
    expect(response.status).toBe(202);
    expect((await response.json()).varnish[0]).toEqual({
      origin: varnishOrigin,
      ok: false,
      status: 405,
    });
  });

  it("does not exist without PURGE_SECRET", async () => {
    vi.resetModules();
    const secret = process.env.PURGE_SECRET;
    delete process.env.PURGE_SECRET;
    try {
      const route = await import("~/routes/api.purge");
      const body = purgeBody({ all: true });
      const request = new Request("https://www.theater-amsterdam.example/api/purge", {
        method: "POST",
        headers: { "x-signature": sign(body) },
        body,
      });
      const response = (await route.action({ request, params: {}, context: {} })) as Response;
      expect(response.status).toBe(404);
      expect(bans).toEqual([]);
    } finally {
      process.env.PURGE_SECRET = secret;
    }
  });

  it("answers within its deadline when a Varnish hangs, and says which", async () => {
    varnish.hang = true;
    const started = performance.now();
    const response = await post(purgeBody({ paths: ["/pagina/contact"] }));
    const tookMs = performance.now() - started;
    expect(response.status).toBe(202);
    expect(tookMs).toBeLessThan(3_000);
    const { varnish: outcomes } = await response.json();
    expect(outcomes[0]).toMatchObject({ origin: varnishOrigin, ok: false });
    expect(["timeout", "unfinished"]).toContain(outcomes[0].status);
  });
});

describe("the webhook's deadline", () => {
  it("answers by it when dropping content never finishes, and says so", async () => {
    vi.resetModules();
    vi.doMock("~/services/content/render-cache.server", () => ({
      purgeContent: () => new Promise(() => {}),
    }));
    try {
      const route = await import("~/routes/api.purge");
      const body = purgeBody({ paths: ["/pagina/contact"] });
      const request = new Request("https://www.theater-amsterdam.example/api/purge", {
        method: "POST",
        headers: { "x-signature": sign(body) },
        body,
      });
      const started = performance.now();
      const response = (await route.action({ request, params: {}, context: {} })) as Response;
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({
        sharedCopiesDropped: null,
        instances: "unfinished",
        varnish: [{ origin: varnishOrigin, ok: true }, { ok: false }],
      });
    } finally {
      vi.doUnmock("~/services/content/render-cache.server");
    }
  });
});

describe("a signed body is good once, within its window", () => {
  it("refuses the same signed body again (409) and purges nothing the second time", async () => {
    const body = purgeBody({ paths: ["/pagina/contact"] });
    expect((await post(body)).status).toBe(202);
    await load("pagina/contact");
    heading = "Tweede";
    bans.length = 0;
    for (let i = 0; i < 3; i++) {
      const replay = await post(body);
      expect(replay.status).toBe(409);
      expect(replay.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await replay.json()).toEqual({ error: "replayed" });
    }
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    expect(bans).toEqual([]);
  });

  it("refuses a nonce already used, whatever else the body says", async () => {
    const nonce = newNonce();
    expect((await post(purgeBody({ paths: ["/pagina/a"] }, { nonce }))).status).toBe(202);
    bans.length = 0;
    expect((await post(purgeBody({ all: true }, { nonce }))).status).toBe(409);
    expect(bans).toEqual([]);
  });

  it("refuses a timestamp 6 minutes old or ahead (401) and purges nothing", async () => {
    await load("pagina/contact");
    heading = "Tweede";
    // Each timestamp is taken just before its post: taken all at once, the last ones aged by the
    // earlier posts on a busy machine, and 301 s ahead came within the 300 s window. 305 s leaves
    // room for a slow answer; milliseconds where seconds belong are far in the future.
    const timestamps = [
      () => nowSeconds() - 360,
      () => nowSeconds() + 360,
      () => nowSeconds() - 305,
      () => nowSeconds() + 305,
      () => Date.now(),
    ];
    for (const timestampNow of timestamps) {
      const timestamp = timestampNow();
      const body = purgeBody({ all: true }, { timestamp });
      const response = await post(body);
      expect(response.status, String(timestamp)).toBe(401);
      expect(await response.json()).toEqual({ error: "timestamp outside the window" });
    }
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    expect(bans).toEqual([]);
    // A few seconds off either way is a clock, not a replay.
    for (const offset of [-5, 5]) {
      const body = purgeBody({ paths: ["/pagina/a"] }, { timestamp: nowSeconds() + offset });
      expect((await post(body)).status, String(offset)).toBe(202);
    }
  });

  it("claims a nonce only for a signed body within its window", async () => {
    const nonce = newNonce();
    const unsigned = purgeBody({ paths: ["/pagina/a"] }, { nonce });
    expect((await post(unsigned, sign(unsigned, "another-secret-of-some-length"))).status).toBe(
      401,
    );
    const stale = purgeBody({ paths: ["/pagina/a"] }, { nonce, timestamp: nowSeconds() - 600 });
    expect((await post(stale)).status).toBe(401);
    // Neither took the nonce: the CMS's genuine send with it still goes through.
    expect((await post(purgeBody({ paths: ["/pagina/a"] }, { nonce }))).status).toBe(202);
  });
});

describe("full purges", () => {
  it("come at most once per interval: a flood purges now and once when the interval ends", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(purgeBody({ all: true }))),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(202));
    const bodies = await Promise.all(answers.map((response) => response.json()));
    expect(bodies.filter((body) => body.coalesced === false)).toHaveLength(1);
    const coalesced = bodies.filter((body) => body.coalesced === true);
    expect(coalesced).toHaveLength(19);
    for (const body of coalesced) {
      expect(body.purged).toBe("all");
      expect(body.runsInMs).toBeGreaterThan(0);
      expect(body.runsInMs).toBeLessThanOrEqual(INTERVAL_MS);
    }
    expect(fullBans()).toBe(1);
    // A publish made during the flood is not lost: the pending purge carries it out.
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    heading = "Tweede";
    expect(await headingOf("pagina/contact")).toBe("Eerste");
    await sleep(INTERVAL_MS + 150);
    expect(fullBans()).toBe(2);
    expect(await headingOf("pagina/contact")).toBe("Tweede");
    // Nothing more was pending.
    await sleep(INTERVAL_MS + 150);
    expect(fullBans()).toBe(2);
  });

  it("run at once again after a quiet interval", async () => {
    expect(await (await post(purgeBody({ all: true }))).json()).toMatchObject({
      coalesced: false,
    });
    await sleep(INTERVAL_MS + 50);
    expect(await (await post(purgeBody({ all: true }))).json()).toMatchObject({
      coalesced: false,
    });
    expect(fullBans()).toBe(2);
  });

  it("never hold back a path purge", async () => {
    expect((await post(purgeBody({ all: true }))).status).toBe(202);
    await load("pagina/contact");
    bans.length = 0;
    for (let i = 0; i < 5; i++) {
      heading = `Versie ${i}`;
      const response = await post(purgeBody({ paths: ["/pagina/contact"] }));
      expect(await response.json()).toMatchObject({
        purged: ["/pagina/contact"],
        coalesced: false,
      });
      expect(await headingOf("pagina/contact")).toBe(`Versie ${i}`);
    }
    expect(bans).toHaveLength(5);
    expect(fullBans()).toBe(0);
  });
});
