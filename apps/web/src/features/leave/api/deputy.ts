import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";
import { leaveKeys } from "./leave-keys";

import type { EmployeeDeputy } from "@office/shared/leave/leave.contract";

export type { EmployeeDeputy };

/** `GET /api/employee/{id}/deputy` (the employee themself or hr). */
export function getDeputy(employeeId: number, signal?: AbortSignal): Promise<EmployeeDeputy> {
  return api.get<EmployeeDeputy>(`/employee/${employeeId}/deputy`, signal ? { signal } : {});
}

export function useDeputy(employeeId: number) {
  return useQuery({
    queryKey: leaveKeys.deputy(employeeId),
    queryFn: ({ signal }) => getDeputy(employeeId, signal),
    enabled: employeeId > 0,
  });
}

/** `PUT /api/employee/{id}/deputy` `{ deputyId }` (null clears it); the employee themself or hr. */
export function setDeputy(employeeId: number, deputyId: number | null): Promise<EmployeeDeputy> {
  return api.put<EmployeeDeputy>(
    `/employee/${employeeId}/deputy`,
    { deputyId },
    { successMessage: successText("leave", "deputySaved") },
  );
}

export function useSetDeputy(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deputyId: number | null) => setDeputy(employeeId, deputyId),
    onSuccess: (deputy) => queryClient.setQueryData(leaveKeys.deputy(employeeId), deputy),
  });
}
