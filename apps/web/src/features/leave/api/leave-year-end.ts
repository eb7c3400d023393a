import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeaveYearEnd, LeaveYearEndSettings } from "@office/shared/leave/leave-year-end.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** Query keys of the leave year-end (under the leave domain's `["leave"]`, so leave writes refresh them). */
export const leaveYearEndKeys = {
  report: (year: number) => ["leave", "yearEnd", year] as const,
  settings: () => ["leave", "yearEnd", "settings"] as const,
};

/** `GET /api/leaveYearEnd?year=` (hr, companyAdmin): the year's run (null before it ran) and what lapses soon. */
export function getLeaveYearEnd(year: number, signal?: AbortSignal): Promise<LeaveYearEnd> {
  return api.get<LeaveYearEnd>("/leaveYearEnd", { query: { year }, ...(signal ? { signal } : {}) });
}

export function useLeaveYearEnd(year: number) {
  return useQuery({
    queryKey: leaveYearEndKeys.report(year),
    queryFn: ({ signal }) => getLeaveYearEnd(year, signal),
  });
}

/** `POST /api/leaveYearEnd/run` (hr): runs an ended year's year-end now (idempotent); answers the report. */
export function useRunLeaveYearEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      api.post<LeaveYearEnd>(
        "/leaveYearEnd/run",
        { year },
        { successMessage: successText("leave", "yearEndRun") },
      ),
    onSuccess: (report) => {
      queryClient.setQueryData(leaveYearEndKeys.report(report.year), report);
      return queryClient.invalidateQueries({ queryKey: ["leave", "leaveDay"] });
    },
  });
}

/** `GET /api/leaveYearEnd/settings`: the employer's decisions of Mt. 123. § (5)–(6). */
export function useLeaveYearEndSettings() {
  return useQuery({
    queryKey: leaveYearEndKeys.settings(),
    queryFn: ({ signal }) => api.get<LeaveYearEndSettings>("/leaveYearEnd/settings", { signal }),
  });
}

/** `PUT /api/leaveYearEnd/settings` (hr). */
export function useUpdateLeaveYearEndSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveYearEndSettings) =>
      api.put<LeaveYearEndSettings>("/leaveYearEnd/settings", input, {
        successMessage: successText("leave", "yearEndSettingsSaved"),
      }),
    onSuccess: (settings) => queryClient.setQueryData(leaveYearEndKeys.settings(), settings),
  });
}
