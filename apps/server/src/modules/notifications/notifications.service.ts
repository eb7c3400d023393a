import type { MarkAllSeenResult, Notification } from "@office/shared/notifications/notifications.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./notifications.repository.ts";

function toDto(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    eventType: row.eventType,
    eventId: row.eventId,
    title: row.title,
    description: row.description,
    createDateTime: row.createdAt.toISOString(),
    ...(row.seenAt ? { seen: row.seenAt.toISOString() } : {}),
  };
}

/** `GET /api/notification`: the caller's notifications, newest first. */
export async function listNotifications(p: Platform, ctx: RequestContext): Promise<Notification[]> {
  const auth = authOf(ctx);
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.listForUser(tx, ctx.tenant.id, auth.userId),
  );
  return rows.map(toDto);
}

/** `PUT /api/notification/{id}/seen`: marks the caller's notification seen; 404 for anyone else's. */
export async function markNotificationSeen(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<Notification> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const updated = await repo.markSeen(tx, tenantId, auth.userId, id);
    if (updated) {
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "notification.seen",
        target: `notification:${id}`,
      });
    }
    return updated;
  });
  if (!row) throw notFound("Az értesítés nem található.");
  return toDto(row);
}

/**
 * `PUT /api/notification/seen` ("Mind olvasott"): marks every unseen notification of the caller seen in
 * one statement (anyone else's are untouched); answers how many changed (0 when none was unseen).
 */
export async function markAllNotificationsSeen(p: Platform, ctx: RequestContext): Promise<MarkAllSeenResult> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const updated = await p.database.withTenant(tenantId, async (tx) => {
    const count = await repo.markAllSeen(tx, tenantId, auth.userId);
    if (count > 0) {
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "notification.allSeen",
        target: `notifications:${count}`,
      });
    }
    return count;
  });
  return { updated };
}

/**
 * Notifies users inside the caller's transaction (later modules call this: comments, approvals,
 * car expiries). SPEC §2 routing: a title containing `Car`/`Auto` or a description containing `autó`
 * with `eventId` = car id opens the car's trip log; a title `Új hozzászólás` with `eventId` = project
 * id opens the project.
 */
export async function notify(
  tx: Tx,
  tenantId: number,
  userIds: readonly number[],
  notification: repo.NewNotification,
): Promise<void> {
  await repo.insertNotifications(tx, tenantId, userIds, notification);
}
