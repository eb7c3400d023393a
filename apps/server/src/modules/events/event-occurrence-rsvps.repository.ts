import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { eventOccurrenceRsvps } from "./events.table.ts";

/** An attendee's own answer for one occurrence (keyed by the series' start of it). */
export type OccurrenceRsvpRow = {
  eventId: number;
  occurrenceStart: Date;
  employeeId: number;
  rsvp: string;
};

/**
 * The per-occurrence answers of the given events (issue 23 §3), of every attendee or, with
 * `employeeId`, of that employee only.
 */
export async function listOccurrenceRsvps(
  tx: Tx,
  tenantId: number,
  eventIds: number[],
  employeeId?: number,
): Promise<OccurrenceRsvpRow[]> {
  if (eventIds.length === 0) return [];
  const where = [
    eq(eventOccurrenceRsvps.tenantId, tenantId),
    inArray(eventOccurrenceRsvps.eventId, eventIds),
  ];
  if (employeeId !== undefined) where.push(eq(eventOccurrenceRsvps.employeeId, employeeId));
  return tx
    .select({
      eventId: eventOccurrenceRsvps.eventId,
      occurrenceStart: eventOccurrenceRsvps.occurrenceStart,
      employeeId: eventOccurrenceRsvps.employeeId,
      rsvp: eventOccurrenceRsvps.rsvp,
    })
    .from(eventOccurrenceRsvps)
    .where(and(...where));
}

/**
 * Stores an attendee's answer for one occurrence (an upsert: answering again replaces it). The
 * employee must be an attendee of the event (a foreign key to `event_attendees`).
 */
export async function setOccurrenceRsvp(tx: Tx, values: OccurrenceRsvpRow & { tenantId: number }) {
  await tx
    .insert(eventOccurrenceRsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [
        eventOccurrenceRsvps.tenantId,
        eventOccurrenceRsvps.eventId,
        eventOccurrenceRsvps.occurrenceStart,
        eventOccurrenceRsvps.employeeId,
      ],
      set: { rsvp: values.rsvp, respondedAt: sql`now()` },
    });
}

/**
 * Deletes per-occurrence answers of an event: of one occurrence (`occurrenceStart`) or all, keeping
 * those of `exceptEmployeeId` when given (the organiser, whose change it is).
 */
export async function deleteOccurrenceRsvps(
  tx: Tx,
  tenantId: number,
  eventId: number,
  opts: { occurrenceStart?: Date; exceptEmployeeId?: number | null } = {},
): Promise<void> {
  const where = [eq(eventOccurrenceRsvps.tenantId, tenantId), eq(eventOccurrenceRsvps.eventId, eventId)];
  if (opts.occurrenceStart) where.push(eq(eventOccurrenceRsvps.occurrenceStart, opts.occurrenceStart));
  if (opts.exceptEmployeeId !== undefined && opts.exceptEmployeeId !== null) {
    where.push(ne(eventOccurrenceRsvps.employeeId, opts.exceptEmployeeId));
  }
  await tx.delete(eventOccurrenceRsvps).where(and(...where));
}
