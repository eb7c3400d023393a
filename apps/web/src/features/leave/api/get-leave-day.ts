import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaveDay } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";

/**
 * `GET /api/employee/{id}/leaveDay?year=` (SPEC §7): the year's entitlement line by line (Mt. 116–121. §),
 * taken, pending and remaining working days. For the employee, their manager and hr.
 */
export function getLeaveDay(employeeId: number, year: number, signal?: AbortSignal): Promise<LeaveDay> {
  return api.get<LeaveDay>(`/employee/${employeeId}/leaveDay`, {
    query: { year },
    ...(signal ? { signal } : {}),
  });
}

export function leaveDayQueryOptions(employeeId: number, year: number) {
  return queryOptions({
    queryKey: leaveKeys.leaveDay(employeeId, year),
    queryFn: ({ signal }) => getLeaveDay(employeeId, year, signal),
  });
}

export function useLeaveDay(employeeId: number, year: number, isEnabled = true) {
  return useQuery({ ...leaveDayQueryOptions(employeeId, year), enabled: isEnabled && employeeId > 0 });
}
