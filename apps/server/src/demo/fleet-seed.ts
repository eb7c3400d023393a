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

/**
 * Demo fleet (issue 10 §3): fifteen cars — company, leased and two private ones used for business — with
 * a year of trips up to yesterday whose odometers chain without gaps (private cars: the km between
 * business trips are private use, logged as gaps with a reason), fuel fills at trip ends, twelve
 * drivers, four fuel cards, months older than the previous one closed, and expiries placed relative to
 * `today` so a few reminders are due now whatever the real date is. Then the reminder job runs once,
 * so the notifications are real ones. The `user` account drives `UJ-FL-001` (its MOT due in 6 days, its
 * medical in 20), `admin` (fleetManager) gets every car reminder. Deterministic for a given `today`.
 */

type DemoCar = {
  plate: string;
  make: string;
  model: string;
  wmi: string;
  year: number;
  fuelType: "petrol" | "diesel" | "hybrid" | "electric" | "lpg";
  engineKw: number;
  engineCcm: number | null;
  ownership: "company" | "leased" | "private";
  /** l/100 km (kWh for electric: no fills). */
  consumption: number;
  /** Average km of a trip. */
  tripKm: number;
  /** Days from today to the MOT / insurance / casco expiry. */
  mot: number;
  insurance: number;
  casco: number | null;
};

const CARS: DemoCar[] = [
  {
    plate: "UJ-FL-001",
    make: "Suzuki",
    model: "Vitara",
    wmi: "TSM",
    year: 2021,
    fuelType: "petrol",
    engineKw: 95,
    engineCcm: 1373,
    ownership: "company",
    consumption: 6.4,
    tripKm: 60,
    mot: 6,
    insurance: 140,
    casco: 140,
  },
  {
    plate: "AA-BC-112",
    make: "Škoda",
    model: "Octavia Combi",
    wmi: "TMB",
    year: 2022,
    fuelType: "diesel",
    engineKw: 110,
    engineCcm: 1968,
    ownership: "company",
    consumption: 5.1,
    tripKm: 120,
    mot: 0,
    insurance: 230,
    casco: 230,
  },
  {
    plate: "AA-BC-113",
    make: "Volkswagen",
    model: "Passat",
    wmi: "WVW",
    year: 2020,
    fuelType: "diesel",
    engineKw: 110,
    engineCcm: 1968,
    ownership: "leased",
    consumption: 5.6,
    tripKm: 140,
    mot: 25,
    insurance: 7,
    casco: 7,
  },
  {
    plate: "RKT-514",
    make: "Toyota",
    model: "Corolla Hybrid",
    wmi: "SB1",
    year: 2019,
    fuelType: "hybrid",
    engineKw: 90,
    engineCcm: 1798,
    ownership: "company",
    consumption: 4.3,
    tripKm: 45,
    mot: -3,
    insurance: 300,
    casco: null,
  },
  {
    plate: "PZT-208",
    make: "Ford",
    model: "Transit Custom",
    wmi: "WF0",
    year: 2018,
    fuelType: "diesel",
    engineKw: 96,
    engineCcm: 1995,
    ownership: "company",
    consumption: 8.2,
    tripKm: 90,
    mot: 180,
    insurance: 28,
    casco: null,
  },
  {
    plate: "AB-DE-441",
    make: "Opel",
    model: "Astra",
    wmi: "W0L",
    year: 2023,
    fuelType: "petrol",
    engineKw: 96,
    engineCcm: 1199,
    ownership: "leased",
    consumption: 6.1,
    tripKm: 70,
    mot: 900,
    insurance: 260,
    casco: 260,
  },
  {
    plate: "AB-DE-442",
    make: "Renault",
    model: "Clio",
    wmi: "VF1",
    year: 2022,
    fuelType: "petrol",
    engineKw: 67,
    engineCcm: 999,
    ownership: "company",
    consumption: 5.4,
    tripKm: 35,
    mot: 410,
    insurance: 95,
    casco: null,
  },
  {
    plate: "SLD-730",
    make: "Dacia",
    model: "Duster LPG",
    wmi: "UU1",
    year: 2020,
    fuelType: "lpg",
    engineKw: 74,
    engineCcm: 999,
    ownership: "company",
    consumption: 8.9,
    tripKm: 80,
    mot: 120,
    insurance: 200,
    casco: null,
  },
  {
    plate: "AC-EV-300",
    make: "Tesla",
    model: "Model 3",
    wmi: "5YJ",
    year: 2022,
    fuelType: "electric",
    engineKw: 208,
    engineCcm: null,
    ownership: "leased",
    consumption: 0,
    tripKm: 110,
    mot: 520,
    insurance: 60,
    casco: 60,
  },
  {
    plate: "AC-BM-320",
    make: "BMW",
    model: "320d Touring",
    wmi: "WBA",
    year: 2021,
    fuelType: "diesel",
    engineKw: 140,
    engineCcm: 1995,
    ownership: "leased",
    consumption: 5.9,
    tripKm: 150,
    mot: 300,
    insurance: 150,
    casco: 150,
  },
  {
    plate: "NHK-902",
    make: "Kia",
    model: "Ceed SW",
    wmi: "U5Y",
    year: 2019,
    fuelType: "petrol",
    engineKw: 103,
    engineCcm: 1482,
    ownership: "company",
    consumption: 6.6,
    tripKm: 65,
    mot: 45,
    insurance: 330,
    casco: null,
  },
  {
    plate: "MKV-318",
    make: "Hyundai",
    model: "i30",
    wmi: "TMA",
    year: 2018,
    fuelType: "petrol",
    engineKw: 88,
    engineCcm: 1353,
    ownership: "company",
    consumption: 6.9,
    tripKm: 55,
    mot: 240,
    insurance: 15,
    casco: null,
  },
  {
    plate: "AD-VT-115",
    make: "Mercedes-Benz",
    model: "Vito",
    wmi: "WDF",
    year: 2021,
    fuelType: "diesel",
    engineKw: 100,
    engineCcm: 1950,
    ownership: "company",
    consumption: 7.8,
    tripKm: 100,
    mot: 600,
    insurance: 180,
    casco: 180,
  },
  {
    plate: "KLM-447",
    make: "Peugeot",
    model: "308",
    wmi: "VF3",
    year: 2017,
    fuelType: "petrol",
    engineKw: 96,
    engineCcm: 1199,
    ownership: "private",
    consumption: 6.2,
    tripKm: 85,
    mot: 350,
    insurance: 210,
    casco: null,
  },
  {
    plate: "HRC-621",
    make: "Honda",
    model: "Civic",
    wmi: "SHH",
    year: 2016,
    fuelType: "diesel",
    engineKw: 88,
    engineCcm: 1597,
    ownership: "private",
    consumption: 4.9,
    tripKm: 95,
    mot: 75,
    insurance: 120,
    casco: null,
  },
];

const CITIES = [
  "Budapest",
  "Győr",
  "Székesfehérvár",
  "Kecskemét",
  "Szolnok",
  "Vác",
  "Esztergom",
  "Tatabánya",
  "Veszprém",
  "Szeged",
  "Debrecen",
  "Miskolc",
  "Pécs",
  "Eger",
  "Siófok",
];
const PURPOSES = [
  "Helyszíni bejárás",
  "Ügyféltárgyalás",
  "Műszaki átadás",
  "Anyagbeszerzés",
  "Kivitelezés ellenőrzése",
  "Szerviz",
  "Projektmegbeszélés",
  "Mérés a helyszínen",
];

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
  for (const [i, c] of CARS.entries()) {
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
