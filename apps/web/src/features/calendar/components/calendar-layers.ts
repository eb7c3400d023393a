import type { EventOccurrence } from "@office/shared/events/events.contract";
import { CalendarYearNotLoadedError, getDayInfo } from "@office/shared/hu/calendar";
import { listPublicHolidays } from "@office/shared/hu/holidays";
import { addCalendarDays, budapestDate } from "@office/shared/hu/budapest-time";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";

/** What FullCalendar needs of an event input (a subset of its `EventInput`). */
export type CalendarInput = {
  id?: string;
  groupId?: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  display?: string;
  editable?: boolean;
  className?: string;
  extendedProps?: Record<string, unknown>;
};

/** Days `from`…`to` (inclusive, `YYYY-MM-DD`), at most 500. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 500; d = addCalendarDays(d, 1)) out.push(d);
  return out;
}

/**
 * Background events for the Hungarian calendar of the visible days: public holidays (Mt. 102. §),
 * decree rest days and swapped working days (NGM decrees, `packages/shared/src/hu`). For a year whose
 * decree is not loaded only the public holidays are shown.
 */
export function holidayLayer(from: string, to: string): CalendarInput[] {
  const out: CalendarInput[] = [];
  for (const date of daysBetween(from, to)) {
    let kind: string | null = null;
    let name: string | null = null;
    try {
      const info = getDayInfo(date);
      if (info.kind === "holiday" || info.kind === "restDay" || info.kind === "swappedWorkday") {
        kind = info.kind;
        name =
          info.kind === "swappedWorkday"
            ? "Áthelyezett munkanap"
            : info.kind === "restDay"
              ? "Áthelyezett pihenőnap"
              : info.name;
      }
    } catch (err) {
      if (!(err instanceof CalendarYearNotLoadedError)) throw err;
      const holiday = listPublicHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
      if (holiday) [kind, name] = ["holiday", holiday.name];
    }
    if (!kind || !name) continue;
    out.push({
      id: `day-${date}`,
      title: name,
      start: date,
      end: addCalendarDays(date, 1),
      allDay: true,
      display: "background",
      className: kind === "swappedWorkday" ? "hu-swapped-workday" : "hu-rest-day",
      extendedProps: { layer: "holiday" },
    });
  }
  return out;
}

/** My approved leave as background events (end exclusive, as FullCalendar wants). */
export function leaveLayer(requests: readonly LeaveRequest[]): CalendarInput[] {
  return requests
    .filter((r) => r.status === "approved")
    .map((r) => ({
      id: `leave-${r.id}`,
      title: r.typeName,
      start: r.startDate,
      end: addCalendarDays(r.endDate, 1),
      allDay: true,
      display: "background",
      className: "my-leave",
      extendedProps: { layer: "leave" },
    }));
}

/** One API occurrence as a calendar event; draggable only when I may edit it and it is not cancelled. */
export function occurrenceInput(o: EventOccurrence): CalendarInput {
  const classes = ["programme-event"];
  if (o.cancelled) classes.push("is-cancelled");
  if (o.myRsvp === "pending") classes.push("is-pending");
  if (o.myRsvp === "declined") classes.push("is-declined");
  return {
    id: `${o.eventId}@${o.start}`,
    ...(o.recurrence !== "none" ? { groupId: `event-${o.eventId}` } : {}),
    title: o.cancelled ? `Elmarad: ${o.title}` : o.title,
    start: o.start,
    end: o.allDay ? addCalendarDays(o.end, 1) : o.end,
    allDay: o.allDay,
    editable: o.canEdit && !o.cancelled,
    className: classes.join(" "),
    extendedProps: { occurrence: o },
  };
}

/**
 * The event's new times after a drag or resize of one occurrence `o`, from FullCalendar's `startStr` /
 * `endStr` of the moved event (`endStr` empty when it gives none): `YYYY-MM-DD` for an all-day event, an
 * ISO time with the calendar's offset (`2026-12-15T10:00:00+01:00`, the calendar shows Europe/Budapest)
 * for a timed one. Read from the strings, not FullCalendar's `Date` objects, so that the browser's own
 * time zone plays no part. A recurring series moves by the same shift. Answers null when the change is
 * not supported (turning one occurrence of a series into / out of an all-day event, or dragging an
 * occurrence that was changed on its own — that one is edited in the form).
 */
export function movedTimes(
  o: EventOccurrence,
  startStr: string,
  endStr: string,
  allDay: boolean,
): { start: string; end: string; allDay: boolean } | null {
  if (o.isException) return null;
  if (allDay) {
    const first = startStr.slice(0, 10);
    const last = endStr ? addCalendarDays(endStr.slice(0, 10), -1) : first;
    if (o.recurrence === "none") return { start: first, end: last < first ? first : last, allDay: true };
    if (!o.allDay) return null;
    const shift = Math.round((Date.parse(first) - Date.parse(o.start)) / 86_400_000);
    const lengthDays = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
    const seriesFirst = addCalendarDays(o.eventStart, shift);
    return { start: seriesFirst, end: addCalendarDays(seriesFirst, Math.max(0, lengthDays)), allDay: true };
  }
  const startMs = Date.parse(startStr);
  const endMs = endStr ? Date.parse(endStr) : startMs + 60 * 60_000;
  if (o.recurrence === "none") {
    return { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString(), allDay: false };
  }
  if (o.allDay) return null;
  const shift = startMs - Date.parse(o.start);
  const seriesStart = Date.parse(o.eventStart) + shift;
  return {
    start: new Date(seriesStart).toISOString(),
    end: new Date(seriesStart + (endMs - startMs)).toISOString(),
    allDay: false,
  };
}

/** Today's Budapest date (for the form's defaults). */
export const todayBudapest = () => budapestDate(Date.now());
