import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { LeaveDay } from "@office/shared/leave/leave.contract";
import type { LeaveYearEnd } from "@office/shared/leave/leave-year-end.contract";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
} from "../../test/harness.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { leaveRequests } from "./leave.table.ts";
import { leaveCarryOvers } from "./leave-year-end.table.ts";
import { runLeaveYearEndPass } from "./leave-year-end.job.ts";
import { listLapseSoon, runYearEnd } from "./leave-year-end.service.ts";

/**
 * Issue 22 §3: the leave year-end on tenant `beta` (the demo seed holds `demo`'s 2025 run): the run of
 * 2024 with one employee per rule, the balance of 2025 with the carried part and its lapse, the run's
 * idempotency, the lapse notification once, access control. Past years only, so that no figure depends
 * on today's date.
 */
describe.each(backends)("leave year-end on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let user: string;
  let betaId: number;
  const ids: Record<string, number> = {};

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string,
    tenant = "beta",
    payload?: object,
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });

  async function insertLeave(
    employeeId: number,
    leaveType: string,
    startDate: string,
    endDate: string,
    days: number,
  ) {
    await t.platform.database.withTenant(betaId, (tx) =>
      tx.insert(leaveRequests).values({
        tenantId: betaId,
        employeeId,
        leaveType,
        startDate,
        endDate,
        workingDays: days,
        status: "approved",
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "beta", "admin");
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    const [beta] = await t.platform.database.withoutTenant((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "beta")),
    );
    betaId = beta?.id ?? 0;
    const base = { birthDate: "1990-05-10", employmentStart: "2015-01-01" };
    // born 1979: 45 in 2024 → 10 days of age-based pótszabadság (Mt. 117. §), 30 days in all
    ids.old = await createEmployeeViaApi(
      t,
      admin,
      { name: "Idős Ilona", ...base, birthDate: "1979-02-01" },
      "beta",
    );
    ids.october = await createEmployeeViaApi(
      t,
      admin,
      { name: "Októberi Olga", ...base, employmentStart: "2024-10-15" },
      "beta",
    );
    ids.sick = await createEmployeeViaApi(t, admin, { name: "Beteg Béla", ...base }, "beta");
    ids.left = await createEmployeeViaApi(
      t,
      admin,
      { name: "Kilépett Kálmán", ...base, employmentEnd: "2024-06-30" },
      "beta",
    );
    await insertLeave(ids.sick, "betegszabadsag", "2024-12-02", "2024-12-31", 20);
    await insertLeave(ids.sick, "betegszabadsag", "2025-01-02", "2025-01-20", 13);
    await insertLeave(ids.october, "szabadsag", "2025-02-03", "2025-02-04", 2);
    await insertLeave(ids.old, "szabadsag", "2024-03-04", "2024-03-15", 10);
    const settings = await call("PUT", "/api/leaveYearEnd/settings", admin, "beta", {
      collectiveAgreementQuarter: false,
      ageExtraAgreement: true,
    });
    expect(settings.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const rowOf = (report: LeaveYearEnd, id: number | undefined) =>
    report.run?.rows.find((r) => r.employeeId === id);

  it("the demo holds a finished 2025 run whose carried parts show in the 2026 balances", async () => {
    const report = (await call("GET", "/api/leaveYearEnd?year=2025", hr, "demo")).json() as LeaveYearEnd;
    expect(report.run?.finishedAt).not.toBeNull();
    expect(report.run?.settings.ageExtraAgreement).toBe(true);
    const carried = report.run?.rows.filter((r) => r.carried.length > 0) ?? [];
    expect(carried.length).toBeGreaterThan(5);
    const first = carried[0];
    expect(first?.carried[0]).toMatchObject({ rule: "mt123_6", deadline: "2026-12-31" });
    const day = (
      await call("GET", `/api/employee/${first?.employeeId}/leaveDay?year=2026`, hr, "demo")
    ).json() as LeaveDay;
    expect(day.carryOver).toMatchObject({ fromYear: 2025, days: first?.carried[0]?.days });
    expect(report.run?.rows.some((r) => r.outcome === "paidOut")).toBe(true);
  });

  it("refuses a year not yet ended with a Hungarian 400", async () => {
    const thisYear = new Date().getFullYear();
    const res = await call("POST", "/api/leaveYearEnd/run", admin, "beta", { year: thisYear });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain("még nem ért véget");
  });

  it("answers no run for a year that has not run", async () => {
    const res = await call("GET", "/api/leaveYearEnd?year=2023", admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as LeaveYearEnd).run).toBeNull();
  });

  it("runs 2024: each employee under their paragraph, once however often it is asked", async () => {
    const first = await call("POST", "/api/leaveYearEnd/run", admin, "beta", { year: 2024 });
    expect(first.statusCode).toBe(200);
    const report = first.json() as LeaveYearEnd;
    expect(report.run?.finishedAt).not.toBeNull();
    expect(report.run?.settings.ageExtraAgreement).toBe(true);
    // 30 days, 10 taken: 10 age-based days carried to the end of 2025 by agreement (123. § (6)), 10 not
    expect(rowOf(report, ids.old)).toMatchObject({
      outcome: "dueInYear",
      unusedDays: 20,
      carried: [{ rule: "mt123_6", days: 10, deadline: "2025-12-31" }],
      lapsedDays: 10,
    });
    // begun 15 October 2024: the pro-rated 5 days (24 × 78/366) until 31 March 2025 (123. § (2))
    expect(rowOf(report, ids.october)).toMatchObject({
      outcome: "carried",
      carried: [{ rule: "mt123_2", deadline: "2025-03-31" }],
      lapsedDays: 0,
    });
    // sick from December into 20 January 2025: 60 days after the reason ends (123. § (3))
    expect(rowOf(report, ids.sick)).toMatchObject({
      outcome: "carried",
      carried: [{ rule: "mt123_3", days: 24, deadline: "2025-03-21" }],
    });
    // left on 30 June 2024: paid out (125. §), nothing carried
    const left = rowOf(report, ids.left);
    expect(left).toMatchObject({ outcome: "paidOut", carried: [], lapsedDays: 0 });
    expect(left?.paidOutDays).toBeGreaterThan(0);

    const count = () =>
      t.platform.database.withTenant(betaId, (tx) =>
        tx
          .select()
          .from(leaveCarryOvers)
          .where(and(eq(leaveCarryOvers.tenantId, betaId), eq(leaveCarryOvers.fromYear, 2024))),
      );
    const rowsBefore = (await count()).length;
    const again = await call("POST", "/api/leaveYearEnd/run", admin, "beta", { year: 2024 });
    expect(again.json()).toEqual(report);
    expect(await runYearEnd(t.platform.database, betaId, 2024)).toEqual({ ran: false });
    expect((await count()).length).toBe(rowsBefore);
    expect(rowsBefore).toBe(3);
  });

  it("adds the carried part to the next year's balance, used first, and drops what lapsed", async () => {
    const day = (
      await call("GET", `/api/employee/${ids.october}/leaveDay?year=2025`, admin)
    ).json() as LeaveDay;
    const carried = day.carryOver?.days ?? 0;
    expect(carried).toBe(5);
    expect(day.carryOver).toMatchObject({
      fromYear: 2024,
      deadline: "2025-03-31",
      usedDays: 2,
      lapsedDays: 3,
      remainingDays: 0,
    });
    expect(day.carryOver?.rule).toContain("Mt. 123. § (2)");
    const own = day.entitlement.lines.filter((l) => l.code !== "carryOver").reduce((s, l) => s + l.days, 0);
    expect(day.entitlement.total).toBe(own + carried - 3);
    expect(day.remaining).toBe(own + carried - 3 - day.taken - day.pending);
    expect(day.entitlement.lines.some((l) => l.code === "carryOver" && l.days === -3)).toBe(true);
  });

  it("keeps the manual carry-over an HR correction on top of the run's", async () => {
    const put = await call("PUT", `/api/employee/${ids.old}/leaveDay`, admin, "beta", {
      year: 2025,
      adjustmentDays: 0,
      adjustmentReason: null,
      carryOverDays: 1,
    });
    expect(put.statusCode).toBe(200);
    const day = put.json() as LeaveDay;
    expect(day.carryOverDays).toBe(1);
    expect(day.carryOver).toMatchObject({ days: 10, deadline: "2025-12-31", lapsedDays: 10 });
    const carryLines = day.entitlement.lines.filter((l) => l.code === "carryOver").map((l) => l.days);
    expect(carryLines.sort()).toEqual([-10, 1, 10].sort());
  });

  it("notifies hr once per employee and deadline 30 days before it; the list shows what lapses soon", async () => {
    const now = new Date("2025-03-05T09:00:00Z");
    const first = await runLeaveYearEndPass(t.platform.database, now);
    const second = await runLeaveYearEndPass(t.platform.database, now);
    expect(second.notifications).toBe(0);
    expect(second.runs).toBe(0);
    const sent = await t.platform.database.withTenant(betaId, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.tenantId, betaId), eq(notifications.eventType, "leaveCarryOverLapse"))),
    );
    // Októberi Olga (31 March, 3 days left) and Beteg Béla (21 March, 24 left); 1 hr account each
    expect(new Set(sent.map((n) => n.eventId))).toEqual(new Set([ids.october, ids.sick]));
    expect(first.notifications).toBe(2);
    expect(sent.find((n) => n.eventId === ids.sick)?.description).toContain("2025. 03. 21-ig");
    const soon = await t.platform.database.withTenant(betaId, (tx) =>
      listLapseSoon(tx, betaId, "2025-03-05"),
    );
    expect(soon.map((r) => [r.name, r.deadline, r.usedDays, r.remainingDays])).toEqual([
      ["Beteg Béla", "2025-03-21", 0, 24],
      ["Októberi Olga", "2025-03-31", 2, 3],
    ]);
    // Idős Ilona's part is due on 31 December: not within 30 days of 5 March
    expect(
      await t.platform.database.withTenant(betaId, (tx) => listLapseSoon(tx, betaId, "2025-12-01")),
    ).toEqual([expect.objectContaining({ name: "Idős Ilona", remainingDays: 10, rule: "mt123_6" })]);
  });

  it("lets hr and companyAdmin read, hr run; nobody else", async () => {
    expect((await call("GET", "/api/leaveYearEnd?year=2025", hr, "demo")).statusCode).toBe(200);
    expect((await call("GET", "/api/leaveYearEnd/lapseSoon", hr, "demo")).statusCode).toBe(200);
    expect((await call("GET", "/api/leaveYearEnd?year=2025", user, "demo")).statusCode).toBe(403);
    expect((await call("POST", "/api/leaveYearEnd/run", user, "demo", { year: 2024 })).statusCode).toBe(403);
    expect(
      (
        await call("PUT", "/api/leaveYearEnd/settings", user, "demo", {
          collectiveAgreementQuarter: true,
          ageExtraAgreement: false,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/leaveYearEnd?year=abc", hr, "demo")).statusCode).toBe(400);
    // tenants are separate: demo's run of 2024 (made by the job pass above) holds none of beta's employees
    const demo2024 = (await call("GET", "/api/leaveYearEnd?year=2024", hr, "demo")).json() as LeaveYearEnd;
    expect(demo2024.run?.rows.length).toBeGreaterThan(10);
    expect(demo2024.run?.rows.some((r) => Object.values(ids).includes(r.employeeId))).toBe(false);
  });
});

/** Two passes at once on PostgreSQL: one runs the year, the other waits for its claim and does nothing. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("leave year-end under concurrency on postgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
  });
  afterAll(async () => t?.close());

  it("runs a year once when five runs and two job passes start together", async () => {
    const [demo] = await t.platform.database.withoutTenant((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo")),
    );
    const demoId = demo?.id ?? 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => runYearEnd(t.platform.database, demoId, 2023)),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    const now = new Date("2025-01-01T06:00:00Z");
    const passes = await Promise.all([
      runLeaveYearEndPass(t.platform.database, now),
      runLeaveYearEndPass(t.platform.database, now),
    ]);
    // the 2024 year-end of each tenant (demo and beta) ran exactly once across both passes
    expect(passes.reduce((s, p) => s + p.runs, 0)).toBe(2);
    const rows = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(leaveCarryOvers)
        .where(and(eq(leaveCarryOvers.tenantId, demoId), eq(leaveCarryOvers.fromYear, 2024))),
    );
    const keys = rows.map((r) => `${r.employeeId}:${r.rule}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
