import { budapestDate } from "@office/shared/hu/budapest-time";
import type {
  ApplicantStage,
  JobOpening,
  JobOpeningInput,
} from "@office/shared/applicants/applicants.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { assertHr } from "../employees/employees.service.ts";
import { toJobOpeningDto } from "./applicant-dto.ts";
import * as repo from "./applicants.repository.ts";
import { OPENING_NOT_FOUND, auditApplicant, lockPipeline, retentionOf } from "./applicants.service.ts";

/**
 * Job openings (issue 11 §1), `hr` only: the list with applicant counts by stage (anonymised applicants
 * included, as anonymous statistics), create, update (filling or closing starts the retention clock of
 * the unsuccessful applicants), delete (only without applicants).
 */

/** `GET /api/jobOpening` (hr): open ones first, then by title; each with applicant counts by stage. */
export async function listJobOpenings(p: Platform, ctx: RequestContext): Promise<JobOpening[]> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listJobOpenings(tx, tenantId);
    const counts = await repo.countByOpeningAndStage(tx, tenantId);
    return rows.map((row) => {
      const byStage: Record<string, number> = {};
      for (const c of counts) if (c.jobOpeningId === row.id) byStage[c.stage] = c.count;
      return toJobOpeningDto(row, byStage);
    });
  });
}

async function readOpening(tx: Tx, tenantId: number, id: number): Promise<JobOpening> {
  const row = await repo.findJobOpening(tx, tenantId, id);
  if (!row) throw notFound(OPENING_NOT_FOUND);
  const byStage: Record<string, number> = {};
  for (const c of await repo.countByOpeningAndStage(tx, tenantId)) {
    if (c.jobOpeningId === id) byStage[c.stage] = c.count;
  }
  return toJobOpeningDto(row, byStage);
}

/** `POST /api/jobOpening` (hr). A new opening that is already filled or closed is closed today. */
export async function createJobOpening(
  p: Platform,
  ctx: RequestContext,
  input: JobOpeningInput,
): Promise<JobOpening> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.insertJobOpening(tx, {
      tenantId,
      ...input,
      closedOn: input.status === "open" ? null : budapestDate(Date.now()),
    });
    await auditApplicant(tx, ctx, "jobOpening.created", `jobOpening:${row.id}`);
    return readOpening(tx, tenantId, row.id);
  });
}

/**
 * `PUT /api/jobOpening/{id}` (hr). Filling or closing it records today (Budapest) as `closedOn`, which
 * starts the retention clock of its rejected and withdrawn applicants without consent (their
 * `retentionUntil` is recomputed); reopening clears it. Errors: 404.
 */
export async function updateJobOpening(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: JobOpeningInput,
): Promise<JobOpening> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockPipeline(tx, tenantId);
    const before = await repo.findJobOpening(tx, tenantId, id);
    if (!before) throw notFound(OPENING_NOT_FOUND);
    const closedOn =
      input.status === "open" ? null : before.status === "open" ? budapestDate(Date.now()) : before.closedOn;
    await repo.updateJobOpening(tx, tenantId, id, { ...input, closedOn });
    if (input.status !== before.status) {
      for (const a of await repo.listUnsuccessfulOfOpening(tx, tenantId, id)) {
        const retentionUntil = retentionOf(a.stage as ApplicantStage, a, { status: input.status, closedOn });
        if (retentionUntil !== a.retentionUntil)
          await repo.updateApplicant(tx, tenantId, a.id, { retentionUntil });
      }
    }
    await auditApplicant(tx, ctx, "jobOpening.updated", `jobOpening:${id}`, { status: input.status });
    return readOpening(tx, tenantId, id);
  });
}

/** `DELETE /api/jobOpening/{id}` (hr): only an opening without applicants. Errors: 404, 409. */
export async function deleteJobOpening(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ deleted: true }> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockPipeline(tx, tenantId);
    if (!(await repo.findJobOpening(tx, tenantId, id))) throw notFound(OPENING_NOT_FOUND);
    if ((await repo.countApplicantsOfOpening(tx, tenantId, id)) > 0) {
      throw conflict("A pozícióhoz jelentkezők tartoznak, ezért nem törölhető. Zárd le helyette.");
    }
    await repo.deleteJobOpening(tx, tenantId, id);
    await auditApplicant(tx, ctx, "jobOpening.deleted", `jobOpening:${id}`);
    return { deleted: true as const };
  });
}
