import { useQuery } from "@tanstack/react-query";
import type { CalendarEvent } from "@office/shared/events/events.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { eventKeys } from "./event-keys";

/**
 * `GET /api/event/{id}?occurrenceDate=`: the event with attendees, my answer, rights and warnings; with
 * `occurrenceDate` (an occurrence's day in the series) the answers are that occurrence's.
 */
export function getEvent(
  id: number,
  { signal, occurrenceDate = null }: { signal?: AbortSignal; occurrenceDate?: string | null } = {},
): Promise<CalendarEvent> {
  const query = occurrenceDate ? `?occurrenceDate=${encodeURIComponent(occurrenceDate)}` : "";
  return api.get<CalendarEvent>(`/event/${id}${query}`, signal ? { signal } : {});
}

export function useEvent(id: number | null, occurrenceDate: string | null = null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0, occurrenceDate),
    queryFn: ({ signal }) => getEvent(id ?? 0, { signal, occurrenceDate }),
    enabled: id !== null,
  });
}

/** `GET /api/event/{id}/ics`: the event as an iCalendar file. */
export function downloadEventIcs(id: number): Promise<Blob> {
  return apiBlob.get(`/event/${id}/ics`);
}
