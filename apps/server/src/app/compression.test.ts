import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, backends, createTestApp, login, type TestApp } from "../test/harness.ts";
import { COMPRESS_THRESHOLD_BYTES } from "./compression.ts";

/** Issue 7 §7: API JSON is compressed over a threshold; what is compressed already or binary is not. */
describe.each(backends)("response compression on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string, encoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...authed("demo", token), ...(encoding ? { "accept-encoding": encoding } : {}) },
    });

  it("sends API JSON over the threshold as brotli when accepted, and keeps no-store", async () => {
    // The directory gzips itself only for gzip clients: a br-only client gets it through the plugin.
    const url = "/api/employee?active=true";
    const plain = await get(url, hr);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get(url, hr, "br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers["vary"])).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves small JSON as it is", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("does not compress the directory twice (it gzips itself)", async () => {
    const res = await get("/api/employee?active=true", hr, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const rows = JSON.parse(gunzipSync(res.rawPayload).toString("utf8")) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
  });

  it("streams .xlsx downloads untouched", async () => {
    const res = await get("/report/leave?year=2026", hr, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
  });
});
