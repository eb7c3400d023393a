import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessFor, accessMatrix } from "./access-matrix.ts";
import { authed, allBackends, createTestApp, host, login, type TestApp } from "../test/harness.ts";

/** A concrete URL for a route pattern (ids that exist on no tenant are fine: access is checked first). */
const concrete = (url: string) =>
  url
    .replace(":tenant", "demo")
    .replace(":file", "00000000-0000-0000-0000-000000000000.png")
    .replace(/:\w+/g, "1")
    .replace("/*", "/x");

describe.each(allBackends)("access-control matrix on %s", (backend) => {
  let t: TestApp;
  let userToken: string;
  let betaAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    userToken = await login(t, "demo", "user");
    betaAdmin = await login(t, "beta", "admin");
  });
  afterAll(async () => t?.close());

  it("declares every registered route, and every declared route is registered", () => {
    const registered = t.app.registeredRoutes;
    for (const r of registered) expect(accessFor(r.method, r.url), `${r.method} ${r.url}`).toBeDefined();
    const keys = new Set(registered.map((r) => `${r.method} ${r.url}`));
    for (const key of Object.keys(accessMatrix))
      expect(keys.has(key), `${key} is declared but not registered`).toBe(true);
  });

  const protectedRoutes = Object.entries(accessMatrix).filter(([, a]) => a !== "public" && a !== "tenant");

  it.each(protectedRoutes)("%s: anonymous → 401, another tenant's user → 401", async (key) => {
    const [method, url] = key.split(" ") as ["GET" | "POST" | "PUT" | "DELETE", string];
    const anon = await t.app.inject({ method, url: concrete(url), headers: host("demo") });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBeTruthy();
    const foreign = await t.app.inject({ method, url: concrete(url), headers: authed("demo", betaAdmin) });
    expect(foreign.statusCode).toBe(401);
  });

  const roleRoutes = Object.entries(accessMatrix).filter(([, a]) => Array.isArray(a));
  it.each(roleRoutes)("%s: a role without permission → 403", async (key) => {
    const [method, url] = key.split(" ") as ["GET" | "PUT", string];
    const res = await t.app.inject({
      method,
      url: concrete(url),
      headers: authed("demo", userToken),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Nincs jogosultságod ehhez a művelethez." });
  });

  it("every tenant route on an unknown host → 404 with a Hungarian message", async () => {
    for (const [key] of Object.entries(accessMatrix).filter(([, a]) => a !== "public")) {
      const [method, url] = key.split(" ") as ["GET" | "POST" | "PUT", string];
      const res = await t.app.inject({ method, url: concrete(url), headers: host("nincsilyen") });
      expect(res.statusCode, key).toBe(404);
      expect(res.json().message).toMatch(/Ismeretlen cég/);
    }
  });
});
