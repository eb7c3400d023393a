import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  TimeEntryInput,
  TimeEntryResult,
  TimeEntryUpdate,
  TimeRecord,
  timeEntryHistorySchema,
} from "@office/shared/working-time/time-entry.contract";
import { api } from "../../../lib/http/api";
import { i18n } from "../../../lib/i18n/i18n";
import { workingTimeKeys } from "./working-time-keys";
import "../i18n";

export type TimeEntryHistory = z.infer<typeof timeEntryHistorySchema>;

/**
 * `GET /api/timeEntry?employeeId=&from=&to=` (at most 92 days): the entries, each day's figures and the
 * Mt. 99/103/104/109 warnings of the range. 403 for someone the caller may not see.
 */
export function getTimeRecord(
  employeeId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<TimeRecord> {
  return api.get<TimeRecord>("/timeEntry", {
    query: { employeeId, from, to },
    ...(signal ? { signal } : {}),
  });
}

/** The time record of `employeeId` between `from` and `to` (ISO dates, inclusive). */
export function useTimeRecord(employeeId: number, from: string, to: string) {
  return useQuery({
    queryKey: workingTimeKeys.range(employeeId, from, to),
    queryFn: ({ signal }) => getTimeRecord(employeeId, from, to, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/timeEntry`: a new entry; 409 on an overlap or a closed month (Hungarian message). */
export function createTimeEntry(input: Partial<TimeEntryInput> & TimeEntryUpdate, quiet = false) {
  return api.post<TimeEntryResult>("/timeEntry", input, {
    ...(quiet ? {} : { successMessage: i18n.t("working-time:toast.created") }),
  });
}

/** `PUT /api/timeEntry/{id}`: the whole entry again. */
export function updateTimeEntry(id: number, input: TimeEntryUpdate) {
  return api.put<TimeEntryResult>(`/timeEntry/${id}`, input, {
    successMessage: i18n.t("working-time:toast.updated"),
  });
}

/** `DELETE /api/timeEntry/{id}`. */
export function deleteTimeEntry(id: number) {
  return api.delete<unknown>(`/timeEntry/${id}`, { successMessage: i18n.t("working-time:toast.deleted") });
}

/** Create / update / delete of entries; each success refetches every working-time query. */
export function useTimeEntryMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: workingTimeKeys.all });
  return {
    create: useMutation({ mutationFn: (input: TimeEntryInput) => createTimeEntry(input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TimeEntryUpdate }) => updateTimeEntry(id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteTimeEntry(id), onSuccess }),
  };
}

/** `GET /api/timeEntry/{id}/history`: who created and changed the entry, when, with before/after. */
export function useTimeEntryHistory(entryId: number | null) {
  return useQuery({
    queryKey: workingTimeKeys.history(entryId ?? 0),
    queryFn: ({ signal }) => api.get<TimeEntryHistory>(`/timeEntry/${entryId ?? 0}/history`, { signal }),
    enabled: entryId !== null,
  });
}
