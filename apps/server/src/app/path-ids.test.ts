import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, allBackends, createTestApp, login, type TestApp } from "../test/harness.ts";

/**
 * Issue 18 §3: a path id was read with `Number()`, so `/api/employee/0x1e`, `/3e1` and `/%2030` all
 * addressed employee 30. Only decimal digits without a leading zero, 1 … 2^31 − 1, are an id; anything
 * else answers 400 with the Hungarian message, on every route with an id in its path or query.
 */
const ALIASES_OF_30 = ["0x1e", "3e1", "%2030", "30%20", "%2B30", "030", "30.0", "0o36", "0b11110"];

describe.each(allBackends)("path and query ids are decimal digits only on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: authed("demo", admin) });

  it("/api/employee/30 is employee 30; its other spellings are 400, never employee 30", async () => {
    const real = await get("/api/employee/30");
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ id: 30 });
    for (const alias of ALIASES_OF_30) {
      const res = await get(`/api/employee/${alias}`);
      expect(res.statusCode, alias).toBe(400);
      expect(res.json().message, alias).toMatch(/Érvénytelen azonosító/);
    }
  });

  it("every registered route with an id parameter refuses 0x1e with 400 (GET, PUT, POST, DELETE)", async () => {
    const routes = t.app.registeredRoutes.filter((r) => /:(id|\w+Id)\b/.test(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:(id|\w+Id)\b/g, "0x1e").replace(/:\w+/g, "x.ics");
      const res = await t.app.inject({
        method: r.method as "GET",
        url,
        headers: authed("demo", admin),
        ...(["POST", "PUT"].includes(r.method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 400) failures.push(`${r.method} ${url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("ids in query strings too: ?assetId=0x1e, ?driverId=3e1, ?projectId=%2030 → 400", async () => {
    for (const url of [
      "/api/assetHandover?assetId=0x1e",
      "/api/car?driverId=3e1",
      "/api/resourceAllocation?start=2026-01-01&end=2026-01-31&projectId=%2030",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
