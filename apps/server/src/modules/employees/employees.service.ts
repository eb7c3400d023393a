import type {
  Employee,
  EmployeeDetail,
  NewEmployeeTemplate,
  EmployeeResource,
  HistoryEntry,
} from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import type { UploadedImage } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { EMPLOYEE_FIELD_LABELS, toDetailDto, toDirectoryDto } from "./employee-dto.ts";
import * as repo from "./employees.repository.ts";

const NOT_FOUND = "A munkatárs nem található.";

/**
 * The tenant's employee `id` with their manager's name; 404 "A munkatárs nem található." when the
 * tenant has none (also for another tenant's id). Runs in the caller's tenant transaction.
 */
export async function findEmployeeOr404(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<repo.EmployeeRowWithManager> {
  const row = await repo.findEmployee(tx, tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** DESIGN §5: the full record goes to the employee themself, `hr` and `companyAdmin`. */
export function canSeeFullRecord(auth: AuthContext, employeeId: number): boolean {
  return auth.employeeId === employeeId || hasAnyRole(auth.roles, ["hr"]);
}

/** 403 unless `canSeeFullRecord`: the employee's own data (documents, files, picture) or hr's. */
export function assertCanSeeFullRecord(auth: AuthContext, employeeId: number): void {
  if (!canSeeFullRecord(auth, employeeId)) throw forbidden();
}

/** 403 unless the caller has `hr` (companyAdmin passes every role check; DESIGN §5). */
export function assertHr(auth: AuthContext): void {
  if (!hasAnyRole(auth.roles, ["hr"])) throw forbidden();
}

/** `GET /api/employee/{id}`: full record for self/hr/companyAdmin, directory view for others; 404 otherwise. */
export async function getEmployee(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<Employee | EmployeeDetail> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findEmployee(tx, tenantId, id);
    if (!row) throw notFound(NOT_FOUND);
    if (!canSeeFullRecord(auth, id)) return toDirectoryDto(row);
    return toDetailDto(row, await repo.listChildren(tx, tenantId, id));
  });
}

/**
 * `GET /api/employee/newEmployee`: a form template with the next free employee number (E0001 style) and the
 * company's default weekly hours (/ceg, issue 19 §4).
 */
export async function newEmployeeTemplate(p: Platform, ctx: RequestContext): Promise<NewEmployeeTemplate> {
  const next = await p.database.withTenant(ctx.tenant.id, (tx) => repo.maxEmployeeNumber(tx, ctx.tenant.id));
  return {
    employeeNumber: `E${String(next + 1).padStart(4, "0")}`,
    name: "",
    birthName: null,
    birthDate: null,
    birthPlace: null,
    mothersName: null,
    taxId: null,
    tajNumber: null,
    address: null,
    phone: null,
    email: null,
    bankAccount: null,
    education: null,
    position: null,
    department: null,
    managerId: null,
    costCenter: null,
    costCenterId: null,
    employmentStart: new Date().toISOString().slice(0, 10),
    employmentEnd: null,
    workSchedule: "general",
    weeklyHours: ctx.tenant.defaultWeeklyHours ?? 40,
    disability: false,
    children: [],
    active: true,
  };
}

/**
 * `PUT /api/employee/{id}/profilepicture`: the employee themself, `hr` or `companyAdmin` sets the
 * picture (already checked to be PNG/JPEG/WebP). The old file is removed. Errors: 403, 404.
 */
export async function setProfilePicture(
  p: Platform,
  ctx: RequestContext,
  id: number,
  image: UploadedImage,
): Promise<Employee> {
  const auth = authOf(ctx);
  assertCanSeeFullRecord(auth, id);
  const tenantId = ctx.tenant.id;
  const dir = `${ctx.tenant.slug}/employees/${id}`;
  const { before, after } = await p.database.withTenant(tenantId, async (tx) => {
    const existing = await repo.findEmployee(tx, tenantId, id);
    if (!existing) throw notFound(NOT_FOUND);
    await p.storage.put(`${dir}/${image.storedName}`, image.data);
    await repo.setProfilePicture(tx, tenantId, id, image.storedName);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.profile_picture_updated",
      target: `employee:${id}`,
    });
    return { before: existing, after: { ...existing, profilePicture: image.storedName } };
  });
  if (before.profilePicture) await p.storage.delete(`${dir}/${before.profilePicture}`).catch(() => undefined);
  return toDirectoryDto(after);
}

/** `GET /api/employee/{id}/history` (hr): newest first; wage lines only with `employeeWages2`. */
export async function getEmployeeHistory(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<HistoryEntry[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const seesWages = hasAnyRole(auth.roles, ["employeeWages2"]);
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, id);
    return repo.listHistory(tx, tenantId, id);
  });
  return rows
    .filter((r) => seesWages || r.area !== "wage")
    .map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      userName: r.userName,
      area: r.area,
      field: r.field,
      fieldLabel: EMPLOYEE_FIELD_LABELS[r.field] ?? r.field,
      oldValue: r.oldValue,
      newValue: r.newValue,
    }));
}

/** `GET /api/resource/employee/{id}`: the employee as a resource (resource id = employee id). */
export async function getEmployeeResource(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<EmployeeResource> {
  const row = await p.database.withTenant(ctx.tenant.id, (tx) => repo.findEmployee(tx, ctx.tenant.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return {
    resourceId: row.id,
    resourceType: "employee",
    employeeId: row.id,
    name: row.name,
    position: row.position,
    department: row.department,
    weeklyHours: row.weeklyHours,
    dailyHours: Math.round((row.weeklyHours / 5) * 10) / 10,
    active: row.active,
  };
}
