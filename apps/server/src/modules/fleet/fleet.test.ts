import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { carDetailSchema, carSchema, type Car, type CarDetail } from "@office/shared/fleet/cars.contract";
import { fuelCardSchema } from "@office/shared/fleet/fuel-cards.contract";
import type { FuelList } from "@office/shared/fleet/fuel.contract";
import type { Trip } from "@office/shared/fleet/trips.contract";
import type { Driver } from "@office/shared/fleet/drivers.contract";
import { backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { carBody, callAs, pdfText } from "./fleet-test-support.ts";
import { fuelCards } from "./fleet.table.ts";
import { TRIP_LOG_HEADERS } from "./trip-report.ts";
import { formatDateHu, formatNumberHu } from "@office/shared/hu/format";
import {
  ISO_DATE_IN_TEXT,
  expectExcelDate,
  expectNoIsoDateText,
  expectNumberCell,
  loadWorkbook,
  spaced,
} from "../reports/xlsx-test-support.ts";

/** Cars, drivers, fuel cards and the trip-log sheet: every endpoint's 400/403/404/409, tenants apart. */
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
      // Issue 19 §1: expiries are Excel dates (yyyy.mm.dd.), the odometer a number with "(km)" in its header.
      const sheet = wb.worksheets[0];
      const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
      const col = (name: string) => headers.indexOf(name) + 1;
      const row2 = sheet?.getRow(2);
      expectNumberCell(row2?.getCell(col("Km-óra állás (km)")));
      const mot = row2?.getCell(col("Műszaki vizsga"));
      if (mot?.value !== null) expectExcelDate(mot);
      const next = row2?.getCell(col("Következő lejárat"));
      if (next?.value !== null) expectExcelDate(next);
      expectNoIsoDateText(wb);
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
      // Issue 19 §1: the PDF writes dates and km in Hungarian ("2026. 10. 09.", "101 208"), no ISO date.
      const trips = (
        await call("GET", `/api/car/${priv.id}/distance?month=${month()}`, admin)
      ).json() as Trip[];
      expect(trips.length).toBeGreaterThan(0);
      const first = trips[0] as Trip;
      expect(text).not.toMatch(ISO_DATE_IN_TEXT);
      expect(text).toContain(formatDateHu(first.date));
      expect(spaced(text)).toContain(
        `${spaced(formatNumberHu(first.startKm))} ${spaced(formatNumberHu(first.endKm))}`,
      );
      expect(spaced(text)).toMatch(/Üzleti km összesen: \d{1,3}( \d{3})* km/);
      // …and the .xlsx the date as an Excel date (yyyy.mm.dd.), the km as numbers.
      const xlsx = await t.app.inject({
        method: "GET",
        url: `/report/car/${priv.id}/distance?month=${month()}`,
        headers: authedHeaders(admin),
      });
      const wb = await loadWorkbook(xlsx.rawPayload);
      const row = wb.worksheets[0]?.getRow(4);
      expectExcelDate(row?.getCell(1), first.date);
      for (const c of [7, 8, 9, 10]) expectNumberCell(row?.getCell(c));
      expect(row?.getCell(7).value).toBe(first.startKm);
      expectNoIsoDateText(wb);
      expect(text).toContain("Szja tv.");
      // No NAV price is loaded for the month: the average Ft/l of the car's fuel invoices that month is used
      // (számla szerinti ár), or the sheet says why nothing can be computed.
      const fuel = (await call("GET", `/api/car/${priv.id}/fuel`, admin)).json() as FuelList;
      const fills = fuel.fills.filter((f) => f.date.startsWith(month()));
      if (fills.length > 0) {
        // Σ Ft ÷ Σ litres, the litres summed in hundredths (exact, as the database sums them).
        const litreHundredths = fills.reduce((s, f) => s + Math.round(f.liters * 100), 0);
        const perLitre = (fills.reduce((s, f) => s + f.totalHuf, 0) * 100) / litreHundredths;
        expect(text).toContain("számla szerinti ár");
        expect(text).toContain(formatNumberHu(Math.round(perLitre * 100) / 100));
      } else {
        expect(text).toContain("nincs tankolási számlája");
      }
    });

    it("a month whose year has no loaded normaköltség borrows the latest year's, marked provisional (issue 22 §4)", async () => {
      const all = (await call("GET", "/api/car?ownership=private", admin)).json() as Car[];
      const priv = all[0] as Car;
      const xlsx = await t.app.inject({
        method: "GET",
        url: `/report/car/${priv.id}/distance?month=2027-01`,
        headers: authedHeaders(admin),
      });
      expect(xlsx.statusCode).toBe(200);
      const wb = await loadWorkbook(xlsx.rawPayload);
      const lines: string[] = [];
      wb.worksheets[0]?.eachRow((row) => lines.push(String(row.getCell(1).value ?? "")));
      expect(lines).toContain(
        "Ideiglenes: a(z) 2027. év normaköltsége (Szja tv. 3. sz. melléklet) még nincs betöltve, " +
          "a(z) 2026. évi 15 Ft/km-rel számolva.",
      );
      expect(lines.join("\n")).not.toContain("normaköltsége nincs betöltve");
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
