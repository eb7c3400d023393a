import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import type { LeaveDay, LeaveRequest } from "@office/shared/leave/leave.contract";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";

describe.each(backends)("leave under Hungarian law on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let pm: string;
  let hr: string;
  let userId: number;
  let hrId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [user, pm, hr] = [
      await login(t, "demo", "user"),
      await login(t, "demo", "pm"),
      await login(t, "demo", "hr"),
    ];
    userId = decodeJwt(user).employeeId as number;
    hrId = decodeJwt(hr).employeeId as number;
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const leaveDay = async (token = user, year = 2026) =>
    (await call("GET", `/api/employee/${userId}/leaveDay?year=${year}`, token)).json() as LeaveDay;
  const ask = (payload: object, token = user, id = userId) =>
    call("POST", `/api/employee/${id}/leave`, token, payload);

  it("leaveDay explains the entitlement line by line and balances it (Mt. 116–121. §)", async () => {
    const day = await leaveDay();
    expect(day.problem).toBeNull();
    const codes = day.entitlement.lines.map((l) => l.code);
    expect(codes).toContain("base");
    expect(day.entitlement.lines.find((l) => l.code === "base")?.days).toBe(20);
    expect(codes).toContain("age");
    expect(codes).toContain("children");
    expect(day.entitlement.total).toBe(day.entitlement.lines.reduce((a, l) => a + l.days, 0));
    expect(day.remaining).toBe(day.entitlement.total - day.taken - day.pending);
    expect(day.remaining).toBeGreaterThanOrEqual(10);
    expect((await leaveDay(pm)).employeeId).toBe(userId); // the manager sees it
    expect((await call("GET", `/api/employee/${hrId}/leaveDay`, pm)).statusCode).toBe(403);
  });

  it("a request counts working days with the calendar and notifies the manager and hr", async () => {
    const before = await leaveDay();
    // 2026-12-07..11 Mon–Fri = 5 working days
    const res = await ask({ leaveType: "szabadsag", startDate: "2026-12-07", endDate: "2026-12-11" });
    expect(res.statusCode).toBe(200);
    const req = res.json() as LeaveRequest;
    expect(req).toMatchObject({
      workingDays: 5,
      status: "pending",
      leaveType: "szabadsag",
      employeeName: "Szabó Péter",
    });
    const after = await leaveDay();
    expect(after.pending).toBe(before.pending + 5);
    expect(after.remaining).toBe(before.remaining - 5);
    const pmNotes = notificationListSchema.parse((await call("GET", "/api/notification", pm)).json());
    expect(pmNotes[0]).toMatchObject({ title: "Új távollét kérelem", eventId: req.id });
    expect(pmNotes[0]?.description).toContain("2026. 12. 07. – 2026. 12. 11. (5 munkanap)");
    expect(pmNotes[0]?.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const hrNotes = notificationListSchema.parse((await call("GET", "/api/notification", hr)).json());
    expect(hrNotes.some((n) => n.eventId === req.id)).toBe(true);
    const overlap = await ask({ leaveType: "home_office", startDate: "2026-12-11", endDate: "2026-12-11" });
    expect(overlap.statusCode).toBe(409);
  });

  it("the swapped Saturday of 12 December 2026 is a working day; a weekend has none; half days count 0.5", async () => {
    const saturday = await ask({ leaveType: "home_office", startDate: "2026-12-12", endDate: "2026-12-13" });
    expect(saturday.json().workingDays).toBe(1);
    const weekend = await ask({ leaveType: "szabadsag", startDate: "2026-12-19", endDate: "2026-12-20" });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().message).toBe("A kért időszakban nincs munkanap.");
    const christmas = await ask({ leaveType: "szabadsag", startDate: "2026-12-24", endDate: "2026-12-24" });
    expect(christmas.statusCode).toBe(400);
    const half = await ask({
      leaveType: "szabadsag",
      startDate: "2026-12-14",
      endDate: "2026-12-14",
      halfDay: "morning",
    });
    expect(half.json().workingDays).toBe(0.5);
    const badHalf = await ask({
      leaveType: "szabadsag",
      startDate: "2026-12-15",
      endDate: "2026-12-16",
      halfDay: "morning",
    });
    expect(badHalf.json().fieldErrors.halfDay).toBe("Fél nap csak egynapos kérelemnél választható.");
  });

  it("egyéb munkarend: 24 December 2026 is a working day to take off, the swapped Saturday is not", async () => {
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.execute(
        sql`update employees set work_schedule = 'other' where tenant_id = ${demoId} and id = ${hrId}`,
      ),
    );
    const christmasEve = await ask(
      { leaveType: "szabadsag", startDate: "2026-12-24", endDate: "2026-12-24" },
      hr,
      hrId,
    );
    expect(christmasEve.statusCode).toBe(200);
    expect(christmasEve.json().workingDays).toBe(1);
    const saturday = await ask(
      { leaveType: "home_office", startDate: "2026-12-12", endDate: "2026-12-12" },
      hr,
      hrId,
    );
    expect(saturday.statusCode).toBe(400);
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.execute(
        sql`update employees set work_schedule = 'general' where tenant_id = ${demoId} and id = ${hrId}`,
      ),
    );
  });

  it("refuses more szabadság than remains (pending counted), cross-year and unloaded years", async () => {
    const { remaining } = await leaveDay();
    expect(remaining).toBeLessThan(11);
    // 2026-12-15..31: 11 working days (24 December is a rest day by 10/2025. (IV. 30.) NGM)
    const tooMuch = await ask({ leaveType: "szabadsag", startDate: "2026-12-15", endDate: "2026-12-31" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain(
      `a fennmaradó keret (a függőben lévő kérelmekkel együtt) ${remaining.toLocaleString("hu-HU")} munkanap`,
    );
    expect(
      (await ask({ leaveType: "szabadsag", startDate: "2026-12-30", endDate: "2027-01-04" })).json().message,
    ).toMatch(/nem nyúlhat át/);
    // Issue 22 §4: a year without its swapped working days never blocks: counted provisionally.
    const unloaded = await ask({ leaveType: "szabadsag", startDate: "2030-01-07", endDate: "2030-01-08" });
    expect(unloaded.json()).toMatchObject({ workingDays: 2, provisionalCalendar: true, status: "pending" });
    expect((await call("PUT", `/api/leave/${unloaded.json().id}/cancel`, user)).statusCode).toBe(200);
    expect(
      (await ask({ leaveType: "szabadsag", startDate: "2026-12-01", endDate: "2026-12-01" }, user, hrId))
        .statusCode,
    ).toBe(403);
  });

  it("the manager approves; never the requester; the employee is notified; decided twice → 409", async () => {
    const mine = (
      await call("GET", "/api/leave?scope=mine&start=2026-12-01&end=2026-12-31", user)
    ).json() as LeaveRequest[];
    const target = mine.find((r) => r.startDate === "2026-12-07") as LeaveRequest;
    const inbox = (await call("GET", "/api/leave?scope=approvals", pm)).json() as LeaveRequest[];
    expect(inbox.map((r) => r.id)).toContain(target.id);
    expect((await call("PUT", `/api/leave/${target.id}/approve`, user, {})).statusCode).toBe(403);
    const ok = await call("PUT", `/api/leave/${target.id}/approve`, pm, {});
    expect(ok.json()).toMatchObject({ status: "approved", decidedByName: "Kiss Gábor" });
    const notes = notificationListSchema.parse((await call("GET", "/api/notification", user)).json());
    expect(notes[0]).toMatchObject({ title: "Távollét kérelem jóváhagyva", eventId: target.id });
    // Issue 19 §3: the decision names the days in Hungarian, no ISO date.
    expect(notes[0]?.description).toContain("Szabadság: 2026. 12. 07. – 2026. 12. 11. (5 munkanap)");
    expect((await call("PUT", `/api/leave/${target.id}/approve`, hr, {})).statusCode).toBe(409);
    const day = await leaveDay();
    expect(day.taken).toBeGreaterThanOrEqual(5);
  });

  it("rejecting needs a reason; the employee may cancel a pending request", async () => {
    const half = (
      (
        await call("GET", "/api/leave?scope=mine&start=2026-12-14&end=2026-12-14", user)
      ).json() as LeaveRequest[]
    )[0] as LeaveRequest;
    expect((await call("PUT", `/api/leave/${half.id}/reject`, hr, {})).statusCode).toBe(400);
    const rejected = await call("PUT", `/api/leave/${half.id}/reject`, hr, { note: "Leltár napja." });
    expect(rejected.json()).toMatchObject({ status: "rejected", decisionNote: "Leltár napja." });
    const ho = (
      (
        await call("GET", "/api/leave?scope=mine&start=2026-12-12&end=2026-12-12", user)
      ).json() as LeaveRequest[]
    )[0] as LeaveRequest;
    expect((await call("PUT", `/api/leave/${ho.id}/cancel`, user)).json().status).toBe("cancelled");
    expect((await call("PUT", `/api/leave/${ho.id}/cancel`, user)).statusCode).toBe(409);
  });

  it("the team calendar hides the type of other people's sick leave", async () => {
    const team = (
      await call("GET", "/api/leave?scope=team&start=2025-01-01&end=2025-12-31", user)
    ).json() as LeaveRequest[];
    expect(team.length).toBeGreaterThan(100);
    const others = team.filter((r) => r.employeeId !== userId);
    expect(others.some((r) => r.leaveType === null)).toBe(true);
    expect(others.every((r) => r.leaveType !== "betegszabadsag")).toBe(true);
    const hrView = (
      await call("GET", "/api/leave?scope=team&start=2025-01-01&end=2025-12-31", hr)
    ).json() as LeaveRequest[];
    expect(hrView.some((r) => r.leaveType === "betegszabadsag")).toBe(true);
  });

  it("hr adjusts the allowance with a reason; the history records it", async () => {
    const before = await leaveDay(hr);
    expect(
      (
        await call("PUT", `/api/employee/${userId}/leaveDay`, hr, {
          year: 2026,
          adjustmentDays: 2,
          carryOverDays: before.carryOverDays,
        })
      ).statusCode,
    ).toBe(400);
    const res = await call("PUT", `/api/employee/${userId}/leaveDay`, hr, {
      year: 2026,
      adjustmentDays: 2,
      adjustmentReason: "Kollektív szerződés",
      carryOverDays: before.carryOverDays,
    });
    expect(res.statusCode).toBe(200);
    const day = res.json() as LeaveDay;
    expect(day.entitlement.lines.find((l) => l.code === "adjustment")).toMatchObject({
      label: "HR korrekció: Kollektív szerződés",
      days: 2,
    });
    expect(day.entitlement.total).toBe(before.entitlement.total + 2);
    const history = (await call("GET", `/api/employee/${userId}/history`, hr)).json().history as {
      area: string;
      newValue: string;
    }[];
    expect(history.some((h) => h.area === "leaveAllowance" && h.newValue === "2026: 2")).toBe(true);
    expect(
      (
        await call("PUT", `/api/employee/${userId}/leaveDay`, user, {
          year: 2026,
          adjustmentDays: 9,
          adjustmentReason: "x",
          carryOverDays: 0,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("the ICS feed lists approved absences as all-day events behind a signed address", async () => {
    const { url } = (await call("GET", "/api/leave/icsLink", user)).json() as { url: string };
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: "GET", url: path, headers: host("demo") });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/text\/calendar/);
    expect(feed.body).toContain("BEGIN:VCALENDAR");
    expect(feed.body).toContain("DTSTART;VALUE=DATE:20261207");
    expect(feed.body).toContain("DTEND;VALUE=DATE:20261212");
    const forged = path.replace(/\/[^/]+\.ics$/, "/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics");
    expect((await t.app.inject({ method: "GET", url: forged, headers: host("demo") })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: path, headers: host("beta") })).statusCode).toBe(404);
  });

  it("leaveReport gives hr a balance row per employee employed in the year", async () => {
    const res = await call("GET", "/api/leaveReport?year=2026", hr);
    const rows = res.json().rows as {
      employeeId: number;
      remaining: number;
      entitlement: number;
      taken: number;
      pending: number;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(77);
    for (const r of rows) expect(r.remaining).toBe(r.entitlement - r.taken - r.pending);
    expect((await call("GET", "/api/leaveReport?year=2026", user)).statusCode).toBe(403);
  });

  it("wages: employeeWages2 reads and sets them; hr without it gets 403 and no wage history", async () => {
    const admin = await login(t, "demo", "admin");
    const wages = (await call("GET", `/api/employee/${userId}/wages`, admin)).json();
    expect(wages.current.monthlyGross).toBeGreaterThan(0);
    expect((await call("GET", `/api/employee/${userId}/wages`, hr)).statusCode).toBe(403);
    const set = await call("PUT", `/api/employee/${userId}/wages`, admin, {
      effectiveFrom: "2026-12-01",
      monthlyGross: 1_234_000,
      note: "Előléptetés",
    });
    expect(set.json().wages[0]).toMatchObject({ effectiveFrom: "2026-12-01", monthlyGross: 1_234_000 });
    expect(
      (
        await call("PUT", `/api/employee/${userId}/wages`, admin, {
          effectiveFrom: "2026-12-01",
          monthlyGross: -5,
        })
      ).statusCode,
    ).toBe(400);
    const adminHistory = (await call("GET", `/api/employee/${userId}/history`, admin)).json().history as {
      area: string;
    }[];
    expect(adminHistory.some((h) => h.area === "wage")).toBe(true);
    const hrHistory = (await call("GET", `/api/employee/${userId}/history`, hr)).json().history as {
      area: string;
    }[];
    expect(hrHistory.some((h) => h.area === "wage")).toBe(false);
  });
});
