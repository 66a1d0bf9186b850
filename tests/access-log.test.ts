// The access log and the metrics through the HTTP server (server/app.ts), with a stand-in for
// Remix that reports cache outcomes and CMS calls as the app does, after an await, so the
// request's context has to follow it: one JSON line per request with its id (echoed in the
// answer), route id, status, duration and cache outcomes, and the metrics moved by the same.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedProxies } from "~/models/http/trusted-proxies";
import { log } from "~/services/operations/log.server";
import { observe } from "~/services/operations/observe.server";
import { createServerApp, type ServerOptions } from "../server/app";
import { metricsText } from "../server/metrics";
import { type Observability, startObservability } from "../server/observability";
import { routeIdResolver } from "../server/route-ids";
import { builtRoutes } from "./support/built-routes";
import { captureLog } from "./support/log-capture";

const SITE = "https://www.theater-amsterdam.example";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const stand_in: ServerOptions["remix"] = async (req, res) => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  observe({ kind: "cache", layer: "content", outcome: "hit" });
  observe({ kind: "cms-call", endpoint: "render", outcome: "ok", durationMs: 12 });
  await Promise.resolve();
  observe({ kind: "cache", layer: "list", outcome: "stale" });
  if (req.path === "/pagina/kapot") {
    log.error("[content] HTTP_ERROR pagina/kapot status 502");
    res.status(500).send("down");
    return;
  }
  res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
  res.type("html").send(`<p>${req.path}</p>`);
};

