// Where the access log and the metrics start listening to the caches, the CMS client and the
// rate limits (app/services/operations/observe.server.ts), and the metrics port opens when configured.
// Called once where the server starts; tests call it around a server app of their own.
import type { Server } from "node:http";
import { log } from "../app/services/operations/log.server";
import { onObservation } from "../app/services/operations/observe.server";
import { noteInRequest } from "../app/services/operations/request-context.server";
import {
  collectProcessMetrics,
  listenForMetrics,
  METRICS_DEFAULT_HOST,
  recordObservation,
} from "./metrics";

export type Observability = { stop: () => Promise<void> };

export async function startObservability({
  metricsPort,
  host,
}: {
  metricsPort?: number;
  /** METRICS_HOST; loopback when not given. */
  host?: string;
}): Promise<Observability> {
  const unsubscribe = [onObservation(noteInRequest), onObservation(recordObservation)];
  let metrics: Server | null = null;
  if (metricsPort !== undefined) {
    collectProcessMetrics();
    metrics = await listenForMetrics(metricsPort, host);
    // The site's listener decides when the process ends, not this one.
    metrics.unref();
    log.info("metrics listening", { port: metricsPort, host: host ?? METRICS_DEFAULT_HOST });
  }
  return {
    stop: async () => {
      for (const off of unsubscribe) off();
      const closing = metrics;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
