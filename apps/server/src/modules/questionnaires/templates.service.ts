import type {
  QuestionDto,
  Template,
  TemplateInputParsed,
  TemplateSummary,
} from "@office/shared/questionnaires/templates.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./templates.repository.ts";

/**
 * Questionnaire templates (issue 11 §2): hr (companyAdmin passes) lists, creates, edits (each save is a
 * new version) and deletes (archives) them. Questionnaires already sent keep the version they used.
 */

export const TEMPLATE_NOT_FOUND = "A kérdőív sablon nem található.";

/** 403 unless the caller is hr or companyAdmin (the access matrix checks it too). */
export function requireHr(auth: AuthContext): void {
  if (!hasAnyRole(auth.roles, ["hr"])) throw forbidden();
}

/** The stored form of input questions: options always an array (empty for non-choice types). */
export function toQuestionDtos(questions: TemplateInputParsed["questions"]): QuestionDto[] {
  return questions.map((q) => ({
    id: q.id,
    type: q.type,
    text: q.text,
    options: q.options ?? [],
    required: q.required,
  }));
}

const toSummary = (r: repo.TemplateRow): TemplateSummary => ({
  id: r.id,
  name: r.name,
  description: r.description,
  version: r.version,
  questionCount: r.questions.length,
  sentCount: r.sentCount,
  updatedAt: r.updatedAt.toISOString(),
});
const toTemplate = (r: repo.TemplateRow): Template => ({ ...toSummary(r), questions: r.questions });

/** `GET /api/questionnaireTemplate` (hr): templates by name, with their current version. */
export async function listTemplates(p: Platform, ctx: RequestContext): Promise<TemplateSummary[]> {
  requireHr(authOf(ctx));
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) => repo.listTemplates(tx, ctx.tenant.id));
  return rows.map(toSummary);
}

/** `GET /api/questionnaireTemplate/{id}` (hr): the current version; 404 unknown, archived or another tenant's. */
export async function getTemplate(p: Platform, ctx: RequestContext, id: number): Promise<Template> {
  requireHr(authOf(ctx));
  const row = await p.database.withTenant(ctx.tenant.id, (tx) => repo.findTemplate(tx, ctx.tenant.id, id));
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toTemplate(row);
}

/** `POST /api/questionnaireTemplate` (hr): creates version 1; audited. */
export async function createTemplate(
  p: Platform,
  ctx: RequestContext,
  input: TemplateInputParsed,
): Promise<Template> {
  const auth = authOf(ctx);
  requireHr(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const id = await repo.insertTemplate(tx, tenantId, auth.userId, {
      name: input.name,
      description: input.description,
      questions: toQuestionDtos(input.questions),
    });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "questionnaireTemplate.created",
      target: `questionnaireTemplate:${id}`,
      details: { name: input.name },
    });
    const row = await repo.findTemplate(tx, tenantId, id);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return toTemplate(row);
  });
}

/**
 * `PUT /api/questionnaireTemplate/{id}` (hr): saves the content as the next version; questionnaires
 * sent earlier keep theirs. 404 unknown/archived/another tenant's.
 */
export async function updateTemplate(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: TemplateInputParsed,
): Promise<Template> {
  const auth = authOf(ctx);
  requireHr(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if (!(await repo.findTemplate(tx, tenantId, id))) throw notFound(TEMPLATE_NOT_FOUND);
    const version = await repo.addVersion(tx, tenantId, id, {
      name: input.name,
      description: input.description,
      questions: toQuestionDtos(input.questions),
    });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "questionnaireTemplate.updated",
      target: `questionnaireTemplate:${id}`,
      details: { version },
    });
    const row = await repo.findTemplate(tx, tenantId, id);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return toTemplate(row);
  });
}

/** `DELETE /api/questionnaireTemplate/{id}` (hr): archives it (sent questionnaires keep their version). */
export async function deleteTemplate(p: Platform, ctx: RequestContext, id: number): Promise<void> {
  const auth = authOf(ctx);
  requireHr(auth);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    if (!(await repo.findTemplate(tx, tenantId, id))) throw notFound(TEMPLATE_NOT_FOUND);
    await repo.archiveTemplate(tx, tenantId, id);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "questionnaireTemplate.deleted",
      target: `questionnaireTemplate:${id}`,
      details: {},
    });
  });
}
