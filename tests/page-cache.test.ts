// The server keeps anonymous pages for a few seconds (server/page-cache.ts): a kept page is sent
// again with this answer's own nonce and view id, and nothing personal, private, failed or
// broken is ever kept or replaces a good copy. A stand-in for Remix writes what a page would.
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnswerTokens } from "../app/services/answer-tokens.server";
import { createServerApp } from "../server/app";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
let clock = 0;
let renders = 0;
/** What the stand-in answers next, per path; the default is a public page. */
let behaviour: Record<
  string,
  {
    cacheControl?: string;
    status?: number;
    delayMs?: number;
    setCookie?: boolean;
    vary?: string;
    size?: number;
  }
> = {};
let server: Server;
let base = "";

const remix: RequestHandler = (req, res) => {
  renders++;
  const tokens = res.locals.answerTokens as AnswerTokens;
  const how = behaviour[req.path] ?? {};
  res.status(how.status ?? 200);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", how.cacheControl ?? PUBLIC);
  res.setHeader("Vary", how.vary ?? "Cookie");
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${tokens.nonce}' 'strict-dynamic'`);
  if (how.setCookie) res.setHeader("Set-Cookie", "ref=abc; Path=/");
  const write = () => {
    res.write(
      `<html><script nonce="${tokens.nonce}">1</script><a href="https://tickets.example/?view_id=${tokens.viewId}">`,
    );
    res.write(`${"<li>render ".repeat(how.size ?? 100)}${renders}</li>`);
    res.end(
      `<a href="/x?view_id=${tokens.viewId}"></a><script nonce="${tokens.nonce}">2</script></html>`,
    );
  };
  if (how.delayMs) setTimeout(write, how.delayMs);
  else write();
};

beforeAll(async () => {
  const app = createServerApp({
    siteUrl: "https://www.theater-amsterdam.example",
    trustForwardedHost: false,
    remix,
    pageCache: { ttlMs: 10_000, staleMs: 30_000, maxBytes: 1024 * 1024, now: () => clock },
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  behaviour = {};
  clock += 3_600_000; // every test starts with nothing fresh
});

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
};

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        const body = Buffer.concat(parts);
        const gzip = res.headers["content-encoding"] === "gzip";
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          html: (gzip ? gunzipSync(body) : body).toString("utf8"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const nonceOf = (a: Answer) =>
  /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))?.[1];
const bodyNonces = (a: Answer) => [...a.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const viewIds = (a: Answer) => [...a.html.matchAll(/view_id=([0-9a-f-]+)/g)].map((m) => m[1]);
const withoutTokens = (a: Answer) => a.html.replace(/nonce="[^"]+"|view_id=[0-9a-f-]+/g, "");

describe("the page cache", () => {
  it("sends a kept page again with this answer's own nonce and view id", async () => {
    const path = `/agenda?t=${clock}`;
    const first = await get(path, { "accept-encoding": "gzip" });
    const rendersAfterFirst = renders;
    const second = await get(path, { "accept-encoding": "gzip" });
    const plain = await get(path);
    expect(renders).toBe(rendersAfterFirst);
    expect(second.headers.age).toBe("0");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const again of [second, plain]) {
      expect(withoutTokens(again)).toBe(withoutTokens(first));
      expect(nonceOf(again)).not.toBe(nonceOf(first));
      expect(bodyNonces(again)).toEqual([nonceOf(again), nonceOf(again)]);
      expect(viewIds(again)).toHaveLength(2);
      expect(new Set(viewIds(again)).size).toBe(1);
      expect(viewIds(again)[0]).not.toBe(viewIds(first)[0]);
      expect(again.headers["cache-control"]).toBe(PUBLIC);
    }
  });

  it("renders again once the copy is older than its time", async () => {
    const path = `/nieuws?t=${clock}`;
    await get(path);
    const before = renders;
    clock += 9_000;
    expect((await get(path)).headers.age).toBe("9");
    expect(renders).toBe(before);
    clock += 2_000;
    expect((await get(path)).headers.age).toBeUndefined();
    expect(renders).toBe(before + 1);
  });

  it("keeps a copy no longer than the page's own s-maxage", async () => {
    const path = `/kort?t=${clock}`;
    behaviour["/kort"] = { cacheControl: "public, max-age=0, s-maxage=2" };
    await get(path);
    const before = renders;
    clock += 1_000;
    await get(path);
    expect(renders).toBe(before);
    clock += 1_500;
    await get(path);
    expect(renders).toBe(before + 1);
  });

  it.each([
    ["private", { cacheControl: "private, no-store" }],
    ["no s-maxage", { cacheControl: "public, max-age=60" }],
    ["a cookie set", { setCookie: true }],
    ["a failure", { status: 500 }],
    ["a 404", { status: 404 }],
    ["another Vary", { vary: "Cookie, Accept-Language" }],
    ["too big", { size: 250_000 }],
  ])("never keeps an answer with %s", async (_name, how) => {
    behaviour["/p"] = how;
    const path = `/p?t=${clock}`;
    await get(path);
    const before = renders;
    await get(path);
    expect(renders).toBe(before + 1);
  });

  it("never lets a failed render replace a good copy", async () => {
    const path = `/goed?t=${clock}`;
    const good = await get(path);
    clock += 11_000;
    behaviour["/goed"] = { status: 500, delayMs: 100 };
    const failing = get(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // While the successor renders, others get the kept copy.
    const meanwhile = await get(path);
    expect((await failing).status).toBe(500);
    expect(meanwhile.status).toBe(200);
    expect(withoutTokens(meanwhile)).toBe(withoutTokens(good));
    behaviour["/goed"] = {};
    const after = await get(path);
    expect(after.status).toBe(200);
  });

  it("keeps pages that are a visitor's own out of the shared copies", async () => {
    const path = `/agenda?t=${clock}`;
    await get(path);
    for (const headers of [
      { cookie: "cms_session=editor" },
      { cookie: "ref=abc.signed" },
      { cookie: "unknown=1" },
    ]) {
      const before = renders;
      await get(path, headers);
      expect(renders, headers.cookie).toBe(before + 1);
    }
    const before = renders;
    await get(`${path}&r=partner`);
    await get(path, {}, "HEAD");
    expect(renders).toBe(before + 2);
  });

  it("keeps one copy per consent choice, and one for crawlers", async () => {
    const path = `/agenda?t=${clock}`;
    const variants: Record<string, string>[] = [
      {},
      { cookie: "cookie_consent=basic" },
      { cookie: "cookie_consent=personalized; _ga=GA1.1" },
      { "user-agent": "Googlebot/2.1" },
    ];
    for (const headers of variants) await get(path, headers);
    const before = renders;
    for (const headers of variants) await get(path, headers);
    expect(renders).toBe(before);
    expect(before).toBeGreaterThanOrEqual(4);
  });
});
