import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import type { AttendanceMonth, AttendanceRow } from "@office/shared/attendance/attendance.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { auditLog } from "../audit/audit.table.ts";
import { employees } from "../employees/employees.table.ts";
import { leaveRequests } from "../leave/leave.table.ts";

describe.each(backends)("attendance sheet on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let userEmployeeId: number;
  let betaEmployeeId: number;
  let demoId: number;
  let leaverId: number;
  let joinerId: number;
  let workerId: number;

  const tenantId = async (slug: string) => {
    const tenant = await t.platform.tenants.findBySlug(slug);
    if (!tenant) throw new Error(`no tenant ${slug}`);
    return tenant.id;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
    betaEmployeeId = decodeJwt(await login(t, "beta", "user")).employeeId as number;
    demoId = await tenantId("demo");
    await t.platform.database.withTenant(demoId, async (tx) => {
      const [leaver, joiner, worker] = await tx
        .insert(employees)
        .values([
          {
            tenantId: demoId,
            name: "Aaa Távozott",
            employmentStart: "2020-01-01",
            employmentEnd: "2025-12-31",
          },
          { tenantId: demoId, name: "Aaa Belépő", employmentStart: "2026-01-15", department: "Fejlesztés" },
          { tenantId: demoId, name: "Aaa Dolgozó", employmentStart: "2020-03-01", department: "Teszt" },
        ])
        .returning({ id: employees.id });
      if (!leaver || !joiner || !worker) throw new Error("insert failed");
      leaverId = leaver.id;
      joinerId = joiner.id;
      workerId = worker.id;
      const leave = (values: Partial<typeof leaveRequests.$inferInsert>) => ({
        tenantId: demoId,
        employeeId: workerId,
        leaveType: "szabadsag",
        startDate: "2026-01-12",
        endDate: "2026-01-14",
        workingDays: 3,
        status: "approved",
        ...values,
      });
      await tx.insert(leaveRequests).values([
        leave({}),
        leave({ startDate: "2026-01-20", endDate: "2026-01-20", workingDays: 1, status: "pending" }),
        leave({
          leaveType: "betegszabadsag",
          startDate: "2026-01-21",
          endDate: "2026-01-21",
          workingDays: 0.5,
          halfDay: "morning",
        }),
      ]);
    });
  });
  afterAll(async () => t?.close());

  const getMonth = (token: string, year: number | string, month: number | string) =>
    t.app.inject({
      method: "GET",
      url: `/api/attendance?year=${year}&month=${month}`,
      headers: authed("demo", token),
    });
  const put = (token: string, payload: object, tenant = "demo") =>
    t.app.inject({ method: "PUT", url: "/api/attendance", headers: authed(tenant, token), payload });
  const rowOf = (body: AttendanceMonth, id: number): AttendanceRow => {
    const row = body.employees.find((e) => e.employeeId === id);
    if (!row) throw new Error(`no row for ${id}`);
    return row;
  };

  it("an employee on egyéb munkarend works by Monday–Friday: no decree rest day, no swapped Saturday", async () => {
    const shiftWorker = await t.platform.database.withTenant(demoId, async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          tenantId: demoId,
          name: "Aaa Műszakos",
          employmentStart: "2020-01-01",
          workSchedule: "other",
        })
        .returning({ id: employees.id });
      if (!row) throw new Error("insert failed");
      return row.id;
    });
    const body = (await getMonth(hr, 2026, 1)).json() as AttendanceMonth;
    const cells = rowOf(body, shiftWorker).cells;
    expect(cells[1]).toMatchObject({ code: "present", source: "default" }); // Jan 2: decree rest day
    expect(cells[9]).toMatchObject({ code: null }); // Jan 10: swapped Saturday
    expect(cells[0]).toMatchObject({ code: null }); // Jan 1: public holiday for everyone
    expect(rowOf(body, workerId).cells[1]).toMatchObject({ code: null });
    expect(rowOf(body, shiftWorker).totals.workingDays).toBe(body.workingDays);
    expect(
      (await put(hr, { employeeId: shiftWorker, day: "2026-01-02", code: "homeOffice" })).statusCode,
    ).toBe(200);
    const saturday = await put(hr, { employeeId: shiftWorker, day: "2026-01-10", code: "present" });
    expect(saturday.statusCode).toBe(400);
  });

  it("GET on 25 November counts 2–25 November as present, not the days still to come (issue 19 §3)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:00:00Z"));
    try {
      const body = (await getMonth(hr, 2026, 11)).json() as AttendanceMonth;
      const row = rowOf(body, workerId);
      // November 2026: 21 working days (168 hours); 18 of them up to the 25th.
      expect(body.workingDays).toBe(21);
      expect(row.totals).toMatchObject({ workingDays: 21, present: 18 });
      const day = (date: string) => row.cells[body.days.findIndex((d) => d.date === date)];
      expect(day("2026-11-25")).toMatchObject({ code: "present", source: "default" });
      expect(day("2026-11-26")).toMatchObject({ code: null, source: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it("GET marks holidays, decree rest days and swapped working days of 2026", async () => {
    const res = await getMonth(hr, 2026, 1);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AttendanceMonth;
    expect(body.days).toHaveLength(31);
    expect(body.days[0]).toMatchObject({ date: "2026-01-01", day: 1, kind: "holiday", name: "Újév" });
    expect(body.days[1]).toMatchObject({ date: "2026-01-02", kind: "restDay", isWorkingDay: false });
    expect(body.days[2]).toMatchObject({ date: "2026-01-03", kind: "weekend", weekday: 6, name: null });
    expect(body.days[9]).toMatchObject({ date: "2026-01-10", kind: "swappedWorkday", isWorkingDay: true });
    expect(body.workingDays).toBe(21);
  });

  it("GET: hr sees everyone employed in the month, filled from approved leave, with totals", async () => {
    const body = (await getMonth(hr, 2026, 1)).json() as AttendanceMonth;
    const ids = body.employees.map((e) => e.employeeId);
    expect(ids).toContain(joinerId);
    expect(ids).not.toContain(leaverId);
    const all = await t.platform.database.withTenant(demoId, (tx) => tx.select().from(employees));
    const employedInJanuary = all.filter(
      (e) =>
        (e.employmentStart ?? "") <= "2026-01-31" &&
        (e.employmentEnd ?? "9999") >= "2026-01-01" &&
        (e.active || e.employmentEnd !== null),
    );
    expect(body.employees).toHaveLength(employedInJanuary.length);
    expect(employedInJanuary.length).toBeGreaterThan(50);

    const me = rowOf(body, workerId);
    expect(me.cells[0]).toEqual({ code: null, source: null, halfDay: false, note: null });
    expect(me.cells[9]).toMatchObject({ code: "present", source: "default" });
    expect(me.cells[11]).toMatchObject({ code: "leave", source: "leave" });
    expect(me.cells[13]).toMatchObject({ code: "leave", source: "leave" });
    expect(me.cells[19]).toMatchObject({ code: "present", source: "default" }); // pending request
    expect(me.cells[20]).toMatchObject({ code: "sick", source: "leave", halfDay: true });

    const joiner = rowOf(body, joinerId);
    expect(joiner.cells[13]).toMatchObject({ code: null }); // 14th: not yet employed
    expect(joiner.cells[14]).toMatchObject({ code: "present" });
    expect(joiner.totals.workingDays).toBe(12);
  });

  it("GET: any other user sees only their own row", async () => {
    const body = (await getMonth(user, 2026, 1)).json() as AttendanceMonth;
    expect(body.employees.map((e) => e.employeeId)).toEqual([userEmployeeId]);
  });

  it("PUT (hr) overrides a derived cell, is audited, and null clears it back", async () => {
    const res = await put(hr, {
      employeeId: workerId,
      day: "2026-01-13",
      code: "homeOffice",
      note: "otthonról",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      employeeId: workerId,
      day: "2026-01-13",
      code: "homeOffice",
      source: "manual",
      halfDay: false,
      note: "otthonról",
    });
    const me = rowOf((await getMonth(hr, 2026, 1)).json(), workerId);
    expect(me.cells[12]).toMatchObject({ code: "homeOffice", source: "manual" });
    expect(me.totals).toEqual({
      workingDays: 21,
      present: 17.5,
      homeOffice: 1,
      leave: 2,
      sick: 0.5,
      sickPay: 0,
      maternity: 0,
      exemption: 0,
      unpaid: 0,
      paternity: 0,
      parental: 0,
      other: 0,
    });
    const audit = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "attendance.updated"), eq(auditLog.target, `employee:${workerId}`))),
    );
    expect(audit.at(-1)?.details).toEqual({ day: "2026-01-13", from: null, to: "homeOffice" });

    const cleared = await put(hr, { employeeId: workerId, day: "2026-01-13", code: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ code: "leave", source: "leave" });
  });

  it("PUT on a swapped Saturday is fine; weekends, holidays and days outside employment are refused", async () => {
    expect((await put(hr, { employeeId: workerId, day: "2026-01-10", code: "other" })).statusCode).toBe(200);
    for (const day of ["2026-01-03", "2026-01-01", "2026-01-02"]) {
      const res = await put(hr, { employeeId: workerId, day, code: "present" });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().message).toBe(
        "Hétvégére, munkaszüneti napra vagy pihenőnapra nem írható jelenléti kód.",
      );
    }
    const before = await put(hr, { employeeId: joinerId, day: "2026-01-14", code: "present" });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe("A munkatárs ezen a napon nem állt munkaviszonyban.");
    const unknownCode = await put(hr, { employeeId: workerId, day: "2026-01-14", code: "X" });
    expect(unknownCode.statusCode).toBe(400);
  });

  it("PUT: a plain user → 403, another tenant's employee → 404", async () => {
    const res = await put(user, { employeeId: userEmployeeId, day: "2026-01-14", code: "present" });
    expect(res.statusCode).toBe(403);
    const foreign = await put(hr, { employeeId: betaEmployeeId, day: "2026-01-14", code: "present" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "A munkatárs nem található." });
  });

  it("bulk PUT saves all cells in one transaction, or none", async () => {
    const bulk = (cells: object[]) =>
      t.app.inject({
        method: "PUT",
        url: "/api/attendance/bulk",
        headers: authed("demo", hr),
        payload: { cells },
      });
    const ok = await bulk([
      { employeeId: joinerId, day: "2026-02-02", code: "sick" },
      { employeeId: joinerId, day: "2026-02-03", code: "unpaid" },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cells.map((c: { code: string }) => c.code)).toEqual(["sick", "unpaid"]);
    const bad = await bulk([
      { employeeId: joinerId, day: "2026-02-04", code: "sick" },
      { employeeId: joinerId, day: "2026-02-07", code: "sick" },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^2\. cella: /);
    const feb = rowOf((await getMonth(hr, 2026, 2)).json(), joinerId);
    expect(feb.cells.slice(1, 4).map((c) => c.code)).toEqual(["sick", "unpaid", "present"]);
    expect((await bulk([])).statusCode).toBe(400);
  });

  it("validation: a past year without a loaded calendar and a bad month → 400 in Hungarian; a future one is provisional", async () => {
    // Issue 22 §4: next year never blocks: counted from the holidays of Mt. 102. § (1) and the weekends.
    const future = await getMonth(hr, 2030, 1);
    expect(future.statusCode).toBe(200);
    expect(future.json().days[0]).toMatchObject({ date: "2030-01-01", isWorkingDay: false });
    expect(future.json().workingDays).toBe(22);
    expect((await getMonth(hr, 2026, 13)).statusCode).toBe(400);
    expect((await getMonth(hr, "x", 1)).statusCode).toBe(400);
    const put2019 = await put(hr, { employeeId: userEmployeeId, day: "2019-05-06", code: "present" });
    expect(put2019.statusCode).toBe(400);
    expect(put2019.json().message).toMatch(/2019\. év munkarendje/);
  });
});
