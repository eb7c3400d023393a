import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import type { PointsBalance } from "@office/shared/points/points.contract";
import type { Product } from "@office/shared/points/products.contract";
import { authed, createTestApp, login, type TestApp } from "../../test/harness.ts";

/**
 * Issue 11 §5: the points game's check-then-write rules under concurrent requests. PostgreSQL only:
 * PGlite runs one transaction at a time, which hides the races these tests look for.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("points and shop under concurrency on postgres", () => {
  let t: TestApp;
  let user: string;
  let hr: string;
  let admin: string;
  let userEmp: number;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    [user, hr, admin] = [
      await login(t, "demo", "user"),
      await login(t, "demo", "hr"),
      await login(t, "demo", "admin"),
    ];
    userEmp = decodeJwt(user).employeeId as number;
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
  const balance = async () =>
    ((await call("GET", "/api/points/balance", user)).json() as PointsBalance).balance;

  it("20 parallel redemptions with a balance for one: exactly one succeeds, the balance stays ≥ 0", async () => {
    const price = await balance();
    expect(price).toBeGreaterThan(0);
    const product = (
      await call("POST", "/api/product", hr, {
        name: "Egyetlen",
        pricePoints: price,
        stock: 100,
        active: true,
        valueHuf: 1000,
      })
    ).json() as Product;
    const results = await times(20, () => call("POST", `/api/product/${product.id}/redeem`, user));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await balance()).toBe(0);
    const after = (await call("GET", `/api/product/${product.id}`, hr)).json() as Product;
    expect(after.stock).toBe(99);
  });

  it("20 parallel redemptions of a product with stock 3 by a rich user: three succeed, stock 0", async () => {
    await call("POST", "/api/points/award", admin, {
      employeeId: userEmp,
      kind: "award",
      points: 1000,
      reason: "Párhuzamossági teszt",
    });
    const product = (
      await call("POST", "/api/product", hr, { name: "Kevés", pricePoints: 10, stock: 3, active: true })
    ).json() as Product;
    const results = await times(20, () => call("POST", `/api/product/${product.id}/redeem`, user));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
    expect(((await call("GET", `/api/product/${product.id}`, hr)).json() as Product).stock).toBe(0);
    expect(await balance()).toBe(1000 - 30);
  });

  it("10 parallel gives of 20 points: the allowance of 100 is never overspent", async () => {
    const staff = (await call("GET", "/api/employee?active=true", hr)).json() as { id: number }[];
    const others = staff
      .map((s) => s.id)
      .filter((id) => id !== userEmp)
      .slice(0, 10);
    const results = await times(10, (i) =>
      call("POST", "/api/points", user, {
        toEmployeeId: others[i],
        points: 20,
        reason: "Köszönöm a munkádat!",
      }),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(((await call("GET", "/api/points/balance", user)).json() as PointsBalance).allowanceLeft).toBe(0);
  });

  it("parallel fulfil and reject of one redemption: one decision wins, at most one refund", async () => {
    const product = (
      await call("POST", "/api/product", hr, { name: "Dönts", pricePoints: 5, stock: 10, active: true })
    ).json() as Product;
    const before = await balance();
    const r = (await call("POST", `/api/product/${product.id}/redeem`, user)).json() as { id: number };
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => call("PUT", `/api/redemption/${r.id}/reject`, hr, {})),
      ...Array.from({ length: 5 }, () => call("PUT", `/api/redemption/${r.id}/fulfil`, admin, {})),
    ]);
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    const after = await balance();
    expect([before, before - 5]).toContain(after);
  });
});
