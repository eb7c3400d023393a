import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AbsenceType,
  AbsenceTypeInput,
  absenceTypeDeleteResultSchema,
} from "@office/shared/leave/absence-type.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";
import { leaveKeys } from "./leave-keys";

/**
 * `GET /api/absenceType` (issue 22 §1): the tenant's absence types; hr and companyAdmin get every type,
 * everyone else the active ones only.
 */
export function listAbsenceTypes(signal?: AbortSignal): Promise<AbsenceType[]> {
  return api.get<AbsenceType[]>("/absenceType", signal ? { signal } : {});
}

export function absenceTypesQueryOptions() {
  return queryOptions({
    queryKey: leaveKeys.absenceTypes(),
    queryFn: ({ signal }) => listAbsenceTypes(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAbsenceTypes(isEnabled = true) {
  return useQuery({ ...absenceTypesQueryOptions(), enabled: isEnabled });
}

/** `POST /api/absenceType` (hr, companyAdmin); 409 when the code exists. */
export function createAbsenceType(input: AbsenceTypeInput): Promise<AbsenceType> {
  return api.post<AbsenceType>("/absenceType", input, {
    successMessage: successText("absenceTypes", "created"),
  });
}

/** `PUT /api/absenceType/{id}` (hr, companyAdmin): every field; the code of a statutory type stays. */
export function updateAbsenceType(id: number, input: AbsenceTypeInput): Promise<AbsenceType> {
  return api.put<AbsenceType>(`/absenceType/${id}`, input, {
    successMessage: successText("absenceTypes", "updated"),
  });
}

/** What `DELETE /api/absenceType/{id}` did: an unused type is deleted, one in use deactivated. */
export type AbsenceTypeDeleteResult = z.infer<typeof absenceTypeDeleteResultSchema>;

/** `DELETE /api/absenceType/{id}` (hr, companyAdmin): deletes an unused type, deactivates one in use. */
export function deleteAbsenceType(id: number): Promise<AbsenceTypeDeleteResult> {
  return api.delete<AbsenceTypeDeleteResult>(`/absenceType/${id}`, {
    successMessage: (answer) =>
      answer.outcome === "deactivated"
        ? successText("absenceTypes", "deactivated")
        : successText("absenceTypes", "deleted"),
  });
}

/** Types feed the request form and every type label: refresh the types and the requests. */
function useAbsenceTypesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leaveKeys.all });
}

export function useCreateAbsenceType() {
  const onSuccess = useAbsenceTypesChanged();
  return useMutation({ mutationFn: createAbsenceType, onSuccess });
}

export function useUpdateAbsenceType() {
  const onSuccess = useAbsenceTypesChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AbsenceTypeInput }) => updateAbsenceType(id, input),
    onSuccess,
  });
}

export function useDeleteAbsenceType() {
  const onSuccess = useAbsenceTypesChanged();
  return useMutation({ mutationFn: deleteAbsenceType, onSuccess });
}
