// The HTTP server in front of Remix (server/app.ts), with a stand-in for Remix that reports what
// reached it, request headers and the load context the server builds (server/load-context.ts):
// security headers on every answer (static files too), odd methods, huge and stalled bodies
// refused before Remix, a range past a file's end, and the origin rule handed over as a verdict.

import fs from "node:fs";
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { trustedProxies } from "~/models/http/trusted-proxies";
import { parseEnv } from "~/services/operations/env.server";
import { createServerApp } from "../server/app";
import { getLoadContext } from "../server/load-context";
import { ownUrl, serverTimeouts } from "../server/site";
import type { DiscardOptions } from "../server/unread-body";

const SITE = "https://www.theater-amsterdam.example";
let base = "";
let server: Server;
let remixCalls = 0;

function start(
  trustForwardedHost: boolean,
  bodyIdleMs?: number,
  discard?: DiscardOptions,
  proxies: string[] = [],
): Promise<{ server: Server; base: string }> {
  const app = createServerApp({
    siteUrl: SITE,
    trustForwardedHost,
    trustedProxies: trustedProxies(proxies),
    publicDirectory: "public",
    bodyIdleMs,
    discard,
    remix: (req, res) => {
      remixCalls++;
      // As Remix's adapter does with a document's own headers.
      if (req.path === "/pagina/contact") res.append("X-Content-Type-Options", "nosniff");
      if (req.path === "/vroeg") {
        // Remix's adapter wraps the body in a stream as the request arrives; an action that
        // refuses the post (415, 413, 429) answers without ever reading it.
        createReadableStreamFromReadable(req);
        res.status(415).json({ refused: true });
        return;
      }
      if (req.path === "/lees") {
        // An action reading its form body, as Remix's would.
        let length = 0;
        req.on("data", (chunk: Buffer) => {
          length += chunk.length;
        });
        req.on("end", () => res.json({ read: length }));
        return;
      }
      res.json({
        method: req.method,
        verdict: getLoadContext(req, res).originVerdict ?? null,
        origin: req.headers.origin ?? null,
        forwardedHost: req.headers["x-forwarded-host"] ?? null,
        client: getLoadContext(req, res).clientAddress,
      });
    },
  });
  return new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => {
      const { port } = listening.address() as AddressInfo;
      resolve({ server: listening, base: `http://127.0.0.1:${port}` });
    });
  });
}

