import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPeriodicJob } from "../platform/periodic-job.ts";
import { appBackend, createTestApp, host, login, type TestApp } from "../test/harness.ts";
import { freeLoopbackPort } from "../test/ports.ts";

/** Issue 20 §4: Prometheus metrics on METRICS_PORT, a listener of its own. */
describe("metrics", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freeLoopbackPort();
    t = await createTestApp(appBackend, { METRICS_PORT: String(port), HOST: "127.0.0.1" });
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    return res.text();
  };

  it("times requests by route pattern and status, never by raw URL", async () => {
    const token = await login(t, "demo", "admin");
    for (const id of [1, 2]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/employee/${id}`,
        headers: { ...host("demo"), authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: "GET", url: "/api/employee/999999", headers: host("demo") });
    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/employee\/:id",status_code="200"\} ([2-9]|\d\d+)/,
    );
    expect(text).toContain('route="/api/employee/:id",status_code="401"');
    expect(text).not.toMatch(/route="\/api\/employee\/\d/);
    // Node's default process metrics.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain('office_db_pool_connections{state="in_use"}');
  });

  it("counts the background jobs' passes by result", async () => {
    const log = { info: () => {}, error: () => {} };
    let calls = 0;
    const stop = startPeriodicJob(
      {
        name: "metrics test job",
        firstRunMs: 0,
        everyMs: 50,
        run: async () => {
          calls += 1;
          if (calls === 2) throw new Error("down");
          return 0;
        },
      },
      log,
    );
    await new Promise((resolve) => setTimeout(resolve, 180));
    stop();
    const text = await scrape();
    expect(text).toMatch(/office_job_runs_total\{job="metrics test job",result="ok"\} [1-9]/);
    expect(text).toContain('office_job_runs_total{job="metrics test job",result="failed"} 1');
  });

  it("is not served through the tenant port, and the metrics port serves nothing else", async () => {
    const viaApp = await t.app.inject({ method: "GET", url: "/metrics", headers: host("demo") });
    expect(viaApp.body).not.toContain("http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});
