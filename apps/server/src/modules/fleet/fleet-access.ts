import { and, eq } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import { cars, drivers } from "./fleet.table.ts";

/**
 * Who may do what in the fleet (issue 10 §1, DESIGN §5): `fleetManager` (companyAdmin passes) reads and
 * writes everything; every signed-in user reads the cars assigned to them as driver and logs their own
 * trips and fills on those cars.
 */

export const CAR_NOT_FOUND = "Az autó nem található.";
export const NOT_YOUR_CAR = "Ezt az autót nem te vezeted, így nem látod az adatait.";

export type CarRow = typeof cars.$inferSelect;

/** True for fleetManager (or companyAdmin). */
export const isFleetManager = (auth: AuthContext): boolean => hasAnyRole(auth.roles, ["fleetManager"]);

/** 403 unless the caller is a fleet manager. */
export function assertFleetManager(auth: AuthContext): void {
  if (!isFleetManager(auth)) throw forbidden();
}

/** The driver id of the caller's employee, or null when they are not a driver. */
export async function driverIdOf(tx: Tx, tenantId: number, auth: AuthContext): Promise<number | null> {
  if (!auth.employeeId) return null;
  const rows = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.tenantId, tenantId), eq(drivers.employeeId, auth.employeeId)));
  return rows[0]?.id ?? null;
}

/** The car row or 404 (unknown id or another tenant's). */
export async function findCarOr404(tx: Tx, tenantId: number, carId: number): Promise<CarRow> {
  const rows = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.tenantId, tenantId), eq(cars.id, carId)));
  const row = rows[0];
  if (!row) throw notFound(CAR_NOT_FOUND);
  return row;
}

/** What the caller may do with one car. */
export type CarAccess = { car: CarRow; isManager: boolean; myDriverId: number | null };

/**
 * The car if the caller may read it: fleet managers every car, others the cars whose driver they are.
 * Errors: 404 unknown / another tenant's, 403 a car of the tenant they do not drive.
 */
export async function carForRead(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  carId: number,
): Promise<CarAccess> {
  const car = await findCarOr404(tx, tenantId, carId);
  const isManager = isFleetManager(auth);
  const myDriverId = await driverIdOf(tx, tenantId, auth);
  if (!isManager && (myDriverId === null || car.driverId !== myDriverId)) throw forbidden(NOT_YOUR_CAR);
  return { car, isManager, myDriverId };
}
