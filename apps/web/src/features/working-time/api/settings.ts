import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  WorkScheduleInput,
  WorkingTimeSettings,
  workScheduleSchema,
} from "@office/shared/working-time/timesheet.contract";
import { api } from "../../../lib/http/api";
import { i18n } from "../../../lib/i18n/i18n";
import { workingTimeKeys } from "./working-time-keys";
import "../i18n";

export type WorkSchedule = z.infer<typeof workScheduleSchema>;

/** `GET /api/workingTimeSettings`: the tenant's yearly overtime limit (hours) and its agreement. */
export function useWorkingTimeSettings() {
  return useQuery({
    queryKey: workingTimeKeys.settings(),
    queryFn: ({ signal }) => api.get<WorkingTimeSettings>("/workingTimeSettings", { signal }),
  });
}

/** hr: `PUT /api/workingTimeSettings` (0–400 hours, Mt. 109. §). */
export function useSaveWorkingTimeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkingTimeSettings) =>
      api.put<WorkingTimeSettings>("/workingTimeSettings", input, {
        successMessage: i18n.t("working-time:toast.settingsSaved"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingTimeKeys.all }),
  });
}

/** `GET /api/workSchedule/{employeeId}`: the employee's schedule (`stored: false` = the default). */
export function useWorkSchedule(employeeId: number) {
  return useQuery({
    queryKey: workingTimeKeys.schedule(employeeId),
    queryFn: ({ signal }) => api.get<WorkSchedule>(`/workSchedule/${employeeId}`, { signal }),
  });
}

/** hr: `PUT /api/workSchedule/{employeeId}`. */
export function useSaveWorkSchedule(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkScheduleInput) =>
      api.put<WorkSchedule>(`/workSchedule/${employeeId}`, input, {
        successMessage: i18n.t("working-time:toast.scheduleSaved"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingTimeKeys.all }),
  });
}
