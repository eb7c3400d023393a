import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CalendarEvent,
  EventInput,
  EventOccurrenceInput,
  EventRsvpAnswer,
  RsvpInput,
} from "@office/shared/events/events.contract";
import { api } from "../../../lib/http/api";
import { eventKeys } from "./event-keys";
import { getEvent } from "./get-event";
import { successText } from "../../../lib/toast/success-text";
import { i18n } from "../../../lib/i18n/i18n";

/** `POST /api/event`: a new event; the caller becomes its organiser. */
export function createEvent(input: EventInput): Promise<CalendarEvent> {
  return api.post<CalendarEvent>("/event", input, { successMessage: successText("calendar", "created") });
}

/**
 * `PUT /api/event/{id}`: replaces the event's fields (organiser or hr). The toast says how many
 * exceptions of the series a new time or rule dropped (`droppedExceptions`).
 */
export function updateEvent(id: number, input: EventInput): Promise<CalendarEvent> {
  return api.put<CalendarEvent>(`/event/${id}`, input, {
    successMessage: (saved) =>
      saved.droppedExceptions
        ? i18n.t("toasts:calendar.updatedDropped", { count: saved.droppedExceptions })
        : successText("calendar", "updated"),
  });
}

/** `PUT /api/event/{id}/occurrence/{date}`: changes only that occurrence of a series. */
export function updateOccurrence(
  id: number,
  date: string,
  input: EventOccurrenceInput,
): Promise<CalendarEvent> {
  return api.put<CalendarEvent>(`/event/${id}/occurrence/${date}`, input, {
    successMessage: successText("calendar", "occurrenceUpdated"),
  });
}

/** `DELETE /api/event/{id}/occurrence/{date}`: cancels only that occurrence of a series. */
export function cancelOccurrence(id: number, date: string): Promise<CalendarEvent> {
  return api.delete<CalendarEvent>(`/event/${id}/occurrence/${date}`, {
    successMessage: successText("calendar", "occurrenceCancelled"),
  });
}

/** `DELETE /api/event/{id}`: cancels the event (it stays in the calendar, marked). */
export function cancelEvent(id: number): Promise<CalendarEvent> {
  return api.delete<CalendarEvent>(`/event/${id}`, { successMessage: successText("calendar", "deleted") });
}

/**
 * `PUT /api/event/{id}/rsvp`: my answer as an attendee, for the whole series or, with `occurrenceDate`
 * (the occurrence's day in the series), for that occurrence only.
 */
export function answerEvent(
  id: number,
  rsvp: EventRsvpAnswer,
  occurrenceDate: string | null = null,
): Promise<CalendarEvent> {
  const body: RsvpInput = occurrenceDate ? { rsvp, occurrenceDate } : { rsvp };
  return api.put<CalendarEvent>(`/event/${id}/rsvp`, body, {
    successMessage: successText("calendar", "rsvpSaved"),
  });
}

/** The event's editable fields as `PUT` wants them (drag and drop changes only the times). */
export function toEventInput(event: CalendarEvent): EventInput {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    category: event.category,
    attendeeIds: event.attendeeIds,
    recurrence: event.recurrence,
    recurrenceUntil: event.recurrenceUntil,
    reminderMinutes: event.reminderMinutes as EventInput["reminderMinutes"],
  };
}

/** Moves or resizes an event: reads it, then saves it with the new times. */
export async function moveEvent(
  id: number,
  times: { start: string; end: string; allDay: boolean },
): Promise<CalendarEvent> {
  const current = await getEvent(id);
  return updateEvent(id, { ...toEventInput(current), ...times });
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return (saved: CalendarEvent) => {
    queryClient.setQueryData(eventKeys.detail(saved.id, saved.occurrenceDate), saved);
    // The event's other views (the series', other occurrences') are stale too; the answer is not.
    void queryClient.invalidateQueries({
      queryKey: eventKeys.details(saved.id),
      predicate: (q) => q.queryKey[3] !== saved.occurrenceDate,
    });
    return queryClient.invalidateQueries({ queryKey: ["event", "list"] });
  };
}

export function useSaveEvent() {
  const onSuccess = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EventInput }) =>
      id === null ? createEvent(input) : updateEvent(id, input),
    onSuccess,
  });
}

export function useSaveOccurrence() {
  const onSuccess = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, date, input }: { id: number; date: string; input: EventOccurrenceInput }) =>
      updateOccurrence(id, date, input),
    onSuccess,
  });
}

export function useMoveEvent() {
  const onSuccess = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, times }: { id: number; times: { start: string; end: string; allDay: boolean } }) =>
      moveEvent(id, times),
    onSuccess,
  });
}

export function useCancelEvent() {
  const onSuccess = useRefreshEvents();
  return useMutation({ mutationFn: cancelEvent, onSuccess });
}

export function useCancelOccurrence() {
  const onSuccess = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) => cancelOccurrence(id, date),
    onSuccess,
  });
}

export function useAnswerEvent() {
  const onSuccess = useRefreshEvents();
  return useMutation({
    mutationFn: ({
      id,
      rsvp,
      occurrenceDate = null,
    }: {
      id: number;
      rsvp: EventRsvpAnswer;
      occurrenceDate?: string | null;
    }) => answerEvent(id, rsvp, occurrenceDate),
    onSuccess,
  });
}
