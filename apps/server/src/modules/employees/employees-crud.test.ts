import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { employeeSchema } from "@office/shared/employees/employees.contract";
import { toDirectoryDto } from "./employee-dto.ts";
import * as repo from "./employees.repository.ts";
import { acceptsGzip } from "./employees.routes.ts";
import { makeBankAccount, makeTajNumber, makeTaxId } from "../../demo/identifiers.ts";

const validRecord = () => ({
  employeeNumber: null,
  name: "Teszt Elek",
  birthName: "Teszt Elek",
  birthDate: "1990-05-17",
  birthPlace: "Szeged",
  mothersName: "Minta Mária",
  taxId: makeTaxId("1990-05-17", 17),
  tajNumber: makeTajNumber(11122233),
  address: "6720 Szeged, Kárász utca 1.",
  phone: "+36 30 123 4567",
  email: "teszt.elek@example.hu",
  bankAccount: makeBankAccount("1177301", 99),
  education: "Egyetem / MSc",
  position: "Tesztmérnök",
  department: "Fejlesztés",
  managerId: null,
  costCenter: "FEJ-01",
  employmentStart: "2024-03-01",
  employmentEnd: null,
  workSchedule: "general",
  weeklyHours: 40,
  disability: false,
  children: [{ name: "Teszt Panna", birthDate: "2018-09-01", disabled: false }],
  active: true,
});

