import {
  ANONYMITY_MIN_GROUP,
  type Questionnaire,
  type QuestionnaireBox,
  type QuestionnaireSummary,
  type UpdateQuestionnaireInput,
} from "@office/shared/questionnaires/questionnaires.contract";
import type { z } from "zod";
import type { sendQuestionnaireInputSchema } from "@office/shared/questionnaires/questionnaires.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { notifyQuestionnaire } from "./questionnaire-notify.ts";
import * as repo from "./questionnaires.repository.ts";
import { findTemplate, findVersion } from "./templates.repository.ts";
import { requireHr, TEMPLATE_NOT_FOUND } from "./templates.service.ts";

/**
 * Sent questionnaires (issue 11 §2): sending (hr), the three boxes, one questionnaire, and its settings.
 * Answers are in `responses.service.ts`, results in `results.service.ts`.
 */

export const QUESTIONNAIRE_NOT_FOUND = "A kérdőív nem található.";
type SendInput = z.output<typeof sendQuestionnaireInputSchema>;

/** Today in Budapest, `YYYY-MM-DD`. */
export const todayInBudapest = (now = Date.now()) => budapestDate(now);

const isHr = (auth: AuthContext) => hasAnyRole(auth.roles, ["hr"]);

/** Whether `auth` may read the results of `row`: its sender or hr (issue 11 §2). */
export const canSeeResults = (auth: AuthContext, row: repo.QuestionnaireRow) =>
  isHr(auth) || (row.sentByUserId !== null && row.sentByUserId === auth.userId);

export function toSummary(
  auth: AuthContext,
  row: repo.QuestionnaireRow,
  today = todayInBudapest(),
): QuestionnaireSummary {
  return {
    id: row.id,
    title: row.title,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    anonymous: row.anonymous,
    deadline: row.deadline,
    sentAt: row.sentAt.toISOString(),
    sentByName: row.sentByName,
    closed: row.deadline < today,
    isRecipient: row.isRecipient,
    answered: row.answered,
    canSeeResults: canSeeResults(auth, row),
    recipients: row.recipients,
    responses: row.responses,
    pendingResponses: Math.max(0, row.answeredCount - row.responses),
  };
}

/**
 * The questionnaire `id` if the caller may see it (a recipient, its sender, or hr); 404 otherwise, also
 * for another tenant's id.
 */
export async function visibleQuestionnaire(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  id: number,
): Promise<repo.QuestionnaireRow> {
  const row = await repo.findQuestionnaire(tx, tenantId, id, auth.employeeId);
  if (!row || !(row.isRecipient || canSeeResults(auth, row))) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  return row;
}

/**
 * `GET /api/questionnaire?box=toFill|sent|all`: `toFill` sent to me (open first, soonest deadline first),
 * `sent` sent by me, `all` every questionnaire (hr; 403 otherwise). At most 500 rows.
 */
export async function listQuestionnaires(
  p: Platform,
  ctx: RequestContext,
  box: QuestionnaireBox,
): Promise<QuestionnaireSummary[]> {
  const auth = authOf(ctx);
  if (box === "all") requireHr(auth);
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.listBox(tx, ctx.tenant.id, box, { userId: auth.userId, employeeId: auth.employeeId }),
  );
  const today = todayInBudapest();
  return rows.map((r) => toSummary(auth, r, today));
}

/** `GET /api/questionnaire/{id}`: the summary plus the frozen questions (recipient, sender or hr; 404 otherwise). */
export async function getQuestionnaire(p: Platform, ctx: RequestContext, id: number): Promise<Questionnaire> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await visibleQuestionnaire(tx, tenantId, auth, id);
    const version = await findVersion(tx, tenantId, row.templateId, row.templateVersion);
    if (!version) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    return { ...toSummary(auth, row), description: version.description, questions: version.questions };
  });
}

/**
 * `POST /api/questionnaire` (hr): sends the template's current version (frozen: later template edits do
 * not change it) to the chosen active employees and notifies them. Errors: 404 unknown template or
 * employee (also another tenant's), 400 deadline in the past, no recipient, or an anonymous
 * questionnaire to fewer than `ANONYMITY_MIN_GROUP` people (its results could never be shown).
 */
