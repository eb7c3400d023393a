import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DeletePartnerResult,
  PartnerDetail,
  PartnerInput,
} from "@office/shared/partners/partners.contract";
import { api } from "../../../lib/http/api";
import { partnerKeys } from "./partner-keys";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/partner` (projectManager): answers the saved partner with its new id. */
export function createPartner(input: PartnerInput): Promise<PartnerDetail> {
  return api.post<PartnerDetail>("/partner", input, { successMessage: successText("partners", "created") });
}

/** `PUT /api/partner/{id}` (projectManager): replaces the partner and its contacts; answers the saved one. */
export function updatePartner(id: number, input: PartnerInput): Promise<PartnerDetail> {
  return api.put<PartnerDetail>(`/partner/${id}`, input, {
    successMessage: successText("partners", "updated"),
  });
}

/** `DELETE /api/partner/{id}` (projectManager): deleted, or deactivated when it has projects. */
export function deletePartner(id: number): Promise<DeletePartnerResult> {
  return api.delete<DeletePartnerResult>(`/partner/${id}`, {
    successMessage: (answer) =>
      successText("partners", answer.outcome === "deleted" ? "deleted" : "deactivated"),
  });
}

/** Caches the saved partner and refreshes the lists and similarity checks. */
function usePartnerSaved() {
  const queryClient = useQueryClient();
  return async (partner: PartnerDetail) => {
    queryClient.setQueryData(partnerKeys.detail(partner.id), partner);
    await queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "partners" && q.queryKey[1] !== "detail",
    });
  };
}

export function useCreatePartner() {
  const onSaved = usePartnerSaved();
  return useMutation({ mutationFn: createPartner, onSuccess: onSaved });
}

export function useUpdatePartner(id: number) {
  const onSaved = usePartnerSaved();
  return useMutation({ mutationFn: (input: PartnerInput) => updatePartner(id, input), onSuccess: onSaved });
}

export function useDeletePartner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePartner(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
