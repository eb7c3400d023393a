import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import type {
  ClockState,
  TimeEntryResult,
  TimeRecord,
} from "@office/shared/working-time/time-entry.contract";
import type { Timesheet } from "@office/shared/working-time/timesheet.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { auditLog } from "../audit/audit.table.ts";
import { employees } from "../employees/employees.table.ts";
import { leaveRequests } from "../leave/leave.table.ts";
import { timeEntries, timesheetClosures, timesheetMonthTotals } from "./working-time.table.ts";

/** Issue 21 §1–2 through the HTTP API: time entries, their rules and warnings, timesheets, month close. */
describe.each(backends)("working time on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let pm: string;
  let userEmployeeId: number;
  let betaEmployeeId: number;
  let demoId: number;
  /** Fresh employees: `report` has `user` as manager, `other` has none, `scheduled` keeps the written schedule. */
  let report: number;
  let other: number;
  let scheduled: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [hr, user, pm] = [
      await login(t, "demo", "hr"),
      await login(t, "demo", "user"),
      await login(t, "demo", "pm"),
    ];
    userEmployeeId = decodeJwt(user).employeeId as number;
    betaEmployeeId = decodeJwt(await login(t, "beta", "user")).employeeId as number;
    const tenant = await t.platform.tenants.findBySlug("demo");
    if (!tenant) throw new Error("no demo tenant");
    demoId = tenant.id;
    await t.platform.database.withTenant(demoId, async (tx) => {
      const rows = await tx
        .insert(employees)
        .values([
          {
            tenantId: demoId,
            name: "Ido Beosztott",
            employmentStart: "2024-01-01",
            managerId: userEmployeeId,
          },
          { tenantId: demoId, name: "Ido Másik", employmentStart: "2024-01-01" },
          { tenantId: demoId, name: "Ido Beosztás", employmentStart: "2024-01-01" },
        ])
        .returning({ id: employees.id });
      [report, other, scheduled] = rows.map((r) => r.id) as [number, number, number];
      await tx.insert(leaveRequests).values({
        tenantId: demoId,
        employeeId: report,
        leaveType: "szabadsag",
        startDate: "2026-10-05",
        endDate: "2026-10-06",
        workingDays: 2,
        status: "approved",
      });
      // The demo year's closed months are reopened for these tests, and the demo user's own entries go.
      await tx.delete(timesheetClosures).where(eq(timesheetClosures.tenantId, demoId));
      await tx
        .delete(timeEntries)
        .where(and(eq(timeEntries.tenantId, demoId), eq(timeEntries.employeeId, userEmployeeId)));
    });
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const post = (token: string, payload: object) => call("POST", "/api/timeEntry", token, payload);
  /** A new employee of the demo tenant (no account), for a test that needs a person of its own. */
  const newPerson = async (name: string) => {
    const [row] = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .insert(employees)
        .values({ tenantId: demoId, name, employmentStart: "2024-01-01" })
        .returning({ id: employees.id }),
    );
    return row?.id ?? 0;
  };
  /** A pending leave request of `person` (counted as one working day), as the leave form stores it: its id. */
  const pendingLeave = async (
    person: number,
    startDate: string,
    endDate: string,
    approvalSteps = ["manager"],
  ) => {
    const [row] = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .insert(leaveRequests)
        .values({
          tenantId: demoId,
          employeeId: person,
          leaveType: "szabadsag",
          startDate,
          endDate,
          workingDays: 1,
          approvalSteps,
        })
        .returning({ id: leaveRequests.id }),
    );
    return row?.id ?? 0;
  };
  /** `person`'s timesheet of `month` (YYYY-MM) as hr reads it. */
  const sheetOf = async (person: number, month: string) =>
    (await call("GET", `/api/timesheet/${person}?month=${month}`, hr)).json() as Timesheet;

  it("an employee records their own day; the answer and the record hold the day's figures", async () => {
    const res = await post(user, { date: "2026-10-12", start: "08:00", end: "16:30", breakMinutes: 30 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TimeEntryResult;
    expect(body.entry).toMatchObject({
      employeeId: userEmployeeId,
      start: "08:00",
      end: "16:30",
      workedMinutes: 480,
    });
    expect(body.entry.corrected).toBe(false);
    expect(body.warnings).toEqual([]);
    const record = (
      await call("GET", "/api/timeEntry?from=2026-10-12&to=2026-10-18", user)
    ).json() as TimeRecord;
    expect(record.entries).toHaveLength(1);
    expect(record.days[0]).toMatchObject({
      date: "2026-10-12",
      scheduledMinutes: 480,
      workedMinutes: 480,
      overtimeMinutes: 0,
    });
    expect(record.days[0]).toMatchObject({ firstStart: "08:00", lastEnd: "16:30" });
  });

  it("entries of one person may not overlap; several stretches on one day are fine (split shift)", async () => {
    expect((await post(user, { date: "2026-10-13", start: "08:00", end: "12:00" })).statusCode).toBe(200);
    expect((await post(user, { date: "2026-10-13", start: "13:00", end: "17:00" })).statusCode).toBe(200);
    const clash = await post(user, { date: "2026-10-13", start: "11:00", end: "14:00" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/ütközik/);
    // Touching ends do not overlap.
    expect((await post(user, { date: "2026-10-13", start: "17:00", end: "18:00" })).statusCode).toBe(200);
  });

  it("an end before the start crosses midnight only when the entry says so", async () => {
    const bad = await post(user, { date: "2026-10-14", start: "22:00", end: "06:00" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors?.end ?? bad.json().message).toBeTruthy();
    const night = await post(user, {
      date: "2026-10-14",
      start: "22:00",
      end: "06:00",
      crossesMidnight: true,
      breakMinutes: 20,
    });
    expect(night.statusCode).toBe(200);
    expect((night.json() as TimeEntryResult).entry.workedMinutes).toBe(460);
    // The next morning overlaps the night shift.
    expect((await post(user, { date: "2026-10-15", start: "05:00", end: "09:00" })).statusCode).toBe(409);
  });

  it("refuses bad input with Hungarian messages: break ≥ span, future day, bad clock", async () => {
    expect(
      (await post(user, { date: "2026-10-16", start: "08:00", end: "09:00", breakMinutes: 60 })).statusCode,
    ).toBe(400);
    const future = await post(user, { date: "2099-01-02", start: "08:00", end: "09:00" });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/Jövőbeli/);
    expect((await post(user, { date: "2026-10-16", start: "8:00", end: "09:00" })).statusCode).toBe(400);
    expect((await post(user, { date: "2026-10-16", start: "08:00", end: "24:00" })).statusCode).toBe(400);
  });

  it("warns, without refusing, on a short break (Mt. 103. §) and a short daily rest (Mt. 104. §)", async () => {
    const long = (
      await post(hr, { employeeId: other, date: "2026-10-19", start: "14:00", end: "23:30" })
    ).json() as TimeEntryResult;
    expect(long.warnings.map((w) => [w.code, w.rule])).toContainEqual(["breakTooShort", "Mt. 103. § (1)"]);
    const next = (
      await post(hr, { employeeId: other, date: "2026-10-20", start: "06:00", end: "10:00" })
    ).json() as TimeEntryResult;
    expect(next.warnings.find((w) => w.code === "dailyRestTooShort")).toMatchObject({
      date: "2026-10-20",
      rule: "Mt. 104. § (1)",
    });
  });

  it("work on a weekend or a holiday is all overtime (Mt. 107. §); work beyond the schedule too", async () => {
    await post(hr, { employeeId: other, date: "2026-10-23", start: "09:00", end: "11:00" }); // Oct 23: holiday
    await post(hr, { employeeId: other, date: "2026-10-24", start: "09:00", end: "12:00" }); // Saturday
    await post(hr, { employeeId: other, date: "2026-10-21", start: "08:00", end: "18:00", breakMinutes: 30 });
    const record = (
      await call("GET", `/api/timeEntry?employeeId=${other}&from=2026-10-21&to=2026-10-24`, hr)
    ).json() as TimeRecord;
    const byDate = Object.fromEntries(record.days.map((d) => [d.date, d]));
    expect(byDate["2026-10-23"]).toMatchObject({
      dayKind: "holiday",
      scheduledMinutes: 0,
      overtimeMinutes: 120,
    });
    expect(byDate["2026-10-24"]).toMatchObject({ dayKind: "weekend", overtimeMinutes: 180 });
    expect(byDate["2026-10-21"]).toMatchObject({ workedMinutes: 570, overtimeMinutes: 90 });
  });

  it("the manager and hr record for a person, others get 403, another tenant's employee 404", async () => {
    expect(
      (await post(user, { employeeId: report, date: "2026-10-12", start: "08:00", end: "16:00" })).statusCode,
    ).toBe(200);
    expect(
      (await post(user, { employeeId: other, date: "2026-10-12", start: "08:00", end: "16:00" })).statusCode,
    ).toBe(403);
    expect(
      (await post(pm, { employeeId: report, date: "2026-10-13", start: "08:00", end: "16:00" })).statusCode,
    ).toBe(403);
    expect(
      (await post(hr, { employeeId: betaEmployeeId, date: "2026-10-12", start: "08:00", end: "16:00" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/api/timeEntry?employeeId=${other}&from=2026-10-01&to=2026-10-31`, user))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/timesheet/${report}?month=2026-10`, user)).statusCode).toBe(200);
  });

  it("a correction by someone else is kept with who and when; the entry says it was corrected", async () => {
    const created = (
      await post(user, { date: "2026-10-20", start: "08:00", end: "16:00", breakMinutes: 20 })
    ).json() as TimeEntryResult;
    const res = await call("PUT", `/api/timeEntry/${created.entry.id}`, hr, {
      date: "2026-10-20",
      start: "08:00",
      end: "15:00",
      breakMinutes: 20,
      note: "Korábban távozott",
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TimeEntryResult).entry).toMatchObject({ end: "15:00", corrected: true });
    const history = (await call("GET", `/api/timeEntry/${created.entry.id}/history`, user)).json();
    expect(history.revisions.map((r: { action: string }) => r.action)).toEqual(["created", "updated"]);
    expect(history.revisions[1].before).toMatchObject({ end: "16:00" });
    expect(history.revisions[1].after).toMatchObject({ end: "15:00", note: "Korábban távozott" });
    expect(history.revisions[1].changedByName).toBeTruthy();
    // pm is the demo user's manager; a colleague without that tie may not read someone else's history.
    const others = (
      await post(hr, { employeeId: other, date: "2026-10-26", start: "08:00", end: "09:00" })
    ).json() as TimeEntryResult;
    expect((await call("GET", `/api/timeEntry/${others.entry.id}/history`, user)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/timeEntry/${created.entry.id}`, user)).statusCode).toBe(200);
    const after = (await call("GET", `/api/timeEntry/${created.entry.id}/history`, hr)).json();
    expect(after.revisions.map((r: { action: string }) => r.action)).toEqual([
      "created",
      "updated",
      "deleted",
    ]);
  });

  it("the timesheet holds the days, totals, absences by type and the year's overtime against the limit", async () => {
    const sheet = (await call("GET", `/api/timesheet/${report}?month=2026-10`, hr)).json() as Timesheet;
    expect(sheet.month).toBe("2026-10");
    expect(sheet.days).toHaveLength(31);
    expect(sheet.totals.absences).toEqual([{ code: "leave", label: "Szabadság", days: 2 }]);
    const oct5 = sheet.days.find((d) => d.date === "2026-10-05");
    expect(oct5?.absence).toMatchObject({ code: "leave", halfDay: false });
    expect(sheet.totals.workingDays).toBe(21); // October 2026: 22 weekdays less the 23rd (holiday)
    expect(sheet.yearOvertime).toMatchObject({ limitHours: 250, agreement: null });
    expect(sheet.yearOvertime.limitMinutes).toBe(250 * 60);
  });

  it("the yearly overtime limit (Mt. 109. §) is a tenant setting and warns when passed", async () => {
    expect(
      (await call("PUT", "/api/workingTimeSettings", user, { yearlyOvertimeLimitHours: 1 })).statusCode,
    ).toBe(403);
    const put = await call("PUT", "/api/workingTimeSettings", hr, {
      yearlyOvertimeLimitHours: 1,
      overtimeAgreement: "KSZ 2026/1",
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await call("PUT", "/api/workingTimeSettings", hr, { yearlyOvertimeLimitHours: 401 })).statusCode,
    ).toBe(400);
    const res = (
      await post(hr, { employeeId: other, date: "2026-10-25", start: "09:00", end: "10:00" })
    ).json() as TimeEntryResult;
    expect(res.warnings.find((w) => w.code === "yearlyOvertimeLimit")?.rule).toBe("Mt. 109. §");
    const sheet = (await call("GET", `/api/timesheet/${other}?month=2026-10`, hr)).json() as Timesheet;
    expect(sheet.yearOvertime).toMatchObject({ limitHours: 1, agreement: "KSZ 2026/1" });
    await call("PUT", "/api/workingTimeSettings", hr, { yearlyOvertimeLimitHours: 250 });
  });

  it("the written schedule (Mt. 134. § (3)) fills working days; entered days replace it", async () => {
    expect(
      (
        await call("PUT", `/api/workSchedule/${scheduled}`, user, {
          kind: "general",
          dailyMinutes: 480,
          recordMode: "schedule",
          dayStart: "08:00",
          breakMinutes: 20,
        })
      ).statusCode,
    ).toBe(403);
    const put = await call("PUT", `/api/workSchedule/${scheduled}`, hr, {
      kind: "partTime",
      dailyMinutes: 360,
      recordMode: "schedule",
      dayStart: "09:00",
      breakMinutes: 0,
    });
    expect(put.statusCode).toBe(200);
    await post(hr, { employeeId: scheduled, date: "2026-09-02", start: "09:00", end: "17:00" });
    const sheet = (await call("GET", `/api/timesheet/${scheduled}?month=2026-09`, hr)).json() as Timesheet;
    const sep1 = sheet.days.find((d) => d.date === "2026-09-01");
    expect(sep1).toMatchObject({
      fromSchedule: true,
      workedMinutes: 360,
      firstStart: "09:00",
      lastEnd: "15:00",
      overtimeMinutes: 0,
    });
    const sep2 = sheet.days.find((d) => d.date === "2026-09-02");
    expect(sep2).toMatchObject({ fromSchedule: false, workedMinutes: 480, overtimeMinutes: 120 });
    expect(sheet.days.find((d) => d.date === "2026-09-05")).toMatchObject({
      fromSchedule: false,
      workedMinutes: 0,
    });
    expect(sheet.totals.scheduledMinutes).toBe(22 * 360);
  });

  it("hr closes a month: its entries answer 409 until hr reopens it; both are audited", async () => {
    const entry = (
      await post(hr, { employeeId: other, date: "2026-08-03", start: "08:00", end: "12:00" })
    ).json() as TimeEntryResult;
    expect((await call("POST", "/api/timesheet/close", user, { month: "2026-08" })).statusCode).toBe(403);
    expect((await call("POST", "/api/timesheet/close", hr, { month: "2099-01" })).statusCode).toBe(409);
    const closed = await call("POST", "/api/timesheet/close", hr, { month: "2026-08" });
    expect(closed.statusCode).toBe(200);
    expect((await call("POST", "/api/timesheet/close", hr, { month: "2026-08" })).statusCode).toBe(409);
    const refused = await post(hr, { employeeId: other, date: "2026-08-04", start: "08:00", end: "12:00" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/2026\. augusztus hónap le van zárva/);
    expect(
      (
        await call("PUT", `/api/timeEntry/${entry.entry.id}`, hr, {
          date: "2026-08-03",
          start: "08:00",
          end: "13:00",
        })
      ).statusCode,
    ).toBe(409);
    // Moving an entry out of an open month into the closed one is refused too.
    const open = (
      await post(hr, { employeeId: other, date: "2026-07-01", start: "08:00", end: "12:00" })
    ).json() as TimeEntryResult;
    expect(
      (
        await call("PUT", `/api/timeEntry/${open.entry.id}`, hr, {
          date: "2026-08-05",
          start: "08:00",
          end: "12:00",
        })
      ).statusCode,
    ).toBe(409);
    expect((await call("DELETE", `/api/timeEntry/${entry.entry.id}`, hr)).statusCode).toBe(409);
    const sheet = (await call("GET", `/api/timesheet/${other}?month=2026-08`, hr)).json() as Timesheet;
    expect(sheet.closure?.month).toBe("2026-08");
    expect(sheet.days.every((d) => d.closed)).toBe(true);
    const list = (await call("GET", "/api/timesheet/closure?year=2026", user)).json();
    expect(list.closures.map((c: { month: string }) => c.month)).toContain("2026-08");
    expect((await call("POST", "/api/timesheet/reopen", hr, { month: "2026-08" })).statusCode).toBe(200);
    expect((await call("POST", "/api/timesheet/reopen", hr, { month: "2026-08" })).statusCode).toBe(409);
    expect(
      (await post(hr, { employeeId: other, date: "2026-08-04", start: "08:00", end: "12:00" })).statusCode,
    ).toBe(200);
    const audits = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, demoId), eq(auditLog.target, "month:2026-08"))),
    );
    expect(audits.map((a) => a.action).sort()).toEqual(["timesheet.closed", "timesheet.reopened"]);
  });

  it("the clock starts and stops the caller's own entry; a second start is refused", async () => {
    const state0 = (await call("GET", "/api/timeEntry/clock", user)).json() as ClockState;
    if (state0.running) await call("POST", "/api/timeEntry/clock/stop", user, {});
    const started = await call("POST", "/api/timeEntry/clock/start", user, { note: "Iroda" });
    expect(started.statusCode).toBe(200);
    const running = (started.json() as ClockState).running;
    expect(running).toMatchObject({ end: null, source: "clock", note: "Iroda" });
    expect((await call("POST", "/api/timeEntry/clock/start", user, {})).statusCode).toBe(409);
    const stopped = await call("POST", "/api/timeEntry/clock/stop", user, { breakMinutes: 0 });
    expect(stopped.statusCode).toBe(200);
    expect((stopped.json() as ClockState).running).toBeNull();
    expect((await call("POST", "/api/timeEntry/clock/stop", user, {})).statusCode).toBe(409);
    if (!running) throw new Error("the clock did not start");
    const today = running.date;
    const record = (await call("GET", `/api/timeEntry?from=${today}&to=${today}`, user)).json() as TimeRecord;
    const entry = record.entries.find((e) => e.id === running.id);
    expect(entry?.end).not.toBeNull();
    expect(entry?.corrected).toBe(false);
  });

  it("the month overview: hr sees everyone, a manager their reports and themself", async () => {
    const all = (await call("GET", "/api/timesheet?month=2026-10", hr)).json();
    const ids = all.employees.map((e: { employeeId: number }) => e.employeeId);
    expect(ids).toEqual(expect.arrayContaining([report, other, scheduled, userEmployeeId]));
    const row = all.employees.find((e: { employeeId: number }) => e.employeeId === other);
    expect(row.overtimeMinutes).toBeGreaterThan(0);
    expect(row.warningCount).toBeGreaterThan(0);
    const mine = (await call("GET", "/api/timesheet?month=2026-10", user)).json();
    expect(mine.employees.map((e: { employeeId: number }) => e.employeeId).sort()).toEqual(
      [userEmployeeId, report].sort(),
    );
    expect((await call("GET", "/api/timesheet?month=2026-13", hr)).statusCode).toBe(400);
  });

  it("a closed month's stored figures stand in for its days: the year's overtime is the same", async () => {
    await post(hr, { employeeId: other, date: "2026-07-04", start: "09:00", end: "12:00" }); // Saturday
    const read = async () =>
      ((await call("GET", `/api/timesheet/${other}?month=2026-10`, hr)).json() as Timesheet).yearOvertime
        .usedMinutes;
    const before = await read();
    expect(before).toBeGreaterThanOrEqual(180);
    for (const month of ["2026-07", "2026-09"]) {
      expect((await call("POST", "/api/timesheet/close", hr, { month })).statusCode).toBe(200);
    }
    expect(await read()).toBe(before);
    const stored = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(timesheetMonthTotals)
        .where(and(eq(timesheetMonthTotals.tenantId, demoId), eq(timesheetMonthTotals.employeeId, other))),
    );
    expect(stored.find((r) => r.month === "2026-07-01")?.overtimeMinutes).toBe(
      ((await call("GET", `/api/timesheet/${other}?month=2026-07`, hr)).json() as Timesheet).totals
        .overtimeMinutes,
    );
    for (const month of ["2026-07", "2026-09"]) {
      expect((await call("POST", "/api/timesheet/reopen", hr, { month })).statusCode).toBe(200);
    }
    expect(await read()).toBe(before);
  });

  it("a closed month keeps what payroll got; its sheet and the leave approval say what changed since", async () => {
    const person = await newPerson("Ido Utólagos");
    const june = () => sheetOf(person, "2026-06");
    const pending = (startDate: string, endDate: string) => pendingLeave(person, startDate, endDate);
    await post(hr, {
      employeeId: person,
      date: "2026-06-03",
      start: "08:00",
      end: "16:20",
      breakMinutes: 20,
    });
    expect((await june()).closedFigures).toBeNull(); // an open month stored nothing
    expect((await call("POST", "/api/timesheet/close", hr, { month: "2026-06" })).statusCode).toBe(200);
    const atClose = await june();
    expect(atClose.closedFigures).toEqual({
      scheduledMinutes: atClose.totals.scheduledMinutes,
      workedMinutes: 480,
      overtimeMinutes: 0,
      standbyMinutes: 0,
      leavesSinceClose: [],
      leavesCancelledSinceClose: [],
    });

    // hr approves leave on the worked day after the close: the answer names the closed month …
    const approved = await call(
      "PUT",
      `/api/leave/${await pending("2026-06-03", "2026-06-03")}/approve`,
      hr,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", closedMonths: ["2026-06"] });
    // … the stored figures stay, the live ones move (the day's work is all overtime now, Mt. 107. §)
    const after = await june();
    expect(after.closedFigures).toMatchObject({
      workedMinutes: 480,
      overtimeMinutes: 0,
      leavesSinceClose: [{ startDate: "2026-06-03", endDate: "2026-06-03", label: "Szabadság" }],
    });
    expect(after.totals.overtimeMinutes).toBe(480);
    // leave wholly in an open month names no closed month
    const open = await call("PUT", `/api/leave/${await pending("2026-11-02", "2026-11-02")}/approve`, hr, {});
    expect(open.json().closedMonths).toEqual([]);
    expect((await call("POST", "/api/timesheet/reopen", hr, { month: "2026-06" })).statusCode).toBe(200);
    expect((await june()).closedFigures).toBeNull();
  });

  it("a leave approved at the close and cancelled since shows in the closed month's sheet", async () => {
    const person = await newPerson("Visszavont Vilma");
    const may = () => sheetOf(person, "2026-05");
    const request = (startDate: string, endDate: string, approvalSteps?: string[]) =>
      pendingLeave(person, startDate, endDate, approvalSteps);
    const decide = async (id: number, action: "approve" | "cancel") => {
      const res = await call(
        "PUT",
        `/api/leave/${id}/${action}`,
        hr,
        action === "cancel" ? { reason: "Mégsem" } : {},
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    // approved before the close: one single-step, one of two steps that hr's approval completed
    const cancelledLater = await request("2026-05-11", "2026-05-12");
    const twoSteps = await request("2026-05-14", "2026-05-14", ["manager", "hr"]);
    const kept = await request("2026-05-18", "2026-05-18");
    const pendingAtClose = await request("2026-05-20", "2026-05-20");
    for (const id of [cancelledLater, twoSteps, kept]) await decide(id, "approve");
    expect((await call("POST", "/api/timesheet/close", hr, { month: "2026-05" })).statusCode).toBe(200);
    expect((await may()).closedFigures).toMatchObject({
      leavesSinceClose: [],
      leavesCancelledSinceClose: [],
    });

    // after the close: approved and cancelled again (nothing the close stored changed), never approved
    const both = await request("2026-05-26", "2026-05-26");
    await decide(both, "approve");
    for (const id of [cancelledLater, twoSteps, both, pendingAtClose]) await decide(id, "cancel");
    const after = await may();
    expect(after.closedFigures).toMatchObject({
      leavesSinceClose: [],
      leavesCancelledSinceClose: [
        { startDate: "2026-05-11", endDate: "2026-05-12", label: "Szabadság" },
        { startDate: "2026-05-14", endDate: "2026-05-14", label: "Szabadság" },
      ],
    });
    // the live sheet has no absence on the cancelled days any more
    expect(after.days.find((d) => d.date === "2026-05-11")?.absence).toBeNull();
    expect(after.days.find((d) => d.date === "2026-05-18")?.absence).toMatchObject({ label: "Szabadság" });
    expect((await call("POST", "/api/timesheet/reopen", hr, { month: "2026-05" })).statusCode).toBe(200);
    expect((await may()).closedFigures).toBeNull();
  });

  it("GET /api/timeEntry refuses a reversed or too long range", async () => {
    expect((await call("GET", "/api/timeEntry?from=2026-10-10&to=2026-10-01", user)).statusCode).toBe(400);
    expect((await call("GET", "/api/timeEntry?from=2026-01-01&to=2026-12-31", user)).statusCode).toBe(400);
  });
});
