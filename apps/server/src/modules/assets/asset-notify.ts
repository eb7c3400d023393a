import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";

/** The active user accounts of the employees (an employee without an account gets no notification). */
export async function userIdsOfEmployees(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
): Promise<number[]> {
  if (employeeIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), inArray(users.employeeId, [...employeeIds]), eq(users.active, true)),
    );
  return rows.map((r) => r.id);
}

/**
 * Notifies employees about a handover protocol (`eventType` `assetHandover`, `eventId` the protocol id).
 * The texts never contain "autó" nor "Auto"/"Car", so SPEC §2's car click rule does not catch them.
 */
export async function notifyEmployees(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
  handoverId: number,
  title: string,
  description: string,
): Promise<void> {
  const userIds = await userIdsOfEmployees(tx, tenantId, employeeIds);
  await insertNotifications(tx, tenantId, userIds, {
    eventType: "assetHandover",
    eventId: handoverId,
    title,
    description,
  });
}
