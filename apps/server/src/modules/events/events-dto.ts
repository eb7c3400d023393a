import type {
  CalendarEvent,
  EventRecurrence,
  EventRsvp,
  EventRsvpAnswer,
} from "@office/shared/events/events.contract";
import { budapestDate, toBudapestParts } from "@office/shared/hu/budapest-time";
import { formatDateHu } from "@office/shared/hu/format";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import { allDayDays } from "./events-occurrences.ts";
import { occurrenceRsvpOf, type OccurrenceAnswers } from "./events-rsvp.ts";
import type { AttendeeRow, EventRowWithOrganizer } from "./events.repository.ts";

/** Organiser or hr (companyAdmin passes) may change, move and cancel an event (issue 8). */
export function canEditEvent(auth: AuthContext, row: { organizerUserId: number | null }): boolean {
  return row.organizerUserId === auth.userId || hasAnyRole(auth.roles, ["hr"]);
}

/** `start`/`end` as the API shows them: days (inclusive last day) for all-day events, else ISO instants. */
export function apiTimes(allDay: boolean, startMs: number, endMs: number): { start: string; end: string } {
  if (allDay) {
    const { firstDay, lastDay } = allDayDays(new Date(startMs), new Date(endMs));
    return { start: firstDay, end: lastDay };
  }
  return { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() };
}

const hm = (ms: number) => {
  const p = toBudapestParts(ms);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
};

/** "2026. 12. 18. 17:00–22:00" / "2026. 12. 18. – 2026. 12. 19." in Budapest time (notifications). */
export function formatWhen(allDay: boolean, startMs: number, endMs: number): string {
  if (allDay) {
    const { start, end } = apiTimes(true, startMs, endMs);
    return start === end ? formatDateHu(start) : `${formatDateHu(start)} – ${formatDateHu(end)}`;
  }
  const [d1, d2] = [budapestDate(startMs), budapestDate(endMs)];
  return d1 === d2
    ? `${formatDateHu(d1)} ${hm(startMs)}–${hm(endMs)}`
    : `${formatDateHu(d1)} ${hm(startMs)} – ${formatDateHu(d2)} ${hm(endMs)}`;
}

/**
 * User text put into a notification description with the SPEC §2 car trigger (`autó`, case-sensitive)
 * broken by an invisible WORD JOINER (U+2060), so that an event called "Céges autós túra" is not routed
 * to `/autok/{eventId}` by the drawer.
 */
export function defuseRoutingWords(text: string): string {
  return text.replaceAll("autó", "aut\u2060ó");
}

/** The occurrence whose answers an event's DTO shows: its day in the series, its series start (ms). */
export type DtoOccurrence = { date: string; startMs: number; answers: OccurrenceAnswers };

/**
 * The API shape of an event for `auth` (attendees by name; warnings computed by the caller). With
 * `occurrence`, the attendees' `rsvp` and `myRsvp` are their answers for that occurrence (their own for
 * it, else the series'); without, the series answers.
 */
export function toEventDto(
  row: EventRowWithOrganizer,
  attendees: AttendeeRow[],
  auth: AuthContext,
  warnings: string[],
  occurrence: DtoOccurrence | null = null,
): CalendarEvent {
  const { start, end } = apiTimes(row.allDay, row.startsAt.getTime(), row.endsAt.getTime());
  const answers = attendees.map((a) => {
    const own = occurrence
      ? (occurrenceRsvpOf(
          occurrence.answers,
          row.id,
          occurrence.startMs,
          a.employeeId,
        ) as EventRsvpAnswer | null)
      : null;
    return {
      employeeId: a.employeeId,
      name: a.name,
      rsvp: own ?? (a.rsvp as EventRsvp),
      seriesRsvp: a.rsvp as EventRsvp,
      occurrenceRsvp: own,
    };
  });
  const mine = answers.find((a) => a.employeeId === auth.employeeId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    start,
    end,
    allDay: row.allDay,
    category: row.category,
    recurrence: row.recurrence as EventRecurrence,
    recurrenceUntil: row.recurrenceUntil,
    until: row.recurrenceUntil,
    organizer:
      row.organizerUserId === null
        ? null
        : { userId: row.organizerUserId, name: row.organizerName ?? "Ismeretlen" },
    attendeeIds: attendees.map((a) => a.employeeId),
    attendees: answers,
    myRsvp: mine?.rsvp ?? null,
    mySeriesRsvp: mine?.seriesRsvp ?? null,
    myOccurrenceRsvp: mine?.occurrenceRsvp ?? null,
    occurrenceDate: occurrence?.date ?? null,
    isOrganizer: row.organizerUserId === auth.userId,
    cancelled: row.cancelledAt !== null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    sequence: row.sequence,
    reminderMinutes: row.reminderMinutes,
    canEdit: canEditEvent(auth, row) && row.cancelledAt === null,
    warnings,
  };
}
