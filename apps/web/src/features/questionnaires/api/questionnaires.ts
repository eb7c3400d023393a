import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Questionnaire,
  QuestionnaireBox,
  ResponseInput,
  SendQuestionnaireInput,
  UpdateQuestionnaireInput,
} from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionnaireResults } from "@office/shared/questionnaires/results.contract";
import { api, reportApi } from "../../../lib/http/api";
import { questionnaireKeys } from "./questionnaire-keys";
import { questionnaireBoxQueryOptions, questionnaireQueryOptions } from "./questionnaire-queries";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/questionnaire?box=toFill|sent|all` (all: hr only). */
export function useQuestionnaireBox(box: QuestionnaireBox, isEnabled = true) {
  return useQuery({ ...questionnaireBoxQueryOptions(box), enabled: isEnabled });
}

/** One questionnaire to fill; disabled while `id` is 0. */
export function useQuestionnaire(id: number) {
  return useQuery({ ...questionnaireQueryOptions(id), enabled: id > 0 });
}

/** `GET /api/questionnaire/{id}/results` (sender or hr); disabled while `id` is 0. */
export function useQuestionnaireResults(id: number) {
  return useQuery({
    queryKey: questionnaireKeys.results(id),
    queryFn: ({ signal }) => api.get<QuestionnaireResults>(`/questionnaire/${id}/results`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

function useInvalidateQuestionnaires() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
}

/** `POST /api/questionnaire` (hr): send a template. */
export function useSendQuestionnaire() {
  const onSuccess = useInvalidateQuestionnaires();
  return useMutation({
    mutationFn: (input: SendQuestionnaireInput) =>
      api.post<Questionnaire>("/questionnaire", input, {
        successMessage: successText("questionnaires", "sent"),
      }),
    onSuccess,
  });
}

/** `POST /api/questionnaire/{id}/response`. */
export function useSubmitResponse(id: number) {
  const onSuccess = useInvalidateQuestionnaires();
  return useMutation({
    mutationFn: (input: ResponseInput) =>
      api.post<unknown>(`/questionnaire/${id}/response`, input, {
        successMessage: successText("questionnaires", "answered"),
      }),
    onSuccess,
  });
}

/** Downloads `/report/questionnaire/{id}` (.xlsx). */
export async function downloadResults(id: number) {
  const blob = await reportApi.get<Blob>(`/questionnaire/${id}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `kerdoiv-${id}-eredmenyek.xlsx`;
  a.click();
  URL.revokeObjectURL(url);
}

/** `PUT /api/questionnaire/{id}` (sender or hr): title, deadline, anonymity (409 once anyone answered). */
export function useUpdateQuestionnaire(id: number) {
  const onSuccess = useInvalidateQuestionnaires();
  return useMutation({
    mutationFn: (input: UpdateQuestionnaireInput) =>
      api.put<Questionnaire>(`/questionnaire/${id}`, input, {
        successMessage: successText("questionnaires", "updated"),
      }),
    onSuccess,
  });
}
