import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { and, eq } from "drizzle-orm";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { addDays } from "@office/shared/hu/iso-date";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import { hashPassword } from "../../platform/passwords.ts";
import { authed, backends, createTestApp, login, multipart, type TestApp } from "../../test/harness.ts";
import { users } from "../auth/auth.table.ts";
import { employees } from "../employees/employees.table.ts";
import { remindAndEscalate, workingDaysWaited } from "./leave-reminders.job.ts";
import { leaveRequests } from "./leave.table.ts";

/** Issue 22 §1–2: absence types, approval steps with stand-ins, returns, cancellation requests. */
describe.each(backends)("absence types and approvals on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let pm: string;
  let hr: string;
  let deputy: string;
  let userId: number;
  let pmId: number;
  let deputyId: number;
  const today = budapestDate(Date.now());

  beforeAll(async () => {
    t = await createTestApp(backend);
    [user, pm, hr] = [
      await login(t, "demo", "user"),
      await login(t, "demo", "pm"),
      await login(t, "demo", "hr"),
    ];
    userId = decodeJwt(user).employeeId as number;
    pmId = decodeJwt(pm).employeeId as number;
    // A colleague of the user's manager, with an account but no hr role: the manager's stand-in.
    deputyId = await t.platform.database.withTenant(1, async (tx) => {
      const active = await tx
        .select({ id: employees.id, department: employees.department })
        .from(employees)
        .where(and(eq(employees.tenantId, 1), eq(employees.active, true)));
      const others = active.filter((e) => e.id !== pmId && e.id !== userId);
      const id = (others.find((e) => e.department === "Projektiroda") ?? others[0])?.id as number;
      await tx.insert(users).values({
        tenantId: 1,
        username: "helyettes",
        passwordHash: await hashPassword("helyettes-jelszo-1"),
        employeeId: id,
        roles: [],
      });
      return id;
    });
    deputy = await login(t, "demo", "helyettes", "helyettes-jelszo-1");
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const ask = (payload: object, token = user, id = userId) =>
    call("POST", `/api/employee/${id}/leave`, token, payload);
  const upload = (data: Buffer) => {
    const body = multipart("file", "igazolas.pdf", data, "application/pdf");
    return { payload: body.payload, headers: { ...authed("demo", user), ...body.headers } };
  };
  const types = async (token = hr) => (await call("GET", "/api/absenceType", token)).json() as AbsenceType[];
  /** A Monday–Friday week of `year` after `from` free of the user's open requests. */
  async function freeWeek(from: string): Promise<{ startDate: string; endDate: string }> {
    const mine = (
      await call("GET", `/api/leave?scope=mine&start=${from}&end=${from.slice(0, 4)}-12-31`, user)
    ).json() as LeaveRequest[];
    let monday = from;
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    for (; ; monday = addDays(monday, 7)) {
      const friday = addDays(monday, 4);
      if (
        !mine.some(
          (r) =>
            ["pending", "approved", "returned"].includes(r.status) &&
            r.startDate <= friday &&
            r.endDate >= monday,
        )
      )
        return { startDate: monday, endDate: friday };
    }
  }

  it("every tenant has the statutory types, each citing its paragraph; employees see the active ones", async () => {
    const all = await types();
    const codes = all.map((x) => x.code);
    for (const code of [
      "szabadsag",
      "betegszabadsag",
      "tappenz",
      "szulesi",
      "apasagi",
      "szuloi",
      "fizetes_nelkuli",
      "hozzatartozo_halala",
      "veradas",
      "orvosi_vizsgalat",
      "home_office",
    ])
      expect(codes).toContain(code);
    for (const x of all.filter((a) => a.statutory && a.code !== "home_office"))
      expect(x.description).toMatch(/Mt\. \d+/);
    expect(all.find((x) => x.code === "szabadsag")).toMatchObject({
      countsAgainstEntitlement: true,
      inUse: true,
    });
    expect(all.find((x) => x.code === "betegszabadsag")).toMatchObject({
      yearlyLimitDays: 15,
      visibleToColleaguesAs: "Távol",
    });
    expect((await types(user)).every((x) => x.active && !x.inUse)).toBe(true);
  });

  it("hr adds, changes and removes a type; a type in use is deactivated, never deleted", async () => {
    const input = {
      code: "kepzes",
      name: "Tanulmányi szabadság",
      description: "Tanulmányi szerződés alapján (Mt. 229. §).",
      paid: true,
      countsAgainstEntitlement: false,
      requiresCertificate: false,
      yearlyLimitDays: 3,
      unit: "day",
      attendanceCode: "other",
      approval: "hr",
      visibleToColleaguesAs: "Tanulmányi szabadság",
      active: true,
    };
    expect((await call("POST", "/api/absenceType", user, input)).statusCode).toBe(403);
    expect((await call("POST", "/api/absenceType", hr, { ...input, code: "Rossz Kód" })).statusCode).toBe(
      400,
    );
    const created = await call("POST", "/api/absenceType", hr, input);
    expect(created.statusCode).toBe(200);
    const type = created.json() as AbsenceType;
    expect(type).toMatchObject({ code: "kepzes", statutory: false, inUse: false });
    expect((await call("POST", "/api/absenceType", hr, input)).statusCode).toBe(409);
    expect((await call("POST", "/api/absenceType", hr, { ...input, code: "szabadsag" })).statusCode).toBe(
      409,
    );
    const szabadsag = (await types()).find((x) => x.code === "szabadsag") as AbsenceType;
    expect(
      (await call("PUT", `/api/absenceType/${szabadsag.id}`, hr, { ...szabadsag, code: "szab" })).statusCode,
    ).toBe(400);
    // The employee requests it; the request goes straight to hr (approval: hr).
    const week = await freeWeek("2026-12-01");
    const req = await ask({ leaveType: "kepzes", startDate: week.startDate, endDate: week.startDate });
    expect(req.json()).toMatchObject({
      typeName: "Tanulmányi szabadság",
      status: "pending",
      steps: [{ kind: "hr", state: "current" }],
    });
    expect((await call("PUT", `/api/leave/${req.json().id}/approve`, pm, {})).statusCode).toBe(403);
    const tooMany = await ask({
      leaveType: "kepzes",
      startDate: addDays(week.startDate, 1),
      endDate: week.endDate,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/évente legfeljebb 3 munkanap/);
    expect((await call("DELETE", `/api/absenceType/${type.id}`, hr)).json()).toMatchObject({
      outcome: "deactivated",
    });
    const again = await ask({ leaveType: "kepzes", startDate: week.endDate, endDate: week.endDate });
    expect(again.statusCode).toBe(400);
    const unused = (
      await call("POST", "/api/absenceType", hr, { ...input, code: "ideiglenes" })
    ).json() as AbsenceType;
    expect((await call("DELETE", `/api/absenceType/${unused.id}`, hr)).json()).toMatchObject({
      outcome: "deleted",
      type: null,
    });
    expect((await call("PUT", `/api/leave/${req.json().id}/cancel`, user)).statusCode).toBe(200);
  });

  it("units: hours for véradás, whole days for sick leave, 15 days of betegszabadság (Mt. 126. §)", async () => {
    const week = await freeWeek("2026-12-01");
    expect(
      (await ask({ leaveType: "veradas", startDate: week.startDate, endDate: week.startDate })).statusCode,
    ).toBe(400);
    const blood = await ask({
      leaveType: "veradas",
      startDate: week.startDate,
      endDate: week.startDate,
      hours: 4,
    });
    expect(blood.json()).toMatchObject({ hours: 4, workingDays: 0, unit: "hour", certificateRequired: true });
    const half = await ask({
      leaveType: "betegszabadsag",
      startDate: week.endDate,
      endDate: week.endDate,
      halfDay: "morning",
    });
    expect(half.statusCode).toBe(400);
    const long = await ask({ leaveType: "betegszabadsag", startDate: "2027-02-01", endDate: "2027-02-26" });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Mt\. 126\. § \(1\)/);
    // A colleague sees the absence, not its health-data type.
    const team = (
      await call("GET", `/api/leave?scope=team&start=${week.startDate}&end=${week.startDate}`, pm)
    ).json() as LeaveRequest[];
    const seenByManager = team.find((r) => r.id === blood.json().id);
    expect(seenByManager?.leaveType).toBe("veradas");
    const colleague = (
      await call("GET", `/api/leave?scope=team&start=${week.startDate}&end=${week.startDate}`, deputy)
    ).json() as LeaveRequest[];
    expect(colleague.find((r) => r.id === blood.json().id)).toMatchObject({
      leaveType: null,
      typeName: "Távol",
      note: null,
      steps: [],
    });
    // The certificate: the employee uploads a PDF; hr reads it, the manager may not.
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const up = await t.app.inject({
      method: "PUT",
      url: `/api/leave/${blood.json().id}/certificate`,
      ...upload(pdf),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().certificate).toMatchObject({ fileName: "igazolas.pdf" });
    expect((await call("GET", `/api/leave/${blood.json().id}/certificate`, hr)).body).toContain("%PDF-1.4");
    expect((await call("GET", `/api/leave/${blood.json().id}/certificate`, pm)).statusCode).toBe(403);
    const text = await t.app.inject({
      method: "PUT",
      url: `/api/leave/${blood.json().id}/certificate`,
      ...upload(Buffer.from("<html>nem pdf</html>")),
    });
    expect(text.statusCode).toBe(400);
    expect((await call("PUT", `/api/leave/${blood.json().id}/cancel`, user)).statusCode).toBe(200);
  });

  it("two steps with a stand-in: the manager is away, the deputy decides step 1, hr step 2", async () => {
    // The manager is on approved leave today and names a stand-in.
    const away = await ask(
      { leaveType: "fizetes_nelkuli", startDate: today, endDate: addDays(today, 6) },
      hr,
      pmId,
    );
    expect(away.statusCode).toBe(200);
    expect((await call("PUT", `/api/leave/${away.json().id}/approve`, hr, {})).json().status).toBe(
      "approved",
    );
    expect((await call("PUT", `/api/employee/${pmId}/deputy`, user, { deputyId })).statusCode).toBe(403);
    expect((await call("PUT", `/api/employee/${pmId}/deputy`, pm, { deputyId: pmId })).statusCode).toBe(400);
    expect((await call("PUT", `/api/employee/${pmId}/deputy`, pm, { deputyId })).json()).toMatchObject({
      deputyId,
    });
    const week = await freeWeek("2026-12-01");
    const req = (await ask({ leaveType: "szuloi", ...week })).json() as LeaveRequest;
    expect(req.steps.map((s) => [s.kind, s.state])).toEqual([
      ["manager", "current"],
      ["hr", "waiting"],
    ]);
    const inbox = (await call("GET", "/api/leave?scope=approvals", deputy)).json() as LeaveRequest[];
    const seen = inbox.find((r) => r.id === req.id);
    expect(seen).toMatchObject({ canDecide: true, currentStep: 0, typeName: "Szülői szabadság" });
    const notes = notificationListSchema.parse((await call("GET", "/api/notification", deputy)).json());
    expect(notes.some((n) => n.eventId === req.id)).toBe(true);
    const context = (await call("GET", `/api/leave/${req.id}/decisionContext`, deputy)).json();
    expect(Array.isArray(context.teamAbsences)).toBe(true);
    expect((await call("PUT", `/api/leave/${req.id}/approve`, user, { step: 0 })).statusCode).toBe(403);
    const first = await call("PUT", `/api/leave/${req.id}/approve`, deputy, { step: 0 });
    expect(first.json()).toMatchObject({ status: "pending", currentStep: 1 });
    expect((await call("PUT", `/api/leave/${req.id}/approve`, deputy, { step: 0 })).statusCode).toBe(409);
    expect((await call("PUT", `/api/leave/${req.id}/approve`, hr, { step: 0 })).statusCode).toBe(409);
    const second = await call("PUT", `/api/leave/${req.id}/approve`, hr, { step: 1 });
    expect(second.json()).toMatchObject({ status: "approved", decidedByName: "Tóth Eszter" });
    expect(second.json().steps.map((s: { state: string }) => s.state)).toEqual(["done", "done"]);
    const history = (await call("GET", `/api/leave/${req.id}/history`, user)).json() as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(["requested", "approved", "approved"]);
    // The employee asks to cancel it: it stays approved until the approver accepts.
    const asked = await call("PUT", `/api/leave/${req.id}/cancel`, user, { reason: "Mégsem kell." });
    expect(asked.json()).toMatchObject({ status: "approved", cancellationRequested: true });
    expect((await call("PUT", `/api/leave/${req.id}/cancel`, user, {})).statusCode).toBe(409);
    expect(
      (await call("GET", "/api/leave?scope=approvals", deputy)).json().map((r: LeaveRequest) => r.id),
    ).toContain(req.id);
    const accepted = await call("PUT", `/api/leave/${req.id}/cancellation/approve`, deputy, {});
    expect(accepted.json()).toMatchObject({ status: "cancelled" });
    // Cleanup: the manager is back.
    expect(
      (await call("PUT", `/api/leave/${away.json().id}/cancel`, hr, { reason: "Teszt vége." })).json().status,
    ).toBe("cancelled");
  });

  it("send back for a change, resubmit, then approve; hr cancels approved leave directly", async () => {
    const week = await freeWeek("2026-12-01");
    const req = (
      await ask({ leaveType: "home_office", startDate: week.startDate, endDate: week.startDate })
    ).json() as LeaveRequest;
    expect((await call("PUT", `/api/leave/${req.id}/return`, pm, {})).statusCode).toBe(400);
    const back = await call("PUT", `/api/leave/${req.id}/return`, pm, { note: "Inkább szerdán." });
    expect(back.json()).toMatchObject({ status: "returned", decisionNote: "Inkább szerdán." });
    const wednesday = addDays(week.startDate, 2);
    const again = await call("PUT", `/api/leave/${req.id}`, user, {
      leaveType: "home_office",
      startDate: wednesday,
      endDate: wednesday,
    });
    expect(again.json()).toMatchObject({ status: "pending", startDate: wednesday, currentStep: 0 });
    expect((await call("PUT", `/api/leave/${req.id}/approve`, pm, {})).json().status).toBe("approved");
    expect(
      (
        await call("PUT", `/api/leave/${req.id}`, user, {
          leaveType: "home_office",
          startDate: wednesday,
          endDate: wednesday,
        })
      ).statusCode,
    ).toBe(409);
    const cancelled = await call("PUT", `/api/leave/${req.id}/cancel`, hr, {
      reason: "Irodai jelenlét kell.",
    });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      cancellationReason: "Irodai jelenlét kell.",
    });
  });

  it("a step waiting more than 3 working days reminds its approver, then goes one level up", async () => {
    expect(workingDaysWaited("2026-11-23", "2026-11-26")).toBe(3);
    expect(workingDaysWaited("2026-11-20", "2026-11-26")).toBe(4);
    const week = await freeWeek("2026-12-01");
    const req = (
      await ask({ leaveType: "home_office", startDate: week.endDate, endDate: week.endDate })
    ).json() as LeaveRequest;
    const since = Date.now();
    const later = since + 7 * 86_400_000;
    expect(await remindAndEscalate(t.platform.database, since)).toMatchObject({ escalated: 0 });
    const first = await remindAndEscalate(t.platform.database, later);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await remindAndEscalate(t.platform.database, later)).reminded).toBe(0); // once
    const pmNotes = notificationListSchema.parse((await call("GET", "/api/notification", pm)).json());
    expect(pmNotes.filter((n) => n.eventId === req.id).map((n) => n.title)).toContain(
      "Emlékeztető: távollét kérelem vár a döntésedre",
    );
    const escalated = await remindAndEscalate(t.platform.database, later + 7 * 86_400_000);
    expect(escalated.escalated).toBeGreaterThanOrEqual(1);
    const row = await t.platform.database.withTenant(
      1,
      async (tx) =>
        (
          await tx
            .select()
            .from(leaveRequests)
            .where(and(eq(leaveRequests.tenantId, 1), eq(leaveRequests.id, req.id)))
        )[0],
    );
    expect(row?.approverEmployeeId).not.toBeNull();
    expect(row?.approverEmployeeId).not.toBe(pmId);
    const history = (await call("GET", `/api/leave/${req.id}/history`, user)).json() as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(["requested", "reminded", "escalated"]);
    // The pm (the employee's own manager) may still decide it.
    expect((await call("PUT", `/api/leave/${req.id}/approve`, pm, {})).json().status).toBe("approved");
  });
});
