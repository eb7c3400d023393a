import { and, eq } from "drizzle-orm";
import type { ReminderKind } from "@office/shared/fleet/cars.contract";
import type { ReminderSubject } from "@office/shared/fleet/reminders.contract";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { cars, drivers, fleetReminders, fuelCards } from "./fleet.table.ts";

/**
 * The reminder rows behind the expiry reminders: one per subject (car, driver, fuel card), kind and due
 * date, inserted with ON CONFLICT DO NOTHING on that unique key, so any number of runs on any number of
 * instances give the same rows. A row is "current" while its due date is the subject's expiry now.
 */

/** One expiry that should have a reminder row, with what the messages need. */
export type Expiry = {
  subjectType: ReminderSubject;
  subjectId: number;
  kind: ReminderKind;
  dueDate: string;
  /** The car the item belongs to (the car itself, the driver's car, the card's car), or null. */
  carId: number | null;
  plate: string | null;
  /** The driver the car or item concerns (gets the notification too), or null. */
  driverId: number | null;
  /** Driver's employee id (to find their account). */
  driverEmployeeId: number | null;
  /** Who / what the item is about, for the message: the driver's name or the card. */
  subjectName: string | null;
};

/** The expiries the tenant's active cars, drivers and active fuel cards have now. */
export async function currentExpiries(tx: Tx, tenantId: number): Promise<Expiry[]> {
  const carRows = await tx
    .select({
      id: cars.id,
      plate: cars.plate,
      driverId: cars.driverId,
      mot: cars.motExpiry,
      ins: cars.mandatoryInsuranceExpiry,
      casco: cars.cascoExpiry,
    })
    .from(cars)
    .where(and(eq(cars.tenantId, tenantId), eq(cars.active, true)));
  const driverRows = await tx
    .select({
      id: drivers.id,
      employeeId: drivers.employeeId,
      name: employees.name,
      licence: drivers.licenceExpiry,
      medical: drivers.medicalExpiry,
    })
    .from(drivers)
    .innerJoin(employees, and(eq(employees.tenantId, drivers.tenantId), eq(employees.id, drivers.employeeId)))
    .where(eq(drivers.tenantId, tenantId));
  const cardRows = await tx
    .select({
      id: fuelCards.id,
      last4: fuelCards.cardLast4,
      provider: fuelCards.provider,
      expiry: fuelCards.expiry,
      carId: fuelCards.carId,
      driverId: fuelCards.driverId,
    })
    .from(fuelCards)
    .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.status, "active")));

  const driverById = new Map(driverRows.map((d) => [d.id, d]));
  const carById = new Map(carRows.map((c) => [c.id, c]));
  const carOfDriver = new Map<number, (typeof carRows)[number]>();
  for (const c of carRows)
    if (c.driverId !== null && !carOfDriver.has(c.driverId)) carOfDriver.set(c.driverId, c);

  const out: Expiry[] = [];
  for (const c of carRows) {
    const driver = c.driverId === null ? undefined : driverById.get(c.driverId);
    const base = {
      subjectType: "car" as const,
      subjectId: c.id,
      carId: c.id,
      plate: c.plate,
      driverId: c.driverId,
      driverEmployeeId: driver?.employeeId ?? null,
      subjectName: null,
    };
    if (c.mot) out.push({ ...base, kind: "mot", dueDate: c.mot });
    if (c.ins) out.push({ ...base, kind: "mandatoryInsurance", dueDate: c.ins });
    if (c.casco) out.push({ ...base, kind: "casco", dueDate: c.casco });
  }
  for (const d of driverRows) {
    const car = carOfDriver.get(d.id);
    const base = {
      subjectType: "driver" as const,
      subjectId: d.id,
      carId: car?.id ?? null,
      plate: car?.plate ?? null,
      driverId: d.id,
      driverEmployeeId: d.employeeId,
      subjectName: d.name,
    };
    if (d.licence) out.push({ ...base, kind: "licence", dueDate: d.licence });
    if (d.medical) out.push({ ...base, kind: "medical", dueDate: d.medical });
  }
  for (const k of cardRows) {
    if (!k.expiry) continue;
    const car = k.carId === null ? undefined : carById.get(k.carId);
    const driverId = k.driverId ?? car?.driverId ?? null;
    out.push({
      subjectType: "fuelCard",
      subjectId: k.id,
      kind: "fuelCard",
      dueDate: k.expiry,
      carId: car?.id ?? null,
      plate: car?.plate ?? null,
      driverId,
      driverEmployeeId: driverId === null ? null : (driverById.get(driverId)?.employeeId ?? null),
      subjectName: `${k.provider} •••• ${k.last4}`,
    });
  }
  return out;
}

/** Inserts the missing reminder rows of the current expiries (ON CONFLICT DO NOTHING). */
export async function syncReminderRows(tx: Tx, tenantId: number): Promise<Expiry[]> {
  const expiries = await currentExpiries(tx, tenantId);
  if (expiries.length > 0) {
    await tx
      .insert(fleetReminders)
      .values(
        expiries.map((e) => ({
          tenantId,
          subjectType: e.subjectType,
          subjectId: e.subjectId,
          kind: e.kind,
          dueDate: e.dueDate,
        })),
      )
      .onConflictDoNothing();
  }
  return expiries;
}

/** Key of a reminder row: subject, kind and due date. */
export const expiryKey = (e: { subjectType: string; subjectId: number; kind: string; dueDate: string }) =>
  `${e.subjectType}:${e.subjectId}:${e.kind}:${e.dueDate}`;
