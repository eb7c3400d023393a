import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import {
  homeAbsencesSchema,
  homeApprovalsSchema,
  homeHrChartsSchema,
  homeMyAssetsSchema,
  homePointsSchema,
  type HomeAbsences,
  type HomeHrCharts,
} from "@office/shared/home/home.contract";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import type { Leaderboard, PointsBalance } from "@office/shared/points/points.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { monthStart } from "./hr-charts.service.ts";
import { thisWeek } from "./home.service.ts";

const rowsOf = async <T>(q: Promise<unknown>): Promise<T[]> => ((await q) as { rows: T[] }).rows;

describe.each(backends)("home page cards on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let pm: string;
  let hr: string;
  let admin: string;
  let betaAdmin: string;
  let demoId: number;
  let hrEmp: number;
  let userEmp: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [user, pm, hr, admin, betaAdmin] = await Promise.all([
      login(t, "demo", "user"),
      login(t, "demo", "pm"),
      login(t, "demo", "hr"),
      login(t, "demo", "admin"),
      login(t, "beta", "admin"),
    ]);
    hrEmp = decodeJwt(hr).employeeId as number;
    userEmp = decodeJwt(user).employeeId as number;
    const [tenant] = await rowsOf<{ id: number }>(
      t.platform.database.db.execute(sql`select id from tenants where slug = 'demo'`),
    );
    demoId = Number(tenant?.id);
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string, tenant = "demo") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const json = async <T>(url: string, token: string, tenant = "demo") => {
    const res = await get(url, token, tenant);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const insertLeave = (
    employeeId: number,
    type: string,
    start: string,
    end: string,
    days: number,
    status = "approved",
  ) =>
    t.platform.database.withTenant(demoId, (tx) =>
      tx.execute(sql`insert into leave_requests (tenant_id, employee_id, leave_type, start_date, end_date, working_days, status)
        values (${demoId}, ${employeeId}, ${type}, ${start}::date, ${end}::date, ${days}, ${status})`),
    );

  it("absences: today's sick leave shows to colleagues without its type, to the employee and hr with it", async () => {
    const { today } = thisWeek();
    await insertLeave(hrEmp, "betegszabadsag", today, today, 1);
    const asUser = homeAbsencesSchema.parse(await json<HomeAbsences>("/api/home/absences", user));
    expect(asUser.today).toBe(today);
    const seenByUser = asUser.todayAbsences.find((a) => a.employeeId === hrEmp && a.startDate === today);
    expect(seenByUser?.leaveType).toBeNull();
    const asHr = await json<HomeAbsences>("/api/home/absences", hr);
    expect(asHr.todayAbsences.find((a) => a.employeeId === hrEmp && a.startDate === today)?.leaveType).toBe(
      "betegszabadsag",
    );
    // the same people as the team calendar's approved absences covering today
    const team = await json<LeaveRequest[]>(`/api/leave?scope=team&start=${today}&end=${today}`, user);
    expect(asUser.todayAbsences.map((a) => a.leaveId).sort()).toEqual(
      team
        .filter((r) => r.status === "approved")
        .map((r) => r.id)
        .sort(),
    );
  });

  it("absences: leave starting later this week is listed apart; pending leave is not", async () => {
    const { today, weekEnd } = thisWeek();
    const before = await json<HomeAbsences>("/api/home/absences", user);
    if (weekEnd > today) {
      await insertLeave(userEmp, "szabadsag", weekEnd, weekEnd, 1);
      await insertLeave(userEmp, "szabadsag", weekEnd, weekEnd, 1, "pending");
      const after = await json<HomeAbsences>("/api/home/absences", user);
      expect(after.laterThisWeek.length).toBe(before.laterThisWeek.length + 1);
      expect(after.laterThisWeek.every((a) => a.startDate > today && a.startDate <= weekEnd)).toBe(true);
    }
    expect(before.todayAbsences.every((a) => a.startDate <= today && a.endDate >= today)).toBe(true);
  });

  it("absences: another tenant's leave stays in its tenant", async () => {
    const beta = await json<HomeAbsences>("/api/home/absences", betaAdmin, "beta");
    expect(beta.todayAbsences.some((a) => a.employeeId === hrEmp)).toBe(false);
  });

  it("approvals: the same pending requests as the leave inbox, and handovers as the toAccept list", async () => {
    for (const token of [hr, admin, pm, user]) {
      const home = homeApprovalsSchema.parse(await json("/api/home/approvals", token));
      const inbox = await json<LeaveRequest[]>("/api/leave?scope=approvals", token);
      expect(home.leave.count).toBe(inbox.length);
      expect(home.leave.items.length).toBe(Math.min(5, inbox.length));
      expect(home.leave.items.map((i) => i.id).every((id) => inbox.some((r) => r.id === id))).toBe(true);
      const toAccept = await json<unknown[]>("/api/assetHandover?scope=toAccept", token);
      expect(home.handovers.count).toBe(toAccept.length);
    }
    // a pending request of the user: hr decides it, the user does not see it in their own inbox
    await insertLeave(userEmp, "szabadsag", "2099-03-02", "2099-03-03", 2, "pending");
    const asHr = await json<{ leave: { count: number } }>("/api/home/approvals", hr);
    const inbox = await json<LeaveRequest[]>("/api/leave?scope=approvals", hr);
    expect(asHr.leave.count).toBe(inbox.length);
    expect(inbox.some((r) => r.employeeId === userEmp && r.startDate === "2099-03-02")).toBe(true);
    const asUser = await json<{ leave: { count: number } }>("/api/home/approvals", user);
    expect(asUser.leave.count).toBe(0);
  });

  it("points: balance and allowance as /api/points/balance, rank as this month's leaderboard", async () => {
    for (const token of [user, admin]) {
      const home = homePointsSchema.parse(await json("/api/home/points", token));
      const balance = await json<PointsBalance>("/api/points/balance", token);
      const board = await json<Leaderboard>("/api/points/leaderboard?period=month", token);
      expect(home.balance).toBe(balance.balance);
      expect(home.allowanceLeft).toBe(balance.allowanceLeft);
      expect(home.monthlyAllowance).toBe(balance.monthlyAllowance);
      expect(home.rank).toBe(board.me.rank);
      expect(home.earnedThisMonth).toBe(board.me.earned);
      expect(home.players).toBeGreaterThanOrEqual(board.entries.length);
    }
  });

  it("my assets and cars: what I hold and the cars I drive", async () => {
    for (const token of [user, admin]) {
      const emp = decodeJwt(token).employeeId as number;
      const home = homeMyAssetsSchema.parse(await json("/api/home/myAssets", token));
      const held = await json<{ status: string }[]>(`/api/employee/${emp}/asset?active=true`, token);
      expect(home.assetCount).toBe(held.filter((a) => a.status !== "lost").length);
      expect(home.assets.length).toBe(Math.min(5, home.assetCount));
    }
    // the user reads exactly the cars they drive through /api/car
    const home = await json<{ cars: { id: number }[] }>("/api/home/myAssets", user);
    const cars = await json<{ id: number; active: boolean }[]>("/api/car", user);
    expect(home.cars.map((c) => c.id).sort()).toEqual(
      cars
        .filter((c) => c.active)
        .map((c) => c.id)
        .sort(),
    );
  });

  it("hr charts: 403 for user and pm, 12 months with headcount and leave days for hr and companyAdmin", async () => {
    expect((await get("/api/home/hrCharts", user)).statusCode).toBe(403);
    expect((await get("/api/home/hrCharts", pm)).statusCode).toBe(403);
    const before = homeHrChartsSchema.parse(await json("/api/home/hrCharts", hr));
    expect(before.months).toHaveLength(12);
    expect(before.months[11]).toBe(monthStart(Date.now(), 0).slice(0, 7));
    const [active] = await rowsOf<{ n: number }>(
      t.platform.database.withTenant(demoId, (tx) =>
        tx.execute(sql`select count(*)::int as n from employees where tenant_id = ${demoId} and active
          and employment_end is null`),
      ),
    );
    expect(before.headcount[11]).toBeLessThanOrEqual(Number(active?.n));
    expect(before.headcount[11]).toBeGreaterThan(0);
    const first = monthStart(Date.now(), 0);
    await insertLeave(userEmp, "fizetes_nelkuli", first, first, 3);
    await insertLeave(userEmp, "szabadsag", first, first, 1.5);
    const after = await json<HomeHrCharts>("/api/home/hrCharts", admin);
    expect(after.leaveDays.other[11]).toBeCloseTo((before.leaveDays.other[11] ?? 0) + 3);
    expect(after.leaveDays.szabadsag[11]).toBeCloseTo((before.leaveDays.szabadsag[11] ?? 0) + 1.5);
    expect(after.leaveDays.betegszabadsag[11]).toBe(before.leaveDays.betegszabadsag[11]);
  });

  it("hr charts: each tenant counts its own employees", async () => {
    const beta = await json<HomeHrCharts>("/api/home/hrCharts", betaAdmin, "beta");
    const demo = await json<HomeHrCharts>("/api/home/hrCharts", admin);
    expect(beta.headcount[11]).toBeLessThan(demo.headcount[11] ?? 0);
    expect(beta.leaveDays.other[11]).toBe(0);
  });

  it("every card answers 401 without a token", async () => {
    for (const path of ["absences", "approvals", "points", "myAssets", "hrCharts"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/home/${path}`,
        headers: { host: "demo.localhost" },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("month starts of the hr charts", () => {
  it("walks back across the year boundary in Budapest time", () => {
    const jan = Date.parse("2026-01-15T12:00:00Z");
    expect(monthStart(jan, 0)).toBe("2026-01-01");
    expect(monthStart(jan, 11)).toBe("2025-02-01");
    // 23:30 UTC on 31 Dec is already January in Budapest
    expect(monthStart(Date.parse("2025-12-31T23:30:00Z"), 0)).toBe("2026-01-01");
  });
});
