import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createTestApp, host, type TestApp } from "../test/harness.ts";

describe("serving the SPA", () => {
  let t: TestApp;
  let spa: Awaited<ReturnType<typeof buildApp>>;
  const dir = mkdtempSync(path.join(tmpdir(), "office-spa-"));
  beforeAll(async () => {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Office</title>");
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log('office')");
    writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp("pglite", {}, { seed: false });
    spa = await buildApp(t.platform, { webDist: dir });
  });
  afterAll(async () => {
    await spa?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves hashed assets from /assets/ as immutable JavaScript", async () => {
    const res = await spa.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.body).toBe("console.log('office')");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("answers every client route with index.html and unknown API paths with JSON 404", async () => {
    for (const url of ["/", "/bejelentkezes", "/munkatarsak/12", "/jelszo-visszaallitas?token=x"]) {
      const res = await spa.inject({ method: "GET", url, headers: host("demo") });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    const api = await spa.inject({ method: "GET", url: "/api/nincs" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "A kért cím nem található." });
    const fav = await spa.inject({ method: "GET", url: "/favicon.svg" });
    expect(fav.statusCode).toBe(200);
    expect(fav.headers["content-type"]).toMatch(/svg/);
  });
});
