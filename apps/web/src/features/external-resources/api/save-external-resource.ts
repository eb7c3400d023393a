import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ExternalResourceDetail,
  ExternalResourceInput,
} from "@office/shared/external-resources/external-resources.contract";
import { api, reportApi } from "../../../lib/http/api";
import { externalResourceKeys } from "./get-external-resources";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/externalResource` (projectManager): answers the new contractor. */
export function createExternalResource(input: ExternalResourceInput): Promise<ExternalResourceDetail> {
  return api.post<ExternalResourceDetail>("/externalResource", input, {
    successMessage: successText("externalResources", "created"),
  });
}

/** `PUT /api/externalResource/{id}` (projectManager): answers the saved contractor. */
export function updateExternalResource(
  id: number,
  input: ExternalResourceInput,
): Promise<ExternalResourceDetail> {
  return api.put<ExternalResourceDetail>(`/externalResource/${id}`, input, {
    successMessage: successText("externalResources", "updated"),
  });
}

/**
 * `DELETE /api/externalResource/{id}` (projectManager): one on no project is deleted (answers null); one on
 * a project is deactivated instead and answered.
 */
export async function deleteExternalResource(id: number): Promise<ExternalResourceDetail | null> {
  const answer = await api.delete<ExternalResourceDetail | null | undefined>(`/externalResource/${id}`, {
    successMessage: (answer) =>
      successText("externalResources", answer && typeof answer === "object" ? "deactivated" : "deleted"),
  });
  return answer && typeof answer === "object" ? answer : null;
}

/** `GET /report/externalResource?search=&active=`: the list as `.xlsx` (rates only for those who may see them). */
export function exportExternalResources(query: { search?: string; active?: boolean }): Promise<Blob> {
  return reportApi.get("/externalResource", { query });
}

function useSaved() {
  const queryClient = useQueryClient();
  return async (saved: ExternalResourceDetail | null, id?: number) => {
    if (saved) queryClient.setQueryData(externalResourceKeys.detail(saved.id), saved);
    else if (id !== undefined) queryClient.removeQueries({ queryKey: externalResourceKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: externalResourceKeys.lists() });
  };
}

export function useCreateExternalResource() {
  const onSaved = useSaved();
  return useMutation({ mutationFn: createExternalResource, onSuccess: (saved) => onSaved(saved) });
}

export function useUpdateExternalResource(id: number) {
  const onSaved = useSaved();
  return useMutation({
    mutationFn: (input: ExternalResourceInput) => updateExternalResource(id, input),
    onSuccess: (saved) => onSaved(saved),
  });
}

export function useDeleteExternalResource() {
  const onSaved = useSaved();
  return useMutation({ mutationFn: deleteExternalResource, onSuccess: (saved, id) => onSaved(saved, id) });
}
