import { sql } from "drizzle-orm";
import type { CalendarEvent, EventInputParsed } from "@office/shared/events/events.contract";
import { eventSpan } from "@office/shared/events/events.contract";
import { addCalendarDays, budapestMidnight } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import {
  canEditEvent,
  defuseRoutingWords,
  formatWhen,
  toEventDto,
  type DtoOccurrence,
} from "./events-dto.ts";
import { eventWarnings } from "./events-warnings.ts";
import { invitationMails, sendMails } from "./events-invitations.ts";
import type { MailMessage } from "../../platform/mail.ts";
import * as repo from "./events.repository.ts";
import { findDefaultReminder } from "./event-reminders.repository.ts";
import { carryOverrides } from "./events-occurrences.ts";
import {
  deleteOccurrenceRsvps,
  listOccurrenceRsvps,
  setOccurrenceRsvp,
} from "./event-occurrence-rsvps.repository.ts";
import { carryOccurrenceRsvps, indexOccurrenceRsvps, seriesOccurrenceOn } from "./events-rsvp.ts";

const NOT_FOUND = "A program nem található.";

/** The stored instants of valid input: all-day events run from Budapest midnight to the midnight after. */
export function storedTimes(input: { start: string; end: string; allDay: boolean }): {
  startsAt: Date;
  endsAt: Date;
} {
  const span = eventSpan(input);
  if (!input.allDay) return { startsAt: new Date(span.start), endsAt: new Date(span.end) };
  return {
    startsAt: new Date(budapestMidnight(span.firstDay)),
    endsAt: new Date(budapestMidnight(addCalendarDays(span.lastDay, 1))),
  };
}

export async function loadEvent(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  if (forUpdate) {
    await tx.execute(sql`select 1 from events where tenant_id = ${tenantId} and id = ${id} for update`);
  }
  const row = await repo.findEvent(tx, tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * The event `id` locked for a change by `auth`: 404 when missing, 403 unless the organiser or hr,
 * 409 when cancelled.
 */
export async function loadEditableEvent(tx: Tx, tenantId: number, id: number, auth: AuthContext) {
  const row = await loadEvent(tx, tenantId, id, true);
  if (!canEditEvent(auth, row)) throw forbidden("A programot csak a szervezője vagy a HR módosíthatja.");
  if (row.cancelledAt) throw conflict("Az elmaradt program nem módosítható.");
  return row;
}

/**
 * The event as `auth` sees it, with its warnings (rest days, attendees on approved leave). With
 * `occurrenceDate` (a day of the series) the answers and the warnings are that occurrence's
 * ({@link toEventDto}); 400 for a single event, 404 when the series has no occurrence that day.
 */
export async function eventDto(
  tx: Tx,
  tenantId: number,
  id: number,
  auth: AuthContext,
  occurrenceDate?: string | null,
): Promise<CalendarEvent> {
  const row = await loadEvent(tx, tenantId, id);
  const attendees = await repo.listAttendees(tx, tenantId, [id]);
  const overrides = row.recurrence === "none" ? [] : await repo.listOverrides(tx, tenantId, [id]);
  let occurrence: DtoOccurrence | null = null;
  if (occurrenceDate) {
    const { occurrence: o } = seriesOccurrenceOn(row, occurrenceDate, overrides);
    const answers = indexOccurrenceRsvps(await listOccurrenceRsvps(tx, tenantId, [id]));
    occurrence = { date: occurrenceDate, startMs: o.start, answers };
  }
  const warnings = await eventWarnings(tx, tenantId, row, attendees, overrides, occurrence?.startMs ?? null);
  return toEventDto(row, attendees, auth, warnings, occurrence);
}

async function checkAttendees(tx: Tx, tenantId: number, ids: number[]): Promise<void> {
  const found = await repo.existingEmployeeIds(tx, tenantId, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest("Ismeretlen résztvevő.", {
      attendeeIds: `Nincs ilyen munkatárs: ${missing.join(", ")}`,
    });
  }
}

type NoticeKind = "invited" | "moved" | "cancelled";
const NOTICE_TITLES: Record<NoticeKind, string> = {
  invited: "Meghívás programra",
  moved: "Módosult egy program időpontja",
  cancelled: "Elmaradt egy program",
};

/**
 * Notifies the accounts of `employeeIds` (not the actor) about an event: eventType `event`, eventId =
 * the event id, a Hungarian title and a description with the title, time and place. The notification
 * is not mailed again: the attendees get the iCalendar invitation instead.
 */
export async function notifyAttendees(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  row: { id: number; title: string; location: string | null; allDay: boolean; startsAt: Date; endsAt: Date },
  employeeIds: number[],
  kind: NoticeKind,
): Promise<void> {
  const accounts = await repo.listUsersOfEmployees(tx, tenantId, employeeIds);
  const userIds = [...new Set(accounts.map((a) => a.userId))].filter((u) => u !== auth.userId);
  const lines = [
    row.title,
    formatWhen(row.allDay, row.startsAt.getTime(), row.endsAt.getTime()),
    ...(row.location ? [`Helyszín: ${row.location}`] : []),
    kind === "invited" ? `Meghívó: ${auth.displayName}` : `Módosította: ${auth.displayName}`,
  ];
  await notify(tx, tenantId, userIds, {
    eventType: "event",
    eventId: row.id,
    title: NOTICE_TITLES[kind],
    description: defuseRoutingWords(lines.join("\n")),
    // The invitation (or its update) is this notification's e-mail (issue 23 §3): no second mail.
    isMailedSeparately: true,
  });
}

export async function audit(tx: Tx, ctx: RequestContext, auth: AuthContext, action: string, id: number) {
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `event:${id}`,
  });
}

