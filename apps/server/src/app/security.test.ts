import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appBackend, createTestApp, host, type TestApp } from "../test/harness.ts";

describe("security headers, limits and error bodies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(appBackend);
  });
  afterAll(async () => t?.close());

  it("sends a strict CSP, nosniff, frame-ancestors 'none', a Referrer-Policy and no-store on the API", async () => {
    for (const url of ["/api/clientConfig", "/api/notification", "/api/nope"]) {
      const res = await t.app.inject({ method: "GET", url, headers: host("demo") });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers bad JSON, oversized bodies and unknown API paths with Hungarian messages, no stack or SQL", async () => {
    const badJson = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: { ...host("demo"), "content-type": "application/json" },
      payload: "{nope",
    });
    expect(badJson.statusCode).toBe(400);
    const big = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: { ...host("demo"), "content-type": "application/json" },
      payload: JSON.stringify({ username: "a", password: "x".repeat(1024 * 1024 + 1) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: "A kérés túl nagy." });
    const missing = await t.app.inject({ method: "GET", url: "/api/nincs-ilyen", headers: host("demo") });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "A kért cím nem található." });
    for (const res of [badJson, big, missing]) {
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|select |insert |stack/i);
      expect(Object.keys(res.json())).toEqual(["message"]);
    }
  });

  it("serves the OpenAPI document outside production", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(["/api/login2", "/api/notification/{id}/seen", "/api/clientConfig"]),
    );
  });
});

describe("validation errors at the root of a body", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(appBackend, {}, { seed: true });
  });
  afterAll(async () => t?.close());

  it("answer 400 with a Hungarian message, not 500", async () => {
    const { login, authed } = await import("../test/harness.ts");
    const hr = await login(t, "demo", "hr");
    for (const payload of [[], "szöveg", 42]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/employee",
        headers: { ...authed("demo", hr), "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Hibás adatok/);
    }
  });
});
