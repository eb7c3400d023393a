import { and, eq, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { calendarSettings, eventReminderClaims, events } from "./events.table.ts";
import type { EventRow } from "./events.repository.ts";

/** The user's default reminder (minutes) for new events; null when none or never set. */
export async function findDefaultReminder(tx: Tx, tenantId: number, userId: number): Promise<number | null> {
  const rows = await tx
    .select({ minutes: calendarSettings.defaultReminderMinutes })
    .from(calendarSettings)
    .where(and(eq(calendarSettings.tenantId, tenantId), eq(calendarSettings.userId, userId)));
  return rows[0]?.minutes ?? null;
}

/** Stores the user's default reminder (minutes or null). */
export async function saveDefaultReminder(
  tx: Tx,
  tenantId: number,
  userId: number,
  minutes: number | null,
): Promise<void> {
  await tx
    .insert(calendarSettings)
    .values({ tenantId, userId, defaultReminderMinutes: minutes })
    .onConflictDoUpdate({
      target: [calendarSettings.tenantId, calendarSettings.userId],
      set: { defaultReminderMinutes: minutes, updatedAt: sql`now()` },
    });
}

/**
 * Live (not cancelled) events with a reminder that may have an occurrence starting in [from, to):
 * single ones starting there, recurring ones started before `to` and repeating until `fromDay` or later.
 */
export async function listReminderCandidates(
  tx: Tx,
  tenantId: number,
  from: Date,
  to: Date,
  fromDay: string,
): Promise<EventRow[]> {
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        isNull(events.cancelledAt),
        sql`${events.reminderMinutes} is not null`,
        lt(events.startsAt, to),
        or(
          and(eq(events.recurrence, "none"), gte(events.startsAt, from)),
          and(
            ne(events.recurrence, "none"),
            or(isNull(events.recurrenceUntil), gte(events.recurrenceUntil, fromDay)),
          ),
        ),
      ),
    );
}

/**
 * Claims the reminder of one occurrence for the given users (ON CONFLICT DO NOTHING); answers the users
 * this call claimed, i.e. who have not had it yet.
 */
export async function claimReminders(
  tx: Tx,
  tenantId: number,
  eventId: number,
  occurrenceStart: Date,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(eventReminderClaims)
    .values(userIds.map((userId) => ({ tenantId, eventId, occurrenceStart, userId })))
    .onConflictDoNothing()
    .returning({ userId: eventReminderClaims.userId });
  return rows.map((r) => r.userId);
}
