import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
} from "../../test/harness.ts";

describe.each(backends)("employee accounts and roles on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let userEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    hr = await login(t, "demo", "hr");
    userEmployeeId = decodeJwt(await login(t, "demo", "user")).employeeId as number;
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const setRoles = (id: number, roles: unknown, token = admin) =>
    call("PUT", `/api/employee/${id}/roles`, token, { roles });

  it("companyAdmin grants roles: sorted, recorded in the history, the old sessions end", async () => {
    const before = await call("GET", `/api/employee/${userEmployeeId}/account`, hr);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ hasAccount: true, username: "user", active: true, roles: [] });
    const oldToken = await login(t, "demo", "user");

    const res = await setRoles(userEmployeeId, ["assetManager", "hr"]);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(["hr", "assetManager"]);
    expect((await call("GET", "/api/notification", oldToken)).statusCode).toBe(401);
    expect(decodeJwt(await login(t, "demo", "user")).role).toEqual(["hr", "assetManager"]);

    const history = (await call("GET", `/api/employee/${userEmployeeId}/history`, hr)).json().history;
    expect(history[0]).toMatchObject({
      area: "role",
      field: "roles",
      fieldLabel: "Jogosultságok",
      oldValue: null,
      newValue: "HR, Eszközkezelő",
    });

    // The same list again changes nothing (no history line, sessions kept).
    const current = await login(t, "demo", "user");
    expect((await setRoles(userEmployeeId, ["hr", "assetManager"])).statusCode).toBe(200);
    expect((await call("GET", "/api/notification", current)).statusCode).toBe(200);
    expect((await setRoles(userEmployeeId, [])).json().roles).toEqual([]);
    const after = (await call("GET", `/api/employee/${userEmployeeId}/history`, hr)).json().history;
    expect(after[0]).toMatchObject({ field: "roles", oldValue: "HR, Eszközkezelő", newValue: null });
    expect(after.filter((h: { field: string }) => h.field === "roles")).toHaveLength(2);
  });

  it("refuses: no account yet, own companyAdmin, unknown or repeated roles, other tenants, other roles", async () => {
    const noAccount = await createEmployeeViaApi(t, hr, { name: "Fiók Nélküli Nándor" });
    expect((await call("GET", `/api/employee/${noAccount}/account`, hr)).json()).toEqual({
      hasAccount: false,
      username: null,
      active: null,
      roles: [],
    });
    const missing = await setRoles(noAccount, ["hr"]);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain("még nincs fiókja");

    const adminEmployeeId = decodeJwt(admin).employeeId as number;
    const self = await setRoles(adminEmployeeId, ["hr"]);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("Saját magadtól nem veheted el a cégadminisztrátori jogot.");

    expect((await setRoles(userEmployeeId, ["superuser"])).statusCode).toBe(400);
    const repeated = await setRoles(userEmployeeId, ["hr", "hr"]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toContain("csak egyszer");

    const betaEmployee = decodeJwt(await login(t, "beta", "user")).employeeId as number;
    expect((await call("GET", `/api/employee/${betaEmployee}/account`, admin)).statusCode).toBe(404);
    expect((await setRoles(betaEmployee, ["hr"])).statusCode).toBe(404);

    expect((await setRoles(userEmployeeId, ["hr"], hr)).statusCode).toBe(403);
    const user = await login(t, "demo", "user");
    expect((await call("GET", `/api/employee/${userEmployeeId}/account`, user)).statusCode).toBe(403);
  });
});
