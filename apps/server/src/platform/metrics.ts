import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "./db.ts";

/**
 * Prometheus metrics of this process (issue 20 §4), with `prom-client`, in one registry:
 * - the default process and Node metrics (CPU, memory, event loop lag, GC, handles);
 * - `http_request_duration_seconds` (histogram; labels `method`, `route` — the route pattern such as
 *   `/api/employee/:id`, never the raw URL, `unmatched` for a request no route took — and `status_code`);
 * - `office_db_pool_connections{state}` (PostgreSQL: `in_use`, `idle`, `waiting`), read at each scrape;
 * - `office_job_runs_total{job,result}` (`ok`, `failed`, or `skipped` when another instance ran the pass).
 * Served only by {@link startMetricsServer} on its own port (`METRICS_PORT`), never through the tenant port.
 */
export const metricsRegistry = new Registry();
/** The default metrics are collected only in a process that serves them (their GC observer costs a little). */
let isCollectingDefaults = false;

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by method, route pattern and status code, in seconds",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: "office_job_runs_total",
  help: "Passes of the background jobs by job and result (ok, failed, skipped)",
  labelNames: ["job", "result"] as const,
  registers: [metricsRegistry],
});

/** The databases whose pools the gauge reports (one per app built in this process; normally one). */
const pools = new Set<Database>();

new Gauge({
  name: "office_db_pool_connections",
  help: "PostgreSQL pool connections in use and idle, and queries waiting for a connection",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    let inUse = 0;
    let idle = 0;
    let waiting = 0;
    for (const database of pools) {
      const stats = database.poolStats?.();
      if (!stats) continue;
      inUse += stats.total - stats.idle;
      idle += stats.idle;
      waiting += stats.waiting;
    }
    this.set({ state: "in_use" }, inUse);
    this.set({ state: "idle" }, idle);
    this.set({ state: "waiting" }, waiting);
  },
});

/** Reports `database`'s pool in `office_db_pool_connections` until the returned function is called. */
export function watchPool(database: Database): () => void {
  pools.add(database);
  return () => void pools.delete(database);
}

/**
 * Serves `GET /metrics` (Prometheus text format) on `host`:`port` (0: any free port), on a listener of
 * its own; anything else is 404. Resolves once listening with the port and a `close()`.
 */
export async function startMetricsServer(
  port: number,
  host: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  if (!isCollectingDefaults) {
    isCollectingDefaults = true;
    collectDefaultMetrics({ register: metricsRegistry });
  }
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metricsRegistry.metrics().then(
      (body) => res.writeHead(200, { "content-type": metricsRegistry.contentType }).end(body),
      () => res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics failed\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
