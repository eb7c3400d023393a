import { and, asc, desc, eq } from "drizzle-orm";
import type { Driver, DriverDetail, DriverInput } from "@office/shared/fleet/drivers.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { employees } from "../employees/employees.table.ts";
import { assertFleetManager, driverIdOf, isFleetManager } from "./fleet-access.ts";
import { assertRef, auditFleet } from "./fleet-refs.ts";
import { carTrips, cars, drivers } from "./fleet.table.ts";
import { syncReminderRows } from "./reminder-rows.ts";

/**
 * Drivers (issue 10 §1): `GET/POST /api/driver`, `GET/PUT/DELETE /api/driver/{id}`. Fleet managers read
 * and write; a driver reads their own record.
 */

export const DRIVER_NOT_FOUND = "A sofőr nem található.";
const DUPLICATE_DRIVER = "Ez a munkatárs már sofőr.";

async function selectDrivers(tx: Tx, tenantId: number, id?: number): Promise<Driver[]> {
  const where = [eq(drivers.tenantId, tenantId)];
  if (id !== undefined) where.push(eq(drivers.id, id));
  const rows = await tx
    .select({ d: drivers, name: employees.name })
    .from(drivers)
    .innerJoin(employees, and(eq(employees.tenantId, drivers.tenantId), eq(employees.id, drivers.employeeId)))
    .where(and(...where))
    .orderBy(asc(employees.name));
  return rows.map(({ d, name }) => ({
    id: d.id,
    employeeId: d.employeeId,
    name,
    licenceNumber: d.licenceNumber,
    licenceCategories: d.licenceCategories,
    licenceExpiry: d.licenceExpiry,
    medicalExpiry: d.medicalExpiry,
  }));
}

/** `GET /api/driver` (fleetManager): every driver by name. */
export async function listDrivers(p: Platform, ctx: RequestContext): Promise<Driver[]> {
  assertFleetManager(authOf(ctx));
  return p.database.withTenant(ctx.tenant.id, (tx) => selectDrivers(tx, ctx.tenant.id));
}

async function readDriverDetail(tx: Tx, tenantId: number, id: number): Promise<DriverDetail> {
  const [driver] = await selectDrivers(tx, tenantId, id);
  if (!driver) throw notFound(DRIVER_NOT_FOUND);
  const carRows = await tx
    .select({ id: cars.id, plate: cars.plate, make: cars.make, model: cars.model })
    .from(cars)
    .where(and(eq(cars.tenantId, tenantId), eq(cars.driverId, id)))
    .orderBy(asc(cars.plate));
  const trips = await tx
    .select({
      id: carTrips.id,
      carId: carTrips.carId,
      plate: cars.plate,
      date: carTrips.date,
      from: carTrips.fromPlace,
      to: carTrips.toPlace,
      startKm: carTrips.startKm,
      endKm: carTrips.endKm,
    })
    .from(carTrips)
    .innerJoin(cars, and(eq(cars.tenantId, carTrips.tenantId), eq(cars.id, carTrips.carId)))
    .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.driverId, id)))
    .orderBy(desc(carTrips.date), desc(carTrips.startKm))
    .limit(50);
  return {
    ...driver,
    cars: carRows,
    trips: trips.map(({ startKm, endKm, ...t }) => ({ ...t, distanceKm: endKm - startKm })),
  };
}

/** `GET /api/driver/{id}`: fleet managers, or the driver themself; with their cars and last 50 trips. Errors: 403, 404. */
export async function getDriver(p: Platform, ctx: RequestContext, id: number): Promise<DriverDetail> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if (!isFleetManager(auth)) {
      const mine = await driverIdOf(tx, tenantId, auth);
      const exists = await selectDrivers(tx, tenantId, id);
      if (exists.length === 0) throw notFound(DRIVER_NOT_FOUND);
      if (mine !== id) throw forbidden();
    }
    return readDriverDetail(tx, tenantId, id);
  });
}

async function refusingDuplicate<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_DRIVER);
    throw err;
  }
}

/** `POST /api/driver` (fleetManager). Errors: 400 (unknown employee), 403, 409 already a driver. */
export async function createDriver(
  p: Platform,
  ctx: RequestContext,
  input: DriverInput,
): Promise<DriverDetail> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicate(() =>
    p.database.withTenant(tenantId, async (tx) => {
      await assertRef(tx, tenantId, employees, input.employeeId, "employeeId", "A munkatárs nem található.");
      const [row] = await tx
        .insert(drivers)
        .values({ tenantId, ...input })
        .returning({ id: drivers.id });
      const id = row?.id ?? 0;
      await syncReminderRows(tx, tenantId);
      await auditFleet(tx, ctx, auth, "driver.created", `driver:${id}`);
      return readDriverDetail(tx, tenantId, id);
    }),
  );
}

/** `PUT /api/driver/{id}` (fleetManager). Errors: 400, 403, 404, 409 the employee is another driver. */
export async function updateDriver(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: DriverInput,
): Promise<DriverDetail> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicate(() =>
    p.database.withTenant(tenantId, async (tx) => {
      if ((await selectDrivers(tx, tenantId, id)).length === 0) throw notFound(DRIVER_NOT_FOUND);
      await assertRef(tx, tenantId, employees, input.employeeId, "employeeId", "A munkatárs nem található.");
      await tx
        .update(drivers)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(drivers.tenantId, tenantId), eq(drivers.id, id)));
      await syncReminderRows(tx, tenantId);
      await auditFleet(tx, ctx, auth, "driver.updated", `driver:${id}`);
      return readDriverDetail(tx, tenantId, id);
    }),
  );
}

/**
 * `DELETE /api/driver/{id}` (fleetManager): removes the driver and unassigns their cars. Errors: 403, 404,
 * 409 when the driver has trips in the log (the log must keep naming them).
 */
export async function deleteDriver(p: Platform, ctx: RequestContext, id: number): Promise<{ ok: true }> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if ((await selectDrivers(tx, tenantId, id)).length === 0) throw notFound(DRIVER_NOT_FOUND);
    const trips = await tx
      .select({ id: carTrips.id })
      .from(carTrips)
      .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.driverId, id)))
      .limit(1);
    if (trips.length > 0)
      throw conflict("A sofőrnek vannak útjai az útnyilvántartásban, ezért nem törölhető.");
    await tx
      .update(cars)
      .set({ driverId: null })
      .where(and(eq(cars.tenantId, tenantId), eq(cars.driverId, id)));
    await tx.delete(drivers).where(and(eq(drivers.tenantId, tenantId), eq(drivers.id, id)));
    await auditFleet(tx, ctx, auth, "driver.deleted", `driver:${id}`);
    return { ok: true as const };
  });
}
