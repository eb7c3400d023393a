import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { employeeAssetSchema } from "@office/shared/assets/assets.contract";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
} from "../../test/harness.ts";

describe.each(backends)("GET /api/employee/{id}/asset on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let userEmployeeId: number;
  let pmEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await login(t, "demo", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
    pmEmployeeId = decodeJwt(await login(t, "demo", "pm")).employeeId as number;
  });
  afterAll(async () => t?.close());

  const get = (token: string, id: number, query = "", tenant = "demo") =>
    t.app.inject({ method: "GET", url: `/api/employee/${id}/asset${query}`, headers: authed(tenant, token) });

  it("the employee sees the assets they hold; ?active= splits current from retired", async () => {
    const all = await get(user, userEmployeeId);
    expect(all.statusCode).toBe(200);
    const list = all.json() as { inventoryNumber: string; status: string; category: string }[];
    for (const asset of list) employeeAssetSchema.strict().parse(asset);
    expect(list.some((a) => a.category === "Laptop" && a.status === "assigned")).toBe(true);
    expect(list.map((a) => a.inventoryNumber)).toEqual(list.map((a) => a.inventoryNumber).sort());

    const active = (await get(user, userEmployeeId, "?active=true")).json() as { status: string }[];
    const retired = (await get(user, userEmployeeId, "?active=false")).json() as { status: string }[];
    expect(active.every((a) => a.status !== "retired")).toBe(true);
    expect(retired.every((a) => a.status === "retired")).toBe(true);
    expect(active.length + retired.length).toBe(list.length);
    expect((await get(user, userEmployeeId, "?active=maybe")).statusCode).toBe(400);
  });

  it("hr, assetManager and companyAdmin see anyone's; a colleague gets 403", async () => {
    const hr = await login(t, "demo", "hr");
    const admin = await login(t, "demo", "admin");
    expect((await get(hr, pmEmployeeId)).statusCode).toBe(200);
    expect((await get(admin, pmEmployeeId)).statusCode).toBe(200);
    const colleague = await get(user, pmEmployeeId);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toBe("Nincs jogosultságod ehhez a művelethez.");
  });

  it("404 for an unknown employee and for another tenant's", async () => {
    const hr = await login(t, "demo", "hr");
    expect((await get(hr, 999_999)).statusCode).toBe(404);
    const betaEmployee = decodeJwt(await login(t, "beta", "user")).employeeId as number;
    expect((await get(hr, betaEmployee)).statusCode).toBe(404);
  });

  it("an employee who holds assets is deactivated, not deleted", async () => {
    const hr = await login(t, "demo", "hr");
    const id = await createEmployeeViaApi(t, hr, { name: "Eszközös Emese" });
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    const { insertAssets } = await import("./assets.repository.ts");
    await t.platform.database.withTenant(demoId, (tx) =>
      insertAssets(tx, [
        {
          tenantId: demoId,
          inventoryNumber: "TEST-0001",
          name: "Teszt laptop",
          category: "Laptop",
          holderEmployeeId: id,
          status: "assigned",
        },
      ]),
    );
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${id}`,
      headers: authed("demo", hr),
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.headers["x-office-outcome"]).toBe("deactivated");
    expect(((await get(hr, id)).json() as unknown[]).length).toBe(1);
  });
});
