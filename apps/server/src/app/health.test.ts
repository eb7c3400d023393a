import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appBackend, createTestApp, type TestApp } from "../test/harness.ts";
import { checkReadiness } from "./health.ts";

/** Issue 20 §4: liveness and readiness for a load balancer, without tenant and sign-in. */
describe("GET /api/health and /api/ready", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(appBackend, {}, { seed: false });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "127.0.0.1:3000" } });

  it("health answers 200 without a tenant or a caller", async () => {
    const res = await get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("ready answers 200 with every check ok, uncached, naming no version or host", async () => {
    const res = await get("/api/ready");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      status: "ok",
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
    expect(res.body).not.toMatch(/\d+\.\d+\.\d+|localhost|127\.0\.0\.1|postgres|pglite/i);
  });

  it("a build newer than the database's migrations is not ready", async () => {
    const readiness = await checkReadiness(t.platform, Date.now() + 86_400_000);
    expect(readiness).toEqual({
      status: "unavailable",
      checks: { database: "ok", migrations: "failing", storage: "ok" },
    });
  });

  it("a file store that fails makes the instance unready (503), and it recovers with the store", async () => {
    const storage = t.platform.storage;
    const get0 = storage.get;
    storage.get = async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.9:9000");
    };
    try {
      const res = await get("/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: "unavailable",
        checks: { database: "ok", migrations: "ok", storage: "failing" },
      });
      expect(res.body).not.toContain("ECONNREFUSED");
    } finally {
      storage.get = get0;
    }
    expect((await get("/api/ready")).statusCode).toBe(200);
  });
});

describe("GET /api/ready without a database", () => {
  it("answers 503 with the database and migrations failing; health still answers 200", async () => {
    const t = await createTestApp(appBackend, {}, { seed: false });
    try {
      await t.platform.database.close();
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "unavailable",
        checks: { database: "failing", migrations: "failing", storage: "ok" },
      });
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      // Its database is closed already; close() still drops the copy and removes the data directory.
      await t.close().catch(() => undefined);
    }
  });

  it("once the server is closing (SIGTERM) it accepts no connection and the probe in flight answers 503", async () => {
    const t = await createTestApp(appBackend, {}, { seed: false });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      // The storage check of this probe takes 800 ms: the probe is in flight when the close begins.
      t.platform.storage.get = () => new Promise((resolve) => setTimeout(() => resolve(null), 800));
      const inFlight = fetch(`http://127.0.0.1:${port}/api/ready`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closing = t.app.close();
      // The probe in flight finishes, answering that the instance is going away …
      const finished = await inFlight;
      expect(finished.status).toBe(503);
      expect(await finished.json()).toEqual({ status: "unavailable", checks: { shutdown: "failing" } });
      // Its connection ends with it: a keep-alive socket would hold the close open for 72 s.
      expect(finished.headers.get("connection")).toBe("close");
      await closing;
      // … and the listener accepts nothing more.
      expect(t.app.server.listening).toBe(false);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
