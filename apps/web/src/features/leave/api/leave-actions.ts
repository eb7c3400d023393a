import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeaveRequest, LeaveRequestInput } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/employee/{id}/leave`: a new request (working days counted by the server's calendar). */
export function requestLeave(employeeId: number, input: LeaveRequestInput): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/employee/${employeeId}/leave`, input, {
    successMessage: successText("leave", "requested"),
  });
}

/** `PUT /api/leave/{id}/approve` (the employee's manager or hr, never the requester). */
export function approveLeave(id: number): Promise<LeaveRequest> {
  return api.put<LeaveRequest>(
    `/leave/${id}/approve`,
    { note: null },
    { successMessage: successText("leave", "approved") },
  );
}

/** `PUT /api/leave/{id}/reject` with the reason the requester will read. */
export function rejectLeave(id: number, note: string): Promise<LeaveRequest> {
  return api.put<LeaveRequest>(
    `/leave/${id}/reject`,
    { note },
    { successMessage: successText("leave", "rejected") },
  );
}

/** `PUT /api/leave/{id}/cancel`: a pending request, or an approved one that has not started yet. */
export function cancelLeave(id: number): Promise<LeaveRequest> {
  return api.put<LeaveRequest>(`/leave/${id}/cancel`, undefined, {
    successMessage: successText("leave", "cancelled"),
  });
}

/** Every leave figure may change after any of these calls: refresh the whole domain. */
function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["attendance"] }),
    ]);
}

export function useRequestLeave(employeeId: number) {
  const onSuccess = useRefreshLeave();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) => requestLeave(employeeId, input),
    onSuccess,
  });
}

export function useDecideLeave() {
  const onSuccess = useRefreshLeave();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: "approve" | "reject"; note?: string }) =>
      decision === "approve" ? approveLeave(id) : rejectLeave(id, note ?? ""),
    onSuccess,
  });
}

export function useCancelLeave() {
  const onSuccess = useRefreshLeave();
  return useMutation({ mutationFn: cancelLeave, onSuccess });
}
