// The metrics module on its own: its listener serves Prometheus text at /metrics and nothing
// else, a second copy of the module (as the Remix build carries) shares the registry instead of
// failing, and label values stay bounded.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  collectProcessMetrics,
  listenForMetrics,
  metricsText,
  recordObservation,
  recordRequest,
} from "../server/metrics";

let server: Server;
let base = "";

beforeAll(async () => {
  collectProcessMetrics();
  server = await listenForMetrics(0, "127.0.0.1");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("the metrics listener", () => {
  it("serves Prometheus text at /metrics, event-loop lag included", async () => {
    recordRequest("agenda.nl", 200, 0.042);
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain("# TYPE site_http_request_duration_seconds histogram");
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(
      sample(
        text,
        "site_http_request_duration_seconds_bucket",
        'le="0.05",route="agenda.nl",status="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it("refuses to start on a port in use, naming the variable", async () => {
    const port = (server.address() as AddressInfo).port;
    await expect(listenForMetrics(port, "127.0.0.1")).rejects.toThrow(
      new RegExp(`^METRICS_PORT ${port}: .*EADDRINUSE`),
    );
  });

  it("listens on loopback only when no METRICS_HOST is given", async () => {
    const unnamed = await listenForMetrics(0);
    try {
      expect((unnamed.address() as AddressInfo).address).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => unnamed.close(resolve));
    }
  });

  it("answers nothing else", async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST", body: "x" })).status).toBe(404);
  });
});

describe("the recorders", () => {
  it("count every kind of observation", async () => {
    const before = await metricsText();
    recordObservation({ kind: "cache", layer: "content", outcome: "miss" });
    recordObservation({
      kind: "cms-call",
      endpoint: "forms",
      outcome: "timeout",
      durationMs: 3000,
    });
    recordObservation({ kind: "coalesced", endpoint: "render" });
    recordObservation({ kind: "rate-limited", route: "newsletterSignup.nl", by: "email" });
    const after = await metricsText();
    const moved = (name: string, labels: string) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved("site_cache_results_total", 'layer="content",outcome="miss"')).toBe(1);
    expect(
      moved("site_cms_call_duration_seconds_count", 'endpoint="forms",outcome="timeout"'),
    ).toBe(1);
    expect(moved("site_cms_call_duration_seconds_sum", 'endpoint="forms",outcome="timeout"')).toBe(
      3,
    );
    expect(moved("site_coalesced_calls_total", 'endpoint="render"')).toBe(1);
    expect(moved("site_rate_limited_total", 'route="newsletterSignup.nl",by="email"')).toBe(1);
  });

  it("keep label values bounded and statuses to three digits", async () => {
    recordRequest(`odd route "with" {braces}\n${"x".repeat(100)}`, 999, 0.01);
    const text = await metricsText();
    const line = text.split("\n").find((l) => l.includes("odd_route"));
    expect(line).toMatch(/route="odd_route__with___braces__x+",status="0"/);
    expect(/route="([^"]*)"/.exec(line ?? "")?.[1]).toHaveLength(64);
  });

  it("share the registry with a second copy of the module instead of failing", async () => {
    vi.resetModules();
    const copy = (await import("../server/metrics")) as typeof import("../server/metrics");
    const before = sample(await metricsText(), "site_coalesced_calls_total", 'endpoint="list"');
    copy.recordObservation({ kind: "coalesced", endpoint: "list" });
    recordObservation({ kind: "coalesced", endpoint: "list" });
    copy.collectProcessMetrics();
    expect(sample(await metricsText(), "site_coalesced_calls_total", 'endpoint="list"')).toBe(
      before + 2,
    );
  });
});
