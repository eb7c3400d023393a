import { useQuery } from "@tanstack/react-query";
import type { LeaveReport } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";

/** `GET /api/leaveReport?year=` (hr): one balance row per employee. */
export function getLeaveReport(year: number, signal?: AbortSignal): Promise<LeaveReport> {
  return api.get<LeaveReport>("/leaveReport", { query: { year }, ...(signal ? { signal } : {}) });
}

export function useLeaveReport(year: number, isEnabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.report(year),
    queryFn: ({ signal }) => getLeaveReport(year, signal),
    enabled: isEnabled,
  });
}
