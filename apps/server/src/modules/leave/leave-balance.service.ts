import { calculateLeaveEntitlement } from "@office/shared/hu/leave-entitlement";
import type { LeaveDay, LeaveDayInput, LeaveReport } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { canSeeLeaveOf } from "./leave-dto.ts";
import * as typesRepo from "./absence-types.repository.ts";
import * as repo from "./leave.repository.ts";

/** Loads an employee (with their manager id) or throws 404 „A munkatárs nem található.” */
export async function loadEmployee(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<employeesRepo.EmployeeRowWithManager> {
  const employee = await employeesRepo.findEmployee(tx, tenantId, id);
  if (!employee) throw notFound("A munkatárs nem található.");
  return employee;
}

/**
 * The leaveDay of one employee and year (Mt. 116–121. § entitlement, HR adjustment, carry-over, and
 * szabadság — every type with `countsAgainstEntitlement` — taken = approved, pending = awaiting decision, remaining = total − taken − pending; all in
 * working days). Read inside the caller's transaction: a check-then-write caller holds
 * `lockFor(tx, "leaveRequests", …)` first so that the figures cannot change before its write.
 */
export async function computeLeaveDay(
  tx: Tx,
  tenantId: number,
  employee: employeesRepo.EmployeeRowWithManager,
  year: number,
): Promise<LeaveDay> {
  const [allowance] = await repo.findAllowances(tx, tenantId, year, [employee.id]);
  const sums = await repo.sumDaysByEmployee(tx, tenantId, year, [employee.id]);
  const sum = (type: string, status: string) =>
    sums.filter((s) => s.leaveType === type && s.status === status).reduce((a, s) => a + Number(s.days), 0);
  // Every type that draws on the entitlement (issue 22 §1; statutory: szabadság only).
  const entitlementCodes = [...(await typesRepo.typesByCode(tx, tenantId)).values()]
    .filter((t) => t.countsAgainstEntitlement)
    .map((t) => t.code);
  const sumOf = (status: string) => entitlementCodes.reduce((a, code) => a + sum(code, status), 0);
  const taken = sumOf("approved");
  const pending = sumOf("pending");
  const adjustmentDays = allowance?.adjustmentDays ?? 0;
  const carryOverDays = allowance?.carryOverDays ?? 0;
  let problem: string | null = null;
  let entitlement: LeaveDay["entitlement"] = { year, total: 0, lines: [] };
  if (!employee.birthDate) problem = "A szabadság kiszámításához add meg a munkatárs születési dátumát.";
  else if (!employee.employmentStart) problem = "A szabadság kiszámításához add meg a munkaviszony kezdetét.";
  else {
    const children = await employeesRepo.listChildren(tx, tenantId, employee.id);
    try {
      entitlement = calculateLeaveEntitlement({
        year,
        birthDate: employee.birthDate,
        employmentStart: employee.employmentStart,
        employmentEnd: employee.employmentEnd,
        children: children.map((c) => ({ birthDate: c.birthDate, isDisabled: c.disabled })),
        hasDisability: employee.disability,
        adjustments:
          adjustmentDays !== 0
            ? [{ days: adjustmentDays, reason: allowance?.adjustmentReason || "HR korrekció" }]
            : [],
        carryOverDays,
      });
    } catch (err) {
      problem = err instanceof Error ? err.message : "A szabadság nem számítható ki.";
    }
  }
  return {
    employeeId: employee.id,
    year,
    entitlement,
    taken,
    pending,
    remaining: entitlement.total - taken - pending,
    adjustmentDays,
    adjustmentReason: allowance?.adjustmentReason ?? null,
    carryOverDays,
    fatherLeaveTaken: sum("apasagi", "approved") + sum("apasagi", "pending"),
    problem,
  };
}

/** SPEC `GET /api/employee/{id}/leaveDay?year=`: for the employee, their manager and hr; 403 otherwise. */
export async function getLeaveDay(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  year = new Date().getFullYear(),
): Promise<LeaveDay> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const employee = await loadEmployee(tx, ctx.tenant.id, employeeId);
    if (!canSeeLeaveOf(auth, employee)) throw forbidden();
    return computeLeaveDay(tx, ctx.tenant.id, employee, year);
  });
}

/**
 * SPEC `PUT /api/employee/{id}/leaveDay` (hr): stores the year's adjustment and carry-over; history area
 * `leaveAllowance`. Holds the employee's `leaveRequests` lock, so a request being checked against the
 * old allowance commits before the new one is written (and vice versa). 404 for an unknown employee.
 */
export async function updateLeaveDay(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  input: LeaveDayInput,
): Promise<LeaveDay> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "leaveRequests", tenantId, employeeId);
    const employee = await loadEmployee(tx, tenantId, employeeId);
    const [before] = await repo.findAllowances(tx, tenantId, input.year, [employeeId]);
    await repo.upsertAllowance(tx, {
      tenantId,
      employeeId,
      year: input.year,
      adjustmentDays: input.adjustmentDays,
      adjustmentReason: input.adjustmentReason,
      carryOverDays: input.carryOverDays,
    });
    const history: employeesRepo.NewHistory[] = [];
    const push = (field: string, oldValue: unknown, newValue: unknown) => {
      if (String(oldValue ?? "") !== String(newValue ?? "")) {
        history.push({
          tenantId,
          employeeId,
          userId: auth.userId,
          userName: auth.displayName,
          area: "leaveAllowance",
          field,
          oldValue: oldValue == null ? null : `${input.year}: ${String(oldValue)}`,
          newValue: newValue == null ? null : `${input.year}: ${String(newValue)}`,
        });
      }
    };
    push("leaveAdjustment", before?.adjustmentDays ?? 0, input.adjustmentDays);
    push("leaveAdjustmentReason", before?.adjustmentReason ?? null, input.adjustmentReason);
    push("leaveCarryOver", before?.carryOverDays ?? 0, input.carryOverDays);
    await employeesRepo.insertHistory(tx, history);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "leave.allowance_updated",
      target: `employee:${employeeId}`,
      details: { year: input.year },
    });
    return computeLeaveDay(tx, tenantId, employee, input.year);
  });
}

/** `GET /api/leaveReport?year=` (hr): balances of every employee employed in the year. */
export async function leaveReport(p: Platform, ctx: RequestContext, year: number): Promise<LeaveReport> {
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const all = await employeesRepo.listEmployees(tx, tenantId);
    const inYear = all.filter(
      (e) =>
        (!e.employmentStart || e.employmentStart <= `${year}-12-31`) &&
        (!e.employmentEnd || e.employmentEnd >= `${year}-01-01`),
    );
    const sick = await repo.sumDaysByEmployee(tx, tenantId, year);
    const rows = [];
    for (const e of inYear) {
      const day = await computeLeaveDay(tx, tenantId, e, year);
      rows.push({
        employeeId: e.id,
        name: e.name,
        department: e.department,
        entitlement: day.entitlement.total,
        taken: day.taken,
        pending: day.pending,
        remaining: day.remaining,
        sickDays: sick
          .filter((s) => s.employeeId === e.id && s.leaveType === "betegszabadsag" && s.status === "approved")
          .reduce((a, s) => a + Number(s.days), 0),
        problem: day.problem,
      });
    }
    return { year, rows };
  });
}
