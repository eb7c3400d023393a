import {
  PROJECT_STATUSES,
  type ExternalResource,
  type ExternalResourceDetail,
  type ExternalResourceInput,
  type ExternalResourceProject,
  type ExternalResourceListItem,
} from "@office/shared/external-resources/external-resources.contract";
import { withAttachmentCounts } from "../attachments/attachments.repository.ts";
import type { Platform } from "../../platform/platform.ts";
import { sqlStateOf } from "../../platform/db-errors.ts";
import type { Tx } from "../../platform/db.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { detachAttachments, removeStoredFiles } from "../attachments/attachment-purge.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./external-resources.repository.ts";

/**
 * External resources (contractors, issue 8, `/api/externalResource`): everyone signed in reads;
 * `projectManager` writes (companyAdmin passes). Rates are shown only to `projectManager` and
 * `employeeWages2` (DESIGN §5: wage figures); anyone else gets them as null with `ratesVisible: false`.
 */

const NOT_FOUND = "A külső erőforrás nem található.";

/** True when the caller may see contractors' daily and hourly rates. */
export function canSeeRates(ctx: RequestContext): boolean {
  return hasAnyRole(authOf(ctx).roles, ["projectManager", "employeeWages2"]);
}

function assertProjectManager(ctx: RequestContext): void {
  if (!hasAnyRole(authOf(ctx).roles, ["projectManager"])) throw forbidden();
}

function toDto(row: repo.ExternalResourceRow, ratesVisible: boolean): ExternalResource {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    taxNumber: row.taxNumber,
    email: row.email,
    phone: row.phone,
    skills: row.skills,
    dailyRate: ratesVisible ? row.dailyRateHuf : null,
    hourlyRate: ratesVisible ? row.hourlyRateHuf : null,
    ratesVisible,
    contractStart: row.contractStart,
    contractEnd: row.contractEnd,
    active: row.active,
    note: row.note,
    projectCount: row.projectCount,
  };
}

const STATUSES: ReadonlySet<string> = new Set(PROJECT_STATUSES);

async function detailOr404(
  tx: Tx,
  tenantId: number,
  id: number,
  ratesVisible: boolean,
): Promise<ExternalResourceDetail> {
  const row = await repo.findExternalResource(tx, tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  const projects = (await repo.listProjectsOf(tx, tenantId, id)).map((p): ExternalResourceProject => ({
    id: p.id,
    code: p.code,
    name: p.name,
    status: (STATUSES.has(p.status) ? p.status : "planned") as ExternalResourceProject["status"],
  }));
  return { ...toDto(row, ratesVisible), projects };
}

const valuesOf = (input: ExternalResourceInput): repo.ExternalResourceValues => ({
  name: input.name,
  company: input.company,
  taxNumber: input.taxNumber,
  email: input.email,
  phone: input.phone,
  skills: input.skills,
  dailyRateHuf: input.dailyRate,
  hourlyRateHuf: input.hourlyRate,
  contractStart: input.contractStart,
  contractEnd: input.contractEnd,
  active: input.active,
  note: input.note,
});

const audit = (tx: Tx, ctx: RequestContext, action: string, id: number) => {
  const auth = authOf(ctx);
  return appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `externalResource:${id}`,
  });
};

/** `GET /api/externalResource?search=&active=`: the tenant's contractors by name (rates per `canSeeRates`). */
export async function listExternalResources(
  p: Platform,
  ctx: RequestContext,
  filter: { search?: string | undefined; active?: boolean | undefined },
): Promise<ExternalResourceListItem[]> {
  const ratesVisible = canSeeRates(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = (await repo.listExternalResources(tx, tenantId, filter)).map((r) => toDto(r, ratesVisible));
    return withAttachmentCounts(tx, tenantId, "externalResource", rows);
  });
}

/** `GET /api/externalResource/{id}`: one contractor with the projects they are on. Errors: 404. */
export async function getExternalResource(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<ExternalResourceDetail> {
  return p.database.withTenant(ctx.tenant.id, (tx) => detailOr404(tx, ctx.tenant.id, id, canSeeRates(ctx)));
}

/** `POST /api/externalResource` (projectManager): creates a contractor. Errors: 400, 403. */
export async function createExternalResource(
  p: Platform,
  ctx: RequestContext,
  input: ExternalResourceInput,
): Promise<ExternalResourceDetail> {
  assertProjectManager(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const id = await repo.insertExternalResource(tx, tenantId, valuesOf(input));
    await audit(tx, ctx, "externalResource.created", id);
    return detailOr404(tx, tenantId, id, canSeeRates(ctx));
  });
}

/** `PUT /api/externalResource/{id}` (projectManager): saves every field. Errors: 400, 403, 404. */
export async function updateExternalResource(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ExternalResourceInput,
): Promise<ExternalResourceDetail> {
  assertProjectManager(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if (!(await repo.updateExternalResource(tx, tenantId, id, valuesOf(input)))) throw notFound(NOT_FOUND);
    await audit(tx, ctx, "externalResource.updated", id);
    return detailOr404(tx, tenantId, id, canSeeRates(ctx));
  });
}

/**
 * `DELETE /api/externalResource/{id}` (projectManager): a contractor on no project is deleted; one on a
 * project (archived ones too) is deactivated instead and answered, so project history keeps them. A
 * project that takes them on between the check and the delete makes the delete fail on the foreign
 * key; they are then deactivated too. Errors: 403, 404.
 */
export async function deleteExternalResource(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ outcome: "deleted" | "deactivated"; resource: ExternalResourceDetail | null }> {
  assertProjectManager(ctx);
  const tenantId = ctx.tenant.id;
  try {
    let orphanFiles: string[] = [];
    const deleted = await p.database.withTenant(tenantId, async (tx) => {
      if (!(await repo.findExternalResource(tx, tenantId, id))) throw notFound(NOT_FOUND);
      if (await repo.isOnAnyProject(tx, tenantId, id)) return false;
      await repo.deleteExternalResource(tx, tenantId, id);
      orphanFiles = await detachAttachments(tx, tenantId, { type: "externalResource", id });
      await audit(tx, ctx, "externalResource.deleted", id);
      return true;
    });
    if (deleted) {
      await removeStoredFiles(p, orphanFiles);
      return { outcome: "deleted", resource: null };
    }
  } catch (err) {
    if (sqlStateOf(err) !== "23503") throw err;
  }
  const resource = await p.database.withTenant(tenantId, async (tx) => {
    if (!(await repo.updateExternalResource(tx, tenantId, id, { active: false }))) throw notFound(NOT_FOUND);
    await audit(tx, ctx, "externalResource.deactivated", id);
    return detailOr404(tx, tenantId, id, canSeeRates(ctx));
  });
  return { outcome: "deactivated", resource };
}
