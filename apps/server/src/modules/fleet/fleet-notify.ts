import { and, eq } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";
import type { CarRow } from "./fleet-access.ts";
import { todayInBudapest } from "./fleet-refs.ts";
import { drivers, fleetNotices } from "./fleet.table.ts";
import { activeUserIdsWithRole } from "../auth/auth.repository.ts";

/**
 * Who fleet notifications go to, and the per-day claim that keeps them to one per person, subject and
 * day on any number of instances (`fleet_notices`, ON CONFLICT DO NOTHING).
 */

/** Active accounts holding fleetManager or companyAdmin. */
export function fleetManagerUserIds(tx: Tx, tenantId: number): Promise<number[]> {
  return activeUserIdsWithRole(tx, tenantId, "fleetManager");
}

/** Active accounts of a driver's employee (none when the driver has no account). */
export async function driverUserIds(tx: Tx, tenantId: number, driverId: number | null): Promise<number[]> {
  if (driverId === null) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(drivers, and(eq(drivers.tenantId, users.tenantId), eq(drivers.employeeId, users.employeeId)))
    .where(and(eq(users.tenantId, tenantId), eq(drivers.id, driverId), eq(users.active, true)));
  return rows.map((r) => r.id);
}

/**
 * Claims `(user, subject, day)` for each user and answers those claimed now (the others already got a
 * notification about `subject` today).
 */
export async function claimNotices(
  tx: Tx,
  tenantId: number,
  userIds: readonly number[],
  subject: string,
  day: string,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(fleetNotices)
    .values([...new Set(userIds)].map((userId) => ({ tenantId, userId, subject, day })))
    .onConflictDoNothing()
    .returning({ userId: fleetNotices.userId });
  return rows.map((r) => r.userId);
}

/**
 * An odometer or consumption anomaly of `car` to the fleet managers (once per manager, car and day):
 * `eventType` `carAnomaly`, `eventId` = the car id; the description must contain `autó` and the plate
 * (SPEC §2 routes it to `/autok/{id}#distances`).
 */
export async function notifyFleetAnomaly(
  tx: Tx,
  tenantId: number,
  car: CarRow,
  message: { title: string; description: string },
): Promise<void> {
  const managers = await fleetManagerUserIds(tx, tenantId);
  const claimed = await claimNotices(tx, tenantId, managers, `anomaly:car:${car.id}`, todayInBudapest());
  await insertNotifications(tx, tenantId, claimed, {
    eventType: "carAnomaly",
    eventId: car.id,
    title: message.title,
    description: message.description,
  });
}
