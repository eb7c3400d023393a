import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CostCenter, CostCenterInput } from "@office/shared/cost-centers/cost-centers.contract";
import { api } from "../../../lib/http/api";
import { costCenterKeys } from "./get-cost-centers";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/costCenter` (companyAdmin). 409 when the code exists. */
export function createCostCenter(input: CostCenterInput): Promise<CostCenter> {
  return api.post<CostCenter>("/costCenter", input, {
    successMessage: successText("costCenters", "created"),
  });
}

/** `PUT /api/costCenter/{id}` (companyAdmin): code, name and active. */
export function updateCostCenter(id: number, input: CostCenterInput): Promise<CostCenter> {
  return api.put<CostCenter>(`/costCenter/${id}`, input, {
    successMessage: successText("costCenters", "updated"),
  });
}

/**
 * `DELETE /api/costCenter/{id}` (companyAdmin): an unused cost centre is deleted (204, answers null);
 * one in use is deactivated instead and answered.
 */
export async function deleteCostCenter(id: number): Promise<CostCenter | null> {
  const answer = await api.delete<CostCenter | null | "">(`/costCenter/${id}`, {
    successMessage: (answer) =>
      answer && typeof answer === "object"
        ? successText("costCenters", "deactivated")
        : successText("costCenters", "deleted"),
  });
  return answer && typeof answer === "object" ? answer : null;
}

/** Refreshes the cost centre list and the employees (their cost centre codes may have changed). */
function useCostCentersChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: costCenterKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["employees"] }),
    ]);
}

export function useCreateCostCenter() {
  const onChanged = useCostCentersChanged();
  return useMutation({ mutationFn: createCostCenter, onSuccess: onChanged });
}

export function useUpdateCostCenter() {
  const onChanged = useCostCentersChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CostCenterInput }) => updateCostCenter(id, input),
    onSuccess: onChanged,
  });
}

export function useDeleteCostCenter() {
  const onChanged = useCostCentersChanged();
  return useMutation({ mutationFn: deleteCostCenter, onSuccess: onChanged });
}
