import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";
import { createTenantWithAdmin } from "./tenants.service.ts";

describe.each(backends)("creating a tenant (CLI create-tenant) on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { seed: false });
  });
  afterAll(async () => t?.close());

  it("creates a tenant whose admin holds every role and signs in on the tenant's host only", async () => {
    await createTenantWithAdmin(
      t.platform.database,
      { slug: "acme", name: "Acme Kft." },
      {
        username: "Admin",
        email: "it@acme.example.hu",
        name: "Kovács Anna",
        password: { plain: "Hosszú-Biztos-Jelszó-1" },
      },
    );
    const token = await login(t, "acme", "admin", "Hosszú-Biztos-Jelszó-1");
    expect(decodeJwt(token)).toMatchObject({
      tenantId: "acme",
      displayName: "Kovács Anna",
      company: "Acme Kft.",
    });
    expect(decodeJwt(token).role).toHaveLength(6);
    const cfg = await t.app.inject({ method: "GET", url: "/api/clientConfig", headers: host("acme") });
    expect(cfg.json()).toMatchObject({ name: "Acme Kft.", logoHeight: "30px", headerColor: "#1d4d34" });
  });

  it("refuses a duplicate or malformed slug", async () => {
    const admin = {
      username: "a",
      email: "a@b.hu",
      name: "A",
      password: { plain: "Hosszú-Biztos-Jelszó-1" },
    };
    await expect(
      createTenantWithAdmin(t.platform.database, { slug: "acme", name: "X" }, admin),
    ).rejects.toThrow(/already exists/);
    await expect(
      createTenantWithAdmin(t.platform.database, { slug: "Bad_Slug", name: "X" }, admin),
    ).rejects.toThrow(/Invalid tenant slug/);
  });
});
