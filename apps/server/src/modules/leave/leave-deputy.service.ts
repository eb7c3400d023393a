import { and, eq } from "drizzle-orm";
import type { EmployeeDeputy as Deputy } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, forbidden } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { employees } from "../employees/employees.table.ts";
import { loadEmployee } from "./leave-balance.service.ts";

/** `GET /api/employee/{id}/deputy`: any signed-in colleague may read it (it says who decides instead). */
export async function deputyOf(p: Platform, ctx: RequestContext, employeeId: number): Promise<Deputy> {
  authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const employee = await loadEmployee(tx, ctx.tenant.id, employeeId);
    if (employee.deputyId === null) return { deputyId: null, deputyName: null };
    const deputy = await employeesRepo.findEmployee(tx, ctx.tenant.id, employee.deputyId);
    return { deputyId: employee.deputyId, deputyName: deputy?.name ?? null };
  });
}

/**
 * `PUT /api/employee/{id}/deputy` (the employee themself or hr; issue 22 §2): sets or clears the
 * stand-in (`deputy_id`) who decides this person's approvals while they are away. 400 for oneself or
 * an unknown / inactive colleague; 403 for anyone else. Audited.
 */
export async function setDeputy(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  deputyId: number | null,
): Promise<Deputy> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  if (employeeId !== auth.employeeId && !hasAnyRole(auth.roles, ["hr"]))
    throw forbidden("Csak a saját helyettesedet állíthatod be.");
  if (deputyId === employeeId)
    throw badRequest("Senki sem lehet a saját helyettese.", {
      deputyId: "Senki sem lehet a saját helyettese.",
    });
  return p.database.withTenant(tenantId, async (tx) => {
    await loadEmployee(tx, tenantId, employeeId);
    let deputyName: string | null = null;
    if (deputyId !== null) {
      const deputy = await employeesRepo.findEmployee(tx, tenantId, deputyId);
      if (!deputy || !deputy.active)
        throw badRequest("A megadott helyettes nem található.", {
          deputyId: "A megadott helyettes nem található.",
        });
      deputyName = deputy.name;
    }
    await tx
      .update(employees)
      .set({ deputyId })
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.deputy_set",
      target: `employee:${employeeId}`,
      details: { deputyId },
    });
    return { deputyId, deputyName };
  });
}
