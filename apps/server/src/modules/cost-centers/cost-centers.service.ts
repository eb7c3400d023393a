import type {
  CostCenter,
  CostCenterDeleteOutcome,
  CostCenterInput,
} from "@office/shared/cost-centers/cost-centers.contract";
import type { Platform } from "../../platform/platform.ts";
import { sqlStateOf } from "../../platform/db-errors.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./cost-centers.repository.ts";

/**
 * Cost centres (issue 8, `/api/costCenter`): everyone signed in reads; only `companyAdmin` writes
 * (SPEC §6 Beállítások). The employee directory shows each employee's cost centre code, so every write
 * that can change a code (or removes a row) raises the directory version (`bumpDirectoryVersion`).
 */

const NOT_FOUND = "A költséghely nem található.";
const DUPLICATE_CODE = "Ez a költséghely kód már létezik.";

/** 403 unless the caller is `companyAdmin`. */
function assertCompanyAdmin(ctx: RequestContext): void {
  if (!hasAnyRole(authOf(ctx).roles, ["companyAdmin"])) throw forbidden();
}

const audit = (
  tx: Tx,
  ctx: RequestContext,
  action: string,
  id: number,
  details?: Record<string, unknown>,
) => {
  const auth = authOf(ctx);
  return appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `costCenter:${id}`,
    ...(details ? { details } : {}),
  });
};

/** `GET /api/costCenter?search=&active=`: the tenant's cost centres with usage counts, by code. */
export async function listCostCenters(
  p: Platform,
  ctx: RequestContext,
  filter: { search?: string | undefined; active?: boolean | undefined },
): Promise<CostCenter[]> {
  return p.database.withTenant(ctx.tenant.id, (tx) => repo.listCostCenters(tx, ctx.tenant.id, filter));
}

async function findOr404(tx: Tx, tenantId: number, id: number): Promise<CostCenter> {
  const row = await repo.findCostCenter(tx, tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** `POST /api/costCenter` (companyAdmin): creates one. Errors: 403; 409 "Ez a költséghely kód már létezik.". */
export async function createCostCenter(
  p: Platform,
  ctx: RequestContext,
  input: CostCenterInput,
): Promise<CostCenter> {
  assertCompanyAdmin(ctx);
  const tenantId = ctx.tenant.id;
  try {
    return await p.database.withTenant(tenantId, async (tx) => {
      const id = await repo.insertCostCenter(tx, tenantId, input);
      await audit(tx, ctx, "costCenter.created", id, { code: input.code });
      return findOr404(tx, tenantId, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_CODE);
    throw err;
  }
}

/**
 * `PUT /api/costCenter/{id}` (companyAdmin): saves code, name and active. Employees and projects keep
 * pointing at the row (they refer by id), so a renamed code shows everywhere at once.
 * Errors: 403, 404 (also another tenant's id), 409 duplicate code.
 */
export async function updateCostCenter(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: CostCenterInput,
): Promise<CostCenter> {
  assertCompanyAdmin(ctx);
  const tenantId = ctx.tenant.id;
  try {
    return await p.database.withTenant(tenantId, async (tx) => {
      if (!(await repo.updateCostCenter(tx, tenantId, id, input))) throw notFound(NOT_FOUND);
      await repo.bumpDirectoryVersion(tx, tenantId);
      await audit(tx, ctx, "costCenter.updated", id, { code: input.code, active: input.active });
      return findOr404(tx, tenantId, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_CODE);
    throw err;
  }
}

/** Deactivates `id` (active = false) and answers it. */
async function deactivate(p: Platform, ctx: RequestContext, id: number): Promise<CostCenter> {
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if (!(await repo.updateCostCenter(tx, tenantId, id, { active: false }))) throw notFound(NOT_FOUND);
    await audit(tx, ctx, "costCenter.deactivated", id);
    return findOr404(tx, tenantId, id);
  });
}

/**
 * `DELETE /api/costCenter/{id}` (companyAdmin): a cost centre no employee or project refers to is
 * deleted; one in use is deactivated instead (issue 8: "a cost centre in use is deactivated, not
 * deleted") and answered. An employee or project that starts using it between the check and the delete
 * makes the delete fail on the foreign key; it is then deactivated too. Errors: 403, 404.
 */
export async function deleteCostCenter(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ outcome: CostCenterDeleteOutcome; costCenter: CostCenter }> {
  assertCompanyAdmin(ctx);
  const tenantId = ctx.tenant.id;
  try {
    const deleted = await p.database.withTenant(tenantId, async (tx) => {
      const row = await findOr404(tx, tenantId, id);
      if (row.employeeCount > 0 || row.projectCount > 0) return null;
      await repo.deleteCostCenter(tx, tenantId, id);
      await repo.bumpDirectoryVersion(tx, tenantId);
      await audit(tx, ctx, "costCenter.deleted", id, { code: row.code });
      return row;
    });
    if (deleted) return { outcome: "deleted", costCenter: { ...deleted, active: false } };
  } catch (err) {
    if (sqlStateOf(err) !== "23503") throw err;
  }
  return { outcome: "deactivated", costCenter: await deactivate(p, ctx, id) };
}