async function start(proxies: string[]) {
  const app = createServerApp({
    siteUrl: SITE,
    trustForwardedHost: false,
    trustedProxies: trustedProxies(proxies),
    publicDirectory: "public",
    routeIdOf: routeIdResolver(builtRoutes()),
    remix: stand_in,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let observability: Observability;
const servers: Server[] = [];
let base = "";
let trustingBase = "";
let othersBase = "";

beforeAll(async () => {
  observability = await startObservability({});
  const plain = await start([]);
  const trusting = await start(["127.0.0.1", "::1"]);
  // Trusts a proxy elsewhere: a request from this machine is not from it.
  const trustingOthers = await start(["10.0.0.0/8"]);
  servers.push(plain.server, trusting.server, trustingOthers.server);
  base = plain.base;
  trustingBase = trusting.base;
  othersBase = trustingOthers.base;
});
afterAll(async () => {
  await observability.stop();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

type Line = Record<string, unknown> & { msg: string };

/** Sends the requests one after another and gives the answers and every line logged meanwhile. */
async function logged(requests: [string, RequestInit?][]) {
  const capture = captureLog();
  const answers: Response[] = [];
  try {
    for (const [url, init] of requests) {
      const answer = await fetch(url, init);
      await answer.arrayBuffer();
      answers.push(answer);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    capture.stop();
  }
  const lines = capture.lines.map((line) => {
    expect(line.endsWith("\n")).toBe(true);
    return JSON.parse(line) as Line;
  });
  return { answers, lines, access: lines.filter((line) => line.msg === "request") };
}

describe("the access log", () => {
  it("writes one JSON line per request, each with the id the answer names", async () => {
    const { answers, lines, access } = await logged([
      [`${base}/voorstelling/hamlet`],
      [`${base}/voorstelling/hamlet`],
      [`${base}/favicon.svg`],
      [`${base}/agenda.data?maand=2026-12&q=x`],
      [`${base}/a%00b`],
      [`${base}/pagina/kapot`],
    ]);
    expect(access).toHaveLength(answers.length);
    for (const line of lines) expect(line.reqId).toMatch(UUID);
    expect(access.map((line) => line.reqId)).toEqual(
      answers.map((answer) => answer.headers.get("x-request-id")),
    );
    expect(new Set(access.map((line) => line.reqId)).size).toBe(answers.length);
    expect(access.map((line) => [line.method, line.route, line.status, line.path])).toEqual([
      ["GET", "production.nl", 200, "/voorstelling/hamlet"],
      // Asked again: rendered again (Varnish keeps copies, not the instance), with its own id.
      ["GET", "production.nl", 200, "/voorstelling/hamlet"],
      ["GET", "static", 200, "/favicon.svg"],
      ["GET", "agenda.nl", 200, "/agenda.data"],
      ["GET", "refused", 404, "/a%00b"],
      ["GET", "page.nl", 500, "/pagina/kapot"],
    ]);
    expect(access[3]?.query).toEqual(["maand", "q"]);
    for (const line of access) expect(typeof line.durationMs).toBe("number");
  });

  it("sums up the cache outcomes and CMS calls reported while the request was served", async () => {
    const { access, lines } = await logged([
      [`${base}/en/show/macbeth`],
      [`${base}/en/show/macbeth`],
      [`${base}/pagina/kapot`],
    ]);
    expect(access[0]).toMatchObject({
      cache: { content: { hit: 1 }, list: { stale: 1 } },
      cms: { calls: 1, failed: 0 },
    });
    // Each request sums up only what was reported while it was served.
    expect(access[1]).toMatchObject({
      cache: { content: { hit: 1 }, list: { stale: 1 } },
      cms: { calls: 1, failed: 0 },
    });
    // What the app logged while serving a request carries that request's id.
    const failure = lines.find((line) => line.msg.startsWith("[content] HTTP_ERROR"));
    expect(failure?.reqId).toBe(access[2]?.reqId);
  });

  it("takes the request id only from a socket peer TRUST_PROXY names, and only a sound one", async () => {
    const id = (value: string) => ({ headers: { "x-request-id": value } });
    const { answers } = await logged([
      [`${base}/agenda`, id("proxy-42")],
      [`${trustingBase}/agenda`, id("proxy-42")],
      [`${trustingBase}/agenda`, id('x" injected')],
      [`${trustingBase}/agenda`],
      [`${othersBase}/agenda`, id("proxy-43")],
    ]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe("proxy-42");
    expect(ids[2]).toMatch(UUID);
    expect(ids[3]).toMatch(UUID);
    expect(ids[4]).toMatch(UUID);
  });

  it("keeps the query's values out, naming only its parameters", async () => {
    const { lines } = await logged([
      [`${base}/bevestigen?actie=nieuwsbrief-aanmelden&token=tok-9e1f0a`],
      [`${base}/donatie/bedankt?ref=ref-1b2c3d&email=jan%40example.nl`],
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/tok-9e1f0a|ref-1b2c3d|jan|example\.nl|nieuwsbrief-aanmelden/);
    expect(lines.map((line) => line.query)).toEqual([
      ["actie", "token"],
      ["email", "ref"],
    ]);
  });
});

/** The value of one sample in Prometheus text, 0 when it is not there yet. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("the metrics", () => {
  it("count requests by route id and status, and what the caches and CMS reported", async () => {
    const before = await metricsText();
    await logged([[`${base}/en/news`], [`${base}/pagina/kapot`], [`${base}/pagina/kapot`]]);
    const after = await metricsText();
    const moved = (name: string, labels: string) =>
      sample(after, name, labels) - sample(before, name, labels);
    const requests = "site_http_request_duration_seconds_count";
    expect(moved(requests, 'route="newsList.en",status="200"')).toBe(1);
    expect(moved(requests, 'route="page.nl",status="500"')).toBe(2);
    expect(
      moved("site_http_request_duration_seconds_bucket", 'le="+Inf",route="page.nl",status="500"'),
    ).toBe(2);
    expect(moved("site_cache_results_total", 'layer="content",outcome="hit"')).toBe(3);
    expect(moved("site_cache_results_total", 'layer="list",outcome="stale"')).toBe(3);
    expect(moved("site_cms_call_duration_seconds_count", 'endpoint="render",outcome="ok"')).toBe(3);
  });

  it("are not on the site's port", async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(await answer.text()).not.toContain("site_http_request_duration_seconds");
  });
});
