import { queryOptions } from "@tanstack/react-query";
import type {
  Questionnaire,
  QuestionnaireBox,
  QuestionnaireSummary,
} from "@office/shared/questionnaires/questionnaires.contract";
import type { TemplateSummary } from "@office/shared/questionnaires/templates.contract";
import { api } from "../../../lib/http/api";
import { questionnaireKeys } from "./questionnaire-keys";

// The queries `/kerdoivek` opens with, apart from their hooks and mutations: the route prefetch
// (prefetch-questionnaires.ts) is part of the main bundle and imports only these (issue 19 §6).

/** `GET /api/questionnaire?box=toFill|sent|all` (all: hr only): one box of the questionnaires page. */
export function questionnaireBoxQueryOptions(box: QuestionnaireBox) {
  return queryOptions({
    queryKey: questionnaireKeys.box(box),
    queryFn: ({ signal }) => api.get<QuestionnaireSummary[]>("/questionnaire", { query: { box }, signal }),
  });
}

/** `GET /api/questionnaire/{id}`: the frozen questions (no retry: a 404 shows at once). */
export function questionnaireQueryOptions(id: number) {
  return queryOptions({
    queryKey: questionnaireKeys.one(id),
    queryFn: ({ signal }) => api.get<Questionnaire>(`/questionnaire/${id}`, { signal }),
    retry: false,
  });
}

/** `GET /api/questionnaireTemplate` (hr). */
export function templatesQueryOptions() {
  return queryOptions({
    queryKey: questionnaireKeys.templates(),
    queryFn: ({ signal }) => api.get<TemplateSummary[]>("/questionnaireTemplate", { signal }),
  });
}
