import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { reusableQuery } from "../../platform/prepared.ts";
import { users } from "../auth/auth.table.ts";
import { notifications } from "./notifications.table.ts";

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's notifications, newest first (SPEC §2). Bounded to the latest 200. */
export async function listForUser(tx: Tx, tenantId: number, userId: number): Promise<NotificationRow[]> {
  return notificationsOfUser(tx, { tenantId, userId });
}

/** Built once (every page of the SPA loads the drawer's list). */
const notificationsOfUser = reusableQuery("office_q_notifications_of_user", (tx) =>
  tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, sql.placeholder("tenantId")),
        eq(notifications.userId, sql.placeholder("userId")),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(200),
);

/** Marks one of the user's notifications seen (first time only) and returns it; null if not theirs. */
export async function markSeen(
  tx: Tx,
  tenantId: number,
  userId: number,
  id: number,
): Promise<NotificationRow | null> {
  await tx
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        eq(notifications.id, id),
        isNull(notifications.seenAt),
      ),
    );
  const rows = await tx
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), eq(notifications.id, id)),
    );
  return rows[0] ?? null;
}

/** Marks every unseen notification of the user seen (now); answers how many changed. */
export async function markAllSeen(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.seenAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export type NewNotification = {
  eventType: string;
  eventId?: number | null;
  title: string;
  description: string;
  createdAt?: Date;
  seenAt?: Date | null;
  /** The notification's e-mail goes another way (a calendar invitation): the mail job skips it. */
  isMailedSeparately?: boolean;
};

export async function insertNotifications(
  tx: Tx,
  tenantId: number,
  userIds: readonly number[],
  n: NewNotification,
) {
  if (userIds.length === 0) return;
  await tx.insert(notifications).values(
    userIds.map((userId) => ({
      tenantId,
      userId,
      eventType: n.eventType,
      eventId: n.eventId ?? null,
      title: n.title,
      description: n.description,
      ...(n.createdAt ? { createdAt: n.createdAt } : {}),
      seenAt: n.seenAt ?? null,
      ...(n.isMailedSeparately ? { emailState: "skipped" } : {}),
    })),
  );
}

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

/** Marks every notification of the tenant not yet mailed as not to be mailed (seeded history). */
export async function skipEmailOfAll(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ emailState: "skipped" })
    .where(
      and(eq(notifications.tenantId, tenantId), inArray(notifications.emailState, ["pending", "digest"])),
    );
}
