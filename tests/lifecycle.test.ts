// How the server stops (server/lifecycle.ts), with a stand-in for Remix whose slow route takes
// 600 ms, as a form post waiting on the form service does: once a stop is asked for, the load
// context says draining (readiness fails), a request in flight still finishes with 200, a
// keep-alive connection with nothing in flight is closed, no new connection is taken, and what
// is still open at the deadline is cut.
import type { Server } from "node:http";
import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";

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
    const drained = drain(server, 5_000);
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
    const drained = drain(server, 5_000);
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
    await drain(server, 300);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await hung).toBe("ECONNRESET");
  });
});
