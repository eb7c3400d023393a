import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Car, CarDetail } from "@office/shared/fleet/cars.contract";
import type { Trip } from "@office/shared/fleet/trips.contract";
import type { FuelFillSaved, FuelList } from "@office/shared/fleet/fuel.contract";
import { backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { carBody, callAs, tripBody } from "./fleet-test-support.ts";

/**
 * Issue 19 §5: a phone that saved a trip or a fuel fill without signal sends it again with its `clientId`
 * when the connection returns, maybe more than once (the first answer lost on the way back): the server
 * saves it once and answers the saved entry to every replay. Ids are per tenant and car.
 */
describe.each(backends)("offline entries sent again (clientId) on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let call: ReturnType<typeof callAs>;
  let carId: number;
  let driverId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    call = callAs(t);
    admin = await login(t, "demo", "admin");
    const cars = (await call("GET", "/api/car", admin)).json() as Car[];
    driverId = cars.find((c) => c.driverId !== null)?.driverId ?? 0;
    const res = await call("POST", "/api/car", admin, carBody("CID-001", { odometerKm: 5000, driverId }));
    carId = (res.json() as CarDetail).id;
  });
  afterAll(async () => t?.close());

  it("a trip replayed with the same clientId is saved once and answered the same", async () => {
    const clientId = "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b";
    const body = tripBody(driverId, "2026-02-02", 5000, 5040, { clientId });
    const first = await call("POST", `/api/car/${carId}/distance`, admin, body);
    expect(first.statusCode).toBe(200);
    const again = await call("POST", `/api/car/${carId}/distance`, admin, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Trip).id).toBe((first.json() as Trip).id);
    const trips = (await call("GET", `/api/car/${carId}/distance`, admin)).json() as Trip[];
    expect(trips.filter((x) => x.startKm === 5000)).toHaveLength(1);
    // Another new trip with another id is saved as usual.
    const next = tripBody(driverId, "2026-02-03", 5040, 5100, { clientId: crypto.randomUUID() });
    expect((await call("POST", `/api/car/${carId}/distance`, admin, next)).statusCode).toBe(200);
  });

  it("a fuel fill replayed with the same clientId is saved once", async () => {
    const clientId = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
    const body = { date: "2026-02-04", liters: 30, totalHuf: 18000, odometerKm: 5100, full: true, clientId };
    const first = await call("POST", `/api/car/${carId}/fuel`, admin, body);
    expect(first.statusCode).toBe(200);
    const again = await call("POST", `/api/car/${carId}/fuel`, admin, body);
    expect(again.statusCode).toBe(200);
    expect((again.json() as FuelFillSaved).id).toBe((first.json() as FuelFillSaved).id);
    const list = (await call("GET", `/api/car/${carId}/fuel`, admin)).json() as FuelList;
    expect(list.fills.filter((f) => f.date === "2026-02-04")).toHaveLength(1);
  });

  it("a clientId that is not a UUID → 400 with a Hungarian message", async () => {
    const res = await call(
      "POST",
      `/api/car/${carId}/distance`,
      admin,
      tripBody(driverId, "2026-02-05", 5100, 5120, { clientId: "abc" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Érvénytelen kliensazonosító.");
  });
});
