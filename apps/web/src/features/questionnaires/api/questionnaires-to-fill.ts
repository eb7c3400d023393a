import { useQuery } from "@tanstack/react-query";
import type { QuestionnaireSummary } from "@office/shared/questionnaires/questionnaires.contract";
import { questionnaireBoxQueryOptions } from "./questionnaire-queries";

/** The questionnaires waiting for me: not answered, not closed, soonest deadline first, at most `limit`. */
export function selectWaiting(rows: readonly QuestionnaireSummary[], limit = 5): QuestionnaireSummary[] {
  return rows
    .filter((q) => q.isRecipient && !q.answered && !q.closed)
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id)
    .slice(0, limit);
}

/**
 * One request, `GET /api/questionnaire?box=toFill` (the same cache entry as the Kitöltendő tab), narrowed
 * to the ones waiting for me (see {@link selectWaiting}).
 */
export function useQuestionnairesToFill(limit = 5) {
  return useQuery({ ...toFillQueryOptions(), select: (rows) => selectWaiting(rows, limit) });
}

/** `GET /api/questionnaire?box=toFill`, unnarrowed (the cache entry {@link useQuestionnairesToFill} reads). */
export function toFillQueryOptions() {
  return questionnaireBoxQueryOptions("toFill");
}
