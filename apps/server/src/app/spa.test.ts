import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { appBackend, createTestApp, host, type TestApp } from "../test/harness.ts";

const INDEX_HTML = "<!doctype html><title>Office</title>";

describe("serving the SPA", () => {
  let t: TestApp;
  let spa: Awaited<ReturnType<typeof buildApp>>;
  const dir = mkdtempSync(path.join(tmpdir(), "office-spa-"));
  beforeAll(async () => {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log('office')");
    writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    // As the web build's pre-compression step (apps/web/build/precompress.ts) leaves them.
    const css = Buffer.from(".app{color:red}\n".repeat(200));
    writeFileSync(path.join(dir, "assets", "index-def456.css"), css);
    writeFileSync(path.join(dir, "assets", "index-def456.css.br"), brotliCompressSync(css));
    writeFileSync(path.join(dir, "assets", "index-def456.css.gz"), gzipSync(css));
    writeFileSync(path.join(dir, "index.html.br"), brotliCompressSync(INDEX_HTML));
    writeFileSync(path.join(dir, "index.html.gz"), gzipSync(INDEX_HTML));
    t = await createTestApp(appBackend, {}, { seed: false });
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

  it("sends a pre-compressed asset as brotli or gzip, as the client accepts, and as it is otherwise", async () => {
    const url = "/assets/index-def456.css";
    const plain = await spa.inject({ method: "GET", url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
    expect(plain.headers["content-type"]).toMatch(/text\/css/);
    const css = plain.rawPayload;

    const br = await spa.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/text\/css/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(css.length / 10);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(css);

    const gz = await spa.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["vary"]).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload)).toEqual(css);

    const identity = await spa.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.rawPayload).toEqual(css);
  });

  it("sends index.html pre-compressed too, revalidated on every visit", async () => {
    const res = await spa.inject({
      method: "GET",
      url: "/szabadsagok",
      headers: { ...host("demo"), "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(INDEX_HTML);
    expect(
      (await spa.inject({ method: "GET", url: "/index.html.br" })).headers["content-encoding"],
    ).toBeUndefined();
  });
});
