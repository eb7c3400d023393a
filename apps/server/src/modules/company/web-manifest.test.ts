import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientConfig } from "@office/shared/client-config/client-config.contract";
import { backends, createTestApp, host, type TestApp } from "../../test/harness.ts";

/** Issue 19 §5: `GET /manifest.webmanifest` per tenant (Host): its name, its colour, Hungarian, icons. */
describe.each(backends)("web app manifest on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it.each(["demo", "beta"])("%s: the tenant's name and header colour, no sign-in needed", async (tenant) => {
    const config = (
      await t.app.inject({ method: "GET", url: "/api/clientConfig", headers: host(tenant) })
    ).json() as ClientConfig;
    const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest", headers: host(tenant) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/manifest+json");
    const manifest = res.json() as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: config.name,
      theme_color: config.headerColor,
      lang: "hu",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: "512x512", purpose: "maskable", type: "image/png" }),
      ]),
    );
  });

  it("the two tenants' manifests differ; an unknown tenant → 404", async () => {
    const demo = await t.app.inject({ method: "GET", url: "/manifest.webmanifest", headers: host("demo") });
    const beta = await t.app.inject({ method: "GET", url: "/manifest.webmanifest", headers: host("beta") });
    expect(demo.json().name).not.toBe(beta.json().name);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/manifest.webmanifest",
      headers: host("nincsilyen"),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
