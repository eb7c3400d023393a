import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import {
  externalResourceDetailSchema,
  externalResourceListItemSchema,
  type ExternalResource,
  type ExternalResourceDetail,
} from "@office/shared/external-resources/external-resources.contract";
import { makeTaxNumber } from "../../demo/identifiers.ts";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";

const VALID_TAX = makeTaxNumber("1234567", 2, "41");

describe.each(backends)("/api/externalResource on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let wages: string;
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
    // A payroll clerk: employeeWages2 only (the hr account gets it in place of hr).
    const hrEmployeeId = decodeJwt(hr).employeeId as number;
    const roles = await call("PUT", `/api/employee/${hrEmployeeId}/roles`, admin, {
      roles: ["employeeWages2"],
    });
    expect(roles.statusCode).toBe(200);
    wages = await login(t, "demo", "hr");
    hr = wages;
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
    (await call("GET", `/api/externalResource${query}`, token)).json() as ExternalResource[];
  const body = (extra: object = {}) => ({
    name: "Szabó Márton",
    company: "Szabó Villamos Bt.",
    taxNumber: VALID_TAX,
    email: "marton@szabo-villamos.hu",
    phone: "+36 30 555 1234",
    skills: ["Villamos tervezés", "AutoCAD"],
    dailyRate: 70_000,
    hourlyRate: 9_000,
    active: true,
    note: "Hétvégén is elérhető.",
    ...extra,
  });

  it("everyone lists the contractors by name; rates only for projectManager and employeeWages2", async () => {
    const forUser = await call("GET", "/api/externalResource", user);
    expect(forUser.statusCode).toBe(200);
    const plain = forUser.json() as ExternalResource[];
    expect(plain.length).toBe(6);
    for (const r of plain) externalResourceListItemSchema.strict().parse(r);
    expect(plain.map((r) => r.name)).toEqual(
      [...plain.map((r) => r.name)].sort((a, b) => a.localeCompare(b, "hu")),
    );
    expect(plain.every((r) => r.dailyRate === null && r.hourlyRate === null && !r.ratesVisible)).toBe(true);
    expect(plain.find((r) => r.name === "Tóth Balázs")?.skills).toContain("Statika");

    for (const token of [pm, wages, admin]) {
      const rows = await list(token);
      const toth = rows.find((r) => r.name === "Tóth Balázs");
      expect(toth).toMatchObject({ dailyRate: 85_000, hourlyRate: 11_500, ratesVisible: true });
    }
    const id = plain[0]?.id ?? 0;
    const detail = (await call("GET", `/api/externalResource/${id}`, user)).json() as ExternalResourceDetail;
    expect(detail.dailyRate).toBeNull();
    expect(detail.hourlyRate).toBeNull();
    expect((await call("GET", `/api/externalResource/${id}`, pm)).json()).toMatchObject({
      ratesVisible: true,
    });
  });

  it("?search= matches name, company or a skill; ?active= filters; bad query 400", async () => {
    expect((await list(user, "?search=tekla")).map((r) => r.name)).toEqual(["Tóth Balázs"]);
    expect((await list(user, "?search=statika bt")).map((r) => r.name)).toEqual(["Tóth Balázs"]);
    expect((await list(user, "?search=zsófia")).map((r) => r.name)).toEqual(["Fekete Zsófia"]);
    expect(await list(user, "?search=%25")).toEqual([]);
    expect((await list(user, "?active=true")).length).toBe(6);
    expect(await list(user, "?active=false")).toEqual([]);
    expect((await call("GET", "/api/externalResource?active=1", user)).statusCode).toBe(400);
    expect((await call("GET", "/api/externalResource/0", user)).statusCode).toBe(400);
  });

  it("projectManager creates and saves a contractor; the tax number is validated; others get 403", async () => {
    const created = await call(
      "POST",
      "/api/externalResource",
      pm,
      body({ skills: ["AutoCAD", "autocad", " Revit "] }),
    );
    expect(created.statusCode).toBe(200);
    const r = externalResourceDetailSchema.strict().parse(created.json());
    expect(r).toMatchObject({
      name: "Szabó Márton",
      taxNumber: VALID_TAX,
      skills: ["AutoCAD", "Revit"],
      dailyRate: 70_000,
      hourlyRate: 9_000,
      projects: [],
      projectCount: 0,
    });
    const saved = await call(
      "PUT",
      `/api/externalResource/${r.id}`,
      pm,
      body({ name: "Szabó Márton Péter", taxNumber: "", dailyRate: null }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Szabó Márton Péter",
      taxNumber: null,
      dailyRate: null,
      hourlyRate: 9_000,
    });
    expect((await call("GET", `/api/externalResource/${r.id}`, user)).json()).toMatchObject({
      name: "Szabó Márton Péter",
      hourlyRate: null,
    });

    for (const token of [hr, user]) {
      expect((await call("POST", "/api/externalResource", token, body())).statusCode).toBe(403);
      expect((await call("PUT", `/api/externalResource/${r.id}`, token, body())).statusCode).toBe(403);
      expect((await call("DELETE", `/api/externalResource/${r.id}`, token)).statusCode).toBe(403);
    }

    const badTax = await call("POST", "/api/externalResource", pm, body({ taxNumber: "12345678-1-42" }));
    expect(badTax.statusCode).toBe(400);
    expect(JSON.stringify(badTax.json())).toContain("ellenőrző számjegye hibás");
    for (const bad of [
      body({ name: "" }),
      body({ email: "nem-email" }),
      body({ dailyRate: -1 }),
      body({ hourlyRate: 1.5 }),
      body({ skills: [""] }),
      body({ skills: "Statika" }),
      body({ taxNumber: "1234" }),
      {},
    ]) {
      const res = await call("POST", "/api/externalResource", pm, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call("PUT", "/api/externalResource/2147483647", pm, body())).statusCode).toBe(404);
  });

  it("another tenant's contractor is 404 for GET, PUT and DELETE", async () => {
    const beta = await call(
      "POST",
      "/api/externalResource",
      betaAdmin,
      body({ name: "Béta Vállalkozó" }),
      "beta",
    );
    expect(beta.statusCode).toBe(200);
    const betaId = (beta.json() as ExternalResourceDetail).id;
    expect((await call("GET", `/api/externalResource/${betaId}`, admin)).statusCode).toBe(404);
    expect((await call("PUT", `/api/externalResource/${betaId}`, admin, body())).statusCode).toBe(404);
    expect((await call("DELETE", `/api/externalResource/${betaId}`, admin)).statusCode).toBe(404);
    expect((await list(admin)).some((r) => r.name === "Béta Vállalkozó")).toBe(false);
    expect(
      (await call("GET", `/api/externalResource/${betaId}`, betaAdmin, undefined, "beta")).statusCode,
    ).toBe(200);
  });

  it("the detail lists the projects; DELETE deactivates a contractor on a project, deletes one on none", async () => {
    const onProject = (
      await call("POST", "/api/externalResource", pm, body({ name: "Projektes Péter" }))
    ).json() as ExternalResourceDetail;
    await t.platform.database.withTenant(demoId, async (tx) => {
      await tx.execute(sql`insert into projects (tenant_id, code, name, status, start_date)
        values (${demoId}, 'ER-TEST-1', 'Külsős teszt projekt', 'active', '2026-02-01')`);
      await tx.execute(sql`insert into project_external_resources (tenant_id, project_id, external_resource_id)
        select ${demoId}, id, ${onProject.id} from projects where tenant_id = ${demoId} and code = 'ER-TEST-1'`);
    });
    const detail = (
      await call("GET", `/api/externalResource/${onProject.id}`, user)
    ).json() as ExternalResourceDetail;
    expect(detail.projects).toEqual([
      expect.objectContaining({ code: "ER-TEST-1", name: "Külsős teszt projekt", status: "active" }),
    ]);
    expect(detail.projectCount).toBe(1);

    const deact = await call("DELETE", `/api/externalResource/${onProject.id}`, pm);
    expect(deact.statusCode).toBe(200);
    expect(deact.headers["x-office-outcome"]).toBe("deactivated");
    expect(externalResourceDetailSchema.strict().parse(deact.json()).active).toBe(false);
    expect((await list(user, "?active=false")).map((r) => r.id)).toContain(onProject.id);

    const loose = (
      await call("POST", "/api/externalResource", pm, body({ name: "Egyszeri Ede" }))
    ).json() as ExternalResourceDetail;
    const del = await call("DELETE", `/api/externalResource/${loose.id}`, admin);
    expect(del.statusCode).toBe(204);
    expect(del.headers["x-office-outcome"]).toBe("deleted");
    expect((await call("GET", `/api/externalResource/${loose.id}`, user)).statusCode).toBe(404);
  });
});

describe.each(backends)("GET /report/externalResource on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const download = async (token: string, query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/report/externalResource${query}`,
      headers: authed("demo", token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Külső erőforrások");
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it("exports the filtered list; rate columns only for those who may see rates", async () => {
    const pmRows = await download(await login(t, "demo", "pm"), "?search=tekla");
    expect(pmRows[0]).toContain("Napidíj (Ft)");
    expect(pmRows).toHaveLength(2);
    expect(pmRows[1]).toEqual(expect.arrayContaining(["Tóth Balázs", 85_000, 11_500]));
    const userRows = await download(await login(t, "demo", "user"));
    expect(userRows[0]).not.toContain("Napidíj (Ft)");
    expect(userRows).toHaveLength(7);
    const bad = await t.app.inject({
      method: "GET",
      url: "/report/externalResource?active=x",
      headers: authed("demo", await login(t, "demo", "user")),
    });
    expect(bad.statusCode).toBe(400);
  });
});
