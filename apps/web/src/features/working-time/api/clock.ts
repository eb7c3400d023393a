import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { api } from "../../../lib/http/api";
import { i18n } from "../../../lib/i18n/i18n";
import { clockQueryOptions } from "./clock-query";
import { workingTimeKeys } from "./working-time-keys";
import "../i18n";

/** `GET /api/timeEntry/clock`: the caller's running entry, today's worked minutes, the suggested break. */
export function useClockState() {
  return useQuery(clockQueryOptions());
}

/** Start (`POST /api/timeEntry/clock/start`) and stop (`…/stop` with the break in minutes) of the clock. */
export function useClockActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: workingTimeKeys.all });
  return {
    start: useMutation({
      mutationFn: (input: { projectId: number | null; note?: string | null }) =>
        api.post<TimeEntry>("/timeEntry/clock/start", input, {
          successMessage: i18n.t("working-time:toast.clockStarted"),
        }),
      onSuccess,
    }),
    stop: useMutation({
      mutationFn: (input: { breakMinutes: number }) =>
        api.post<unknown>("/timeEntry/clock/stop", input, {
          successMessage: i18n.t("working-time:toast.clockStopped"),
        }),
      onSuccess,
    }),
  };
}
