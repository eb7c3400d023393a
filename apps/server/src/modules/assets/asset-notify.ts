import type { Tx } from "../../platform/db.ts";
import { insertNotifications, userIdsOfEmployees } from "../notifications/notifications.repository.ts";

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
