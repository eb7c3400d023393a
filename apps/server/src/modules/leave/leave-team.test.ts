import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeJwt } from "jose";
import { isWorkingDay } from "@office/shared/hu/calendar";
import { addDays } from "@office/shared/hu/iso-date";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { monthRange } from "./leave-list.service.ts";

describe("monthRange", () => {
  it("ends on the real last day of the month (28–31, leap years included)", () => {
    expect(monthRange("2026-02-10")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(monthRange("2024-02-29")).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(monthRange("2026-04-30")).toEqual({ start: "2026-04-01", end: "2026-04-30" });
    expect(monthRange("2026-11-01")).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(monthRange("2026-12-31")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });
});

describe.each(backends)("the team leave calendar on %s", (backend) => {
  let t: TestApp;
  const tokens: Record<"admin" | "hr" | "pm" | "user", string> = { admin: "", hr: "", pm: "", user: "" };
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const name of ["admin", "hr", "pm", "user"] as const) tokens[name] = await login(t, "demo", name);
  });
  afterAll(async () => t?.close());
  afterEach(() => void vi.useRealTimers());

  const get = (url: string, token: string) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });
  const employeeIdOf = (token: string) => decodeJwt(token).employeeId as number;

  /** A 2026 working day on which the caller has no pending or approved leave. */
  async function freeDay(token: string): Promise<string> {
    const mine = (
      await get("/api/leave?scope=mine&start=2026-01-01&end=2026-12-31", token)
    ).json() as LeaveRequest[];
    const busy = mine.filter((r) => r.status === "pending" || r.status === "approved");
    for (let day = "2026-01-05"; day <= "2026-12-31"; day = addDays(day, 1)) {
      if (isWorkingDay(day) && !busy.some((r) => r.startDate <= day && r.endDate >= day)) return day;
    }
    throw new Error("no free day in 2026");
  }

  /** The caller's home-office request on a free day, with a note. */
  async function requestWithNote(token: string, note: string): Promise<LeaveRequest> {
    const day = await freeDay(token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/employee/${employeeIdOf(token)}/leave`,
      headers: authed("demo", token),
      payload: { leaveType: "home_office", startDate: day, endDate: day, note },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as LeaveRequest;
  }

  /** The entry `id` as `token` sees it in `GET /api/leave?scope=team` on its day. */
  async function teamEntry(token: string, request: LeaveRequest): Promise<LeaveRequest | undefined> {
    const url = `/api/leave?scope=team&start=${request.startDate}&end=${request.endDate}`;
    const res = await get(url, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as LeaveRequest[]).find((r) => r.id === request.id);
  }

  it("notes go to the requester, their manager, hr and companyAdmin; colleagues get the entry without them", async () => {
    const userId = employeeIdOf(tokens.user);
    const pmId = employeeIdOf(tokens.pm);
    const pmRecord = (await get(`/api/employee/${pmId}`, tokens.pm)).json() as { managerId: number | null };
    const userRecord = (await get(`/api/employee/${userId}`, tokens.user)).json() as {
      managerId: number | null;
    };
    expect(userRecord.managerId).toBe(pmId); // pm is the user's manager
    expect(pmRecord.managerId).not.toBe(userId); // the user is not pm's manager

    const usersOwn = await requestWithNote(tokens.user, "Délután orvosi vizsgálat.");
    const pmsOwn = await requestWithNote(tokens.pm, "Költözés miatt otthonról dolgozom.");
    const approved = await t.app.inject({
      method: "PUT",
      url: `/api/leave/${pmsOwn.id}/approve`,
      headers: authed("demo", tokens.hr),
      payload: { note: "Rendben, sikeres költözést!" },
    });
    expect(approved.statusCode).toBe(200);

    // the requester and their manager, hr and companyAdmin see the note
    for (const who of ["user", "pm", "hr", "admin"] as const) {
      expect((await teamEntry(tokens[who], usersOwn))?.note, who).toBe("Délután orvosi vizsgálat.");
    }
    for (const who of ["pm", "hr", "admin"] as const) {
      const entry = await teamEntry(tokens[who], pmsOwn);
      expect(entry?.note, who).toBe("Költözés miatt otthonról dolgozom.");
      expect(entry?.decisionNote, who).toBe("Rendben, sikeres költözést!");
    }
    // a colleague sees that pm works from home that day, not why, nor the decision's note
    expect(await teamEntry(tokens.user, pmsOwn)).toMatchObject({
      employeeId: pmId,
      leaveType: "home_office",
      status: "approved",
      note: null,
      decisionNote: null,
    });
  });

  it("a colleague never receives another employee's note or decision note in a whole year's calendar", async () => {
    const userId = employeeIdOf(tokens.user);
    const team = (
      await get("/api/leave?scope=team&start=2026-01-01&end=2026-12-31", tokens.user)
    ).json() as LeaveRequest[];
    const others = team.filter((r) => r.employeeId !== userId);
    expect(others.length).toBeGreaterThan(100);
    expect(others.every((r) => r.note === null && r.decisionNote === null)).toBe(true);
  });

  it.each(["2026-02-10", "2024-02-15", "2026-04-15", "2026-06-30", "2026-09-01", "2026-11-20"])(
    "without dates it lists the calendar month of today (%s), whatever its length",
    async (today) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(`${today}T10:00:00Z`));
      const res = await get("/api/leave?scope=team", tokens.user);
      expect(res.statusCode).toBe(200);
      const { start, end } = monthRange(today);
      const rows = res.json() as LeaveRequest[];
      expect(rows.every((r) => r.startDate <= end && r.endDate >= start)).toBe(true);
      if (today.startsWith("2026")) expect(rows.length).toBeGreaterThan(0);
    },
  );
});
