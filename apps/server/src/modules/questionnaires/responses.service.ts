import {
  ANONYMITY_MIN_GROUP,
  type ResponseInput,
} from "@office/shared/questionnaires/questionnaires.contract";
import { checkResponse } from "@office/shared/questionnaires/answer-rules";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import * as repo from "./questionnaires.repository.ts";
import { findVersion } from "./templates.repository.ts";
import { QUESTIONNAIRE_NOT_FOUND, todayInBudapest, visibleQuestionnaire } from "./questionnaires.service.ts";

export const ALREADY_ANSWERED = "Erre a kérdőívre már válaszoltál.";

/**
 * `POST /api/questionnaire/{id}/response` `{ answers: [{ questionId, value }] }`: a recipient answers once.
 * Each answer is checked against its question's type and `required` (400 with field errors keyed by
 * question id). Errors: 404 not visible, 403 visible (sender/hr) but not a recipient, 409 past the
 * deadline or already answered (also under parallel requests: the mark is set by one UPDATE).
 *
 * Anonymous (issue 11 §2): the "has answered" mark is set in one transaction and the response stored in
 * another, without employee id and time and under a random UUID, so neither a shared id, a time nor a
 * transaction id links them; no audit entry is written. Non-anonymous responses keep the employee and time.
 */
export async function submitResponse(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ResponseInput,
): Promise<{ questionnaireId: number; answered: true }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const prepared = await p.database.withTenant(tenantId, async (tx) => {
    const row = await visibleQuestionnaire(tx, tenantId, auth, id);
    if (!row.isRecipient) throw forbidden("Ezt a kérdőívet nem neked küldték ki.");
    const locked = await repo.lockQuestionnaire(tx, tenantId, id);
    if (!locked) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    if (locked.deadline < todayInBudapest()) throw conflict("A kérdőív kitöltési határideje lejárt.");
    const version = await findVersion(tx, tenantId, row.templateId, row.templateVersion);
    if (!version) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    const checked = checkResponse(version.questions, input.answers);
    if (Object.keys(checked.errors).length > 0) {
      const fieldErrors = Object.fromEntries(
        Object.entries(checked.errors).map(([qid, message]) => [`answers.${qid}`, message]),
      );
      throw badRequest("Ellenőrizd a válaszokat.", fieldErrors);
    }
    if (!(await repo.markAnswered(tx, tenantId, id, auth.employeeId))) throw conflict(ALREADY_ANSWERED);
    const department = await repo.responseDepartment(tx, tenantId, id, auth.employeeId, ANONYMITY_MIN_GROUP);
    if (!locked.anonymous)
      await repo.insertResponse(
        tx,
        tenantId,
        id,
        { employeeId: auth.employeeId },
        department,
        checked.answers,
      );
    return { anonymous: locked.anonymous, department, answers: checked.answers };
  });
  if (prepared.anonymous) {
    try {
      await p.database.withTenant(tenantId, (tx) =>
        repo.insertResponse(tx, tenantId, id, null, prepared.department, prepared.answers),
      );
    } catch (err) {
      await p.database.withTenant(tenantId, (tx) => repo.unmarkAnswered(tx, tenantId, id, auth.employeeId));
      throw err;
    }
  }
  return { questionnaireId: id, answered: true };
}
