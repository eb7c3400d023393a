import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { carDetailSchema, carSchema, type Car, type CarDetail } from "@office/shared/fleet/cars.contract";
import { tripSchema, type Trip } from "@office/shared/fleet/trips.contract";
import { fuelCardSchema, type FuelCard } from "@office/shared/fleet/fuel-cards.contract";
import type { Driver } from "@office/shared/fleet/drivers.contract";
import type { FuelFillSaved } from "@office/shared/fleet/fuel.contract";
import { backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { carBody, callAs, pdfText, tripBody } from "./fleet-test-support.ts";
import { fuelCards } from "./fleet.table.ts";
import { GAP_REASON_NEEDED } from "./trips.service.ts";
import { TRIP_LOG_HEADERS } from "./trip-report.ts";

describe.each(backends)("fleet on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let hr: string;
  let betaAdmin: string;
  let call: ReturnType<typeof callAs>;
  let userCar: Car;
  let otherCar: Car;
  let drivers: Driver[];
  let userDriverId: number;
  let adminDriverId: number;
  let betaCarId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    call = callAs(t);
    [admin, user, hr, betaAdmin] = await Promise.all([
      login(t, "demo", "admin"),
      login(t, "demo", "user"),
      login(t, "demo", "hr"),
      login(t, "beta", "admin"),
    ]);
    const mine = (await call("GET", "/api/car", user)).json() as Car[];
    expect(mine.map((c) => c.plate)).toEqual(["UJ-FL-001"]);
    userCar = mine[0] as Car;
    userDriverId = userCar.driverId ?? 0;
    const all = (await call("GET", "/api/car", admin)).json() as Car[];
    otherCar = all.find((c) => c.plate === "AA-BC-112") as Car;
    drivers = (await call("GET", "/api/driver", admin)).json() as Driver[];
    adminDriverId = otherCar.driverId ?? 0;
    const beta = await callAs(t, "beta")("POST", "/api/car", betaAdmin, carBody("BET-001"));
    expect(beta.statusCode).toBe(200);
    betaCarId = (beta.json() as CarDetail).id;
  });
  afterAll(async () => t?.close());

  describe("cars", () => {
    it("fleet managers list all fifteen demo cars; a driver only theirs; hr (no car) none", async () => {
      const all = (await call("GET", "/api/car?active=true", admin)).json() as Car[];
      expect(all.length).toBe(15);
      for (const c of all) carSchema.parse(c);
      expect(all.filter((c) => c.ownership === "private").length).toBe(2);
      expect((await call("GET", "/api/car", hr)).json()).toEqual([]);
      const found = (await call("GET", "/api/car?search=ujfl", admin)).json() as Car[];
      expect(found.map((c) => c.plate)).toEqual(["UJ-FL-001"]);
      const xlsx = await call("GET", "/api/car/export?ownership=private", admin);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets[0]?.rowCount).toBe(3);
      expect(wb.worksheets[0]?.getRow(1).getCell(1).value).toBe("Rendszám");
    });

    it("GET /api/car/{id}: the driver 200, another car 403, unknown 404, another tenant's 404, bad id 400", async () => {
      const mine = await call("GET", `/api/car/${userCar.id}`, user);
      expect(mine.statusCode).toBe(200);
      const detail = carDetailSchema.parse(mine.json());
      expect(detail.canManage).toBe(false);
      expect(detail.lastEndKm).toBe(detail.odometerKm);
      expect((await call("GET", `/api/car/${otherCar.id}`, user)).statusCode).toBe(403);
      expect((await call("GET", "/api/car/999999", admin)).statusCode).toBe(404);
      expect((await call("GET", `/api/car/${betaCarId}`, admin)).statusCode).toBe(404);
      expect((await call("GET", "/api/car/abc", admin)).statusCode).toBe(400);
    });

    it("POST: 403 for a user, 400 for a bad plate / VIN / fuel type, 409 for a duplicate plate", async () => {
      expect((await call("POST", "/api/car", user, carBody("TST-101"))).statusCode).toBe(403);
      const badPlate = await call("POST", "/api/car", admin, carBody("ABCD-1"));
      expect(badPlate.statusCode).toBe(400);
      expect(badPlate.json().message).toMatch(/rendszám/);
      // a North-American VIN with a wrong check digit is refused; a European one without a check digit is not
      const badVin = await call("POST", "/api/car", admin, carBody("TST-102", { vin: "1M8GDM9AXKP042789" }));
      expect(badVin.statusCode).toBe(400);
      expect(badVin.json().message).toMatch(/ellenőrző jegye/);
      expect(
        (await call("POST", "/api/car", admin, carBody("TST-102", { vin: "1M8GDM9A_KP042788" }))).statusCode,
      ).toBe(400);
      const us = await call("POST", "/api/car", admin, carBody("TST-103", { vin: "1M8GDM9AXKP042788" }));
      expect(us.statusCode).toBe(200);
      expect(
        (await call("POST", "/api/car", admin, carBody("TST-104", { fuelType: "steam" }))).statusCode,
      ).toBe(400);
      const dup = await call("POST", "/api/car", admin, carBody("tst 103"));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("Ezzel a rendszámmal már van autó.");
      expect(
        (await call("POST", "/api/car", admin, carBody("TST-105", { driverId: 999999 }))).statusCode,
      ).toBe(400);
    });

    it("PUT and DELETE: 403 for a user, 404 unknown; a car without history is deleted, one with trips deactivated", async () => {
      const created = (await call("POST", "/api/car", admin, carBody("AB-CD-201"))).json() as CarDetail;
      expect(created.plate).toBe("AB-CD-201");
      expect((await call("PUT", `/api/car/${created.id}`, user, carBody("AB-CD-201"))).statusCode).toBe(403);
      expect((await call("PUT", "/api/car/999999", admin, carBody("AB-CD-201"))).statusCode).toBe(404);
      const put = await call(
        "PUT",
        `/api/car/${created.id}`,
        admin,
        carBody("AB-CD-201", { model: "Ignis", odometerKm: 1500 }),
      );
      expect(put.json()).toMatchObject({ model: "Ignis", odometerKm: 1500 });
      expect((await call("DELETE", `/api/car/${created.id}`, user)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/car/${created.id}`, admin)).json()).toEqual({ outcome: "deleted" });
      expect((await call("DELETE", `/api/car/${created.id}`, admin)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/car/${otherCar.id}`, admin)).json()).toEqual({
        outcome: "deactivated",
      });
      await call("PUT", `/api/car/${otherCar.id}`, admin, {
        ...carBody(otherCar.plate),
        ...pick(otherCar),
        active: true,
      });
    });
  });

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
      expect(res.json().message).toContain("2026-01-07 Budapest → Győr (1100–1180 km)");
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
      expect(overlapsNext.json().message).toContain("2026-01-07");
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
      expect(bad.json().message).toContain("2026-03-02 Budapest → Győr");
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

  describe("drivers and fuel cards", () => {
    it("drivers: 403 list for a user, own record 200, another's 403, unknown 404, duplicate 409, unknown employee 400, in use 409", async () => {
      expect((await call("GET", "/api/driver", user)).statusCode).toBe(403);
      expect((await call("GET", `/api/driver/${userDriverId}`, user)).statusCode).toBe(200);
      expect((await call("GET", `/api/driver/${adminDriverId}`, user)).statusCode).toBe(403);
      expect((await call("GET", "/api/driver/999999", admin)).statusCode).toBe(404);
      const existing = drivers[0] as Driver;
      expect((await call("POST", "/api/driver", admin, { employeeId: existing.employeeId })).statusCode).toBe(
        409,
      );
      expect((await call("POST", "/api/driver", admin, { employeeId: 999999 })).statusCode).toBe(400);
      expect(
        (
          await call("POST", "/api/driver", admin, {
            employeeId: existing.employeeId,
            licenceCategories: ["Z"],
          })
        ).statusCode,
      ).toBe(400);
      expect((await call("POST", "/api/driver", user, { employeeId: existing.employeeId })).statusCode).toBe(
        403,
      );
      expect((await call("DELETE", `/api/driver/${userDriverId}`, admin)).statusCode).toBe(409);
      expect(
        (await call("PUT", "/api/driver/999999", admin, { employeeId: existing.employeeId })).statusCode,
      ).toBe(404);
      const detail = (await call("GET", `/api/driver/${userDriverId}`, admin)).json();
      expect(detail.cars.map((c: { plate: string }) => c.plate)).toContain("UJ-FL-001");
      expect(detail.trips.length).toBeGreaterThan(10);
    });

    it("fuel cards: number stored as last four digits only and answered masked; 400/403/404", async () => {
      const res = await call("POST", "/api/fuelCard", admin, {
        provider: "OMV",
        cardNumber: "7081 2233 4455 6677",
        monthlyLimitHuf: 50000,
        status: "active",
      });
      expect(res.statusCode).toBe(200);
      const card = fuelCardSchema.parse(res.json());
      expect(card.cardNumber).toBe("•••• 6677");
      const tenantId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
      const raw = await t.platform.database.withTenant(tenantId, (tx) =>
        tx
          .select()
          .from(fuelCards)
          .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.id, card.id))),
      );
      expect(JSON.stringify(raw)).not.toContain("7081");
      expect(
        (await call("POST", "/api/fuelCard", admin, { provider: "OMV", cardNumber: "12", status: "active" }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await call("POST", "/api/fuelCard", admin, {
            provider: "OMV",
            cardNumber: "7081223344556677",
            pin: "1234",
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await call("POST", "/api/fuelCard", user, { provider: "OMV", cardNumber: "7081223344556677" }))
          .statusCode,
      ).toBe(403);
      expect((await call("GET", `/api/fuelCard/${card.id}`, user)).statusCode).toBe(403);
      expect((await call("GET", "/api/fuelCard/999999", admin)).statusCode).toBe(404);
      expect((await call("DELETE", "/api/fuelCard/999999", admin)).statusCode).toBe(404);
      expect((await call("GET", "/api/fuelCard", admin)).json().length).toBeGreaterThanOrEqual(5);
      expect((await call("DELETE", `/api/fuelCard/${card.id}`, admin)).statusCode).toBe(200);
    });
  });

  describe("trip-log report", () => {
    const month = () => {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - 1);
      return d.toISOString().slice(0, 7);
    };

    it("xlsx and PDF of a month name the plate and list the trips; 403 other car, 400 bad month", async () => {
      const xlsx = await t.app.inject({
        method: "GET",
        url: `/report/car/${userCar.id}/distance?month=${month()}`,
        headers: { ...authedHeaders(user) },
      });
      expect(xlsx.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect(String(sheet?.getRow(1).getCell(1).value)).toContain("UJ-FL-001");
      expect(sheet?.getRow(3).values).toEqual([undefined, ...TRIP_LOG_HEADERS]);
      const pdf = await t.app.inject({
        method: "GET",
        url: `/report/car/${userCar.id}/distance?month=${month()}&format=pdf`,
        headers: authedHeaders(user),
      });
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain("UJ-FL-001");
      expect(text).toContain("Útnyilvántartás");
      expect(text).toContain("Üzleti km összesen");
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: `/report/car/${otherCar.id}/distance?month=${month()}`,
            headers: authedHeaders(user),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: `/report/car/${userCar.id}/distance?month=2026`,
            headers: authedHeaders(user),
          })
        ).statusCode,
      ).toBe(400);
    });

    it("a private car's sheet carries the NAV reimbursement line with its source", async () => {
      const all = (await call("GET", "/api/car?ownership=private", admin)).json() as Car[];
      const priv = all[0] as Car;
      const pdf = await t.app.inject({
        method: "GET",
        url: `/report/car/${priv.id}/distance?month=${month()}&format=pdf`,
        headers: authedHeaders(admin),
      });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain("Költségtérítés");
      expect(text).toContain("Szja tv.");
    });
  });

  const authedHeaders = (token: string) => ({ host: "demo.localhost", authorization: `Bearer ${token}` });
  const pick = (c: Car) => ({
    make: c.make,
    model: c.model,
    vin: c.vin,
    year: c.year,
    fuelType: c.fuelType,
    engineKw: c.engineKw,
    engineCcm: c.engineCcm,
    environmentalClass: c.environmentalClass,
    odometerKm: c.odometerKm,
    motExpiry: c.motExpiry,
    mandatoryInsuranceExpiry: c.mandatoryInsuranceExpiry,
    cascoExpiry: c.cascoExpiry,
    ownership: c.ownership,
    driverId: c.driverId,
    costCenterId: c.costCenterId,
    note: c.note,
  });
  void sql;
});
