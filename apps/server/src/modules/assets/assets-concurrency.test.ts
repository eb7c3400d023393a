import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import type { Asset } from "@office/shared/assets/assets.contract";
import type { AssetHandover } from "@office/shared/assets/asset-handovers.contract";
import type { InventoryDetail } from "@office/shared/assets/inventory.contract";
import { authed, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { remindPendingHandovers } from "./handover-reminders.ts";

/**
 * Issue 10 §2/§4: the asset check-then-write rules under concurrent requests. PostgreSQL only: PGlite
 * runs one transaction at a time, which hides every race these tests look for.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("asset handovers under concurrency on postgres", () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let userEmp: number;
  let pmEmp: number;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    admin = await login(t, "demo", "admin");
    user = await login(t, "demo", "user");
    userEmp = decodeJwt(user).employeeId as number;
    pmEmp = decodeJwt(await login(t, "demo", "pm")).employeeId as number;
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  let seq = 0;
  const newAsset = async () => {
    seq += 1;
    const res = await call("POST", "/api/asset", admin, {
      inventoryNumber: `CONC-${seq}`,
      name: "Párhuzamos teszt",
      category: "Laptop",
      valueHuf: 100_000,
      location: "Raktár",
    });
    return res.json() as Asset;
  };

  it("10 concurrent protocols of one asset: exactly one is drawn up, nine get 409", async () => {
    const a = await newAsset();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", "/api/assetHandover", admin, {
          toEmployeeId: i % 2 ? userEmp : pmEmp,
          assetIds: [a.id],
          date: "2026-11-24",
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const all = (
      await call("GET", `/api/assetHandover?scope=all&assetId=${a.id}`, admin)
    ).json() as AssetHandover[];
    expect(all).toHaveLength(1);
  });

  it("overlapping protocols (a+b, b+c) at once: one wins; no deadlock", async () => {
    const [a, b, c] = [await newAsset(), await newAsset(), await newAsset()];
    const results = await Promise.all(
      [[a.id, b.id], [c.id, b.id], [b.id]].map((ids) =>
        call("POST", "/api/assetHandover", admin, {
          toEmployeeId: userEmp,
          assetIds: ids,
          date: "2026-11-24",
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("accept racing a check-in: either the asset moved or the protocol is cancelled, never both", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await newAsset();
      const h = (
        await call("POST", "/api/assetHandover", admin, {
          toEmployeeId: userEmp,
          assetIds: [a.id],
          date: "2026-11-24",
        })
      ).json() as AssetHandover;
      const [accept, checkIn] = await Promise.all([
        call("PUT", `/api/assetHandover/${h.id}/accept`, user),
        call("POST", `/api/asset/${a.id}/checkIn`, admin, {}),
      ]);
      const after = (await call("GET", `/api/asset/${a.id}`, admin)).json() as Asset;
      const protocol = (await call("GET", `/api/assetHandover/${h.id}`, admin)).json() as AssetHandover;
      if (accept.statusCode === 200) {
        // the check-in came second: it took the asset back from the receiver
        expect(checkIn.statusCode).toBe(200);
        expect(protocol.status).toBe("accepted");
      } else {
        expect(accept.statusCode).toBe(409);
        expect(protocol.status).toBe("cancelled");
      }
      expect([after.holderId, after.status]).toEqual([null, "inStock"]);
    }
  });

  it("scans racing the closing: every scan lands before the close or is refused with 409", async () => {
    const inv = (
      await call("POST", "/api/inventory", admin, { name: "Párhuzamos leltár", location: "Raktár" })
    ).json() as InventoryDetail;
    const numbers = inv.lines.map((l) => l.inventoryNumber);
    const results = await Promise.all([
      ...numbers.map((n) => call("POST", `/api/inventory/${inv.id}/scan`, admin, { inventoryNumber: n })),
      call("PUT", `/api/inventory/${inv.id}/close`, admin),
    ]);
    const scans = results.slice(0, numbers.length);
    const closed = (await call("GET", `/api/inventory/${inv.id}`, admin)).json() as InventoryDetail;
    const accepted = scans.filter((r) => r.statusCode === 200).length;
    expect(scans.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(closed.summary.found + closed.summary.wrongHolder).toBe(accepted);
    expect(closed.summary.found + closed.summary.missing).toBe(numbers.length);
  });

  it("the reminder job run by two instances at once reminds each protocol once", async () => {
    const later = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    const [x, y] = await Promise.all([
      remindPendingHandovers(t.platform.database, later),
      remindPendingHandovers(t.platform.database, later),
    ]);
    expect(x + y).toBeGreaterThan(0);
    expect(await remindPendingHandovers(t.platform.database, later)).toBe(0);
    const rows = await t.platform.database.withoutTenant((tx) =>
      tx.execute(`select event_id, user_id, count(*)::int as n from notifications
        where title like 'Emlékeztető: eszközátadás%' group by 1, 2 having count(*) > 1`),
    );
    expect((rows as unknown as { rows: unknown[] }).rows ?? rows).toHaveLength(0);
  });
});
