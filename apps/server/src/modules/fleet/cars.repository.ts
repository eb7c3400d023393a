import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CarInput, ListCarsQuery } from "@office/shared/fleet/cars.contract";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { carServices } from "./car-services.table.ts";
import { carLogClosures, carTrips, cars, drivers, fuelFills } from "./fleet.table.ts";

/** Car queries; every function runs inside the tenant transaction. */

export type CarListRow = typeof cars.$inferSelect & {
  driverName: string | null;
  licenceExpiry: string | null;
  medicalExpiry: string | null;
};

/** Cars with their driver's name and licence/medical expiries, by plate. `onlyDriverId` narrows to one driver's cars. */
export async function listCars(
  tx: Tx,
  tenantId: number,
  query: ListCarsQuery,
  onlyDriverId: number | null,
  ids?: readonly number[],
): Promise<CarListRow[]> {
  const where: SQL[] = [eq(cars.tenantId, tenantId)];
  if (onlyDriverId !== null) where.push(eq(cars.driverId, onlyDriverId));
  if (query.active !== undefined) where.push(eq(cars.active, query.active));
  if (query.ownership) where.push(eq(cars.ownership, query.ownership));
  if (query.driverId) where.push(eq(cars.driverId, query.driverId));
  if (ids) where.push(inArray(cars.id, [...ids]));
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, "\\$&")}%`;
    const search = or(
      ilike(cars.plate, like),
      ilike(cars.make, like),
      ilike(cars.model, like),
      ilike(employees.name, like),
      sql`replace(${cars.plate}, '-', '') ilike ${like.replaceAll("-", "")}`,
    );
    if (search) where.push(search);
  }
  const rows = await tx
    .select({
      car: cars,
      driverName: employees.name,
      licenceExpiry: drivers.licenceExpiry,
      medicalExpiry: drivers.medicalExpiry,
    })
    .from(cars)
    .leftJoin(drivers, and(eq(drivers.tenantId, cars.tenantId), eq(drivers.id, cars.driverId)))
    .leftJoin(employees, and(eq(employees.tenantId, drivers.tenantId), eq(employees.id, drivers.employeeId)))
    .where(and(...where))
    .orderBy(asc(cars.plate));
  return rows.map((r) => ({
    ...r.car,
    driverName: r.driverName,
    licenceExpiry: r.licenceExpiry,
    medicalExpiry: r.medicalExpiry,
  }));
}

/** Column values of a car from its input (odometer handled by the service). */
export function carColumns(input: CarInput) {
  const { odometerKm: _odometer, ...rest } = input;
  return rest;
}

export async function insertCar(tx: Tx, tenantId: number, input: CarInput): Promise<number> {
  const [row] = await tx
    .insert(cars)
    .values({
      tenantId,
      ...carColumns(input),
      odometerKm: input.odometerKm,
      baseOdometerKm: input.odometerKm,
    })
    .returning({ id: cars.id });
  if (!row) throw new Error("insert cars returned no row");
  return row.id;
}

export async function updateCar(tx: Tx, tenantId: number, id: number, input: CarInput): Promise<void> {
  await tx
    .update(cars)
    .set({ ...carColumns(input), baseOdometerKm: input.odometerKm, updatedAt: sql`now()` })
    .where(and(eq(cars.tenantId, tenantId), eq(cars.id, id)));
}

/**
 * Sets the car's odometer to its last trip's end km (by date, then start km), or to the recorded
 * `base_odometer_km` when it has no trips. Returns the new value.
 */
export async function recomputeOdometer(tx: Tx, tenantId: number, carId: number): Promise<number> {
  const last = await tx
    .select({ endKm: carTrips.endKm })
    .from(carTrips)
    .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId)))
    .orderBy(desc(carTrips.date), desc(carTrips.startKm), desc(carTrips.id))
    .limit(1);
  const [row] = await tx
    .update(cars)
    .set({
      odometerKm: last[0] ? last[0].endKm : sql`${cars.baseOdometerKm}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cars.tenantId, tenantId), eq(cars.id, carId)))
    .returning({ odometerKm: cars.odometerKm });
  return row?.odometerKm ?? 0;
}

/** The closed months (`YYYY-MM`) of a car's trip log, ascending. */
export async function listClosedMonths(tx: Tx, tenantId: number, carId: number): Promise<string[]> {
  const rows = await tx
    .select({ month: carLogClosures.month })
    .from(carLogClosures)
    .where(and(eq(carLogClosures.tenantId, tenantId), eq(carLogClosures.carId, carId)))
    .orderBy(asc(carLogClosures.month));
  return rows.map((r) => r.month);
}

/** The last trip's end km of a car, or null. */
export async function lastEndKm(tx: Tx, tenantId: number, carId: number): Promise<number | null> {
  const rows = await tx
    .select({ endKm: carTrips.endKm })
    .from(carTrips)
    .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId)))
    .orderBy(desc(carTrips.date), desc(carTrips.startKm), desc(carTrips.id))
    .limit(1);
  return rows[0]?.endKm ?? null;
}

/** True when the car has trips, fuel fills or services (then it is deactivated rather than deleted). */
export async function hasHistory(tx: Tx, tenantId: number, carId: number): Promise<boolean> {
  const trips = await tx
    .select({ id: carTrips.id })
    .from(carTrips)
    .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId)))
    .limit(1);
  if (trips.length > 0) return true;
  const fills = await tx
    .select({ id: fuelFills.id })
    .from(fuelFills)
    .where(and(eq(fuelFills.tenantId, tenantId), eq(fuelFills.carId, carId)))
    .limit(1);
  if (fills.length > 0) return true;
  // a service log (issue 23 §2) is history too: its invoices stay with the deactivated car
  const services = await tx
    .select({ id: carServices.id })
    .from(carServices)
    .where(and(eq(carServices.tenantId, tenantId), eq(carServices.carId, carId)))
    .limit(1);
  return services.length > 0;
}
