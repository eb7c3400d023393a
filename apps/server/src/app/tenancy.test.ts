import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { authed, allBackends, createTestApp, host, login, type TestApp } from "../test/harness.ts";
import { assertTenantIsolation, rowsOf } from "../platform/migrate.ts";
import { employees } from "../modules/employees/employees.table.ts";

describe.each(allBackends)("tenant isolation on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it("row-level security admits only the transaction's tenant, even without a WHERE", async () => {
    const { database } = t.platform;
    const [demo, beta] = await rowsOf<{ id: number }>(
      database.db.execute(sql`select id from tenants order by id`),
    );
    const demoRows = await database.withTenant(demo?.id ?? 0, (tx) => tx.select().from(employees));
    const betaRows = await database.withTenant(beta?.id ?? 0, (tx) => tx.select().from(employees));
    expect(demoRows.length).toBe(80);
    expect(betaRows.length).toBe(2);
    expect(new Set(demoRows.map((r) => r.tenantId))).toEqual(new Set([demo?.id]));
    const none = await database.withoutTenant((tx) => tx.select().from(employees));
    expect(none).toEqual([]);
    await expect(
      database.withTenant(demo?.id ?? 0, (tx) =>
        tx.insert(employees).values({ tenantId: beta?.id ?? 0, name: "Betolakodó" }),
      ),
    ).rejects.toThrow();
  });

  it("the app role is not superuser, owner or BYPASSRLS", async () => {
    const [who] = await t.platform.database.withTenant(1, (tx) =>
      rowsOf<{ u: string; su: boolean; bypass: boolean }>(
        tx.execute(
          sql`select current_user as u, r.rolsuper as su, r.rolbypassrls as bypass from pg_roles r where r.rolname = current_user`,
        ),
      ),
    );
    expect(who).toEqual({ u: "office_app", su: false, bypass: false });
  });

  it("the server refuses to start when a tenant table lacks forced row-level security", async () => {
    const { db } = t.platform.database;
    await db.execute(sql`create table rogue (tenant_id integer not null, x text)`);
    await expect(assertTenantIsolation(t.platform.database)).rejects.toThrow(
      /rogue: row-level security not enabled/,
    );
    await db.execute(sql`alter table rogue enable row level security`);
    await expect(assertTenantIsolation(t.platform.database)).rejects.toThrow(
      /rogue: row-level security not forced/,
    );
    await db.execute(sql`drop table rogue`);
    await expect(assertTenantIsolation(t.platform.database)).resolves.toBeUndefined();
  });

  it("another tenant's ids answer 404 and never appear in lists", async () => {
    const demoUser = await login(t, "demo", "user");
    const betaAdmin = await login(t, "beta", "admin");
    const betaNotes = (
      await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("beta", betaAdmin) })
    ).json() as { id: number }[];
    const demoNotes = (
      await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("demo", demoUser) })
    ).json() as { id: number }[];
    const betaId = betaNotes[0]?.id ?? 0;
    expect(demoNotes.map((n) => n.id)).not.toContain(betaId);
    const seen = await t.app.inject({
      method: "PUT",
      url: `/api/notification/${betaId}/seen`,
      headers: authed("demo", demoUser),
    });
    expect(seen.statusCode).toBe(404);
    const [betaEmployee] = await rowsOf<{ id: number }>(
      t.platform.database.db.execute(
        sql`select e.id from employees e join tenants t on t.id = e.tenant_id where t.slug = 'beta' limit 1`,
      ),
    );
    const res = await t.app.inject({
      method: "GET",
      url: `/api/employee/${betaEmployee?.id}`,
      headers: authed("demo", demoUser),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "A munkatárs nem található." });
  });

  it("X-Forwarded-Host is ignored unless TRUST_PROXY is set", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/clientConfig",
      headers: { host: "demo.localhost", "x-forwarded-host": "beta.localhost" },
    });
    expect(res.json().name).toBe("Dunakanyar Mérnökiroda Kft.");
    const trusting = await (await import("../test/harness.ts")).createTestApp(backend, { TRUST_PROXY: "1" });
    try {
      const proxied = await trusting.app.inject({
        method: "GET",
        url: "/api/clientConfig",
        headers: { host: "demo.localhost", "x-forwarded-host": "beta.localhost" },
      });
      expect(proxied.json().name).toBe("Béta Logisztika Zrt.");
    } finally {
      await trusting.close();
    }
  });

  it("localhost and bare IPs reach the default tenant", async () => {
    for (const h of ["localhost:3000", "127.0.0.1:3000"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/clientConfig", headers: { host: h } });
      expect(res.json().name).toBe("Dunakanyar Mérnökiroda Kft.");
    }
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/clientConfig",
      headers: host("ismeretlen"),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
