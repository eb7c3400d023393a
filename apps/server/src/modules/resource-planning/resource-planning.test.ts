import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { allocationSchema, type Allocation } from "@office/shared/resource-planning/allocations.contract";
import { plannerSchema } from "@office/shared/resource-planning/planner.contract";
import { appBackend, authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { employees } from "../employees/employees.table.ts";
import { externalResources } from "../external-resources/external-resources.table.ts";
import { leaveRequests } from "../leave/leave.table.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { projects } from "../projects/projects.table.ts";
import { users } from "../auth/auth.table.ts";

describe.each(backends)("resource planner API on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let betaAdmin: string;
  let demoId: number;
  let betaId: number;
  let userEmployeeId: number;
  let pmEmployeeId: number;
  let active: number;
  let closed: number;
  let planned: number;
  let betaProject: number;
  let betaEmployee: number;
  let contractor: number;
  let inactiveContractor: number;
  let inactiveEmployee: number;

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });

  const insertProject = async (tenantId: number, code: string, status: string, start: string, end: string) =>
    t.platform.database.withTenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({ tenantId, code, name: `Teszt ${code}`, status, startDate: start, endDate: end })
        .returning({ id: projects.id });
      return row?.id ?? 0;
    });

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
    betaId = (await t.platform.tenants.findBySlug("beta"))?.id ?? 0;
    userEmployeeId = decodeJwt(user).employeeId as number;
    pmEmployeeId = decodeJwt(pm).employeeId as number;
    active = await insertProject(demoId, "RPT-ACT", "active", "2025-01-01", "2025-12-31");
    closed = await insertProject(demoId, "RPT-CLO", "closed", "2025-01-01", "2025-12-31");
    planned = await insertProject(demoId, "RPT-PLN", "planned", "2025-01-01", "2025-12-31");
    betaProject = await insertProject(betaId, "RPT-BETA", "active", "2025-01-01", "2025-12-31");
    betaEmployee = await t.platform.database.withTenant(betaId, async (tx) => {
      const [row] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.tenantId, betaId));
      return row?.id ?? 0;
    });
    await t.platform.database.withTenant(demoId, async (tx) => {
      const [c] = await tx
        .insert(externalResources)
        .values({
          tenantId: demoId,
          name: "Teszt Kontraktor",
          contractStart: "2025-01-01",
          contractEnd: "2025-03-31",
        })
        .returning({ id: externalResources.id });
      contractor = c?.id ?? 0;
      const [i] = await tx
        .insert(externalResources)
        .values({ tenantId: demoId, name: "Inaktív Kontraktor", active: false })
        .returning({ id: externalResources.id });
      inactiveContractor = i?.id ?? 0;
      const [e] = await tx
        .insert(employees)
        .values({ tenantId: demoId, name: "Inaktív Ernő", active: false })
        .returning({ id: employees.id });
      inactiveEmployee = e?.id ?? 0;
      const leave = (leaveType: string, start: string, end: string, status: string) => ({
        tenantId: demoId,
        employeeId: userEmployeeId,
        leaveType,
        startDate: start,
        endDate: end,
        workingDays: 1,
        status,
      });
      await tx
        .insert(leaveRequests)
        .values([
          leave("szabadsag", "2025-03-10", "2025-03-11", "approved"),
          leave("szabadsag", "2025-03-12", "2025-03-12", "pending"),
          leave("betegszabadsag", "2025-03-13", "2025-03-13", "approved"),
        ]);
    });
  });
  afterAll(async () => t?.close());

  const body = (extra: object = {}) => ({
    resourceType: "employee",
    resourceId: userEmployeeId,
    projectId: active,
    start: "2025-03-10",
    end: "2025-03-14",
    hoursPerDay: 4,
    note: null,
    ...extra,
  });

  it("validates dates, project state, tenant and activity", async () => {
    const cases: [object, number][] = [
      [{ end: "2025-03-01" }, 400],
      [{ start: "2024-12-31" }, 400],
      [{ end: "2026-01-01" }, 400],
      [{ hoursPerDay: 0.25 }, 400],
      [{ hoursPerDay: 25 }, 400],
      [{ projectId: closed }, 409],
      [{ projectId: planned }, 409],
      [{ projectId: betaProject }, 404],
      [{ projectId: 999_999 }, 404],
      [{ resourceId: betaEmployee }, 404],
      [{ resourceType: "external", resourceId: 999_999 }, 404],
      [{ resourceId: inactiveEmployee }, 400],
      [{ resourceType: "external", resourceId: inactiveContractor }, 400],
    ];
    for (const [extra, status] of cases) {
      const res = await call("POST", "/api/resourceAllocation", pm, body(extra));
      expect([extra, res.statusCode]).toEqual([extra, status]);
      expect(typeof (res.json() as { message: string }).message).toBe("string");
    }
    const range = await call("GET", "/api/resourceAllocation?start=2025-01-01&end=2025-12-31", pm);
    expect(range.statusCode).toBe(400);
    expect((await call("GET", "/api/resourceAllocation?start=2025-03-01", pm)).statusCode).toBe(400);
  });

  it("answers 403 to writes without projectManager; admin passes", async () => {
    for (const token of [user, hr]) {
      expect((await call("POST", "/api/resourceAllocation", token, body())).statusCode).toBe(403);
      expect((await call("PUT", "/api/resourceAllocation/1", token, body())).statusCode).toBe(403);
      expect((await call("DELETE", "/api/resourceAllocation/1", token)).statusCode).toBe(403);
      const copy = await call("POST", "/api/resourceAllocation/copyWeek", token, {
        from: "2025-03-10",
        to: "2025-03-17",
      });
      expect(copy.statusCode).toBe(403);
    }
    const res = await call(
      "POST",
      "/api/resourceAllocation",
      admin,
      body({ start: "2025-06-02", end: "2025-06-02" }),
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await call("DELETE", `/api/resourceAllocation/${(res.json() as Allocation).id}`, admin)).statusCode,
    ).toBe(204);
  });

  it("reports conflicts day by day (table-driven)", async () => {
    const create = async (extra: object) => {
      const res = await call("POST", "/api/resourceAllocation", pm, body(extra));
      expect(res.statusCode).toBe(200);
      return allocationSchema.parse(res.json());
    };
    const week = await create({});
    const other = await create({ start: "2025-03-14", end: "2025-03-14", hoursPerDay: 6 });
    const may = await create({ start: "2025-05-01", end: "2025-05-02" });
    const saturday = await create({ start: "2025-05-17", end: "2025-05-17" });
    const december = await create({ start: "2025-12-24", end: "2025-12-24" });
    const external = await create({
      resourceType: "external",
      resourceId: contractor,
      start: "2025-03-31",
      end: "2025-04-01",
    });
    const has = (a: Allocation, date: string, kind: string) =>
      a.conflicts.some((c) => c.date === date && c.kind === kind);
    const rows: [string, Allocation, string, string, boolean][] = [
      ["approved leave", week, "2025-03-10", "leave", true],
      ["approved leave day 2", week, "2025-03-11", "leave", true],
      ["pending leave", week, "2025-03-12", "pendingLeave", true],
      ["sick leave", week, "2025-03-13", "sickLeave", true],
      ["over-allocation", other, "2025-03-14", "overAllocated", true],
      ["public holiday", may, "2025-05-01", "holiday", true],
      ["decree rest day", may, "2025-05-02", "restDay", true],
      ["decree rest day Dec 24", december, "2025-12-24", "restDay", true],
      ["swapped Saturday is a workday", saturday, "2025-05-17", "weekend", false],
      ["outside contract", external, "2025-04-01", "outsideContract", true],
      ["inside contract", external, "2025-03-31", "outsideContract", false],
    ];
    for (const [name, a, date, kind, expected] of rows)
      expect([name, has(a, date, kind)]).toEqual([name, expected]);
    expect(week.plannedHours).toBe(2 * 4); // 12th (pending) and 14th
    expect(saturday.plannedHours).toBe(4);
    expect(december.plannedHours).toBe(0);
    const over = other.conflicts.find((c) => c.kind === "overAllocated");
    expect(over).toMatchObject({ hours: 10, capacity: 8 });
    // The list answers the week again with the over-allocation now visible on it too.
    const list = await call(
      "GET",
      `/api/resourceAllocation?start=2025-03-01&end=2025-03-31&projectId=${active}`,
      pm,
    );
    const listed = z.array(allocationSchema).parse(list.json());
    expect(has(listed.find((a) => a.id === week.id) as Allocation, "2025-03-14", "overAllocated")).toBe(true);
  });

  it("shows a plain user only their own allocations; hr and pm see all", async () => {
    const mine = await call(
      "POST",
      "/api/resourceAllocation",
      pm,
      body({ start: "2025-07-01", end: "2025-07-02" }),
    );
    const theirs = await call(
      "POST",
      "/api/resourceAllocation",
      pm,
      body({ resourceId: pmEmployeeId, start: "2025-07-01", end: "2025-07-02" }),
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    const ids = async (token: string, tenant = "demo") =>
      (
        (
          await call(
            "GET",
            "/api/resourceAllocation?start=2025-07-01&end=2025-07-31",
            token,
            undefined,
            tenant,
          )
        ).json() as Allocation[]
      ).map((a) => a.id);
    const mineId = (mine.json() as Allocation).id;
    const theirsId = (theirs.json() as Allocation).id;
    expect(await ids(user)).toEqual([mineId]);
    expect((await ids(hr)).sort()).toEqual([mineId, theirsId].sort());
    expect((await ids(pm)).sort()).toEqual([mineId, theirsId].sort());
    expect(await ids(betaAdmin, "beta")).toEqual([]);
    // Another tenant cannot change or delete it.
    expect(
      (await call("DELETE", `/api/resourceAllocation/${mineId}`, betaAdmin, undefined, "beta")).statusCode,
    ).toBe(404);
  });

  it("notifies the person when an allocation is confirmed", async () => {
    const count = async () =>
      t.platform.database.withTenant(demoId, async (tx) => {
        const accounts = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, demoId), eq(users.employeeId, userEmployeeId)));
        const rows = await tx
          .select({ id: notifications.id, userId: notifications.userId, title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.tenantId, demoId), eq(notifications.eventType, "resourceAllocation")));
        return { rows, accounts: accounts.map((a) => a.id) };
      });
    const before = (await count()).rows.length;
    const res = await call(
      "POST",
      "/api/resourceAllocation",
      pm,
      body({ start: "2025-08-04", end: "2025-08-08" }),
    );
    const created = res.json() as Allocation;
    expect(created.status).toBe("tentative");
    expect((await count()).rows.length).toBe(before);
    const put = await call(
      "PUT",
      `/api/resourceAllocation/${created.id}`,
      pm,
      body({
        start: "2025-08-04",
        end: "2025-08-08",
        status: "confirmed",
      }),
    );
    expect(put.statusCode).toBe(200);
    const after = await count();
    expect(after.rows.length).toBe(before + after.accounts.length);
    const fresh = after.rows.slice(-1)[0];
    expect(after.accounts).toContain(fresh?.userId);
    expect(fresh?.title).toBe("Megerősített beosztás");
    // Saving it again confirmed does not notify twice.
    await call(
      "PUT",
      `/api/resourceAllocation/${created.id}`,
      pm,
      body({ start: "2025-08-04", end: "2025-08-07", status: "confirmed" }),
    );
    expect((await count()).rows.length).toBe(before + after.accounts.length);
  });

  it("keeps an external resource's contract dates (and refuses an end before the start)", async () => {
    const ext = { name: "Szerződéses Szilvia", skills: [], dailyRate: 80_000, hourlyRate: null };
    const ok = await call("POST", "/api/externalResource", pm, {
      ...ext,
      contractStart: "2025-01-01",
      contractEnd: "2025-06-30",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ contractStart: "2025-01-01", contractEnd: "2025-06-30" });
    const open = await call("POST", "/api/externalResource", pm, {
      ...ext,
      contractStart: "",
      contractEnd: null,
    });
    expect(open.json()).toMatchObject({ contractStart: null, contractEnd: null });
    const bad = await call("POST", "/api/externalResource", pm, {
      ...ext,
      contractStart: "2025-06-30",
      contractEnd: "2025-01-01",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("copies a week", async () => {
    const src = await call(
      "POST",
      "/api/resourceAllocation",
      pm,
      body({ start: "2025-09-03", end: "2025-09-10", hoursPerDay: 3 }),
    );
    expect(src.statusCode).toBe(200);
    expect(
      (await call("POST", "/api/resourceAllocation/copyWeek", pm, { from: "2025-09-02", to: "2025-09-08" }))
        .statusCode,
    ).toBe(400);
    const res = await call("POST", "/api/resourceAllocation/copyWeek", pm, {
      from: "2025-09-01",
      to: "2025-09-15",
      projectId: active,
    });
    expect(res.statusCode).toBe(200);
    const copies = z.array(allocationSchema).parse(res.json());
    expect(copies.map((c) => [c.start, c.end, c.hoursPerDay])).toEqual([["2025-09-17", "2025-09-21", 3]]);
  });

  it("answers the planner per its schema; costs only for pm / employeeWages2", async () => {
    const url = "/api/resourcePlanner?start=2025-03-01&end=2025-03-31";
    const byPm = plannerSchema.parse((await call("GET", url, pm)).json());
    expect(byPm.canEdit).toBe(true);
    expect(byPm.days).toHaveLength(31);
    expect(byPm.resources.some((r) => r.resourceType === "external" && r.resourceId === contractor)).toBe(
      true,
    );
    const me = byPm.resources.find((r) => r.resourceType === "employee" && r.resourceId === userEmployeeId);
    expect(me?.leave.map((l) => [l.date, l.state])).toEqual([
      ["2025-03-10", "approved"],
      ["2025-03-11", "approved"],
      ["2025-03-12", "pending"],
      ["2025-03-13", "sick"],
    ]);
    // the demo user and pm (two people) are planned on RPT-ACT: a projectManager without employeeWages2
    // gets no cost built from two people's wages (issue 18 §1), employeeWages2 the exact one
    const project = byPm.projects.find((x) => x.id === active);
    expect(project).toMatchObject({ costToDateHuf: null, costBasis: "averageRate", costWithheld: true });
    const byAdmin = plannerSchema.parse((await call("GET", url, admin)).json());
    const exact = byAdmin.projects.find((x) => x.id === active);
    expect(typeof exact?.costToDateHuf).toBe("number");
    expect(exact).toMatchObject({ costBasis: "exact", costWithheld: false });
    for (const token of [hr, user]) {
      const res = plannerSchema.parse((await call("GET", url, token)).json());
      expect(res.projects.every((x) => x.costToDateHuf === null && x.costBasis === null)).toBe(true);
      expect(res.canEdit).toBe(false);
    }
    const byUser = plannerSchema.parse((await call("GET", url, user)).json());
    expect(byUser.resources.map((r) => r.resourceId)).toEqual([userEmployeeId]);
    expect(
      byUser.allocations.every((a) => a.resourceId === userEmployeeId && a.resourceType === "employee"),
    ).toBe(true);
    expect((await call("GET", "/api/resourcePlanner?start=2025-01-01&end=2025-12-31", pm)).statusCode).toBe(
      400,
    );
  });
});

describe("demo allocations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(appBackend);
  });
  afterAll(async () => t?.close());

  it("plans the demo user and pm, with some leave and over-allocation conflicts", async () => {
    const [pm, user] = await Promise.all([login(t, "demo", "pm"), login(t, "demo", "user")]);
    const today = new Date().toISOString().slice(0, 10);
    const all: Allocation[] = [];
    for (let months = -12; months <= 3; months += 3) {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() + months, 1);
      const start = d.toISOString().slice(0, 10);
      const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 0)).toISOString().slice(0, 10);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/resourceAllocation?start=${start}&end=${end}`,
        headers: authed("demo", pm),
      });
      expect(res.statusCode).toBe(200);
      all.push(...(res.json() as Allocation[]));
    }
    const unique = new Map(all.map((a) => [a.id, a]));
    const list = [...unique.values()];
    const userId = decodeJwt(user).employeeId as number;
    const pmId = decodeJwt(pm).employeeId as number;
    expect(list.some((a) => a.resourceType === "employee" && a.resourceId === userId)).toBe(true);
    expect(list.some((a) => a.resourceType === "employee" && a.resourceId === pmId)).toBe(true);
    expect(list.some((a) => a.resourceType === "external")).toBe(true);
    expect(list.some((a) => a.status === "tentative" && a.start > today)).toBe(true);
    const kinds = new Set(list.flatMap((a) => a.conflicts.map((c) => c.kind)));
    expect(kinds.has("overAllocated")).toBe(true);
    expect(kinds.has("leave") || kinds.has("sickLeave")).toBe(true);
    const warned = list.filter((a) => a.conflicts.some((c) => c.severity === "warning")).length;
    expect(warned).toBeLessThan(list.length / 3);
  });
});
