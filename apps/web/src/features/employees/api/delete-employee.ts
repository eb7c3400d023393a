import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";
import { listEmployees } from "./list-employees";

/** What `DELETE /api/employee/{id}` did: removed the record, or kept it and deactivated the employee. */
export type DeleteOutcome = "deleted" | "deactivated";

/**
 * `DELETE /api/employee/{id}` (hr). The server answers 204 and says in the `x-office-outcome` header
 * whether it deleted or deactivated; the shared HTTP client does not expose headers, so the outcome is
 * read back from the directory instead (a deactivated employee is still listed).
 */
export async function deleteEmployee(id: number): Promise<DeleteOutcome> {
  await api.delete(`/employee/${id}`);
  const everyone = await listEmployees(undefined);
  return everyone.some((employee) => employee.id === id) ? "deactivated" : "deleted";
}

export function useDeleteEmployee(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEmployee(id),
    onSuccess: async (outcome) => {
      if (outcome === "deleted") queryClient.removeQueries({ queryKey: employeeKeys.detail(id) });
      else await queryClient.invalidateQueries({ queryKey: employeeKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
