import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { LeaveDecisionContext, leaveHistorySchema } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";

/** One line of a request's life: submitted, approved at a step, returned, cancelled … oldest first. */
export type LeaveHistory = z.infer<typeof leaveHistorySchema>;

/** `GET /api/leave/{id}/history`: every step of the request's life (who, when, with which note). */
export function getLeaveHistory(id: number, signal?: AbortSignal): Promise<LeaveHistory> {
  return api.get<LeaveHistory>(`/leave/${id}/history`, signal ? { signal } : {});
}

export function useLeaveHistory(id: number | null) {
  return useQuery({
    queryKey: leaveKeys.history(id ?? 0),
    queryFn: ({ signal }) => getLeaveHistory(id ?? 0, signal),
    enabled: id !== null,
  });
}

/**
 * `GET /api/leave/{id}/decisionContext` (whoever may decide it): who else of the team is away on those
 * days, and the balance before and after approval (issue 22 §2).
 */
export function getDecisionContext(id: number, signal?: AbortSignal): Promise<LeaveDecisionContext> {
  return api.get<LeaveDecisionContext>(`/leave/${id}/decisionContext`, signal ? { signal } : {});
}

export function useDecisionContext(id: number) {
  return useQuery({
    queryKey: leaveKeys.decisionContext(id),
    queryFn: ({ signal }) => getDecisionContext(id, signal),
  });
}
