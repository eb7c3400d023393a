import {
  CONSENT_TEXT_VERSION,
  type ApplicantDetail,
  type ApplicantInput,
  type ApplicantListItem,
  type ApplicantStage,
  type JobOpeningStatus,
  type ListApplicantsQuery,
} from "@office/shared/applicants/applicants.contract";
import { computeRetentionUntil } from "@office/shared/applicants/applicant-retention";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { assertHr } from "../employees/employees.service.ts";
import { toDetailDto, toListItemDto } from "./applicant-dto.ts";
import * as repo from "./applicants.repository.ts";

/**
 * Applicant records (issue 11 §1; job openings in job-openings.service.ts; DESIGN §7 `/jelentkezok`). Everything is `hr` only
 * (companyAdmin passes), checked here as well as in the access matrix; another tenant's id is 404.
 * Every read of applicant data and every write is audited (`applicant.*`). Writes that read what they
 * check (stage, opening status, retention) lock the tenant's pipeline: `lockFor(tx, "applicants", tenant, 0)`.
 */

export const APPLICANT_NOT_FOUND = "A jelentkező nem található.";
export const OPENING_NOT_FOUND = "A pozíció nem található.";
export const ANONYMISED = "A jelentkező adatai a megőrzési idő lejárta miatt törölve lettek.";

/** Takes the tenant's pipeline lock (see the module comment). */
export const lockPipeline = (tx: Tx, tenantId: number) => lockFor(tx, "applicants", tenantId, 0);

/** Appends an `applicant.*` audit row for the caller. */
export async function auditApplicant(
  tx: Tx,
  ctx: RequestContext,
  action: string,
  target: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  const auth = authOf(ctx);
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target,
    details: details ?? null,
  });
}

/** The applicant `id` or 404 (also another tenant's). */
export async function findApplicantOr404(tx: Tx, tenantId: number, id: number) {
  const row = await repo.findApplicant(tx, tenantId, id);
  if (!row) throw notFound(APPLICANT_NOT_FOUND);
  return row;
}

/** The detail DTO of applicant `id`: history and same-e-mail warnings included. Errors: 404. */
export async function readApplicantDetail(tx: Tx, tenantId: number, id: number): Promise<ApplicantDetail> {
  const row = await findApplicantOr404(tx, tenantId, id);
  const history = await repo.listStageHistory(tx, tenantId, id);
  const duplicates = row.email ? await repo.findSameEmail(tx, tenantId, row.email, id) : [];
  return toDetailDto(row, history, duplicates);
}

/**
 * The retention date of an applicant in `stage` with `consentAt` under `opening` (see
 * `computeRetentionUntil`: GDPR 5. cikk (1) e), 17. cikk).
 */
export function retentionOf(
  stage: ApplicantStage,
  consent: { consentToKeep: boolean; consentAt: Date | null },
  opening: { status: string; closedOn: string | null },
): string | null {
  return computeRetentionUntil({
    stage,
    consentToKeep: consent.consentToKeep,
    consentOn: consent.consentAt ? budapestDate(consent.consentAt.getTime()) : null,
    openingStatus: opening.status as JobOpeningStatus,
    openingClosedOn: opening.closedOn,
  });
}

// ------------------------------------------------------------------ applicants

/** `GET /api/applicant?jobOpeningId=&stage=&search=` (hr), newest first; the read is audited. */
export async function listApplicants(
  p: Platform,
  ctx: RequestContext,
  query: ListApplicantsQuery,
): Promise<ApplicantListItem[]> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listApplicants(tx, tenantId, query);
    await auditApplicant(tx, ctx, "applicant.listed", null, { count: rows.length });
    return rows.map(toListItemDto);
  });
}

/** `GET /api/applicant/{id}` (hr): the record, history and same-e-mail warnings; audited. Errors: 404. */
export async function getApplicant(p: Platform, ctx: RequestContext, id: number): Promise<ApplicantDetail> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const detail = await readApplicantDetail(tx, tenantId, id);
    await auditApplicant(tx, ctx, "applicant.viewed", `applicant:${id}`);
    return detail;
  });
}