/**
 * `GET /api/event/{id}?occurrenceDate=`: any signed-in user of the tenant; 404 otherwise. With
 * `occurrenceDate` the answers are that occurrence's (400 for a single event, 404 for a day without one).
 */
export async function getEvent(
  p: Platform,
  ctx: RequestContext,
  id: number,
  occurrenceDate?: string,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, (tx) => eventDto(tx, ctx.tenant.id, id, auth, occurrenceDate));
}

/** Where a mail failure is logged (the request's logger). */
export type Log = { error: (o: object, msg: string) => void };

/**
 * `POST /api/event`: any signed-in user; the caller becomes the organiser (their own attendance, if
 * listed, is accepted). Invited attendees are notified and, after the commit, mailed an invitation
 * (iMIP REQUEST). `reminderMinutes` omitted: the caller's default (`/api/calendarSettings`). 400 for
 * unknown attendees.
 */
export async function createEvent(
  p: Platform,
  ctx: RequestContext,
  input: EventInputParsed,
  log?: Log,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { dto, mails } = await p.database.withTenant(tenantId, async (tx) => {
    await checkAttendees(tx, tenantId, input.attendeeIds);
    const times = storedTimes(input);
    const id = await repo.insertEvent(tx, {
      tenantId,
      title: input.title,
      description: input.description,
      location: input.location,
      ...times,
      allDay: input.allDay,
      category: input.category,
      organizerUserId: auth.userId,
      recurrence: input.recurrence,
      recurrenceUntil: input.recurrenceUntil,
      reminderMinutes:
        input.reminderMinutes === undefined
          ? await findDefaultReminder(tx, tenantId, auth.userId)
          : input.reminderMinutes,
    });
    await repo.replaceAttendees(tx, tenantId, id, input.attendeeIds);
    if (auth.employeeId && input.attendeeIds.includes(auth.employeeId)) {
      await repo.setRsvp(tx, tenantId, id, auth.employeeId, "accepted");
    }
    const invitees = input.attendeeIds.filter((e) => e !== auth.employeeId);
    await notifyAttendees(tx, tenantId, auth, { id, ...input, ...times }, invitees, "invited");
    await audit(tx, ctx, auth, "event.create", id);
    const mails = await invitationMails(tx, p, ctx, { eventId: id, kind: "invite", to: input.attendeeIds });
    return { dto: await eventDto(tx, tenantId, id, auth), mails };
  });
  await sendMails(p, mails, log);
  return dto;
}

/**
 * `PUT /api/event/{id}`: the organiser or hr (403 otherwise; 409 for a cancelled event). A change of
 * time, all-day or recurrence resets every answer but the organiser's to pending (answers per
 * occurrence are dropped, the organiser's follow their day: {@link carryOccurrenceRsvps}), notifies the
 * attendees that stay and keeps the exceptions of single occurrences (changed or cancelled) whose day
 * is still an occurrence of the new rule ({@link carryOverrides}), dropping the others (their count is
 * the answer's `droppedExceptions`); new attendees are invited. SEQUENCE rises by one. After the commit: an
 * invitation (iMIP REQUEST, same UID, the new SEQUENCE) to every attendee when anything they see
 * changed (else to the new ones only), a CANCEL to the removed ones. `reminderMinutes` omitted: kept.
 */