beforeAll(async () => {
  ({ server, base } = await start(false));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http, because fetch refuses methods like TRACE. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  origin = base,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("security headers", () => {
  it("are on static files, data and every other answer", async () => {
    for (const path of [
      "/favicon.svg",
      "/robots.txt",
      "/pagina/contact",
      "/pagina/contact.data",
      "/api/health",
    ]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff"); // once
      expect(answer.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(answer.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(answer.headers.get("x-powered-by"), path).toBeNull();
      expect(answer.headers.get("strict-transport-security"), path).not.toContain(",");
    }
  });
});

describe("refused before Remix", () => {
  // Node itself answers method names it does not know (TRACK) with 400 and drops CONNECT.
  it.each(["TRACE", "PROPFIND", "PURGE", "SEARCH"])(
    "answers %s with 405, Allow and the bilingual page",
    async (method) => {
      const calls = remixCalls;
      const nl = await raw(method, "/pagina/contact");
      expect(nl.status).toBe(405);
      expect(nl.headers.allow).toBe("GET, HEAD, POST");
      expect(nl.headers["cache-control"]).toBe("no-store");
      expect(nl.body).toContain('lang="nl"');
      expect(nl.body).toContain("Dit kan op deze pagina niet.");
      const en = await raw(method, "/en/page/contact");
      expect(en.body).toContain("This is not possible on this page.");
      expect(remixCalls).toBe(calls);
    },
  );

  it("answers a declared body over 1 MB with 413 without reading it", async () => {
    const answer = await raw("POST", "/pagina/terugbelverzoek", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(50 * 1024 * 1024),
      origin: SITE,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Wat u verstuurde is te groot.");
  });

  it("answers a path that is not valid percent-encoding with 404, in the path's language", async () => {
    const calls = remixCalls;
    for (const path of [
      "/agenda/%",
      "/en/news/%ff%fe",
      "/voorstelling/%%32%65",
      "/en/%C0%AE",
      "/%5cevil.example%20",
      "/pagina/x%00",
      "/pagina/%0d%0aSet-Cookie:x",
    ]) {
      const answer = await raw("GET", path);
      expect(answer.status, path).toBe(404);
    }
    expect((await raw("GET", "/en/news/%ff")).body).toContain("Page not found");
    expect(remixCalls).toBe(calls);
    expect((await raw("GET", "/agenda/%E2%80%93")).status).toBe(200);
  });

  it("answers a range past the end of a static file with 416, not 500", async () => {
    const calls = remixCalls;
    const answer = await raw("GET", "/favicon.ico", { range: "bytes=999999-" });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toMatch(/^bytes \*\/\d+$/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(remixCalls).toBe(calls);
    expect((await raw("GET", "/favicon.ico", { range: "bytes=0-9" })).status).toBe(206);
  });

  it("serves public/'s files and hands every other path to Remix without a look at the disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      let calls = remixCalls;
      for (const path of ["/favicon.svg", "/%66avicon.svg", "/icons/ui.svg"]) {
        const answer = await raw("GET", path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["cache-control"], path).toBe("public, max-age=3600");
      }
      expect((await raw("GET", "/icons")).status).toBe(301);
      expect(remixCalls).toBe(calls);
      expect(stat).toHaveBeenCalled();
      stat.mockClear();
      calls = remixCalls;
      for (const path of ["/pagina/contact", "/", "/agenda/favicon.svg", "/robots.txt"]) {
        expect((await raw("GET", path)).status, path).toBe(200);
      }
      expect(remixCalls).toBe(calls + 4);
      expect(stat).not.toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it("never echoes the path into the page", async () => {
    const answer = await raw("TRACE", "/en/<script>alert(1)</script>");
    expect(answer.body).not.toContain("<script>");
  });
});

describe("the origin rule", () => {
  const post = async (headers: Record<string, string>) =>
    (await fetch(`${base}/pagina/terugbelverzoek`, { method: "POST", headers })).json();

  it("hands Remix a verdict in the load context and no Origin to compare with its Host", async () => {
    expect(await post({ origin: SITE })).toMatchObject({ verdict: "same", origin: null });
    expect(await post({ origin: "https://evil.example" })).toMatchObject({ verdict: "cross" });
    expect(await post({ referer: "https://evil.example/x" })).toMatchObject({ verdict: "cross" });
  });

  it("never takes a verdict from a request header", async () => {
    const answer = await post({ origin: "https://evil.example", "x-site-origin-verdict": "same" });
    expect(answer).toMatchObject({ verdict: "cross" });
    const get = await (
      await fetch(`${base}/pagina/contact`, { headers: { "x-site-origin-verdict": "same" } })
    ).json();
    expect(get).toMatchObject({ method: "GET", verdict: null });
  });

  it("drops X-Forwarded-Host unless the proxy is trusted, and then accepts its host", async () => {
    expect(
      await post({ origin: "https://fonds.example", "x-forwarded-host": "fonds.example" }),
    ).toMatchObject({ verdict: "cross", forwardedHost: null });

    const trusted = await start(true);
    try {
      const answer = await (
        await fetch(`${trusted.base}/pagina/x`, {
          method: "POST",
          headers: {
            origin: "https://fonds.example",
            "x-forwarded-host": "fonds.example",
            "x-forwarded-proto": "https",
          },
        })
      ).json();
      expect(answer).toMatchObject({ verdict: "same", forwardedHost: "fonds.example" });
    } finally {
      await new Promise<void>((resolve) => trusted.server.close(() => resolve()));
    }
  });
});

describe("a body that stops arriving", () => {
  /** Declares `declared` bytes, sends `sent`, then keeps the connection open and waits. */
  function stalledPost(origin: string, declared: number, sent: number) {
    return new Promise<{ status: number; closedAfterMs: number }>((resolve, reject) => {
      const started = Date.now();
      let status = 0;
      const req = httpRequest(`${origin}/lees`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(declared),
        },
      });
      req.on("response", (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on("close", () => resolve({ status, closedAfterMs: Date.now() - started }));
      req.on("error", () => {});
      req.write("x".repeat(sent));
      setTimeout(() => reject(new Error("connection still open after 5 s")), 5_000).unref();
    });
  }

  it("is answered 408 and its connection closed once it has not grown for the idle time", async () => {
    const quick = await start(false, 300);
    try {
      const answer = await stalledPost(quick.base, 1000, 10);
      expect(answer.status).toBe(408);
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(300);
      expect(answer.closedAfterMs).toBeLessThan(2_000);
    } finally {
      await new Promise<void>((resolve) => quick.server.close(() => resolve()));
    }
  });

  it("lets a slow body through as long as it keeps arriving", async () => {
    const quick = await start(false, 300);
    try {
      const read = await new Promise<unknown>((resolve, reject) => {
        const req = httpRequest(`${quick.base}/lees`, {
          method: "POST",
          headers: { "content-length": "40" },
        });
        req.on("response", (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve(JSON.parse(body)));
        });
        req.on("error", reject);
        let sent = 0;
        const drip = setInterval(() => {
          req.write("x".repeat(10));
          sent += 10;
          if (sent === 40) {
            clearInterval(drip);
            req.end();
          }
        }, 150);
      });
      expect(read).toEqual({ read: 40 });
    } finally {
      await new Promise<void>((resolve) => quick.server.close(() => resolve()));
    }
  });
});

/**
 * One keep-alive connection written to by hand, as Varnish uses its backend connections: requests
 * go out one after another on the same socket, answers are read off it in order.
 */
function rawConnection(origin: string) {
  const { port } = new URL(origin);
  const socket = connect(Number(port), "127.0.0.1");
  let received = Buffer.alloc(0);
  let closed = false;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const wakeUp of waiting.splice(0)) wakeUp();
  };
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on("close", () => {
    closed = true;
    wake();
  });
  socket.on("error", () => {});

  /** The next whole answer (Content-Length framed), or null when the connection closed first. */
  async function answer(withinMs: number) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const end = received.indexOf("\r\n\r\n");
      if (end >= 0) {
        const head = received.subarray(0, end).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(
          head.slice(1).map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        const length = Number(headers["content-length"]);
        if (received.length >= end + 4 + length) {
          const body = received.subarray(end + 4, end + 4 + length).toString("utf8");
          received = received.subarray(end + 4 + length);
          return { status: Number(head[0]?.split(" ")[1]), headers, body };
        }
      }
      if (closed) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no whole answer within ${withinMs} ms`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  }

  /** A post of `body`, declared as `declared` bytes (all of them unless told). */
  function post(
    path: string,
    body: Buffer | string,
    type = "application/x-www-form-urlencoded",
    declared = Buffer.byteLength(body),
  ) {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${SITE}\r\n` +
        `Content-Type: ${type}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    socket.write(body);
  }

  return { post, answer, close: () => socket.destroy(), isClosed: () => closed };
}

describe("an answer sent before the body was read", () => {
  it("leaves the connection sound after the guard's 413 for a 2 MB post", async () => {
    const connection = rawConnection(base);
    try {
      connection.post("/pagina/terugbelverzoek", Buffer.alloc(2 * 1024 * 1024, "x"));
      connection.post("/lees", "a=1");
      expect((await connection.answer(2_000))?.status).toBe(413);
      const started = Date.now();
      const next = await connection.answer(2_000);
      expect(next).toMatchObject({ status: 200, body: JSON.stringify({ read: 3 }) });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      connection.close();
    }
  });

  it("leaves the connection sound after the app refused a post without reading it", async () => {
    const connection = rawConnection(base);
    try {
      connection.post("/vroeg", Buffer.alloc(200 * 1024, "x"), "application/json");
      connection.post("/lees", "a=1");
      expect((await connection.answer(2_000))?.status).toBe(415);
      const started = Date.now();
      const next = await connection.answer(2_000);
      expect(next).toMatchObject({ status: 200, body: JSON.stringify({ read: 3 }) });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      connection.close();
    }
  });

  it("closes the connection instead when the rest is more than it would read", async () => {
    const bounded = await start(false, undefined, { maxBytes: 64 * 1024, maxMs: 300 });
    const connection = rawConnection(bounded.base);
    try {
      connection.post("/vroeg", Buffer.alloc(200 * 1024, "x"), "application/json");
      const refused = await connection.answer(2_000);
      expect(refused?.status).toBe(415);
      expect(refused?.headers.connection).toBe("close");
      expect(await connection.answer(2_000)).toBeNull();
    } finally {
      connection.close();
      await new Promise<void>((resolve) => bounded.server.close(() => resolve()));
    }
  });

  it("closes the connection when the rest stops arriving", async () => {
    const bounded = await start(false, undefined, { maxBytes: 64 * 1024, maxMs: 300 });
    const connection = rawConnection(bounded.base);
    try {
      const started = Date.now();
      connection.post("/vroeg", "{", "application/json", 10_000);
      const refused = await connection.answer(2_000);
      expect(refused?.status).toBe(415);
      expect(refused?.headers.connection).toBe("keep-alive");
      expect(await connection.answer(2_000)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      connection.close();
      await new Promise<void>((resolve) => bounded.server.close(() => resolve()));
    }
  });
});

describe("the server's timeouts", () => {
  it("keep an idle connection longer than Varnish's backend_idle_timeout (60 s)", () => {
    const timeouts = serverTimeouts(parseEnv({}));
    expect(timeouts.keepAliveTimeout).toBe(65_000);
    expect(timeouts.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(serverTimeouts(parseEnv({ KEEP_ALIVE_TIMEOUT_MS: "90000" })).keepAliveTimeout).toBe(
      90_000,
    );
  });

  it("cut slow headers before a slow request, whatever the keep-alive", () => {
    const timeouts = serverTimeouts(parseEnv({ KEEP_ALIVE_TIMEOUT_MS: "600000" }));
    expect(timeouts.headersTimeout).toBeLessThanOrEqual(timeouts.requestTimeout);
    expect(timeouts.requestTimeout).toBeLessThanOrEqual(30_000);
  });
});

describe("the address the server reaches itself on", () => {
  it("is the bound address, or loopback when it listens on every interface", () => {
    expect(ownUrl({ PORT: 3000, HOST: undefined })).toBe("http://127.0.0.1:3000");
    expect(ownUrl({ PORT: 3000, HOST: "0.0.0.0" })).toBe("http://127.0.0.1:3000");
    expect(ownUrl({ PORT: 3000, HOST: "::" })).toBe("http://127.0.0.1:3000");
    expect(ownUrl({ PORT: 3000, HOST: "127.0.0.1" })).toBe("http://127.0.0.1:3000");
    expect(ownUrl({ PORT: 8080, HOST: "::1" })).toBe("http://[::1]:8080");
    expect(ownUrl({ PORT: 8080, HOST: "site-1.internal" })).toBe("http://site-1.internal:8080");
  });
});

describe("the client address in the load context", () => {
  const client = async (origin: string, forwardedFor: string) =>
    (
      await (
        await fetch(`${origin}/pagina/contact`, { headers: { "x-forwarded-for": forwardedFor } })
      ).json()
    ).client;

  it("is the socket's, whatever X-Forwarded-For says, when the peer is no proxy of ours", async () => {
    expect(await client(base, "203.0.113.7")).toBe("127.0.0.1");
    const elsewhere = await start(false, undefined, undefined, ["10.0.0.0/8"]);
    try {
      expect(await client(elsewhere.base, "203.0.113.7")).toBe("127.0.0.1");
    } finally {
      await new Promise<void>((resolve) => elsewhere.server.close(() => resolve()));
    }
  });

  it("behind trusted proxies is the right-most address that is not one of them", async () => {
    const proxied = await start(false, undefined, undefined, ["127.0.0.1", "10.0.0.0/8"]);
    try {
      // Client, TLS terminator (10.0.0.2), then Varnish on this machine as the socket's peer.
      expect(await client(proxied.base, "1.1.1.1, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
      expect(await client(proxied.base, "198.51.100.9, 10.0.0.2")).toBe("198.51.100.9");
    } finally {
      await new Promise<void>((resolve) => proxied.server.close(() => resolve()));
    }
  });
});
