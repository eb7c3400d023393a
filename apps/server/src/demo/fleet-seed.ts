import { and, asc, eq } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { isWorkingDay } from "@office/shared/hu/calendar";
import { vinCheckDigit } from "@office/shared/fleet/vin";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { projects } from "../modules/projects/projects.table.ts";
import {
  carLogClosures,
  carTrips,
  cars,
  drivers,
  fuelCards,
  fuelFills,
} from "../modules/fleet/fleet.table.ts";
import { runTenantReminders } from "../modules/fleet/reminders-job.ts";
import { createRandom } from "./names.ts";
import { CITIES, DEMO_CARS, PURPOSES } from "./fleet-seed-data.ts";

/**
 * Demo fleet (issue 10 §3): fifteen cars — company, leased and two private ones used for business — with
 * a year of trips up to yesterday whose odometers chain without gaps (private cars: the km between
 * business trips are private use, logged as gaps with a reason), fuel fills at trip ends, twelve
 * drivers, four fuel cards, months older than the previous one closed, and expiries placed relative to
 * `today` so a few reminders are due now whatever the real date is. Then the reminder job runs once,
 * so the notifications are real ones. The `user` account drives `UJ-FL-001` (its MOT due in 6 days, its
 * medical in 20), `admin` (fleetManager) gets every car reminder. Deterministic for a given `today`.
 */

