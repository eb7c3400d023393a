import { and, asc, eq, gt, gte, ilike, inArray, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { employees } from "../employees/employees.table.ts";
import { calendarFeedTokens, eventAttendees, eventOccurrenceOverrides, events } from "./events.table.ts";

export type EventRow = typeof events.$inferSelect;
export type OverrideRow = typeof eventOccurrenceOverrides.$inferSelect;
export type EventRowWithOrganizer = EventRow & { organizerName: string | null };
export type AttendeeRow = {
  eventId: number;
  employeeId: number;
  name: string;
  email: string | null;
  rsvp: string;
};

/**
 * Adds the organisers' names (the employee's name, else the username): one query for the distinct
 * organisers instead of a subquery per event (the month list has up to thousands of rows).
 */
async function withOrganizerNames(
  tx: Tx,
  tenantId: number,
  rows: EventRow[],
): Promise<EventRowWithOrganizer[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.organizerUserId === null ? [] : [r.organizerUserId])))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await tx
      .select({ id: users.id, name: sql<string>`coalesce(${employees.name}, ${users.username})` })
      .from(users)
      .leftJoin(employees, and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)))
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
    for (const f of found) names.set(f.id, f.name);
  }
  return rows.map((r) => ({
    ...r,
    organizerName: r.organizerUserId === null ? null : (names.get(r.organizerUserId) ?? null),
  }));
}

/** One event of the tenant with its organiser's name, or null. */
export async function findEvent(tx: Tx, tenantId: number, id: number): Promise<EventRowWithOrganizer | null> {
  const rows = await tx
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
  return (await withOrganizerNames(tx, tenantId, rows))[0] ?? null;
}

/**
 * Events that may have an occurrence overlapping [from, to) (instants): single events overlapping it,
 * recurring ones that started before `to` and repeat until on or after `fromDay` (a day before `from`, so
 * that a repeat crossing midnight is kept). `search` matches title, location or description.
 */
export async function listCandidates(
  tx: Tx,
  tenantId: number,
  from: Date,
  to: Date,
  fromDay: string,
  search?: string,
): Promise<EventRowWithOrganizer[]> {
  const single = and(
    eq(events.recurrence, "none"),
    lt(events.startsAt, to),
    or(gt(events.endsAt, from), gte(events.startsAt, from)),
  );
  const recurring = and(
    ne(events.recurrence, "none"),
    lt(events.startsAt, to),
    or(isNull(events.recurrenceUntil), gte(events.recurrenceUntil, fromDay)),
  );
  const where = [eq(events.tenantId, tenantId), or(single, recurring)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(events.title, pattern), ilike(events.location, pattern), ilike(events.description, pattern)),
    );
  }
  const rows = await tx
    .select()
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.startsAt), asc(events.id));
  return withOrganizerNames(tx, tenantId, rows);
}

/** Events an employee attends or a user organises (for the personal ICS feed). */
export async function listForFeed(
  tx: Tx,
  tenantId: number,
  userId: number,
  employeeId: number | null,
  since: Date,
): Promise<EventRowWithOrganizer[]> {
  const attends = sql`exists (select 1 from event_attendees a where a.tenant_id = "events"."tenant_id" and a.event_id = "events"."id" and a.employee_id = ${employeeId ?? -1})`;
  const rows = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        or(eq(events.organizerUserId, userId), attends),
        or(gte(events.endsAt, since), ne(events.recurrence, "none")),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(5000);
  return withOrganizerNames(tx, tenantId, rows);
}

/** Attendees of the given events with names, e-mails and answers, by name. */
export async function listAttendees(tx: Tx, tenantId: number, eventIds: number[]): Promise<AttendeeRow[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      eventId: eventAttendees.eventId,
      employeeId: eventAttendees.employeeId,
      name: employees.name,
      email: employees.email,
      rsvp: eventAttendees.rsvp,
    })
    .from(eventAttendees)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, eventAttendees.tenantId), eq(employees.id, eventAttendees.employeeId)),
    )
    .where(and(eq(eventAttendees.tenantId, tenantId), inArray(eventAttendees.eventId, eventIds)))
    .orderBy(asc(employees.name), asc(eventAttendees.employeeId));
}

