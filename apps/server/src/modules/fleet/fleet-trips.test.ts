import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Car, CarDetail } from "@office/shared/fleet/cars.contract";
import { tripSchema, type Trip } from "@office/shared/fleet/trips.contract";
import type { FuelCard } from "@office/shared/fleet/fuel-cards.contract";
import type { FuelFillSaved } from "@office/shared/fleet/fuel.contract";
import { backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { carBody, callAs, tripBody } from "./fleet-test-support.ts";
import { GAP_REASON_NEEDED } from "./trips.service.ts";

/** The trip log's odometer continuity, closed months, drivers logging their own trips, and fuel fills. */
describe.each(backends)("fleet trip log and fuel on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let call: ReturnType<typeof callAs>;
  let userCar: Car;
  let otherCar: Car;
  let userDriverId: number;
  let adminDriverId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    call = callAs(t);
    [admin, user] = await Promise.all([login(t, "demo", "admin"), login(t, "demo", "user")]);
    userCar = ((await call("GET", "/api/car", user)).json() as Car[])[0] as Car;
    userDriverId = userCar.driverId ?? 0;
    otherCar = ((await call("GET", "/api/car", admin)).json() as Car[]).find(
      (c) => c.plate === "AA-BC-112",
    ) as Car;
    adminDriverId = otherCar.driverId ?? 0;
  });
  afterAll(async () => t?.close());

  describe("trip log: odometer continuity", () => {
    let carId: number;
    const post = (body: object, token = admin) => call("POST", `/api/car/${carId}/distance`, token, body);

    beforeAll(async () => {
      const res = await call(
        "POST",
        "/api/car",
        admin,
        carBody("KMT-100", { odometerKm: 1000, driverId: adminDriverId }),
      );
      carId = (res.json() as CarDetail).id;
    });

    it("continuous trips are accepted and the odometer follows the last trip", async () => {
      const first = await post(tripBody(adminDriverId, "2026-01-05", 1000, 1100));
      expect(first.statusCode).toBe(200);
      tripSchema.parse(first.json());
      expect((await post(tripBody(adminDriverId, "2026-01-07", 1100, 1180))).statusCode).toBe(200);
      expect(((await call("GET", `/api/car/${carId}`, admin)).json() as CarDetail).odometerKm).toBe(1180);
    });

    it("endKm ≤ startKm → 400; a start below the previous end → 409 naming that trip", async () => {
      expect((await post(tripBody(adminDriverId, "2026-01-08", 1200, 1200))).statusCode).toBe(400);
      const res = await post(tripBody(adminDriverId, "2026-01-08", 1150, 1250));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain("2026. 01. 07. Budapest → Győr (1100–1180 km)");
    });

    it("a gap above the previous end needs a reason (400), with one it is accepted and shows the gap", async () => {
      const noReason = await post(tripBody(adminDriverId, "2026-01-09", 1200, 1300));
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(GAP_REASON_NEEDED);
      expect(noReason.json().fieldErrors.gapReason).toContain("20 km");
      const ok = await post(
        tripBody(adminDriverId, "2026-01-09", 1200, 1300, { gapReason: "Szervizút, nem rögzítve" }),
      );
      expect(ok.statusCode).toBe(200);
      expect((ok.json() as Trip).gapKm).toBe(20);
    });

    it("a back-dated trip is checked against both neighbours", async () => {
      const fits = await post(tripBody(adminDriverId, "2026-01-08", 1180, 1190));
      expect(fits.statusCode).toBe(200);
      const overlapsNext = await post(tripBody(adminDriverId, "2026-01-06", 1100, 1120));
      expect(overlapsNext.statusCode).toBe(409);
      expect(overlapsNext.json().message).toContain("következő út");
      expect(overlapsNext.json().message).toContain("2026. 01. 07.");
    });

    it("editing and deleting a trip recompute the odometer", async () => {
      const trips = (await call("GET", `/api/car/${carId}/distance?month=2026-01`, admin)).json() as Trip[];
      const last = trips.at(-1) as Trip;
      expect(last.endKm).toBe(1300);
      const put = await call(
        "PUT",
        `/api/car/${carId}/distance/${last.id}`,
        admin,
        tripBody(adminDriverId, last.date, 1200, 1350, { gapReason: "Szervizút" }),
      );
      expect(put.statusCode).toBe(200);
      expect(((await call("GET", `/api/car/${carId}`, admin)).json() as CarDetail).odometerKm).toBe(1350);
      const del = await call("DELETE", `/api/car/${carId}/distance/${last.id}`, admin);
      expect(del.json()).toEqual({ odometerKm: 1190 });
      expect((await call("DELETE", `/api/car/${carId}/distance/${last.id}`, admin)).statusCode).toBe(404);
      expect(
        (
          await call(
            "PUT",
            `/api/car/${carId}/distance/999999`,
            admin,
            tripBody(adminDriverId, "2026-01-20", 1190, 1200),
          )
        ).statusCode,
      ).toBe(404);
    });

    it("a closed month is read-only (409); closing needs fleetManager (403) and a past month (409)", async () => {
      expect((await call("PUT", `/api/car/${carId}/distance/close?month=2026-01`, user)).statusCode).toBe(
        403,
      );
      expect((await call("PUT", `/api/car/${carId}/distance/close?month=2099-01`, admin)).statusCode).toBe(
        409,
      );
      expect((await call("PUT", `/api/car/${carId}/distance/close?month=2026-13`, admin)).statusCode).toBe(
        400,
      );
      const closed = await call("PUT", `/api/car/${carId}/distance/close?month=2026-01`, admin);
      expect(closed.json()).toMatchObject({ carId, month: "2026-01" });
      const trips = (await call("GET", `/api/car/${carId}/distance?month=2026-01`, admin)).json() as Trip[];
      expect(trips.every((tr) => tr.locked)).toBe(true);
      const first = trips[0] as Trip;
      const add = await post(tripBody(adminDriverId, "2026-01-30", 1190, 1200));
      expect(add.statusCode).toBe(409);
      expect(add.json().message).toMatch(/le van zárva/);
      expect((await call("DELETE", `/api/car/${carId}/distance/${first.id}`, admin)).statusCode).toBe(409);
      expect(
        (
          await call(
            "PUT",
            `/api/car/${carId}/distance/${first.id}`,
            admin,
            tripBody(adminDriverId, "2026-02-02", 1190, 1200),
          )
        ).statusCode,
      ).toBe(409);
      expect((await post(tripBody(adminDriverId, "2026-02-02", 1190, 1200))).statusCode).toBe(200);
    });
  });

  describe("drivers log their own trips", () => {
    it("the car's driver adds a trip from the last end km; another driver id or another car → 403", async () => {
      const detail = (await call("GET", `/api/car/${userCar.id}`, user)).json() as CarDetail;
      const start = detail.lastEndKm ?? 0;
      const today = new Date().toISOString().slice(0, 10);
      const own = await call(
        "POST",
        `/api/car/${userCar.id}/distance`,
        user,
        tripBody(userDriverId, today, start, start + 42),
      );
      expect(own.statusCode).toBe(200);
      expect(((await call("GET", `/api/car/${userCar.id}`, user)).json() as CarDetail).odometerKm).toBe(
        start + 42,
      );
      const asOther = await call(
        "POST",
        `/api/car/${userCar.id}/distance`,
        user,
        tripBody(adminDriverId, today, start + 42, start + 50),
      );
      expect(asOther.statusCode).toBe(403);
      expect(
        (await call("POST", `/api/car/${otherCar.id}/distance`, user, tripBody(userDriverId, today, 1, 2)))
          .statusCode,
      ).toBe(403);
      expect((await call("GET", `/api/car/${otherCar.id}/distance`, user)).statusCode).toBe(403);
      const trip = own.json() as Trip;
      expect((await call("DELETE", `/api/car/${userCar.id}/distance/${trip.id}`, user)).statusCode).toBe(200);
    });
  });

  describe("fuel", () => {
    let carId: number;
    let cardId: number;
    beforeAll(async () => {
      carId = (
        (
          await call(
            "POST",
            "/api/car",
            admin,
            carBody("FUE-100", { odometerKm: 5000, driverId: adminDriverId }),
          )
        ).json() as CarDetail
      ).id;
      await call(
        "POST",
        `/api/car/${carId}/distance`,
        admin,
        tripBody(adminDriverId, "2026-03-02", 5000, 5400),
      );
      await call(
        "POST",
        `/api/car/${carId}/distance`,
        admin,
        tripBody(adminDriverId, "2026-03-10", 5400, 5900),
      );
      const card = await call("POST", "/api/fuelCard", admin, {
        provider: "MOL",
        cardNumber: "7005 1234 5678 9012",
        monthlyLimitHuf: 30000,
        expiry: "2027-06-30",
        carId,
        status: "active",
      });
      cardId = (card.json() as FuelCard).id;
    });

    it("a reading against the trip log → 409 naming the trip; consumption between full fills; limit warning", async () => {
      const bad = await call("POST", `/api/car/${carId}/fuel`, admin, {
        date: "2026-03-05",
        liters: 30,
        totalHuf: 18000,
        odometerKm: 5300,
        full: true,
      });
      expect(bad.statusCode).toBe(409);
      expect(bad.json().message).toContain("2026. 03. 02. Budapest → Győr");
      const first = await call("POST", `/api/car/${carId}/fuel`, admin, {
        date: "2026-03-05",
        liters: 30,
        totalHuf: 18000,
        odometerKm: 5400,
        full: true,
        fuelCardId: cardId,
      });
      expect(first.statusCode).toBe(200);
      expect((first.json() as FuelFillSaved).warnings).toEqual([]);
      const second = await call("POST", `/api/car/${carId}/fuel`, admin, {
        date: "2026-03-12",
        liters: 30,
        totalHuf: 18000,
        odometerKm: 5900,
        full: true,
        fuelCardId: cardId,
      });
      const saved = second.json() as FuelFillSaved;
      expect(saved.consumption).toBe(6);
      expect(saved.warnings[0]).toMatch(/havi limitje \(30000 Ft\) túllépve/);
      const backwards = await call("POST", `/api/car/${carId}/fuel`, admin, {
        date: "2026-03-20",
        liters: 10,
        totalHuf: 6000,
        odometerKm: 5800,
        full: false,
      });
      expect(backwards.statusCode).toBe(409);
      const list = (await call("GET", `/api/car/${carId}/fuel`, admin)).json();
      expect(list.averageConsumption).toBe(6);
      expect(list.fills[0].fuelCardMasked).toBe("•••• 9012");
    });

    it("400 bad input, 403 another's car or fill, 404 unknown fill, 409 blocked card", async () => {
      expect(
        (
          await call("POST", `/api/car/${carId}/fuel`, admin, {
            date: "2026-03-20",
            liters: -1,
            totalHuf: 1,
            odometerKm: 6000,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await call("POST", `/api/car/${carId}/fuel`, user, {
            date: "2026-03-20",
            liters: 1,
            totalHuf: 1,
            odometerKm: 6000,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call("DELETE", `/api/car/${carId}/fuel/999999`, admin)).statusCode).toBe(404);
      await call("PUT", `/api/fuelCard/${cardId}`, admin, {
        provider: "MOL",
        cardNumber: "•••• 9012",
        monthlyLimitHuf: 30000,
        expiry: "2027-06-30",
        carId,
        status: "blocked",
      });
      const blocked = await call("POST", `/api/car/${carId}/fuel`, admin, {
        date: "2026-03-20",
        liters: 10,
        totalHuf: 6000,
        odometerKm: 5900,
        fuelCardId: cardId,
      });
      expect(blocked.statusCode).toBe(409);
      const fill = (
        (await call("GET", `/api/car/${carId}/fuel`, admin)).json() as { fills: { id: number }[] }
      ).fills[0];
      expect((await call("DELETE", `/api/car/${carId}/fuel/${fill?.id ?? 0}`, admin)).statusCode).toBe(200);
    });
  });
});