describe.each(backends)("employee records on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let pm: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    pm = await login(t, "demo", "pm");
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });

  it("GET /api/employee lists the directory by name; ?active= filters", async () => {
    const all = (await call("GET", "/api/employee", user)).json() as { name: string; view: string }[];
    expect(all.length).toBe(80);
    expect(all.every((e) => e.view === "directory")).toBe(true);
    // The database builds the list JSON itself: it must be exactly the directory DTO of every row, in the
    // repository's order, and nothing more (no sensitive field can slip in).
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    const rows = await t.platform.database.withTenant(demoId, (tx) => repo.listEmployees(tx, demoId));
    expect(all).toEqual(rows.map(toDirectoryDto));
    for (const e of all) employeeSchema.strict().parse(e);
    const [firstRow] = rows;
    if (!firstRow) throw new Error("no demo employees");
    expect(Object.keys(all[0] ?? {})).toEqual(Object.keys(toDirectoryDto(firstRow)));
    const active = (await call("GET", "/api/employee?active=true", user)).json() as unknown[];
    const inactive = (await call("GET", "/api/employee?active=false", user)).json() as unknown[];
    expect(active.length + inactive.length).toBe(all.length);
    expect((await call("GET", "/api/employee?active=maybe", user)).statusCode).toBe(400);
  });

  it("the directory comes gzipped to clients that take it, the same JSON", async () => {
    const plain = await call("GET", "/api/employee", user);
    const zipped = await t.app.inject({
      method: "GET",
      url: "/api/employee",
      headers: { ...authed("demo", user), "accept-encoding": "br, gzip;q=0.8" },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("deflate, *")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("the cached directory follows every committed change, also ones made outside the service", async () => {
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    const names = async (query = "") =>
      ((await call("GET", `/api/employee${query}`, user)).json() as { id: number; name: string }[]).map(
        (e) => e.name,
      );
    const version = () => t.platform.database.withTenant(demoId, (tx) => repo.directoryVersion(tx, demoId));
    const before = await names();
    expect(await names()).toEqual(before); // served from the cache
    const v0 = await version();

    // Through the API: a new employee appears at once.
    const created = await call("POST", "/api/employee", hr, { ...validRecord(), name: "Cache Cecília" });
    expect(created.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(v0);
    expect(await names()).toContain("Cache Cecília");

    // Directly in the database (another instance, a script): the trigger still moves the version.
    const id = created.json().id as number;
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.execute(
        sql`update employees set name = 'Cache Kornélia' where tenant_id = ${demoId} and id = ${id}`,
      ),
    );
    expect(await names()).toContain("Cache Kornélia");
    expect(await names()).not.toContain("Cache Cecília");
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.execute(sql`update employees set active = false where tenant_id = ${demoId} and id = ${id}`),
    );
    expect(await names("?active=true")).not.toContain("Cache Kornélia");
    expect(await names("?active=false")).toContain("Cache Kornélia");
    await t.platform.database.withTenant(demoId, async (tx) => {
      await tx.execute(
        sql`delete from employee_children where tenant_id = ${demoId} and employee_id = ${id}`,
      );
      await tx.execute(sql`delete from employee_history where tenant_id = ${demoId} and employee_id = ${id}`);
      await tx.execute(sql`delete from employees where tenant_id = ${demoId} and id = ${id}`);
    });
    expect(await names()).toEqual(before);

    // A rolled back change leaves version and list as they were.
    const v1 = await version();
    await expect(
      t.platform.database.withTenant(demoId, async (tx) => {
        await tx.execute(sql`update employees set name = 'Visszagörgetett' where tenant_id = ${demoId}`);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await version()).toBe(v1);
    expect(await names()).toEqual(before);
  });

  it("GET /api/employee/newEmployee gives hr a template with the next employee number", async () => {
    const res = await call("GET", "/api/employee/newEmployee", hr);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      workSchedule: "general",
      weeklyHours: 40,
      active: true,
      children: [],
    });
    expect(res.json().employeeNumber).toMatch(/^E\d{4}$/);
    expect((await call("GET", "/api/employee/newEmployee", user)).statusCode).toBe(403);
  });

  it("hr creates an employee; identifiers are normalised; the history records the creation", async () => {
    const input = validRecord();
    const res = await call("POST", "/api/employee", hr, { ...input, employeeNumber: "T0001" });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      view: "full",
      name: "Teszt Elek",
      taxId: input.taxId,
      children: [{ birthDate: "2018-09-01" }],
    });
    const dup = await call("POST", "/api/employee", hr, { ...input, employeeNumber: "T0001" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Ez a törzsszám már foglalt.");
    const history = (await call("GET", `/api/employee/${created.id}/history`, hr)).json();
    expect(history.history[0]).toMatchObject({
      field: "created",
      fieldLabel: "Felvétel",
      newValue: "Teszt Elek",
    });
  });

  it("refuses bad identifiers and dates with Hungarian field messages, saving nothing", async () => {
    const before = ((await call("GET", "/api/employee", hr)).json() as unknown[]).length;
    const bad = {
      ...validRecord(),
      taxId: "8123456789",
      tajNumber: "123456789",
      bankAccount: "11773016-11111019",
      employmentEnd: "2020-01-01",
      email: "nem-email",
    };
    const res = await call("POST", "/api/employee", hr, bad);
    expect(res.statusCode).toBe(400);
    const fe = res.json().fieldErrors as Record<string, string>;
    expect(Object.keys(fe).sort()).toEqual(["bankAccount", "email", "employmentEnd", "tajNumber", "taxId"]);
    expect(fe.employmentEnd).toBe("A munkaviszony vége nem lehet korábbi a kezdeténél.");
    expect(fe.tajNumber).toMatch(/TAJ/);
    const mismatch = await call("POST", "/api/employee", hr, { ...validRecord(), birthDate: "1990-05-18" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors.taxId).toMatch(/születési/);
    expect(((await call("GET", "/api/employee", hr)).json() as unknown[]).length).toBe(before);
  });

  it("sensitive fields reach only the employee, hr and companyAdmin", async () => {
    const userEmployeeId = decodeJwt(user).employeeId as number;
    const self = (await call("GET", `/api/employee/${userEmployeeId}`, user)).json();
    expect(self.view).toBe("full");
    expect(self).toHaveProperty("taxId");
    const byPm = (await call("GET", `/api/employee/${userEmployeeId}`, pm)).json();
    expect(byPm.view).toBe("directory");
    expect(byPm).not.toHaveProperty("taxId");
    expect(byPm).not.toHaveProperty("bankAccount");
    const byHr = (await call("GET", `/api/employee/${userEmployeeId}`, hr)).json();
    expect(byHr.view).toBe("full");
    expect((await call("GET", `/api/employee/${userEmployeeId}/history`, pm)).statusCode).toBe(403);
  });

  it("PUT records every changed field with old → new, who and when", async () => {
    const created = (
      await call("POST", "/api/employee", hr, { ...validRecord(), name: "Változó Vilma" })
    ).json();
    const input = {
      ...validRecord(),
      name: "Változó Vilma",
      position: "Vezető tesztmérnök",
      weeklyHours: 30,
      children: [],
    };
    const res = await call("PUT", `/api/employee/${created.id}`, hr, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ position: "Vezető tesztmérnök", weeklyHours: 30, children: [] });
    const history = (await call("GET", `/api/employee/${created.id}/history`, hr)).json().history as {
      field: string;
      oldValue: string | null;
      newValue: string | null;
      userName: string;
    }[];
    const byField = Object.fromEntries(history.map((h) => [h.field, h]));
    expect(byField.position).toMatchObject({
      oldValue: "Tesztmérnök",
      newValue: "Vezető tesztmérnök",
      userName: "Tóth Eszter",
    });
    expect(byField.weeklyHours).toMatchObject({ oldValue: "40", newValue: "30" });
    expect(byField.children).toMatchObject({ oldValue: "2018-09-01 Teszt Panna", newValue: null });
    expect(byField.name).toBeUndefined();
    expect((await call("PUT", `/api/employee/${created.id}`, user, input)).statusCode).toBe(403);
    expect(
      (await call("PUT", `/api/employee/${created.id}`, hr, { ...input, managerId: created.id })).statusCode,
    ).toBe(400);
  });

  it("DELETE removes an unused record, deactivates one with an account and ends its sessions", async () => {
    const scratch = (
      await call("POST", "/api/employee", hr, { ...validRecord(), name: "Tévedés Tamás" })
    ).json();
    const del = await call("DELETE", `/api/employee/${scratch.id}`, hr);
    expect(del.statusCode).toBe(204);
    expect(del.headers["x-office-outcome"]).toBe("deleted");
    expect((await call("GET", `/api/employee/${scratch.id}`, hr)).statusCode).toBe(404);

    const pmEmployeeId = decodeJwt(pm).employeeId as number;
    // pm's account holds projectManager, which hr lacks (issue 7 §1): only a company admin may.
    const refused = await call("DELETE", `/api/employee/${pmEmployeeId}`, hr);
    expect(refused.statusCode).toBe(403);
    expect((await call("GET", "/api/notification", pm)).statusCode).toBe(200);
    const admin = await login(t, "demo", "admin");
    const res = await call("DELETE", `/api/employee/${pmEmployeeId}`, admin);
    expect(res.headers["x-office-outcome"]).toBe("deactivated");
    const after = (await call("GET", `/api/employee/${pmEmployeeId}`, hr)).json();
    expect(after).toMatchObject({ active: false });
    expect(after.employmentEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call("GET", "/api/notification", pm)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/employee/${decodeJwt(hr).employeeId}`, hr)).statusCode).toBe(403);
  });

  it("GET /api/resource/employee/{id} and /api/appConfig", async () => {
    const id = decodeJwt(user).employeeId as number;
    const res = (await call("GET", `/api/resource/employee/${id}`, hr)).json();
    expect(res).toMatchObject({
      resourceId: id,
      resourceType: "employee",
      name: "Szabó Péter",
      dailyHours: 8,
    });
    const cfg = (await call("GET", "/api/appConfig", user)).json();
    expect(cfg.employeeEducations).toContain("Érettségi");
  });
});
