// How the server stops (server/lifecycle.ts), with a stand-in for Remix whose slow route takes
// 600 ms, as a form post waiting on the form service does: once a stop is asked for, the load
// context says draining (readiness and health fail) and every answer says Connection: close;
// through the drain delay new connections are still answered; then a request in flight still
// finishes with 200, a keep-alive connection with nothing in flight is closed, no new connection
// is taken, and what is still open at the deadline is cut.
import type { Server } from "node:http";
import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { loader as health } from "~/routes/api.health";

/**
 * The server's modules loaded afresh: the draining flag is process-wide and never goes back, so
 * each test gets its own.
 */
async function fresh() {
  vi.resetModules();
  const { createServerApp } = await import("../server/app");
  const { drain } = await import("../server/lifecycle");
  const { getLoadContext } = await import("../server/load-context");
  return { createServerApp, drain, getLoadContext };
}

async function start(slowMs: number) {
  const { createServerApp, drain, getLoadContext } = await fresh();
  const app = createServerApp({
    siteUrl: "https://www.theater-amsterdam.example",
    trustForwardedHost: false,
    remix: (req, res) => {
      // Built when the request reaches Remix, as Remix's adapter does.
      const { draining } = getLoadContext(req, res);
      const answer = () => res.json({ draining });
      if (req.path === "/traag") setTimeout(answer, slowMs);
      else answer();
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, drain, getLoadContext };
}

function get(url: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      const req = httpRequest(url, { agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("drain", { timeout: 20_000 }, () => {
  it("says draining in the load context from the moment a stop is asked for", async () => {
    const { server, base, drain, getLoadContext } = await start(300);
    const request = { headers: {}, socket: { remoteAddress: "127.0.0.1" } } as unknown as Request;
    const context = () => getLoadContext(request, { locals: {} } as Response);
    const inFlight = get(`${base}/traag`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(context().draining).toBe(false);
    const drained = drain(server, { graceMs: 5_000 });
    expect(context().draining).toBe(true);
    expect((await inFlight).status).toBe(200);
    await drained;
  });

  it("finishes requests in flight, closes idle keep-alive connections and takes no new ones", async () => {
    const { server, base, drain } = await start(600);
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    // One idle keep-alive connection, one busy one.
    expect((await get(`${base}/snel`, agent)).status).toBe(200);
    let idleClosed = false;
    for (const sockets of Object.values(agent.freeSockets)) {
      for (const socket of sockets ?? []) socket.on("close", () => (idleClosed = true));
    }
    const inFlight = get(`${base}/traag`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const drained = drain(server, { graceMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idleClosed).toBe(true);
    await expect(get(`${base}/snel`)).rejects.toMatchObject({ code: "ECONNREFUSED" });

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(slow.connection).toBe("close");
    await drained;
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it("cuts what is still open at the deadline", async () => {
    const { server, base, drain } = await start(5_000);
    const hung = get(`${base}/traag`).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await drain(server, { graceMs: 300 });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await hung).toBe("ECONNRESET");
  });

  it("keeps answering through the delay, each answer with Connection: close, then takes no more", async () => {
    const { server, base, drain } = await start(0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(`${base}/snel`, agent);
    expect(before).toMatchObject({ body: '{"draining":false}', connection: "keep-alive" });
    let idleClosed = false;
    for (const sockets of Object.values(agent.freeSockets)) {
      for (const socket of sockets ?? []) socket.on("close", () => (idleClosed = true));
    }

    const started = Date.now();
    const drained = drain(server, { delayMs: 600, graceMs: 5_000 });
    // A new connection, as the load balancer opens until its probe has taken the instance out.
    const fresh = await get(`${base}/snel`);
    expect(fresh).toMatchObject({ status: 200, body: '{"draining":true}', connection: "close" });
    // The idle connection is not cut under the load balancer: its next request is answered.
    expect(idleClosed).toBe(false);
    const reused = await get(`${base}/snel`, agent);
    expect(reused).toMatchObject({ status: 200, connection: "close" });
    expect(Date.now() - started).toBeLessThan(600);

    await new Promise((resolve) => setTimeout(resolve, 600 - (Date.now() - started) + 100));
    await expect(get(`${base}/snel`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await drained;
    agent.destroy();
  });
});

describe("the health route", () => {
  const ask = (context: unknown) =>
    health({
      request: new Request("http://localhost/api/health"),
      params: {},
      context: context as Record<string, unknown>,
    });

  it("is 200 ok while serving and 503 draining from the moment a stop is asked for", async () => {
    const serving = await ask({ draining: false });
    expect([serving.status, await serving.text()]).toEqual([200, "ok"]);
    const stopping = await ask({ draining: true });
    expect([stopping.status, await stopping.text()]).toEqual([503, "draining"]);
    expect(stopping.headers.get("cache-control")).toBe("no-store");
  });
});
