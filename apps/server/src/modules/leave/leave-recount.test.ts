import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { applyPendingReferenceData } from "../reference-data/reference-data.jobs.ts";
import { applyToRegistries } from "../reference-data/reference-data.registry.ts";
import { loadReferenceData } from "../reference-data/reference-data.service.ts";

/**
 * Issue 22 §4: a leave request in a year whose swapped working days are not loaded is accepted and
 * counted provisionally; when the year's decree is loaded later the request is recounted once, and the
 * employee and the approver hear of the change. The 2027 decree here is a TEST decree with an invented
 * swap (16 March 2027, a Tuesday, becomes a rest day), never the real one.
 */
describe.each(backends)("leave recount when a year is loaded on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let pm: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [user, pm] = [await login(t, "demo", "user"), await login(t, "demo", "pm")];
    userId = decodeJwt(user).employeeId as number;
  });
  afterEach(() => applyToRegistries([]));
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });

  it("counts 2027 provisionally, then recounts once when the decree arrives and notifies", async () => {
    // 15 March is a holiday (Mt. 102. § (1)): Monday–Friday 15–19 March 2027 is 4 working days.
    const res = await call("POST", `/api/employee/${userId}/leave`, user, {
      leaveType: "szabadsag",
      startDate: "2027-03-15",
      endDate: "2027-03-19",
    });
    expect(res.json()).toMatchObject({ workingDays: 4, provisionalCalendar: true, status: "pending" });
    const id = (res.json() as LeaveRequest).id;
    await loadReferenceData(t.platform.database, {
      kind: "workScheduleDecree",
      period: "2027",
      values: {
        decree: "1/2099. (I. 1.) TESZT rendelet a 2027. évi munkaszüneti napok körüli munkarendről",
        swaps: [{ workday: "2027-03-20", restDay: "2027-03-16" }],
      },
      source: "TESZT forrás",
      loadedBy: "teszt",
    });
    expect(await applyPendingReferenceData(t.platform.database)).toBeGreaterThanOrEqual(1);
    const after = (await call("GET", `/api/leave/${id}`, user)).json() as LeaveRequest;
    expect(after).toMatchObject({ workingDays: 3, provisionalCalendar: false });
    const history = (await call("GET", `/api/leave/${id}/history`, user)).json() as {
      action: string;
      note: string;
    }[];
    expect(history.filter((h) => h.action === "recounted")).toHaveLength(1);
    expect(history.at(-1)?.note).toContain("4 munkanap → 3 munkanap");
    for (const token of [user, pm]) {
      const notes = notificationListSchema.parse((await call("GET", "/api/notification", token)).json());
      expect(notes.some((n) => n.eventId === id && n.title === "Távollét kérelem újraszámolva")).toBe(true);
    }
    // Applying again changes nothing.
    expect(await applyPendingReferenceData(t.platform.database)).toBe(0);
    const history2 = (await call("GET", `/api/leave/${id}/history`, user)).json() as { action: string }[];
    expect(history2.filter((h) => h.action === "recounted")).toHaveLength(1);
  });
});
