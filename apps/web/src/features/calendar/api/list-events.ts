import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EventOccurrence } from "@office/shared/events/events.contract";
import { api } from "../../../lib/http/api";
import { eventKeys } from "./event-keys";

/** `GET /api/event?start=&end=`: every occurrence overlapping the range (recurring events expanded). */
export function listEvents(start: string, end: string, signal?: AbortSignal): Promise<EventOccurrence[]> {
  return api.get<EventOccurrence[]>("/event", { query: { start, end }, ...(signal ? { signal } : {}) });
}

/** The occurrences overlapping `start`–`end` (YYYY-MM-DD). */
export function eventsQueryOptions(start: string, end: string) {
  return queryOptions({
    queryKey: eventKeys.list(start, end),
    queryFn: ({ signal }) => listEvents(start, end, signal),
  });
}

/** The occurrences of the visible range; keeps the previous range's while the next one loads. */
export function useEventList(range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: eventKeys.list(range?.start ?? "", range?.end ?? ""),
    queryFn: ({ signal }) => listEvents(range?.start ?? "", range?.end ?? "", signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
