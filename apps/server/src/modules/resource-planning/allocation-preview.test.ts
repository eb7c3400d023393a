import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allocationPreviewSchema,
  allocationSchema,
} from "@office/shared/resource-planning/allocations.contract";
import { plannerSchema } from "@office/shared/resource-planning/planner.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { employees } from "../employees/employees.table.ts";
import { leaveRequests } from "../leave/leave.table.ts";
import { projects } from "../projects/projects.table.ts";

/**
 * Issue 19 §4: the planner's live conflict check (`GET /api/resourceAllocation/preview`) and planned hours
 * without leave days and holidays — the preview, the saved allocation and the planner answer agree.
 * June 2025: Mon 2–Tue 3 approved leave, Wed 4 a half day of leave, Thu 5 pending leave, Mon 9 Whit Monday.
 */
describe.each(backends)("allocation preview and planned hours on %s", (backend) => {
  let t: TestApp;
  let pm: string;
  let hr: string;
  let user: string;
  let betaAdmin: string;
  let demoId: number;
  let project: number;
  let person: number;
  let existing: number;

  const get = (url: string, token: string, tenant = "demo") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const preview = (q: Record<string, string | number>, token = pm, tenant = "demo") =>
    get(
      `/api/resourceAllocation/preview?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
      token,
      tenant,
    );
  const base = () => ({
    resourceType: "employee",
    resourceId: person,
    projectId: project,
    start: "2025-06-02",
    end: "2025-06-09",
    hoursPerDay: 4,
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    [pm, hr, user, betaAdmin] = await Promise.all([
      login(t, "demo", "pm"),
      login(t, "demo", "hr"),
      login(t, "demo", "user"),
      login(t, "beta", "admin"),
    ]);
    demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    await t.platform.database.withTenant(demoId, async (tx) => {
      const [p] = await tx
        .insert(projects)
        .values({
          tenantId: demoId,
          code: "PRV-1",
          name: "Előnézet",
          status: "active",
          startDate: "2025-01-01",
          endDate: "2025-12-31",
        })
        .returning({ id: projects.id });
      project = p?.id ?? 0;
      const [e] = await tx
        .insert(employees)
        .values({ tenantId: demoId, name: "Előnézet Péter", department: "Előnézet", weeklyHours: 40 })
        .returning({ id: employees.id });
      person = e?.id ?? 0;
      const leave = (start: string, end: string, status: string, halfDay: string | null = null) => ({
        tenantId: demoId,
        employeeId: person,
        leaveType: "szabadsag",
        startDate: start,
        endDate: end,
        workingDays: 1,
        status,
        halfDay,
      });
      await tx
        .insert(leaveRequests)
        .values([
          leave("2025-06-02", "2025-06-03", "approved"),
          leave("2025-06-04", "2025-06-04", "approved", "am"),
          leave("2025-06-05", "2025-06-05", "pending"),
        ]);
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resourceAllocation",
      headers: authed("demo", pm),
      payload: { ...base(), start: "2025-06-05", end: "2025-06-06", hoursPerDay: 6, note: null },
    });
    expect(res.statusCode).toBe(200);
    existing = allocationSchema.parse(res.json()).id;
  });
  afterAll(async () => t?.close());

  it("shows leave, holiday and over-allocation before saving, without leave days and holidays in the hours", async () => {
    const res = await preview(base());
    expect(res.statusCode).toBe(200);
    const answer = allocationPreviewSchema.parse(res.json());
    // 4 h on Wed (half: 2) + Thu (pending: 4) + Fri (4); nothing on the leave days, the weekend and Whit Monday.
    expect(answer.plannedHours).toBe(10);
    expect(answer.workingDays).toBe(2.5);
    const lines = answer.conflicts.map((c) => `${c.date.slice(5)} ${c.kind}/${c.severity}`);
    expect(lines).toEqual([
      "06-02 leave/warning",
      "06-03 leave/warning",
      "06-04 leave/notice",
      "06-05 pendingLeave/notice",
      "06-05 overAllocated/warning",
      "06-06 overAllocated/warning",
      "06-07 weekend/info",
      "06-08 holiday/info", // Pünkösdvasárnap
      "06-09 holiday/info",
    ]);
    expect(answer.conflicts.find((c) => c.date === "2025-06-06")).toMatchObject({ hours: 10, capacity: 8 });
    expect(answer.conflicts.at(-1)?.name).toMatch(/Pünkösd/);
  });

  it("the saved allocation and the planner answer carry the same planned hours as the preview", async () => {
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/resourceAllocation",
      headers: authed("demo", pm),
      payload: { ...base(), note: null },
    });
    expect(saved.statusCode).toBe(200);
    const allocation = allocationSchema.parse(saved.json());
    expect(allocation.plannedHours).toBe(10);
    const planner = plannerSchema.parse(
      (await get(`/api/resourcePlanner?start=2025-06-01&end=2025-06-30&projectId=${project}`, pm)).json(),
    );
    const mine = planner.allocations.filter((a) => a.resourceId === person);
    expect(mine.map((a) => a.plannedHours).sort((a, b) => a - b)).toEqual([10, 12]);
    const row = planner.resources.find((r) => r.resourceId === person);
    expect(row?.leave.find((l) => l.date === "2025-06-04")).toMatchObject({
      state: "approved",
      halfDay: true,
    });
  });

  it("with the id of the edited allocation, its stored hours do not count twice", async () => {
    const res = await preview({
      ...base(),
      id: existing,
      start: "2025-06-06",
      end: "2025-06-06",
      hoursPerDay: 8,
    });
    expect(res.statusCode).toBe(200);
    const answer = allocationPreviewSchema.parse(res.json());
    // The other allocation (4 h, saved above) still counts: 8 + 4 > 8.
    expect(answer.conflicts).toEqual([
      { date: "2025-06-06", kind: "overAllocated", severity: "warning", hours: 12, capacity: 8 },
    ]);
    expect(answer.plannedHours).toBe(8);
  });

  it("answers 403 without projectManager, 404 for unknown or other tenants' ids, 400 for bad input", async () => {
    expect((await preview(base(), user)).statusCode).toBe(403);
    expect((await preview(base(), hr)).statusCode).toBe(403);
    expect((await preview({ ...base(), projectId: 999_999 })).statusCode).toBe(404);
    expect((await preview({ ...base(), resourceId: 999_999 })).statusCode).toBe(404);
    expect((await preview({ ...base(), id: 999_999 })).statusCode).toBe(404);
    expect((await preview(base(), betaAdmin, "beta")).statusCode).toBe(404);
    const bad: [string, Record<string, string | number>][] = [
      ["hours", { ...base(), hoursPerDay: "sok" }],
      ["quarter hours", { ...base(), hoursPerDay: "7.25" }],
      ["end before start", { ...base(), end: "2025-06-01" }],
      ["too long", { ...base(), start: "2024-01-01", end: "2025-06-01" }],
      ["type", { ...base(), resourceType: "robot" }],
    ];
    for (const [name, q] of bad) {
      const res = await preview(q);
      expect([name, res.statusCode]).toEqual([name, 400]);
      expect(typeof (res.json() as { message?: unknown }).message).toBe("string");
    }
  });
});
