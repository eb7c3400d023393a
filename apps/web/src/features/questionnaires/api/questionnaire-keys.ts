import type { QuestionnaireBox } from "@office/shared/questionnaires/questionnaires.contract";

/** Query keys of the questionnaires domain. */
export const questionnaireKeys = {
  all: ["questionnaires"] as const,
  box: (box: QuestionnaireBox) => ["questionnaires", "box", box] as const,
  one: (id: number) => ["questionnaires", "one", id] as const,
  results: (id: number) => ["questionnaires", "results", id] as const,
  templates: () => ["questionnaires", "templates"] as const,
  template: (id: number) => ["questionnaires", "template", id] as const,
};
