import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { costCenterSchema, type CostCenter } from "@office/shared/cost-centers/cost-centers.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import * as employeesRepo from "../employees/employees.repository.ts";

describe.each(backends)("/api/costCenter on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let betaAdmin: string;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, hr, pm, user, betaAdmin] = await Promise.all([
      login(t, "demo", "admin"),
      login(t, "demo", "hr"),
      login(t, "demo", "pm"),
      login(t, "demo", "user"),
      login(t, "beta", "admin"),
    ]);
    demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  const list = async (token: string, query = "") =>
    (await call("GET", `/api/costCenter${query}`, token)).json() as CostCenter[];

  it("every signed-in user lists the cost centres by code with usage counts; ?search= and ?active= filter", async () => {
    const res = await call("GET", "/api/costCenter", user);
    expect(res.statusCode).toBe(200);
    const all = res.json() as CostCenter[];
    for (const c of all) costCenterSchema.strict().parse(c);
    expect(all.map((c) => c.code)).toEqual([...all.map((c) => c.code)].sort());
    const fej = all.find((c) => c.code === "FEJ-01");
    expect(fej?.name).toBe("Fejlesztés");
    expect(fej?.employeeCount).toBeGreaterThan(0);
    expect(all.find((c) => c.code === "VAC-01")?.active).toBe(false);

    expect((await list(user, "?search=fejl")).map((c) => c.code)).toEqual(["FEJ-01"]);
    expect((await list(user, "?search=prj-")).map((c) => c.code)).toEqual(["PRJ-EPG", "PRJ-INF"]);
    expect(await list(user, "?search=%25")).toEqual([]);
    expect((await list(user, "?active=false")).map((c) => c.code)).toEqual(["VAC-01"]);
    expect((await list(user, "?active=true")).every((c) => c.active)).toBe(true);
    expect((await call("GET", "/api/costCenter?active=maybe", user)).statusCode).toBe(400);
    expect((await call("GET", "/api/costCenter", "", undefined)).statusCode).toBe(401);
  });

  it("only companyAdmin writes: hr, pm and user get 403", async () => {
    const body = { code: "TST-403", name: "Tiltott", active: true };
    for (const token of [hr, pm, user]) {
      expect((await call("POST", "/api/costCenter", token, body)).statusCode).toBe(403);
      expect((await call("PUT", "/api/costCenter/1", token, body)).statusCode).toBe(403);
      expect((await call("DELETE", "/api/costCenter/1", token)).statusCode).toBe(403);
    }
  });

  it("POST creates, PUT saves; a duplicate code is 409 with a Hungarian message; bad input 400", async () => {
    const created = await call("POST", "/api/costCenter", admin, { code: "MKT-01", name: "Marketing" });
    expect(created.statusCode).toBe(200);
    const mkt = costCenterSchema.strict().parse(created.json());
    expect(mkt).toMatchObject({
      code: "MKT-01",
      name: "Marketing",
      active: true,
      employeeCount: 0,
      projectCount: 0,
    });

    const dup = await call("POST", "/api/costCenter", admin, { code: "FEJ-01", name: "Másik" });
    expect(dup.statusCode).toBe(409);
    expect((dup.json() as { message: string }).message).toBe("Ez a költséghely kód már létezik.");

    const saved = await call("PUT", `/api/costCenter/${mkt.id}`, admin, {
      code: "MKT-02",
      name: "Marketing és PR",
      active: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: mkt.id,
      code: "MKT-02",
      name: "Marketing és PR",
      active: false,
    });
    const dupPut = await call("PUT", `/api/costCenter/${mkt.id}`, admin, { code: "FEJ-01", name: "X" });
    expect(dupPut.statusCode).toBe(409);

    for (const bad of [
      {},
      { code: "", name: "Üres kód" },
      { code: "ABC", name: "" },
      { code: "A B", name: "Szóköz" },
      { code: "x".repeat(41), name: "Hosszú" },
      { code: "OK-1", name: "Rossz", active: "igen" },
    ]) {
      const res = await call("POST", "/api/costCenter", admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/[a-záéíóöőúüű]/i);
    }
    const noName = await call("POST", "/api/costCenter", admin, { code: "ABC", name: "" });
    expect(JSON.stringify(noName.json())).toContain("Add meg a költséghely nevét.");
    expect((await call("PUT", "/api/costCenter/abc", admin, { code: "A", name: "B" })).statusCode).toBe(400);
  });

  it("another tenant's cost centre is 404 for PUT and DELETE and missing from the list", async () => {
    const beta = await call("POST", "/api/costCenter", betaAdmin, { code: "BETA-1", name: "Béta" }, "beta");
    expect(beta.statusCode).toBe(200);
    const betaId = (beta.json() as CostCenter).id;
    expect((await list(admin)).some((c) => c.id === betaId && c.code === "BETA-1")).toBe(false);
    expect(
      (await call("PUT", `/api/costCenter/${betaId}`, admin, { code: "X-1", name: "X" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/costCenter/${betaId}`, admin)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/costCenter/2147483647", admin)).statusCode).toBe(404);
    const still = (await call("GET", "/api/costCenter", betaAdmin, undefined, "beta")).json() as CostCenter[];
    expect(still.find((c) => c.id === betaId)?.code).toBe("BETA-1");
  });

  it("DELETE removes an unused cost centre (204) and deactivates one in use (200, active false)", async () => {
    const unused = (
      await call("POST", "/api/costCenter", admin, { code: "DEL-01", name: "Törlendő" })
    ).json() as CostCenter;
    const del = await call("DELETE", `/api/costCenter/${unused.id}`, admin);
    expect(del.statusCode).toBe(204);
    expect(del.headers["x-office-outcome"]).toBe("deleted");
    expect((await list(admin)).some((c) => c.id === unused.id)).toBe(false);

    const fej = (await list(admin, "?search=FEJ-01"))[0];
    expect(fej?.employeeCount).toBeGreaterThan(0);
    const deact = await call("DELETE", `/api/costCenter/${fej?.id}`, admin);
    expect(deact.statusCode).toBe(200);
    expect(deact.headers["x-office-outcome"]).toBe("deactivated");
    expect(costCenterSchema.strict().parse(deact.json())).toMatchObject({ code: "FEJ-01", active: false });
    expect((await list(admin, "?search=FEJ-01"))[0]?.active).toBe(false);

    // Used by a project only: deactivated as well.
    const prj = (
      await call("POST", "/api/costCenter", admin, { code: "PRJ-T", name: "Projekt" })
    ).json() as CostCenter;
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.execute(sql`insert into projects (tenant_id, code, name, start_date, cost_center_id)
        values (${demoId}, 'CC-TEST-1', 'Költséghely teszt', '2026-01-01', ${prj.id})`),
    );
    expect((await list(admin, "?search=PRJ-T"))[0]?.projectCount).toBe(1);
    const byProject = await call("DELETE", `/api/costCenter/${prj.id}`, admin);
    expect(byProject.statusCode).toBe(200);
    expect((byProject.json() as CostCenter).active).toBe(false);
  });

  it("renaming a code refreshes the cached directory (the directory shows cost centre codes)", async () => {
    const before = (await call("GET", "/api/employee", user)).json() as {
      costCenter: string | null;
      costCenterId: number | null;
    }[];
    const ter = (await list(admin, "?search=TER-01"))[0];
    expect(ter).toBeDefined();
    expect(before.some((e) => e.costCenter === "TER-01" && e.costCenterId === ter?.id)).toBe(true);
    const version = () =>
      t.platform.database.withTenant(demoId, (tx) => employeesRepo.directoryVersion(tx, demoId));
    const v0 = await version();
    await call("PUT", `/api/costCenter/${ter?.id}`, admin, {
      code: "TER-99",
      name: "Tervezés",
      active: true,
    });
    expect(await version()).toBeGreaterThan(v0);
    const after = (await call("GET", "/api/employee", user)).json() as {
      costCenter: string | null;
      costCenterId: number | null;
    }[];
    expect(after.some((e) => e.costCenter === "TER-01")).toBe(false);
    expect(after.filter((e) => e.costCenterId === ter?.id).every((e) => e.costCenter === "TER-99")).toBe(
      true,
    );
  });

  it("DELETE racing with employees moving onto the cost centre never fails: deleted or deactivated", async () => {
    const hrToken = await login(t, "demo", "hr");
    const directory = (await call("GET", "/api/employee", hrToken)).json() as { id: number }[];
    const ids = directory.slice(20, 24).map((e) => e.id);
    const records = await Promise.all(
      ids.map(async (id) => (await call("GET", `/api/employee/${id}`, hrToken)).json() as object),
    );
    for (let round = 0; round < 3; round++) {
      const cc = (
        await call("POST", "/api/costCenter", admin, { code: `RACE-${round}`, name: "Verseny" })
      ).json() as CostCenter;
      const [del, ...puts] = await Promise.all([
        call("DELETE", `/api/costCenter/${cc.id}`, admin),
        ...ids.map((id, i) =>
          call("PUT", `/api/employee/${id}`, hrToken, { ...records[i], costCenterId: cc.id }),
        ),
      ]);
      expect([200, 204]).toContain(del?.statusCode);
      for (const put of puts) expect([200, 400]).toContain(put.statusCode);
      const moved = puts.filter((p) => p.statusCode === 200).length;
      const after = (await list(admin)).find((c) => c.id === cc.id);
      if (del?.statusCode === 204) expect(moved).toBe(0);
      else expect(after).toMatchObject({ active: false, employeeCount: moved });
    }
  });
});
