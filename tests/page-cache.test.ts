// The server keeps anonymous pages for a few seconds (server/page-cache.ts): a kept page is sent
// again exactly as it was rendered, nonce included, and nothing personal, private, failed or
// broken is ever kept or replaces a good copy. A stand-in for Remix writes what a page would.
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Observation, onObservation } from "../app/services/operations/observe.server";
import { createServerApp } from "../server/app";
import { clearPages, sitePath } from "../server/page-cache";

const PUBLIC = "public, max-age=0, s-maxage=20, stale-while-revalidate=10";
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
  // Each render draws its own nonce, as entry.server does; a kept copy keeps it.
  const nonce = randomBytes(16).toString("base64");
  const how = behaviour[req.path] ?? {};
  res.status(how.status ?? 200);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", how.cacheControl ?? PUBLIC);
  res.setHeader("Vary", how.vary ?? "Cookie");
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
  if (how.setCookie) res.setHeader("Set-Cookie", "ref=abc; Path=/");
  const write = () => {
    res.write(`<html><script nonce="${nonce}">1</script><a href="https://tickets.example/e">`);
    res.write(`${"<li>render ".repeat(how.size ?? 100)}${renders}</li>`);
    res.end(`<script nonce="${nonce}">2</script></html>`);
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

describe("the page cache", () => {
  it("sends a kept page again exactly as it was rendered, its one nonce included", async () => {
    const path = `/agenda?t=${clock}`;
    const first = await get(path, { "accept-encoding": "gzip" });
    const rendersAfterFirst = renders;
    const second = await get(path, { "accept-encoding": "gzip" });
    const plain = await get(path);
    expect(renders).toBe(rendersAfterFirst);
    expect(bodyNonces(first)).toEqual([nonceOf(first), nonceOf(first)]);
    expect(second.headers.age).toBe("0");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const again of [second, plain]) {
      expect(again.html).toBe(first.html);
      expect(again.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
      expect(again.headers["cache-control"]).toBe(PUBLIC);
      expect(again.headers.vary).toBe(first.headers.vary);
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
    expect(meanwhile.html).toBe(good.html);
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

  it("renders every time, without copying, an answer that may not be shared", async () => {
    behaviour["/api/health"] = { cacheControl: "no-store" };
    const outcomes = watch();
    await get("/api/health");
    const before = renders;
    await get("/api/health");
    await get("/api/health");
    expect(renders).toBe(before + 2);
    expect(outcomes.stop()).toEqual(["miss", "bypass", "bypass"]);
  });
});

/** The page cache's outcomes reported while it runs (observe.server.ts). */
function watch() {
  const seen: string[] = [];
  const off = onObservation((o: Observation) => {
    if (o.kind === "cache" && o.layer === "page") seen.push(o.outcome);
  });
  return {
    stop() {
      off();
      return seen;
    },
  };
}

describe("what the page cache reports per request", () => {
  it("says hit, miss, stale or bypass", async () => {
    const path = `/rapport?t=${clock}`;
    const outcomes = watch();
    await get(path);
    await get(path);
    await get(path, { cookie: "cms_session=editor" });
    await get(path, {}, "HEAD");
    clock += 11_000;
    behaviour["/rapport"] = { delayMs: 100 };
    const renewing = get(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await get(path);
    await renewing;
    expect(outcomes.stop()).toEqual(["miss", "hit", "bypass", "bypass", "miss", "stale"]);
  });
});

describe("clearPages", () => {
  const variants: Record<string, string>[] = [
    {},
    { cookie: "cookie_consent=personalized" },
    { "user-agent": "Googlebot/2.1" },
  ];

  async function keepAll(paths: string[]) {
    for (const path of paths) for (const headers of variants) await get(path, headers);
  }

  /** How many of these requests had to render. */
  async function rendersFor(paths: string[]) {
    const before = renders;
    for (const path of paths) for (const headers of variants) await get(path, headers);
    return renders - before;
  }

  it("drops every variant of a site path: query strings, consent, crawler, data", async () => {
    const hamlet = [
      "/voorstelling/hamlet",
      "/voorstelling/hamlet/",
      `/voorstelling/hamlet?alle-speeldata=1&t=${clock}`,
      "/voorstelling/hamlet.data",
      "/voorstelling/hamlet.data?_routes=routes%2Fproduction",
    ];
    const others = ["/voorstelling/hamlet-jr", "/agenda", "/voorstelling/macbeth"];
    await keepAll([...hamlet, ...others]);
    expect(await rendersFor([...hamlet, ...others])).toBe(0);

    expect(clearPages(["/voorstelling/hamlet"])).toBe(hamlet.length * variants.length);
    expect(await rendersFor(others)).toBe(0);
    expect(await rendersFor(hamlet)).toBe(hamlet.length * variants.length);
  });

  it("takes paths as the CMS writes them, and the home page's data", async () => {
    await keepAll(["/voorstelling/macbeth", "/", "/_root.data", "/en"]);
    expect(clearPages(["voorstelling/macbeth", "/"])).toBe(3 * variants.length);
    expect(await rendersFor(["/en"])).toBe(0);
  });

  it("drops everything", async () => {
    await keepAll(["/a", "/b?x=1"]);
    expect(clearPages("all")).toBeGreaterThanOrEqual(2 * variants.length);
    expect(await rendersFor(["/a", "/b?x=1"])).toBe(2 * variants.length);
  });

  it("copies a page that was not shareable at once after its path is dropped", async () => {
    const path = `/pagina/nieuw-${clock}`;
    behaviour[path] = { status: 404 };
    await get(path);
    behaviour = {};
    const outcomes = watch();
    await get(path); // published meanwhile, but the 404 is still remembered
    clearPages([path]);
    await get(path);
    await get(path);
    expect(outcomes.stop()).toEqual(["bypass", "miss", "hit"]);
  });

  it("does not keep a render that was under way when its path was dropped", async () => {
    behaviour["/voorstelling/lear"] = { delayMs: 100 };
    const path = "/voorstelling/lear";
    clearPages([path]);
    const rendering = get(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearPages([path]);
    await rendering;
    behaviour = {};
    const before = renders;
    await get(path);
    expect(renders).toBe(before + 1);
  });
});

describe("sitePath", () => {
  it.each([
    ["/voorstelling/hamlet?x=1", "/voorstelling/hamlet"],
    ["/voorstelling/hamlet.data", "/voorstelling/hamlet"],
    ["/voorstelling/hamlet/", "/voorstelling/hamlet"],
    ["/_root.data", "/"],
    ["/", "/"],
    ["/en/show/caf%C3%A9", "/en/show/café"],
    ["/en/show/caf%c3%a9.data", "/en/show/café"],
    [
      "/_island/production-dates?page=%2Fvoorstelling%2Fhamlet%3Fdatums%3Dalle",
      "/voorstelling/hamlet",
    ],
    ["/_island/home-news?page=%2Fen", "/en"],
    ["/_island/home-news?page=%2F%2Fevil.example", "/_island/home-news"],
  ])("%s belongs to %s", (given, path) => {
    expect(sitePath(given)).toBe(path);
  });
});
