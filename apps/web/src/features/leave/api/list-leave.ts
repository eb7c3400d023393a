import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys, type LeaveScope } from "./leave-keys";

/**
 * `GET /api/leave?scope=&start=&end=`: `mine` (default range: this year), `approvals` (pending requests
 * the caller may decide), `team` (approved and pending absences of everyone; default range: this month).
 */
export function listLeave(
  scope: LeaveScope,
  range: { start?: string; end?: string } = {},
  signal?: AbortSignal,
): Promise<LeaveRequest[]> {
  return api.get<LeaveRequest[]>("/leave", {
    query: { scope, start: range.start, end: range.end },
    ...(signal ? { signal } : {}),
  });
}

export function leaveListQueryOptions(scope: LeaveScope, range: { start?: string; end?: string } = {}) {
  return queryOptions({
    queryKey: leaveKeys.list(scope, range.start, range.end),
    queryFn: ({ signal }) => listLeave(scope, range, signal),
  });
}

export function useLeaveList(scope: LeaveScope, range: { start?: string; end?: string } = {}) {
  return useQuery(leaveListQueryOptions(scope, range));
}

/** `GET /api/employee/{id}/leave?start=&end=`: one employee's requests in a range (self, manager, hr). */
export function listEmployeeLeave(
  employeeId: number,
  start: string,
  end: string,
  signal?: AbortSignal,
): Promise<LeaveRequest[]> {
  return api.get<LeaveRequest[]>(`/employee/${employeeId}/leave`, {
    query: { start, end },
    ...(signal ? { signal } : {}),
  });
}

export function useEmployeeLeave(employeeId: number, start: string, end: string) {
  return useQuery({
    queryKey: leaveKeys.employeeLeave(employeeId, start, end),
    queryFn: ({ signal }) => listEmployeeLeave(employeeId, start, end, signal),
  });
}
