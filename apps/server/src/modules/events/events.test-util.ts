import { afterAll, beforeAll, expect } from "vitest";
import { eventSchema, type CalendarEvent } from "@office/shared/events/events.contract";
import { authed, createTestApp, signInAll, type TestApp } from "../../test/harness.ts";

/** What the events suites share once their `beforeAll` has run: the app and who is signed in. */
export type EventsSuite = {
  t: TestApp;
  /** Access tokens of the demo's admin, hr, pm and user, and of beta's admin. */
  admin: string;
  hr: string;
  pm: string;
  user: string;
  beta: string;
  /** Employee ids of the demo's user, pm and hr. */
  userEmp: number;
  pmEmp: number;
  hrEmp: number;
};

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The set-up of an events suite on `backend`, registered in the calling `describe`: a test app (closed
 * after the suite) with the demo's admin, hr, pm and user and beta's admin signed in. Answers `suite`
 * (filled before the first test), `call` (an authenticated request, `demo` unless `tenant` says otherwise)
 * and `create` (`POST /api/event`, as pm unless `token` says otherwise; asserts 200, answers the event).
 */
export function useEventsSuite(backend: "pglite" | "postgres") {
  const suite = {} as EventsSuite;
  beforeAll(async () => {
    const t = await createTestApp(backend);
    const s = await signInAll(t, ["admin", "hr", "pm", "user"]);
    const beta = (await signInAll(t, ["admin"], "beta")).admin.token;
    Object.assign(suite, {
      t,
      ...{ admin: s.admin.token, hr: s.hr.token, pm: s.pm.token, user: s.user.token, beta },
      ...{ userEmp: s.user.employeeId, pmEmp: s.pm.employeeId, hrEmp: s.hr.employeeId },
    } satisfies EventsSuite);
  });
  afterAll(async () => suite.t?.close());
  const call = (method: Method, url: string, token: string, payload?: object, tenant = "demo") =>
    suite.t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  const create = async (payload: object, token = suite.pm): Promise<CalendarEvent> => {
    const res = await call("POST", "/api/event", token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return eventSchema.parse(res.json());
  };
  return { suite, call, create };
}
