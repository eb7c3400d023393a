import type { CalendarEvent, EventRsvpAnswer } from "@office/shared/events/events.contract";
import type { Platform } from "../../platform/platform.ts";
import { conflict, forbidden } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { setOccurrenceRsvp } from "./event-occurrence-rsvps.repository.ts";
import { findSeriesOccurrence } from "./events-rsvp.ts";
import { eventDto, loadEvent } from "./events.service.ts";
import * as repo from "./events.repository.ts";

/**
 * `PUT /api/event/{id}/rsvp {rsvp, occurrenceDate?}`: the caller's own answer. Without
 * `occurrenceDate` it is the series answer (the default of every occurrence; answers given for single
 * occurrences stay); with it, the answer for that occurrence of a recurring event only (issue 23 §3),
 * overriding the series answer there. Errors: 403 when not invited, 409 when the event (or that
 * occurrence alone) is cancelled, 400 with `occurrenceDate` for a single event, 404 when the series has
 * no occurrence that day. Answers the event as {@link eventDto} shows it for that occurrence (or the
 * series).
 */
export async function answerEvent(
  p: Platform,
  ctx: RequestContext,
  id: number,
  rsvp: EventRsvpAnswer,
  occurrenceDate?: string | null,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await loadEvent(tx, tenantId, id);
    if (row.cancelledAt) throw conflict("Az elmaradt programra nem lehet válaszolni.");
    const attendees = await repo.listAttendees(tx, tenantId, [id]);
    const employeeId = auth.employeeId;
    if (!employeeId || !attendees.some((a) => a.employeeId === employeeId)) {
      throw forbidden("Csak a meghívottak válaszolhatnak.");
    }
    if (!occurrenceDate) {
      await repo.setRsvp(tx, tenantId, id, employeeId, rsvp);
      return eventDto(tx, tenantId, id, auth);
    }
    const { occurrence, isCancelled } = await findSeriesOccurrence(tx, tenantId, row, occurrenceDate);
    if (isCancelled) throw conflict("Ez az alkalom elmarad, nem lehet rá válaszolni.");
    await setOccurrenceRsvp(tx, {
      tenantId,
      eventId: id,
      occurrenceStart: new Date(occurrence.start),
      employeeId,
      rsvp,
    });
    return eventDto(tx, tenantId, id, auth, occurrenceDate);
  });
}
