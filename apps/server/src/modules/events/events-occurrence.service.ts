import type { CalendarEvent, EventOccurrenceInputParsed } from "@office/shared/events/events.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { Tx } from "../../platform/db.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { invitationMails, sendMails } from "./events-invitations.ts";
import { occurrenceOnDay } from "./events-occurrences.ts";
import {
  audit,
  eventDto,
  loadEditableEvent,
  notifyAttendees,
  storedTimes,
  type Log,
} from "./events.service.ts";
import * as repo from "./events.repository.ts";
import { deleteOccurrenceRsvps } from "./event-occurrence-rsvps.repository.ts";

/**
 * The recurring event `id` the caller may edit ({@link loadEditableEvent}: 403, 404, 409), its occurrence
 * on `date` and that occurrence's stored exception, if any. Errors: 400 for a single event (`verb` says
 * what cannot be done to one occurrence: "módosítható", "mondható le"), 404 when the series has no
 * occurrence that day.
 */
async function loadOccurrence(
  tx: Tx,
  tenantId: number,
  id: number,
  date: string,
  auth: AuthContext,
  verb: string,
) {
  const row = await loadEditableEvent(tx, tenantId, id, auth);
  if (row.recurrence === "none") {
    throw badRequest(`Csak ismétlődő program egy alkalma ${verb} külön.`, {
      date: "A program nem ismétlődik.",
    });
  }
  const occurrence = occurrenceOnDay(row, date);
  if (!occurrence) throw notFound("A programnak ezen a napon nincs alkalma.");
  const previous = (await repo.listOverrides(tx, tenantId, [id])).find(
    (o) => o.occurrenceStart.getTime() === occurrence.start,
  );
  return { row, occurrence, previous };
}

/**
 * `PUT /api/event/{id}/occurrence/{date}`: changes one occurrence of a recurring event on its own (an
 * exception; issue 23 §3): `date` is the occurrence's day in the series. Title, description, place and
 * times are the occurrence's; the other occurrences stay. Organiser or hr (403); 409 for a cancelled
 * event; 400 for a single event; 404 when the series has no occurrence that day. SEQUENCE rises; when
 * the time moved the attendees are notified and their answers for this occurrence alone (the
 * organiser's excepted) are dropped, so that their series answers hold for it again; after the commit every attendee is mailed an update of
 * that occurrence (iMIP REQUEST with its RECURRENCE-ID). Answers the series.
 */
export async function updateOccurrence(
  p: Platform,
  ctx: RequestContext,
  id: number,
  date: string,
  input: EventOccurrenceInputParsed,
  log?: Log,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { dto, mails } = await p.database.withTenant(tenantId, async (tx) => {
    const { row, occurrence, previous } = await loadOccurrence(tx, tenantId, id, date, auth, "módosítható");
    if (previous?.cancelled) throw conflict("Ez az alkalom elmarad, nem módosítható.");
    const times = storedTimes({ ...input, allDay: row.allDay });
    if (times.endsAt < times.startsAt) {
      throw badRequest("A vége nem lehet korábbi a kezdeténél.", {
        end: "A vége nem lehet korábbi a kezdeténél.",
      });
    }
    const override = {
      occurrenceStart: new Date(occurrence.start),
      ...times,
      title: input.title,
      description: input.description,
      location: input.location,
    };
    await repo.upsertOverride(tx, { tenantId, eventId: id, ...override });
    await repo.updateEvent(tx, tenantId, id, { sequence: row.sequence + 1 });
    const oldStart = previous?.startsAt.getTime() ?? occurrence.start;
    const oldEnd = previous?.endsAt.getTime() ?? occurrence.end;
    const attendees = (await repo.listAttendees(tx, tenantId, [id])).map((a) => a.employeeId);
    if (times.startsAt.getTime() !== oldStart || times.endsAt.getTime() !== oldEnd) {
      // Answers given for the old time of this occurrence give way to the series answers again.
      const organizer = row.organizerUserId ? await repo.findUser(tx, tenantId, row.organizerUserId) : null;
      await deleteOccurrenceRsvps(tx, tenantId, id, {
        occurrenceStart: override.occurrenceStart,
        exceptEmployeeId: organizer?.employeeId ?? null,
      });
      const notice = { id, title: input.title, location: input.location, allDay: row.allDay, ...times };
      await notifyAttendees(tx, tenantId, auth, notice, attendees, "moved");
    }
    await audit(tx, ctx, auth, "event.occurrence.update", id);
    const mails = await invitationMails(tx, p, ctx, {
      eventId: id,
      kind: "occurrence",
      to: attendees,
      override,
    });
    return { dto: await eventDto(tx, tenantId, id, auth), mails };
  });
  await sendMails(p, mails, log);
  return dto;
}

/**
 * `DELETE /api/event/{id}/occurrence/{date}`: cancels one occurrence of a recurring event on its own
 * (issue 23 §3; an iCalendar EXDATE): `date` is the occurrence's day in the series. The occurrence
 * leaves every list, feed and `.ics` (EXDATE) and gets no reminder; the other occurrences stay. Same
 * rights and answers as {@link updateOccurrence} (403, 409 for a cancelled event, 400 for a single
 * event, 404 when the series has no occurrence that day); cancelling it again answers the series
 * unchanged. SEQUENCE rises, the attendees are notified and, after the commit, mailed an iMIP CANCEL
 * of that RECURRENCE-ID only (the series stays in their calendars). Answers the series.
 */
export async function cancelOccurrence(
  p: Platform,
  ctx: RequestContext,
  id: number,
  date: string,
  log?: Log,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { dto, mails } = await p.database.withTenant(tenantId, async (tx) => {
    const { row, occurrence, previous } = await loadOccurrence(tx, tenantId, id, date, auth, "mondható le");
    if (previous?.cancelled) return { dto: await eventDto(tx, tenantId, id, auth), mails: [] };
    // The occurrence as attendees know it: its own times and texts when it was changed on its own.
    const cancelled = {
      occurrenceStart: new Date(occurrence.start),
      startsAt: previous?.startsAt ?? new Date(occurrence.start),
      endsAt: previous?.endsAt ?? new Date(occurrence.end),
      title: previous?.title ?? row.title,
      description: previous ? previous.description : row.description,
      location: previous ? previous.location : row.location,
      cancelled: true,
    };
    await repo.upsertOverride(tx, { tenantId, eventId: id, ...cancelled });
    await repo.updateEvent(tx, tenantId, id, { sequence: row.sequence + 1 });
    const attendees = (await repo.listAttendees(tx, tenantId, [id])).map((a) => a.employeeId);
    const notice = { id, allDay: row.allDay, ...cancelled };
    await notifyAttendees(tx, tenantId, auth, notice, attendees, "cancelled");
    await audit(tx, ctx, auth, "event.occurrence.cancel", id);
    const mails = await invitationMails(tx, p, ctx, {
      eventId: id,
      kind: "occurrenceCancel",
      to: attendees,
      override: cancelled,
    });
    return { dto: await eventDto(tx, tenantId, id, auth), mails };
  });
  await sendMails(p, mails, log);
  return dto;
}
