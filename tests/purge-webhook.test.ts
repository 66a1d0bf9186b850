// The publish webhook: a signed body names pages; they leave the content caches and every
// Varnish (a local HTTP server stands in, recording what it is told). A bad signature, a bad
// body or a body too large purges nothing.
import { createHmac } from "node:crypto";
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

const { action } = await import("~/routes/api.purge");
const { clearContentCaches, loadRender } = await import("~/services/content/render-cache.server");

// The fake Varnish and the unreachable one are real network calls, not the CMS.
const cms = setupServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
let calls: string[] = [];
let heading = "Eerste";

beforeAll(() => cms.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  bans.length = 0;
  calls = [];
  heading = "Eerste";
  varnish.status = 200;
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
    const body = JSON.stringify({ paths: ["/voorstelling/hamlet"] });
    const response = await post(body);
    expect(response.status).toBe(202);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const summary = await response.json();
    expect(summary).toMatchObject({
      purged: ["/voorstelling/hamlet"],
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
    const body = JSON.stringify({ all: true });
    expect((await post(body)).status).toBe(202);
    expect(await headingOf("pagina/contact")).toBe("Tweede");
    expect(bans.map((ban) => ban.pattern)).toEqual(["^/"]);
  });

  it("answers 401 and purges nothing without a good signature", async () => {
    await load("pagina/contact");
    heading = "Tweede";
    const body = JSON.stringify({ paths: ["/pagina/contact"] });
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
      '{"paths":["pagina/x"]}',
      '{"paths":["/a?b"]}',
      '{"all":1}',
    ]) {
      expect((await post(body)).status, body).toBe(400);
    }
    const tooMany = JSON.stringify({ paths: Array.from({ length: 201 }, (_, i) => `/p/${i}`) });
    expect((await post(tooMany)).status).toBe(400);
    expect(bans).toEqual([]);
  });

  it("answers 413 to a body over 64 KB before checking anything", async () => {
    const body = JSON.stringify({ paths: ["/x"], pad: "x".repeat(64 * 1024) });
    expect((await post(body)).status).toBe(413);
  });

  it("reports a failing Varnish in the 202, never as an error", async () => {
    varnish.status = 405;
    const response = await post(JSON.stringify({ paths: ["/pagina/contact"] }));
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
      const body = JSON.stringify({ all: true });
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
});
