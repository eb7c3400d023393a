import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Template, TemplateInput } from "@office/shared/questionnaires/templates.contract";
import { api } from "../../../lib/http/api";
import { questionnaireKeys } from "./questionnaire-keys";
import { templatesQueryOptions } from "./questionnaire-queries";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/questionnaireTemplate` (hr); disabled (nothing requested) unless `isEnabled`. */
export function useTemplates(isEnabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled: isEnabled });
}

/** `GET /api/questionnaireTemplate/{id}`; disabled while `id` is 0. */
export function useTemplate(id: number) {
  return useQuery({
    queryKey: questionnaireKeys.template(id),
    queryFn: ({ signal }) => api.get<Template>(`/questionnaireTemplate/${id}`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

/** `POST /api/questionnaireTemplate` or `PUT /api/questionnaireTemplate/{id}` (a new version). */
export function useSaveTemplate(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) =>
      id
        ? api.put<Template>(`/questionnaireTemplate/${id}`, input, {
            successMessage: successText("questionnaires", "templateUpdated"),
          })
        : api.post<Template>("/questionnaireTemplate", input, {
            successMessage: successText("questionnaires", "templateCreated"),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

/** `DELETE /api/questionnaireTemplate/{id}` (archives it). */
export function useDeleteTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<unknown>(`/questionnaireTemplate/${id}`, {
        successMessage: successText("questionnaires", "templateDeleted"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}