async function openingForInput(tx: Tx, tenantId: number, jobOpeningId: number) {
  const opening = await repo.findJobOpening(tx, tenantId, jobOpeningId);
  if (!opening) throw badRequest(OPENING_NOT_FOUND, { jobOpeningId: OPENING_NOT_FOUND });
  return opening;
}

/** Consent columns after saving `consentToKeep` over `before` (version and time set when consent is given). */
function consentColumns(
  consentToKeep: boolean,
  before: { consentToKeep: boolean; consentAt: Date | null } | null,
) {
  if (!consentToKeep) return { consentToKeep, consentAt: null, consentTextVersion: null };
  if (before?.consentToKeep && before.consentAt) return { consentToKeep, consentAt: before.consentAt };
  return { consentToKeep, consentAt: new Date(), consentTextVersion: CONSENT_TEXT_VERSION };
}

/**
 * `POST /api/applicant` (hr): a new applicant in stage `new` (history line "→ new"). The opening must
 * exist and be open (400 otherwise). A same e-mail elsewhere is only a warning (`duplicateEmailOf`).
 */
export async function createApplicant(
  p: Platform,
  ctx: RequestContext,
  input: ApplicantInput,
): Promise<ApplicantDetail> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const opening = await openingForInput(tx, tenantId, input.jobOpeningId);
    if (opening.status !== "open") {
      const message = "Lezárt vagy betöltött pozícióra nem vehető fel új jelentkező.";
      throw badRequest(message, { jobOpeningId: message });
    }
    const row = await repo.insertApplicant(tx, {
      tenantId,
      ...input,
      ...consentColumns(input.consentToKeep, null),
      stage: "new",
    });
    await repo.insertStageChange(tx, {
      tenantId,
      applicantId: row.id,
      fromStage: null,
      toStage: "new",
      userId: auth.userId,
      userName: auth.displayName,
    });
    await auditApplicant(tx, ctx, "applicant.created", `applicant:${row.id}`);
    return readApplicantDetail(tx, tenantId, row.id);
  });
}

/**
 * `PUT /api/applicant/{id}` (hr): the data fields (the stage changes through `/stage` and `/hire`).
 * Consent given now stores the consent text version and time; withdrawn consent clears them; the
 * retention date is recomputed. Errors: 400 unknown opening, 404, 409 anonymised.
 */
export async function updateApplicant(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ApplicantInput,
): Promise<ApplicantDetail> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockPipeline(tx, tenantId);
    const before = await findApplicantOr404(tx, tenantId, id);
    if (before.anonymisedAt) throw conflict(ANONYMISED);
    const opening = await openingForInput(tx, tenantId, input.jobOpeningId);
    const consent = consentColumns(input.consentToKeep, before);
    const retentionUntil = retentionOf(
      before.stage as ApplicantStage,
      { consentToKeep: input.consentToKeep, consentAt: consent.consentAt },
      opening,
    );
    await repo.updateApplicant(tx, tenantId, id, { ...input, ...consent, retentionUntil });
    await auditApplicant(tx, ctx, "applicant.updated", `applicant:${id}`, {
      consentToKeep: input.consentToKeep,
      legalHold: input.legalHold,
    });
    return readApplicantDetail(tx, tenantId, id);
  });
}

/**
 * `DELETE /api/applicant/{id}` (hr): erases the applicant at once (GDPR 17. cikk request): the row, its
 * notes and history, then the CV file. Refused under a legal hold (409). Errors: 404, 409.
 */
export async function deleteApplicant(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ deleted: true }> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  const cvKey = await p.database.withTenant(tenantId, async (tx) => {
    await lockPipeline(tx, tenantId);
    const row = await findApplicantOr404(tx, tenantId, id);
    if (row.legalHold)
      throw conflict("A jelentkezőre jogi visszatartás (legal hold) vonatkozik, nem törölhető.");
    await repo.deleteApplicant(tx, tenantId, id);
    await auditApplicant(tx, ctx, "applicant.deleted", `applicant:${id}`);
    return row.cvStorageKey;
  });
  if (cvKey) await p.storage.delete(cvKey);
  return { deleted: true as const };
}