/** Attendee counts and the given employee's answer per event (for the list). */
export async function listAttendeeSummaries(
  tx: Tx,
  tenantId: number,
  eventIds: number[],
  employeeId: number | null,
): Promise<Map<number, { count: number; mine: string | null }>> {
  const out = new Map<number, { count: number; mine: string | null }>();
  if (eventIds.length === 0) return out;
  const rows = await tx
    .select({
      eventId: eventAttendees.eventId,
      count: sql<number>`count(*)::int`,
      mine: sql<
        string | null
      >`max(case when ${eventAttendees.employeeId} = ${employeeId ?? -1} then ${eventAttendees.rsvp} end)`,
    })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.tenantId, tenantId), inArray(eventAttendees.eventId, eventIds)))
    .groupBy(eventAttendees.eventId);
  for (const r of rows) out.set(r.eventId, { count: Number(r.count), mine: r.mine });
  return out;
}

/** Ids of the given employees that exist in the tenant. */
export async function existingEmployeeIds(tx: Tx, tenantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertEvent(tx: Tx, values: typeof events.$inferInsert): Promise<number> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error("insert into events returned no row");
  return row.id;
}

export async function updateEvent(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof events.$inferInsert>,
): Promise<void> {
  await tx
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
}

/**
 * Makes the attendee list `employeeIds`: removes the others, adds the new ones as pending, and when
 * `resetExcept` is given sets every remaining answer to pending except that employee's.
 */
export async function replaceAttendees(
  tx: Tx,
  tenantId: number,
  eventId: number,
  employeeIds: number[],
  resetExcept?: number | null,
): Promise<void> {
  const scope = and(eq(eventAttendees.tenantId, tenantId), eq(eventAttendees.eventId, eventId));
  await tx
    .delete(eventAttendees)
    .where(employeeIds.length > 0 ? and(scope, notInArray(eventAttendees.employeeId, employeeIds)) : scope);
  if (resetExcept !== undefined) {
    await tx
      .update(eventAttendees)
      .set({ rsvp: "pending", respondedAt: null })
      .where(and(scope, ne(eventAttendees.employeeId, resetExcept ?? -1)));
  }
  if (employeeIds.length > 0) {
    await tx
      .insert(eventAttendees)
      .values(employeeIds.map((employeeId) => ({ tenantId, eventId, employeeId })))
      .onConflictDoNothing();
  }
}

/** Sets an attendee's answer; false when the employee is not an attendee. */
export async function setRsvp(
  tx: Tx,
  tenantId: number,
  eventId: number,
  employeeId: number,
  rsvp: string,
): Promise<boolean> {
  const rows = await tx
    .update(eventAttendees)
    .set({ rsvp, respondedAt: sql`now()` })
    .where(
      and(
        eq(eventAttendees.tenantId, tenantId),
        eq(eventAttendees.eventId, eventId),
        eq(eventAttendees.employeeId, employeeId),
      ),
    )
    .returning({ id: eventAttendees.employeeId });
  return rows.length > 0;
}

/** Active accounts of the given employees (`userId`, `employeeId`). */
export async function listUsersOfEmployees(
  tx: Tx,
  tenantId: number,
  employeeIds: number[],
): Promise<{ userId: number; employeeId: number }[]> {
  if (employeeIds.length === 0) return [];
  const rows = await tx
    .select({ userId: users.id, employeeId: users.employeeId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.active, true), inArray(users.employeeId, employeeIds)));
  return rows.flatMap((r) => (r.employeeId === null ? [] : [{ userId: r.userId, employeeId: r.employeeId }]));
}

