import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeaveDay, LeaveDayInput } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";
import { successText } from "../../../lib/toast/success-text";

/** `PUT /api/employee/{id}/leaveDay` (hr): the year's HR adjustment (with its reason) and carry-over. */
export function updateLeaveDay(employeeId: number, input: LeaveDayInput): Promise<LeaveDay> {
  return api.put<LeaveDay>(`/employee/${employeeId}/leaveDay`, input, {
    successMessage: successText("leave", "leaveDaySaved"),
  });
}

export function useUpdateLeaveDay(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveDayInput) => updateLeaveDay(employeeId, input),
    onSuccess: (leaveDay) => {
      queryClient.setQueryData(leaveKeys.leaveDay(employeeId, leaveDay.year), leaveDay);
      return queryClient.invalidateQueries({ queryKey: ["employees", "detail", employeeId, "history"] });
    },
  });
}
