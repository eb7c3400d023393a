import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { countWorkingDays } from "@office/shared/hu/calendar";
import { addDays } from "@office/shared/hu/iso-date";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import type { LeaveDay, LeaveRequest } from "@office/shared/leave/leave.contract";
import { authed, createTestApp, login, type TestApp } from "../../test/harness.ts";

/**
 * Issue 7 §2: the leave module's check-then-write rules under concurrent requests. PostgreSQL only:
 * PGlite runs one transaction at a time, which hides every race these tests look for.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "leave check-then-write under concurrency on postgres",
  () => {
    let t: TestApp;
    let user: string;
    let pm: string;
    let hr: string;
    let userId: number;
    beforeAll(async () => {
      t = await createTestApp("postgres");
      [user, pm, hr] = [
        await login(t, "demo", "user"),
        await login(t, "demo", "pm"),
        await login(t, "demo", "hr"),
      ];
      userId = decodeJwt(user).employeeId as number;
    });
    afterAll(async () => t?.close());

    const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
    const leaveDay = async () =>
      (await call("GET", `/api/employee/${userId}/leaveDay?year=2026`, hr)).json() as LeaveDay;
    const ask = (payload: object) => call("POST", `/api/employee/${userId}/leave`, user, payload);
    const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

    /** Mon–Fri weeks of 2026 with 5 working days and none of the user's pending or approved leave. */
    async function freeWeeks(): Promise<{ startDate: string; endDate: string }[]> {
      const mine = (
        await call("GET", "/api/leave?scope=mine&start=2026-01-01&end=2026-12-31", user)
      ).json() as LeaveRequest[];
      const busy = mine.filter((r) => r.status === "pending" || r.status === "approved");
      const weeks = [];
      for (let monday = "2026-01-05"; monday <= "2026-12-21"; monday = addDays(monday, 7)) {
        const friday = addDays(monday, 4);
        const clash = busy.some((r) => r.startDate <= friday && r.endDate >= monday);
        if (!clash && countWorkingDays(monday, friday) === 5)
          weeks.push({ startDate: monday, endDate: friday });
      }
      return weeks;
    }

    it("10 concurrent identical requests: exactly one is accepted, the other nine get 409", async () => {
      const [week] = await freeWeeks();
      expect(week).toBeDefined();
      const day = week?.startDate ?? "";
      const payload = { leaveType: "home_office", startDate: day, endDate: day };
      const results = await times(10, () => ask(payload));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
      const onDay = (
        await call("GET", `/api/leave?scope=mine&start=${day}&end=${day}`, user)
      ).json() as LeaveRequest[];
      expect(onDay.filter((r) => r.status === "pending")).toHaveLength(1);
    });

    it("10 concurrent 5-day requests against a 17-day balance: three accepted, the balance never negative", async () => {
      const before = await leaveDay();
      const adjustmentDays = before.adjustmentDays + 17 - before.remaining;
      const set = await call("PUT", `/api/employee/${userId}/leaveDay`, hr, {
        year: 2026,
        adjustmentDays,
        adjustmentReason: "Párhuzamossági teszt",
        carryOverDays: before.carryOverDays,
      });
      expect(set.statusCode).toBe(200);
      expect((set.json() as LeaveDay).remaining).toBe(17);
      const weeks = (await freeWeeks()).slice(0, 10);
      expect(weeks).toHaveLength(10);
      const results = await times(10, (i) => ask({ leaveType: "szabadsag", ...weeks[i] }));
      const accepted = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(accepted).toHaveLength(3);
      for (const r of refused) {
        expect(r.statusCode).toBe(400);
        expect(r.json().message).toMatch(/^Nincs elég szabadság/);
      }
      const after = await leaveDay();
      expect(after.pending).toBe(before.pending + 15);
      expect(after.remaining).toBe(2);
    });

    it("10 concurrent approvals of one request: one decides it, nine get 409, one notification", async () => {
      const [week] = await freeWeeks();
      const day = week?.startDate ?? "";
      const created = await ask({ leaveType: "home_office", startDate: day, endDate: day });
      expect(created.statusCode).toBe(200);
      const id = (created.json() as LeaveRequest).id;
      const results = await times(10, () => call("PUT", `/api/leave/${id}/approve`, pm, {}));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
      const notes = notificationListSchema.parse((await call("GET", "/api/notification", user)).json());
      expect(notes.filter((n) => n.eventId === id && n.title === "Távollét kérelem jóváhagyva")).toHaveLength(
        1,
      );
    });

    it("issue 22 §2: the manager and hr approve step 1 of a two-step request at once: one moves it on, the other gets 409", async () => {
      const [week] = await freeWeeks();
      const day = week?.startDate ?? "";
      const created = await ask({ leaveType: "fizetes_nelkuli", startDate: day, endDate: day });
      expect(created.json()).toMatchObject({ currentStep: 0, steps: [{ kind: "manager" }, { kind: "hr" }] });
      const id = (created.json() as LeaveRequest).id;
      const results = await times(10, (i) =>
        call("PUT", `/api/leave/${id}/approve`, i % 2 ? pm : hr, { step: 0 }),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
      const history = (await call("GET", `/api/leave/${id}/history`, user)).json() as { action: string }[];
      expect(history.map((h) => h.action)).toEqual(["requested", "approved"]);
    });
  },
);
