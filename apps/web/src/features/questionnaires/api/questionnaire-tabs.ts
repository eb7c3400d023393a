import type { QuestionnaireBox } from "@office/shared/questionnaires/questionnaires.contract";

/** A tab of `/kerdoivek`: a box of questionnaires, or the templates (hr). */
export type QuestionnaireTab = QuestionnaireBox | "templates";

/** The tabs a user sees: all four for hr and companyAdmin, only Kitöltendő (to fill) for others. */
export function questionnaireTabs(isAdmin: boolean): QuestionnaireTab[] {
  return isAdmin ? ["toFill", "sent", "all", "templates"] : ["toFill"];
}

/** The tab `?tab=` opens (`requested`), or Kitöltendő when it is missing or not one of the user's tabs. */
export function readQuestionnaireTab(requested: string | null, isAdmin: boolean): QuestionnaireTab {
  return questionnaireTabs(isAdmin).find((tab) => tab === requested) ?? "toFill";
}

/** A positive whole id from a search param (`?kitoltes=`, `?eredmeny=`), else 0. */
export function readQuestionnaireId(value: string | null): number {
  const id = Number(value ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
