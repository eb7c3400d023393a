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
import type { JobLog } from "../../platform/periodic-job.ts";
import { addPendingResponse, pendingResponseSealer, writePendingBatch } from "./anonymous-batches.ts";
import { QUESTIONNAIRE_NOT_FOUND, todayInBudapest, visibleQuestionnaire } from "./questionnaires.service.ts";

export const ALREADY_ANSWERED = "Erre a kérdőívre már válaszoltál.";

/**
 * `POST /api/questionnaire/{id}/response` `{ answers: [{ questionId, value }] }`: a recipient answers once.
 * Each answer is checked against its question's type and `required` (400 with field errors keyed by
 * question id). Errors: 404 not visible, 403 visible (sender/hr) but not a recipient, 409 past the
 * deadline or already answered (also under parallel requests: the mark is set by one UPDATE, under the
 * questionnaire's lock).
 *
 * Anonymous (issue 11 §2, issue 18 §2): the "has answered" mark is set and the response kept sealed,
 * without employee id and time, in one transaction; the response is written to the results only together
 * with at least two others, by a transaction of its own right after the answer that completes the batch
 * (see `anonymous-batches.ts`; a failure there is logged to `log` and left to the hourly job), so neither
 * a shared id, a time, a transaction id nor the physical order links a response to its mark. No audit
 * entry is written. Non-anonymous responses keep the employee and time.
 */
export async function submitResponse(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ResponseInput,
  log?: JobLog,
): Promise<{ questionnaireId: number; answered: true }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const sealer = pendingResponseSealer(p);
  const pending = await p.database.withTenant(tenantId, async (tx) => {
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
    if (locked.anonymous)
      return addPendingResponse(tx, sealer, tenantId, id, { department, answers: checked.answers });
    await repo.insertResponse(tx, tenantId, id, { employeeId: auth.employeeId }, department, checked.answers);
    return 0;
  });
  if (pending >= ANONYMITY_MIN_GROUP) {
    // The answer is recorded (sealed) either way; if writing the batch fails, the hourly job writes it.
    await writePendingBatch(p.database, sealer, tenantId, id).catch((err: unknown) =>
      log?.error({ err: err instanceof Error ? err.message : String(err) }, "anonymous batch write failed"),
    );
  }
  return { questionnaireId: id, answered: true };
}
