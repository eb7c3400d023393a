import { ANONYMITY_MIN_GROUP } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionnaireResults } from "@office/shared/questionnaires/results.contract";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { aggregateQuestion, departmentGroups } from "./results-aggregate.ts";
import { loadResponses, recipientsByDepartment, type StoredResponse } from "./results.repository.ts";
import { canSeeResults, QUESTIONNAIRE_NOT_FOUND, visibleQuestionnaire } from "./questionnaires.service.ts";
import { findVersion } from "./templates.repository.ts";

/** Results with the frozen questions and (non-anonymous only) the stored responses, for the export. */
export type ResultsBundle = {
  results: QuestionnaireResults;
  questions: QuestionDto[];
  /** Empty for anonymous questionnaires below the threshold; anonymous ones carry no person. */
  responses: StoredResponse[];
};

/**
 * Computes the results of questionnaire `id` for the caller (issue 11 §2): the sender or hr only (403 for
 * a recipient, 404 for anyone else or another tenant's id). An anonymous questionnaire with fewer than
 * `ANONYMITY_MIN_GROUP` responses is `suppressed` (counts of recipients and responses only); anonymous
 * results never name a person; non-anonymous ones list `respondents`.
 */
export async function loadResults(p: Platform, ctx: RequestContext, id: number): Promise<ResultsBundle> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await visibleQuestionnaire(tx, tenantId, auth, id);
    if (!canSeeResults(auth, row)) throw forbidden("Az eredményeket csak a küldő és HR láthatja.");
    const version = await findVersion(tx, tenantId, row.templateId, row.templateVersion);
    if (!version) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const suppressed = row.anonymous && row.responses < ANONYMITY_MIN_GROUP;
    const responses = suppressed ? [] : await loadResponses(tx, tenantId, id);
    const deptRows = suppressed ? [] : await recipientsByDepartment(tx, tenantId, id);
    const results: QuestionnaireResults = {
      questionnaireId: row.id,
      title: row.title,
      anonymous: row.anonymous,
      deadline: row.deadline,
      recipients: row.recipients,
      responses: row.responses,
      responseRate: row.recipients > 0 ? Math.round((row.responses / row.recipients) * 1000) / 1000 : 0,
      suppressed,
      notice: suppressed
        ? `Névtelen kérdőív: az eredmények legalább ${ANONYMITY_MIN_GROUP} kitöltés után láthatók (eddig ${row.responses}).`
        : null,
      departments: departmentGroups(deptRows),
      questions: suppressed ? [] : version.questions.map((q) => aggregateQuestion(q, responses)),
      ...(row.anonymous
        ? {}
        : {
            respondents: responses
              .filter((r) => r.employeeId !== null)
              .sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0))
              .map((r) => ({
                employeeId: r.employeeId ?? 0,
                name: r.name ?? "",
                submittedAt: r.submittedAt?.toISOString() ?? "",
                answers: version.questions.map((q) => ({
                  questionId: q.id,
                  value: r.answers.get(q.id) ?? null,
                })),
              })),
          }),
    };
    return { results, questions: version.questions, responses };
  });
}
