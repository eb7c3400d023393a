import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { z } from "zod";
import {
  allocationLoadSchema,
  allocationSchema,
  type Allocation,
} from "@office/shared/resource-planning/allocations.contract";
import { plannerSchema } from "@office/shared/resource-planning/planner.contract";
import { resourceCostSeriesSchema } from "@office/shared/reports/resource-reports.contract";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
  reopenDemoMonths,
} from "../../test/harness.ts";

/**
 * Issue 21 §4 in the planner: each allocation's booked hours, planned against actual hours per person and
 * ISO week, and the project's budget burn from booked hours (withheld from fewer than 3 people without
 * `employeeWages2`). October 2026: Mon 5 – Fri 16 are working days, Oct 23 a holiday; 21 working days.
 */
describe.each(backends)("booked hours in the planner (issue 21 §4) on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let userEmployeeId: number;
  let anna: number;
  let bela: number;
  let cili: number;
  let project: number;
  let allocationId: number;
  const WAGE = 1_680_000;

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const ok = async (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json() as unknown;
  };
  const book = (employeeId: number, date: string, start: string, end: string, extra: object = {}) =>
    ok("POST", "/api/timeEntry", hr, { employeeId, date, start, end, projectId: project, ...extra });
  const allocations = async (token: string, start: string, end: string) =>
    z
      .array(allocationSchema)
      .parse(await ok("GET", `/api/resourceAllocation?start=${start}&end=${end}`, token));
  const projectLine = async (token: string) => {
    const planner = plannerSchema.parse(
      await ok("GET", "/api/resourcePlanner?start=2026-10-01&end=2026-10-31", token),
    );
    const line = planner.projects.find((x) => x.id === project);
    if (!line) throw new Error("project not in the planner");
    return { planner, line };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    await reopenDemoMonths(t);
    [admin, hr, pm, user] = await Promise.all([
      login(t, "demo", "admin"),
      login(t, "demo", "hr"),
      login(t, "demo", "pm"),
      login(t, "demo", "user"),
    ]);
    userEmployeeId = decodeJwt(user).employeeId as number;
    const person = async (name: string) => {
      const id = await createEmployeeViaApi(t, hr, {
        name,
        employmentStart: "2026-01-01",
        weeklyHours: 40,
        workSchedule: "general",
      });
      await ok("PUT", `/api/employee/${id}/wages`, admin, {
        effectiveFrom: "2026-01-01",
        monthlyGross: WAGE,
        note: null,
      });
      return id;
    };
    anna = await person("Tény Anna");
    bela = await person("Tény Béla");
    cili = await person("Tény Cili");
    project = (
      (await ok("POST", "/api/project", pm, {
        code: "TENY-1",
        name: "Tényleges órák",
        status: "active",
        startDate: "2026-01-01",
      })) as { id: number }
    ).id;
    allocationId = (
      (await ok("POST", "/api/resourceAllocation", pm, {
        resourceType: "employee",
        resourceId: anna,
        projectId: project,
        start: "2026-10-05",
        end: "2026-10-16",
        hoursPerDay: 8,
        status: "confirmed",
      })) as Allocation
    ).id;
    await book(anna, "2026-10-05", "08:00", "16:30", { breakMinutes: 30 }); // 8 h
    await book(anna, "2026-10-06", "08:00", "12:00"); // 4 h
    await book(anna, "2026-10-07", "08:00", "10:00", { projectId: null }); // 2 h, no project
    await book(anna, "2026-10-08", "18:00", "22:00", { kind: "standby" }); // stand-by: not work
    await book(anna, "2026-10-12", "08:00", "18:30", { breakMinutes: 30 }); // 10 h
    await book(anna, "2026-10-20", "08:00", "09:00"); // 1 h, after the allocation
  });
  afterAll(async () => t?.close());

  it("each allocation carries the hours booked to its project on its days ∩ the asked range", async () => {
    const october = (await allocations(pm, "2026-10-01", "2026-10-31")).find((a) => a.id === allocationId);
    expect(october).toMatchObject({ plannedHours: 80, bookedHours: 22 });
    const firstWeek = (await allocations(pm, "2026-10-01", "2026-10-09")).find((a) => a.id === allocationId);
    expect(firstWeek).toMatchObject({ plannedHours: 80, bookedHours: 12 });
    // A write answers the booked hours of the whole allocation.
    const updated = allocationSchema.parse(
      await ok("PUT", `/api/resourceAllocation/${allocationId}`, pm, {
        resourceType: "employee",
        resourceId: anna,
        projectId: project,
        start: "2026-10-05",
        end: "2026-10-20",
        hoursPerDay: 8,
        status: "confirmed",
      }),
    );
    expect(updated).toMatchObject({ plannedHours: 96, bookedHours: 23 });
    await ok("PUT", `/api/resourceAllocation/${allocationId}`, pm, {
      resourceType: "employee",
      resourceId: anna,
      projectId: project,
      start: "2026-10-05",
      end: "2026-10-16",
      hoursPerDay: 8,
      status: "confirmed",
    });
  });

  it("planned against actual hours per person and ISO week (any project, stand-by not counted)", async () => {
    const load = allocationLoadSchema.parse(
      await ok("GET", "/api/resourceAllocation/load?start=2026-10-01&end=2026-10-31", pm),
    );
    expect(load.rows.filter((r) => r.employeeId === anna)).toEqual([
      { employeeId: anna, weekStart: "2026-10-05", isoWeek: "2026-W41", plannedHours: 40, actualHours: 14 },
      { employeeId: anna, weekStart: "2026-10-12", isoWeek: "2026-W42", plannedHours: 40, actualHours: 10 },
      { employeeId: anna, weekStart: "2026-10-19", isoWeek: "2026-W43", plannedHours: 0, actualHours: 1 },
    ]);
    const { planner } = await projectLine(pm);
    expect(planner.weeklyLoad.filter((r) => r.employeeId === anna)).toEqual(
      load.rows.filter((r) => r.employeeId === anna),
    );
    expect(planner.allocations.find((a) => a.id === allocationId)?.bookedHours).toBe(22);
    // A plain user sees only their own weeks; the range rules are those of the allocations.
    const own = allocationLoadSchema.parse(
      await ok("GET", "/api/resourceAllocation/load?start=2026-10-01&end=2026-10-31", user),
    );
    expect(own.rows.every((r) => r.employeeId === userEmployeeId)).toBe(true);
    // Another tenant sees none of demo's people.
    const beta = await login(t, "beta", "admin");
    const other = await t.app.inject({
      method: "GET",
      url: "/api/resourceAllocation/load?start=2026-10-01&end=2026-10-31",
      headers: authed("beta", beta),
    });
    expect(other.statusCode).toBe(200);
    expect(allocationLoadSchema.parse(other.json()).rows.some((r) => r.employeeId === anna)).toBe(false);
    expect(
      (await call("GET", "/api/resourceAllocation/load?start=2026-10-31&end=2026-10-01", pm)).statusCode,
    ).toBe(400);
    expect(
      (await call("GET", "/api/resourceAllocation/load?start=2026-01-01&end=2026-12-31", pm)).statusCode,
    ).toBe(400);
  });

  it("budget burn counts booked hours × the hourly cost; withheld from fewer than 3 people without employeeWages2", async () => {
    // Exact (employeeWages2): 23 booked hours × wage × 1.13 / October's 168 hours.
    const exact = (await projectLine(admin)).line;
    expect(exact.bookedHours).toBe(23);
    expect(exact.costBasis).toBe("exact");
    expect(exact.actualCostHuf).toBe(Math.round((23 * WAGE * 1.13) / 168));
    expect(exact.actualCostWithheld).toBe(false);
    // The planned cost to date is unchanged (80 planned hours).
    expect(exact.costToDateHuf).toBe(Math.round((80 * WAGE * 1.13) / 168));
    const alone = (await projectLine(pm)).line;
    expect(alone).toMatchObject({ costBasis: "averageRate", actualCostHuf: null, actualCostWithheld: true });
    expect((await projectLine(user)).line).toMatchObject({ actualCostHuf: null, bookedHours: null });
    await book(bela, "2026-10-13", "08:00", "12:00"); // 4 h
    await book(cili, "2026-10-14", "08:00", "14:00"); // 6 h
    const three = (await projectLine(pm)).line;
    const series = resourceCostSeriesSchema.parse(
      await ok("GET", "/api/report/resourceCostMonthly?year=2026", pm),
    );
    const rate = series.averageRates.find((r) => r.year === 2026)?.hourlyCostHuf;
    expect(rate).toBeGreaterThan(0);
    expect(three).toMatchObject({ actualCostWithheld: false, bookedHours: 33 });
    expect(three.actualCostHuf).toBe(Math.round(33 * (rate ?? 0)));
  });
});