/** Letters and digits a VIN serial may hold. */
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** A structurally valid VIN of `wmi`; North-American ones (1–5) get their check digit. */
function demoVin(wmi: string, n: number, rnd: () => number): string {
  const body = Array.from({ length: 14 }, () => VIN_CHARS.charAt(Math.floor(rnd() * VIN_CHARS.length))).join(
    "",
  );
  const draft = `${wmi}${body.slice(0, 5)}0${body.slice(5, 7)}${String(100000 + n * 7919).slice(-6)}`;
  if (!/^[1-5]/.test(wmi)) return draft;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft) ?? "0"}${draft.slice(9)}`;
}

/** What the demo fleet needs from the other seeds. */
export type FleetSeedRefs = { adminEmployeeId: number; userEmployeeId: number; today?: string };

/** Seeds the demo fleet in `tx` (tenant `tenantId`) and runs the reminder job once for `today`. */
export async function seedFleet(tx: Tx, tenantId: number, refs: FleetSeedRefs): Promise<void> {
  const today = refs.today ?? budapestDate(Date.now());
  const rnd = createRandom(1010);
  const staff = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.active, true)))
    .orderBy(asc(employees.id))
    .limit(40);
  const others = staff
    .map((s) => s.id)
    .filter((id) => id !== refs.adminEmployeeId && id !== refs.userEmployeeId);
  const driverEmployees = [
    refs.userEmployeeId,
    refs.adminEmployeeId,
    ...others.filter((_, i) => i % 3 === 1).slice(0, 10),
  ];
  const driverIds: number[] = [];
  for (const [i, employeeId] of driverEmployees.entries()) {
    const [row] = await tx
      .insert(drivers)
      .values({
        tenantId,
        employeeId,
        licenceNumber: `PA${String(482113 + i * 3571).padStart(6, "0")}`,
        licenceCategories: i % 4 === 0 ? ["B", "BE", "C1"] : ["B"],
        // the user's medical in 20 days; driver 11 (no car) has a licence expiring in 28 days
        licenceExpiry: addDays(today, i === 11 ? 28 : 400 + i * 137),
        medicalExpiry: addDays(today, i === 0 ? 20 : 200 + i * 61),
      })
      .returning({ id: drivers.id });
    if (row) driverIds.push(row.id);
  }
  const partnerIds = (
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.tenantId, tenantId))
  ).map((r) => r.id);
  const projectIds = (
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.tenantId, tenantId))
  ).map((r) => r.id);

  const yearAgo = addDays(today, -365);
  const closeBefore = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}`;
  for (const [i, c] of DEMO_CARS.entries()) {
    // cars 0–10 have drivers 0–10; 11–12 pool cars; the private ones belong to drivers 2 and 5
    const driverId =
      c.ownership === "private"
        ? (driverIds[i === 13 ? 2 : 5] ?? null)
        : i <= 10
          ? (driverIds[i] ?? null)
          : null;
    const startKm = 15_000 + Math.floor(rnd.next() * 90_000);
    const [carRow] = await tx
      .insert(cars)
      .values({
        tenantId,
        plate: c.plate,
        make: c.make,
        model: c.model,
        vin: demoVin(c.wmi, i, rnd.next),
        year: c.year,
        fuelType: c.fuelType,
        engineKw: c.engineKw,
        engineCcm: c.engineCcm,
        environmentalClass: c.fuelType === "electric" ? "5E" : c.year >= 2019 ? "15" : "14",
        odometerKm: startKm,
        baseOdometerKm: startKm,
        motExpiry: addDays(today, c.mot),
        mandatoryInsuranceExpiry: addDays(today, c.insurance),
        cascoExpiry: c.casco === null ? null : addDays(today, c.casco),
        ownership: c.ownership,
        driverId,
        active: true,
        note:
          c.ownership === "private" ? "Munkavállalói saját autó, üzleti célú használat (NAV-térítés)." : null,
      })
      .returning({ id: cars.id });
    const carId = carRow?.id ?? 0;
    const tripDrivers = driverId !== null ? [driverId] : driverIds.slice(6, 10);
    const trips: (typeof carTrips.$inferInsert)[] = [];
    const fills: (typeof fuelFills.$inferInsert)[] = [];
    let km = startKm;
    let sinceFill = 0;
    let place = "Budapest";
    for (let date = yearAgo; date < today; date = addDays(date, 1)) {
      if (!isWorkingDay(date) || rnd.next() > (c.ownership === "private" ? 0.25 : 0.6)) continue;
      const legs = rnd.next() < 0.3 ? 2 : 1;
      for (let leg = 0; leg < legs; leg++) {
        let gapReason: string | null = null;
        if (c.ownership === "private") {
          km += 20 + Math.floor(rnd.next() * 300);
          gapReason = "Magánhasználat";
        }
        const distance = Math.max(5, Math.round(c.tripKm * (0.5 + rnd.next())));
        const to =
          leg === legs - 1 && legs > 1 && place !== "Budapest"
            ? "Budapest"
            : rnd.pick(CITIES.filter((x) => x !== place));
        const isPrivate = c.ownership !== "private" && rnd.next() < 0.06;
        trips.push({
          tenantId,
          carId,
          date,
          driverId: rnd.pick(tripDrivers),
          fromPlace: place,
          toPlace: to,
          purpose: isPrivate ? "Magáncélú használat" : rnd.pick(PURPOSES),
          partnerId: !isPrivate && partnerIds.length > 0 && rnd.next() < 0.6 ? rnd.pick(partnerIds) : null,
          projectId: !isPrivate && projectIds.length > 0 && rnd.next() < 0.4 ? rnd.pick(projectIds) : null,
          startKm: km,
          endKm: km + distance,
          private: isPrivate,
          gapReason: trips.length === 0 ? null : gapReason,
        });
        km += distance;
        sinceFill += distance;
        place = to;
      }
      if (c.fuelType !== "electric" && sinceFill > 550 + rnd.next() * 150) {
        const liters =
          Math.round(((sinceFill * c.consumption * (0.93 + rnd.next() * 0.14)) / 100) * 100) / 100;
        fills.push({
          tenantId,
          carId,
          date,
          liters,
          totalHuf: Math.round(liters * (c.fuelType === "lpg" ? 345 : 590 + rnd.next() * 30)),
          odometerKm: km,
          full: true,
        });
        sinceFill = 0;
      }
    }
    for (let k = 0; k < trips.length; k += 500) await tx.insert(carTrips).values(trips.slice(k, k + 500));
    if (fills.length > 0) await tx.insert(fuelFills).values(fills);
    await tx
      .update(cars)
      .set({ odometerKm: km })
      .where(and(eq(cars.tenantId, tenantId), eq(cars.id, carId)));
    const months = [...new Set(trips.map((t) => t.date.slice(0, 7)))].filter((m) => m < closeBefore);
    if (months.length > 0)
      await tx.insert(carLogClosures).values(months.map((month) => ({ tenantId, carId, month })));
  }
  const carIdOf = async (plate: string) =>
    (
      await tx
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.tenantId, tenantId), eq(cars.plate, plate)))
    )[0]?.id ?? null;
  const cards = [
    {
      provider: "MOL",
      cardLast4: "4821",
      monthlyLimitHuf: 150_000,
      expiry: addDays(today, 400),
      carId: await carIdOf("AA-BC-112"),
      driverId: driverIds[1] ?? null,
    },
    {
      provider: "OMV",
      cardLast4: "0937",
      monthlyLimitHuf: 120_000,
      expiry: addDays(today, 22),
      carId: await carIdOf("PZT-208"),
      driverId: driverIds[4] ?? null,
    },
    {
      provider: "Shell",
      cardLast4: "5560",
      monthlyLimitHuf: 100_000,
      expiry: addDays(today, 610),
      carId: await carIdOf("AA-BC-113"),
      driverId: driverIds[2] ?? null,
    },
    {
      provider: "MOL",
      cardLast4: "7712",
      monthlyLimitHuf: 80_000,
      expiry: addDays(today, 180),
      carId: null,
      driverId: null,
      status: "blocked",
    },
  ];
  for (const card of cards) {
    const [row] = await tx
      .insert(fuelCards)
      .values({ tenantId, ...card })
      .returning({ id: fuelCards.id });
    if (card.carId !== null && row)
      await tx
        .update(fuelFills)
        .set({ fuelCardId: row.id })
        .where(and(eq(fuelFills.tenantId, tenantId), eq(fuelFills.carId, card.carId)));
  }
  await runTenantReminders(tx, tenantId, today);
}