/** The employee and e-mail of an active account. */
export async function findUser(tx: Tx, tenantId: number, userId: number) {
  const rows = await tx
    .select({ employeeId: users.employeeId, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.active, true)));
  return rows[0] ?? null;
}

/** The user's live feed token row (not revoked), newest first. */
export async function findLiveFeedToken(tx: Tx, tenantId: number, userId: number) {
  const rows = await tx
    .select()
    .from(calendarFeedTokens)
    .where(
      and(
        eq(calendarFeedTokens.tenantId, tenantId),
        eq(calendarFeedTokens.userId, userId),
        isNull(calendarFeedTokens.revokedAt),
      ),
    )
    .orderBy(sql`${calendarFeedTokens.id} desc`)
    .limit(1);
  return rows[0] ?? null;
}

/** Revokes every live feed token of the user. */
export async function revokeFeedTokens(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await tx
    .update(calendarFeedTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeedTokens.tenantId, tenantId),
        eq(calendarFeedTokens.userId, userId),
        isNull(calendarFeedTokens.revokedAt),
      ),
    );
}

/** Inserts a feed token row with a placeholder hash; returns its id (the hash is set after). */
export async function insertFeedToken(tx: Tx, tenantId: number, userId: number, provisionalHash: string) {
  const [row] = await tx
    .insert(calendarFeedTokens)
    .values({ tenantId, userId, tokenHash: provisionalHash })
    .returning({ id: calendarFeedTokens.id, createdAt: calendarFeedTokens.createdAt });
  if (!row) throw new Error("insert into calendar_feed_tokens returned no row");
  return row;
}

export async function setFeedTokenHash(tx: Tx, tenantId: number, id: number, tokenHash: string) {
  await tx
    .update(calendarFeedTokens)
    .set({ tokenHash })
    .where(and(eq(calendarFeedTokens.tenantId, tenantId), eq(calendarFeedTokens.id, id)));
}

/** The user of a live feed token by its SHA-256 hex, or null. */
export async function findUserByFeedHash(
  tx: Tx,
  tenantId: number,
  tokenHash: string,
): Promise<number | null> {
  const rows = await tx
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(
      and(
        eq(calendarFeedTokens.tenantId, tenantId),
        eq(calendarFeedTokens.tokenHash, tokenHash),
        isNull(calendarFeedTokens.revokedAt),
      ),
    );
  return rows[0]?.userId ?? null;
}

/** The exceptions (occurrences changed on their own) of the given events, by occurrence start. */
export async function listOverrides(tx: Tx, tenantId: number, eventIds: number[]): Promise<OverrideRow[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select()
    .from(eventOccurrenceOverrides)
    .where(
      and(
        eq(eventOccurrenceOverrides.tenantId, tenantId),
        inArray(eventOccurrenceOverrides.eventId, eventIds),
      ),
    )
    .orderBy(asc(eventOccurrenceOverrides.occurrenceStart));
}

/** Inserts or replaces the exception of one occurrence (keyed by the series' start of it). */
export async function upsertOverride(
  tx: Tx,
  values: Omit<typeof eventOccurrenceOverrides.$inferInsert, "updatedAt">,
): Promise<void> {
  const { tenantId: _t, eventId: _e, occurrenceStart: _o, ...fields } = values;
  await tx
    .insert(eventOccurrenceOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [
        eventOccurrenceOverrides.tenantId,
        eventOccurrenceOverrides.eventId,
        eventOccurrenceOverrides.occurrenceStart,
      ],
      set: { ...fields, updatedAt: sql`now()` },
    });
}

/** Drops every exception of an event (its series times changed, so the old occurrences are gone). */
export async function deleteOverrides(tx: Tx, tenantId: number, eventId: number): Promise<void> {
  await tx
    .delete(eventOccurrenceOverrides)
    .where(
      and(eq(eventOccurrenceOverrides.tenantId, tenantId), eq(eventOccurrenceOverrides.eventId, eventId)),
    );
}
