// Prometheus metrics (prom-client's default registry), served on their own port when
// METRICS_PORT is set, never on the site's (docs/operations.md, "Logs" and "Metrics"). The registry is a
// node_modules singleton this module shares with any other copy of itself, so every metric is
// taken from it when it is already there instead of made twice (which would throw).
import { createServer, type Server } from "node:http";
import client, { type Counter, type Histogram } from "prom-client";
import type { Observation } from "../app/services/operations/observe.server";

const { register } = client;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
  return (
    (register.getSingleMetric(name) as Counter<L> | undefined) ??
    new client.Counter({ name, help, labelNames })
  );
}

function histogram<L extends string>(name: string, help: string, labelNames: L[]): Histogram<L> {
  return (
    (register.getSingleMetric(name) as Histogram<L> | undefined) ??
    new client.Histogram({ name, help, labelNames, buckets: SECONDS })
  );
}

const requestSeconds = () =>
  histogram(
    "site_http_request_duration_seconds",
    "Time to answer a request, by route id and status",
    ["route", "status"],
  );
const cacheResults = () =>
  counter("site_cache_results_total", "Answers of each cache layer: hit, miss, stale or bypass", [
    "layer",
    "outcome",
  ]);
const cmsSeconds = () =>
  histogram("site_cms_call_duration_seconds", "CMS calls by endpoint kind and outcome", [
    "endpoint",
    "outcome",
  ]);
const coalescedCalls = () =>
  counter("site_coalesced_calls_total", "Requests that joined a CMS call already in flight", [
    "endpoint",
  ]);
const rateLimited = () =>
  counter("site_rate_limited_total", "Posts and confirmations refused over the rate limit", [
    "route",
    "by",
  ]);

/** A label value from our own code, still bounded: a slip cannot flood the registry. */
function label(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 64) || "none";
}

/** One answered request; the status as its three digits, anything else as "0". */
export function recordRequest(route: string, status: number, seconds: number): void {
  const code = Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : "0";
  requestSeconds().observe({ route: label(route), status: code }, seconds);
}

/** An observation listener (app/services/operations/observe.server.ts). */
export function recordObservation(observation: Observation): void {
  switch (observation.kind) {
    case "cache":
      cacheResults().inc({ layer: label(observation.layer), outcome: label(observation.outcome) });
      break;
    case "cms-call":
      cmsSeconds().observe(
        { endpoint: label(observation.endpoint), outcome: label(observation.outcome) },
        observation.durationMs / 1000,
      );
      break;
    case "coalesced":
      coalescedCalls().inc({ endpoint: label(observation.endpoint) });
      break;
    case "rate-limited":
      rateLimited().inc({ route: label(observation.route), by: label(observation.by) });
      break;
  }
}

/** Node's own: event-loop lag, heap, handles, CPU. Once per process. */
export function collectProcessMetrics(): void {
  if (register.getSingleMetric("nodejs_eventloop_lag_seconds")) return;
  client.collectDefaultMetrics();
}

export function metricsText(): Promise<string> {
  return register.metrics();
}

/** Where the metrics listen unless METRICS_HOST says otherwise: this machine only. */
export const METRICS_DEFAULT_HOST = "127.0.0.1";

/** The metrics listener: GET /metrics and nothing else. Resolves once it listens. */
export function listenForMetrics(port: number, host = METRICS_DEFAULT_HOST): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metricsText().then(
      (text) => {
        res.writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Unavailable\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) => reject(new Error(`METRICS_PORT ${port}: ${error.message}`)));
    const listening = () => {
      server.removeAllListeners("error");
      resolve(server);
    };
    server.listen(port, host, listening);
  });
}
