import { ANONYMITY_MIN_GROUP } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionnaireResults } from "@office/shared/questionnaires/results.contract";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { aggregateQuestion, departmentGroups } from "./results-aggregate.ts";
import { loadResponses, recipientsByDepartment, type StoredResponse } from "./results.repository.ts";
import {
  canSeeResults,
  QUESTIONNAIRE_NOT_FOUND,
  todayInBudapest,
  visibleQuestionnaire,
} from "./questionnaires.service.ts";
import { findVersion } from "./templates.repository.ts";

/** Results with the frozen questions and (non-anonymous only) the stored responses, for the export. */
export type ResultsBundle = {
  results: QuestionnaireResults;
  questions: QuestionDto[];
  /** Empty for anonymous questionnaires below the threshold; anonymous ones carry no person. */
  responses: StoredResponse[];
};

/**
 * The Hungarian notice of the results: why nothing is shown yet (anonymous, fewer than
 * `ANONYMITY_MIN_GROUP` responses written), or how many anonymous answers are not counted — still
 * waiting for a batch while open, left out for good once closed (issue 18 §2). Null when all is counted.
 */
export function resultsNotice(
  anonymous: boolean,
  suppressed: boolean,
  answered: number,
  pending: number,
  deadline: string,
  today = todayInBudapest(),
): string | null {
  const closed = deadline < today;
  if (suppressed)
    return closed
      ? `Névtelen kérdőív: az eredmények legalább ${ANONYMITY_MIN_GROUP} kitöltés után láthatók, és a határidőig nem gyűlt össze ennyi (${answered} kitöltés).`
      : `Névtelen kérdőív: az eredmények legalább ${ANONYMITY_MIN_GROUP} kitöltés után láthatók (eddig ${answered}). A névtelenség védelmében a válaszok legalább ${ANONYMITY_MIN_GROUP}-asával kerülnek be az eredménybe.`;
  if (!anonymous || pending === 0) return null;
  return closed
    ? `${pending} névtelen válasz nem került be az eredménybe: a névtelenség védelmében a válaszok csak legalább ${ANONYMITY_MIN_GROUP}-asával kerülnek be, és a határidőig nem gyűlt össze hozzájuk elég.`
    : `${pending} névtelen válasz még nem számít bele az eredménybe: a névtelenség védelmében a válaszok legalább ${ANONYMITY_MIN_GROUP}-asával kerülnek be.`;
}

/**
 * Computes the results of questionnaire `id` for the caller (issue 11 §2): the sender or hr only (403 for
 * a recipient, 404 for anyone else or another tenant's id). Only written responses count: an anonymous
 * questionnaire's answers are written in batches of at least `ANONYMITY_MIN_GROUP` (issue 18 §2), the
 * rest are `pendingResponses`. An anonymous questionnaire with fewer than `ANONYMITY_MIN_GROUP` written
 * responses is `suppressed` (counts of recipients and responses only); anonymous results never name a
 * person; non-anonymous ones list `respondents`.
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
    const pendingResponses = Math.max(0, row.answeredCount - row.responses);
    const responses = suppressed ? [] : await loadResponses(tx, tenantId, id);
    const deptRows = suppressed ? [] : await recipientsByDepartment(tx, tenantId, id, row.anonymous);
    const results: QuestionnaireResults = {
      questionnaireId: row.id,
      title: row.title,
      anonymous: row.anonymous,
      deadline: row.deadline,
      recipients: row.recipients,
      responses: row.responses,
      pendingResponses,
      responseRate: row.recipients > 0 ? Math.round((row.responses / row.recipients) * 1000) / 1000 : 0,
      suppressed,
      notice: resultsNotice(row.anonymous, suppressed, row.answeredCount, pendingResponses, row.deadline),
      departments: departmentGroups(deptRows, row.anonymous),
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
