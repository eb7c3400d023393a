import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MonthClosure,
  Timesheet,
  TimesheetOverview,
} from "@office/shared/working-time/timesheet.contract";
import { api, reportApi } from "../../../lib/http/api";
import { i18n } from "../../../lib/i18n/i18n";
import { workingTimeKeys } from "./working-time-keys";
import "../i18n";

/**
 * `GET /api/timesheet/{employeeId}?month=YYYY-MM`: the month's days with entries, totals (absences by
 * type), the year's overtime against the Mt. 109. § limit, closure and warnings. 403 when not allowed.
 */
export function useTimesheet(employeeId: number, month: string) {
  return useQuery({
    queryKey: workingTimeKeys.sheet(employeeId, month),
    queryFn: ({ signal }) => api.get<Timesheet>(`/timesheet/${employeeId}`, { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/timesheet?month=`: one row per visible person (hr: all; a manager: reports and self). */
export function useTimesheetOverview(month: string) {
  return useQuery({
    queryKey: workingTimeKeys.overview(month),
    queryFn: ({ signal }) => api.get<TimesheetOverview>("/timesheet", { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** hr: `POST /api/timesheet/close` and `…/reopen` `{ month }` (409 when the month has not ended yet). */
export function useMonthClosure() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: workingTimeKeys.all });
  return {
    close: useMutation({
      mutationFn: (month: string) =>
        api.post<MonthClosure>(
          "/timesheet/close",
          { month },
          {
            successMessage: i18n.t("working-time:toast.closed"),
          },
        ),
      onSuccess,
    }),
    reopen: useMutation({
      mutationFn: (month: string) =>
        api.post<unknown>(
          "/timesheet/reopen",
          { month },
          {
            successMessage: i18n.t("working-time:toast.reopened"),
          },
        ),
      onSuccess,
    }),
  };
}

/**
 * `GET /report/timesheet/download?month=&format=xlsx|pdf[&employeeId=][&department=]`: the month's sheet
 * as a file (without `employeeId`: every person the caller may see, or those of one organisational unit
 * with `department`; with it: that person's signed sheet).
 */
export function downloadTimesheet(
  month: string,
  format: "xlsx" | "pdf",
  employeeId?: number,
  department?: string,
): Promise<Blob> {
  return reportApi.get("/timesheet/download", { query: { month, format, employeeId, department } });
}