export async function updateEvent(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: EventInputParsed,
  log?: Log,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { dto, mails } = await p.database.withTenant(tenantId, async (tx) => {
    const row = await loadEditableEvent(tx, tenantId, id, auth);
    await checkAttendees(tx, tenantId, input.attendeeIds);
    const times = storedTimes(input);
    const timeChanged =
      times.startsAt.getTime() !== row.startsAt.getTime() ||
      times.endsAt.getTime() !== row.endsAt.getTime() ||
      input.allDay !== row.allDay ||
      input.recurrence !== row.recurrence ||
      input.recurrenceUntil !== row.recurrenceUntil;
    const beforeRows = await repo.listAttendees(tx, tenantId, [id]);
    const before = new Set(beforeRows.map((a) => a.employeeId));
    const visibleChange =
      timeChanged ||
      input.title !== row.title ||
      input.location !== row.location ||
      input.description !== row.description ||
      input.category !== row.category;
    await repo.updateEvent(tx, tenantId, id, {
      title: input.title,
      description: input.description,
      location: input.location,
      ...times,
      allDay: input.allDay,
      category: input.category,
      recurrence: input.recurrence,
      recurrenceUntil: input.recurrenceUntil,
      ...(input.reminderMinutes === undefined ? {} : { reminderMinutes: input.reminderMinutes }),
      sequence: row.sequence + 1,
    });
    let droppedExceptions = 0;
    if (timeChanged) {
      const overrides = await repo.listOverrides(tx, tenantId, [id]);
      const next = {
        ...times,
        allDay: input.allDay,
        recurrence: input.recurrence,
        recurrenceUntil: input.recurrenceUntil,
      };
      const { kept, dropped } = carryOverrides(row, next, overrides);
      droppedExceptions = dropped;
      await repo.deleteOverrides(tx, tenantId, id);
      for (const { updatedAt: _u, ...o } of kept) await repo.upsertOverride(tx, o);
    }
    const organizerEmployee = row.organizerUserId
      ? ((await repo.findUser(tx, tenantId, row.organizerUserId))?.employeeId ?? null)
      : null;
    if (timeChanged) {
      // The answers per occurrence go with the series' (reset), the organiser's follow their day.
      const own =
        organizerEmployee === null ? [] : await listOccurrenceRsvps(tx, tenantId, [id], organizerEmployee);
      await deleteOccurrenceRsvps(tx, tenantId, id);
      const next = {
        ...times,
        allDay: input.allDay,
        recurrence: input.recurrence,
        recurrenceUntil: input.recurrenceUntil,
      };
      const stays = organizerEmployee !== null && input.attendeeIds.includes(organizerEmployee);
      for (const r of stays ? carryOccurrenceRsvps(next, own) : []) {
        await setOccurrenceRsvp(tx, { tenantId, ...r });
      }
    }
    await repo.replaceAttendees(
      tx,
      tenantId,
      id,
      input.attendeeIds,
      timeChanged ? organizerEmployee : undefined,
    );
    const saved = { id, ...input, ...times };
    const added = input.attendeeIds.filter((e) => !before.has(e) && e !== auth.employeeId);
    await notifyAttendees(tx, tenantId, auth, saved, added, "invited");
    if (timeChanged) {
      const kept = input.attendeeIds.filter((e) => before.has(e));
      await notifyAttendees(tx, tenantId, auth, saved, kept, "moved");
    }
    await audit(tx, ctx, auth, "event.update", id);
    const kept = input.attendeeIds.filter((e) => before.has(e));
    const mails = [
      ...(await invitationMails(tx, p, ctx, {
        eventId: id,
        kind: "invite",
        to: input.attendeeIds.filter((e) => !before.has(e)),
        removed: beforeRows.filter((a) => !input.attendeeIds.includes(a.employeeId)),
      })),
      ...(visibleChange ? await invitationMails(tx, p, ctx, { eventId: id, kind: "update", to: kept }) : []),
    ];
    const dto = await eventDto(tx, tenantId, id, auth);
    return { dto: timeChanged ? { ...dto, droppedExceptions } : dto, mails };
  });
  await sendMails(p, mails, log);
  return dto;
}

/**
 * `DELETE /api/event/{id}`: cancels (the event stays, marked cancelled; SEQUENCE rises; attendees are
 * notified and, after the commit, mailed an iMIP CANCEL). Organiser or hr only. Cancelling a cancelled
 * event answers it unchanged.
 */
export async function cancelEvent(
  p: Platform,
  ctx: RequestContext,
  id: number,
  log?: Log,
): Promise<CalendarEvent> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { dto, mails } = await p.database.withTenant(tenantId, async (tx) => {
    const row = await loadEvent(tx, tenantId, id, true);
    if (!canEditEvent(auth, row)) throw forbidden("A programot csak a szervezője vagy a HR mondhatja le.");
    let mails: MailMessage[] = [];
    if (!row.cancelledAt) {
      await repo.updateEvent(tx, tenantId, id, { cancelledAt: new Date(), sequence: row.sequence + 1 });
      const attendees = await repo.listAttendees(tx, tenantId, [id]);
      await notifyAttendees(
        tx,
        tenantId,
        auth,
        row,
        attendees.map((a) => a.employeeId),
        "cancelled",
      );
      await audit(tx, ctx, auth, "event.cancel", id);
      mails = await invitationMails(tx, p, ctx, {
        eventId: id,
        kind: "cancel",
        to: attendees.map((a) => a.employeeId),
      });
    }
    return { dto: await eventDto(tx, tenantId, id, auth), mails };
  });
  await sendMails(p, mails, log);
  return dto;
}