export async function sendQuestionnaire(
  p: Platform,
  ctx: RequestContext,
  input: SendInput,
): Promise<Questionnaire> {
  const auth = authOf(ctx);
  requireHr(auth);
  const tenantId = ctx.tenant.id;
  if (input.deadline < todayInBudapest())
    throw badRequest("A határidő nem lehet korábbi a mai napnál.", {
      deadline: "A határidő nem lehet múltbeli.",
    });
  const id = await p.database.withTenant(tenantId, async (tx) => {
    const template = await findTemplate(tx, tenantId, input.templateId);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    const ids = input.recipientIds ? [...new Set(input.recipientIds)] : null;
    const by = ids
      ? { ids }
      : input.departmentIds
        ? { departments: input.departmentIds }
        : { all: true as const };
    const list = await repo.findRecipients(tx, tenantId, by);
    if (ids && list.length !== ids.length)
      throw notFound("A címzettek között ismeretlen vagy kilépett munkatárs van.");
    if (list.length === 0) throw badRequest("Nincs aktív címzett.", { recipientIds: "Nincs aktív címzett." });
    if (input.anonymous && list.length < ANONYMITY_MIN_GROUP)
      throw badRequest(`Névtelen kérdőívet legalább ${ANONYMITY_MIN_GROUP} címzettnek lehet küldeni.`, {
        anonymous: `Legalább ${ANONYMITY_MIN_GROUP} címzett kell a névtelenséghez.`,
      });
    const newId = await repo.insertQuestionnaire(
      tx,
      {
        tenantId,
        templateId: template.id,
        templateVersion: template.version,
        title: input.title,
        anonymous: input.anonymous,
        deadline: input.deadline,
        sentByUserId: auth.userId,
        sentByName: auth.displayName,
      },
      list,
    );
    await notifyQuestionnaire(
      tx,
      tenantId,
      list.map((r) => r.employeeId),
      { id: newId, title: input.title, deadline: input.deadline },
      "sent",
    );
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "questionnaire.sent",
      target: `questionnaire:${newId}`,
      details: {
        templateId: template.id,
        version: template.version,
        recipients: list.length,
        anonymous: input.anonymous,
      },
    });
    return newId;
  });
  return getQuestionnaire(p, ctx, id);
}

/**
 * `PUT /api/questionnaire/{id}` (its sender or hr): title, deadline (today or later) and anonymity.
 * Anonymity cannot change once anyone answered (409), under the questionnaire's row lock.
 */
export async function updateQuestionnaire(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: UpdateQuestionnaireInput,
): Promise<Questionnaire> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    const row = await visibleQuestionnaire(tx, tenantId, auth, id);
    if (!canSeeResults(auth, row)) throw forbidden("Csak a küldő vagy HR módosíthatja a kérdőívet.");
    const locked = await repo.lockQuestionnaire(tx, tenantId, id);
    if (!locked) throw notFound(QUESTIONNAIRE_NOT_FOUND);
    if (input.deadline !== undefined && input.deadline < todayInBudapest())
      throw badRequest("A határidő nem lehet korábbi a mai napnál.", {
        deadline: "A határidő nem lehet múltbeli.",
      });
    if (input.anonymous !== undefined && input.anonymous !== locked.anonymous) {
      const fresh = await repo.findQuestionnaire(tx, tenantId, id, auth.employeeId);
      if ((fresh?.answeredCount ?? 0) > 0)
        throw conflict(
          locked.anonymous
            ? "A névtelenség az első válasz után már nem kapcsolható ki."
            : "A névtelenség az első válasz után már nem kapcsolható be.",
        );
      if (input.anonymous && row.recipients < ANONYMITY_MIN_GROUP)
        throw badRequest(`Névtelen kérdőívet legalább ${ANONYMITY_MIN_GROUP} címzettnek lehet küldeni.`);
    }
    await repo.updateQuestionnaire(tx, tenantId, id, input);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "questionnaire.updated",
      target: `questionnaire:${id}`,
      details: { ...input },
    });
  });
  return getQuestionnaire(p, ctx, id);
}
