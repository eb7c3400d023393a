import { useQuery } from "@tanstack/react-query";
import type { CalendarEvent } from "@office/shared/events/events.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { eventKeys } from "./event-keys";

/** `GET /api/event/{id}`: the event with attendees, my answer, rights and warnings. */
export function getEvent(id: number, signal?: AbortSignal): Promise<CalendarEvent> {
  return api.get<CalendarEvent>(`/event/${id}`, signal ? { signal } : {});
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getEvent(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** `GET /api/event/{id}/ics`: the event as an iCalendar file. */
export function downloadEventIcs(id: number): Promise<Blob> {
  return apiBlob.get(`/event/${id}/ics`);
}
