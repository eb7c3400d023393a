import type { CalendarEvent, EventOccurrenceInputParsed } from "@office/shared/events/events.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
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

/**
 * `PUT /api/event/{id}/occurrence/{date}`: changes one occurrence of a recurring event on its own (an
 * exception; issue 23 §3): `date` is the occurrence's day in the series. Title, description, place and
 * times are the occurrence's; the other occurrences stay. Organiser or hr (403); 409 for a cancelled
 * event; 400 for a single event; 404 when the series has no occurrence that day. SEQUENCE rises; when
 * the time moved the attendees are notified; after the commit every attendee is mailed an update of
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
    const row = await loadEditableEvent(tx, tenantId, id, auth);
    if (row.recurrence === "none") {
      throw badRequest("Csak ismétlődő program egy alkalma módosítható külön.", {
        date: "A program nem ismétlődik.",
      });
    }
    const occurrence = occurrenceOnDay(row, date);
    if (!occurrence) throw notFound("A programnak ezen a napon nincs alkalma.");
    const times = storedTimes({ ...input, allDay: row.allDay });
    if (times.endsAt < times.startsAt) {
      throw badRequest("A vége nem lehet korábbi a kezdeténél.", {
        end: "A vége nem lehet korábbi a kezdeténél.",
      });
    }
    const previous = (await repo.listOverrides(tx, tenantId, [id])).find(
      (o) => o.occurrenceStart.getTime() === occurrence.start,
    );
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
