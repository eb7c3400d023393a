import type { Employee } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../app/platform.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import type { UploadedImage } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./employees.repository.ts";

const NOT_FOUND = "A munkatárs nem található.";

function toDto(row: repo.EmployeeRow): Employee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    department: row.department,
    profilePicture: row.profilePicture,
    active: row.active,
  };
}

/** `GET /api/employee/{id}`: directory fields of an employee of the tenant; 404 for anyone else's id. */
export async function getEmployee(p: Platform, ctx: RequestContext, id: number): Promise<Employee> {
  const row = await p.database.withTenant(ctx.tenant.id, (tx) => repo.findEmployee(tx, ctx.tenant.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toDto(row);
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
  if (auth.employeeId !== id && !hasAnyRole(auth.roles, ["hr"])) throw forbidden();
  const tenantId = ctx.tenant.id;
  const dir = `${ctx.tenant.slug}/employees/${id}`;
  const { before, after } = await p.database.withTenant(tenantId, async (tx) => {
    const existing = await repo.findEmployee(tx, tenantId, id);
    if (!existing) throw notFound(NOT_FOUND);
    await p.storage.put(`${dir}/${image.storedName}`, image.data);
    const updated = await repo.setProfilePicture(tx, tenantId, id, image.storedName);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.profile_picture_updated",
      target: `employee:${id}`,
    });
    return { before: existing, after: updated ?? existing };
  });
  if (before.profilePicture) await p.storage.delete(`${dir}/${before.profilePicture}`).catch(() => undefined);
  return toDto(after);
}
