import { and, desc, eq } from "drizzle-orm";
import type { WageInput, Wages } from "@office/shared/employees/wages.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { findEmployee, insertHistory } from "../employees/employees.repository.ts";
import { employeeWages } from "../employees/employees.table.ts";

const huf = (n: number) => `${n.toLocaleString("hu-HU")} Ft`;

async function readWages(tx: Tx, tenantId: number, employeeId: number): Promise<Wages> {
  const rows = await tx
    .select()
    .from(employeeWages)
    .where(and(eq(employeeWages.tenantId, tenantId), eq(employeeWages.employeeId, employeeId)))
    .orderBy(desc(employeeWages.effectiveFrom));
  const today = new Date().toISOString().slice(0, 10);
  const wages = rows.map((r) => ({
    id: r.id,
    effectiveFrom: r.effectiveFrom,
    monthlyGross: r.monthlyGross,
    note: r.note,
  }));
  return { employeeId, current: wages.find((w) => w.effectiveFrom <= today) ?? null, wages };
}

/**
 * SPEC `GET /api/employee/{id}/wages` (`employeeWages2`, DESIGN §5). Every read is audited
 * (`wage.read`, issue 7 §5: who saw whose wages). 404 for an unknown employee.
 */
export async function getWages(p: Platform, ctx: RequestContext, employeeId: number): Promise<Wages> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    if (!(await findEmployee(tx, ctx.tenant.id, employeeId))) throw notFound("A munkatárs nem található.");
    await appendAudit(tx, {
      tenantId: ctx.tenant.id,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "wage.read",
      target: `employee:${employeeId}`,
    });
    return readWages(tx, ctx.tenant.id, employeeId);
  });
}

/**
 * SPEC `PUT /api/employee/{id}/wages` (`employeeWages2`): sets the monthly gross (HUF) from a date;
 * the same date again corrects it. The change goes to the history (area `wage`, shown only to
 * `employeeWages2`) and the audit log.
 */
export async function setWage(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  input: WageInput,
): Promise<Wages> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if (!(await findEmployee(tx, tenantId, employeeId))) throw notFound("A munkatárs nem található.");
    const before = await readWages(tx, tenantId, employeeId);
    const same = before.wages.find((w) => w.effectiveFrom === input.effectiveFrom);
    const previous = same ?? before.wages.find((w) => w.effectiveFrom < input.effectiveFrom) ?? null;
    await tx
      .insert(employeeWages)
      .values({
        tenantId,
        employeeId,
        effectiveFrom: input.effectiveFrom,
        monthlyGross: input.monthlyGross,
        note: input.note,
      })
      .onConflictDoUpdate({
        target: [employeeWages.tenantId, employeeWages.employeeId, employeeWages.effectiveFrom],
        set: { monthlyGross: input.monthlyGross, note: input.note },
      });
    await insertHistory(tx, [
      {
        tenantId,
        employeeId,
        userId: auth.userId,
        userName: auth.displayName,
        area: "wage",
        field: "monthlyGross",
        oldValue: previous ? `${huf(previous.monthlyGross)} (${previous.effectiveFrom}-tól)` : null,
        newValue: `${huf(input.monthlyGross)} (${input.effectiveFrom}-tól)`,
      },
    ]);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "wage.set",
      target: `employee:${employeeId}`,
      details: { effectiveFrom: input.effectiveFrom },
    });
    return readWages(tx, tenantId, employeeId);
  });
}
