import type {
  ClosedFigures,
  MonthClosure,
  Timesheet,
  TimesheetOverview,
  WorkScheduleInput,
} from "@office/shared/working-time/timesheet.contract";
import { DEFAULT_SCHEDULE } from "@office/shared/hu/working-time";
import { ATTENDANCE_CODES } from "@office/shared/attendance/attendance.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { lockFor } from "../../platform/locks.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { findSheetEmployee } from "../attendance/attendance.repository.ts";
import { attendanceCodeOf } from "../attendance/attendance-sheet.ts";
import * as leaveChanges from "../leave/leave-changes.repository.ts";
import * as repo from "./working-time.repository.ts";
import { lastDayOf } from "../other-reports/period.ts";
import { publicDay, toTimeEntry } from "./working-time-days.ts";
import {
  EMPLOYEE_NOT_FOUND,
  employeeForRecord,
  listVisibleEmployees,
  monthLabel,
  monthOf,
  monthStart,
  schedulesOf,
  todayInHungary,
} from "./working-time-access.ts";
import {
  computeRecord,
  computeRecords,
  overtimeLimitOf,
  snapshotMonthTotals,
  sumDays,
  type ComputedRecord,
} from "./working-time-record.ts";

/**
 * Timesheets, month close, schedules and the overtime limit (issue 21 §1–2). A closed month refuses
 * entry writes (409, see `lockForEntryWrite`); closing and reopening are hr actions, audited.
 */

/** The timesheet answer of one computed month record. */
export function toTimesheet(
  record: ComputedRecord,
  month: string,
  closure: MonthClosure | null,
  limit: { hours: number; agreement: string | null },
  closedFigures: ClosedFigures | null = null,
): Timesheet {
  const absences = new Map<string, { code: string; label: string; days: number }>();
  for (const d of record.days) {
    if (!d.absence) continue;
    const a = absences.get(d.absence.code) ?? { code: d.absence.code, label: d.absence.label, days: 0 };
    a.days += d.absence.halfDay ? 0.5 : 1;
    absences.set(d.absence.code, a);
  }
  return {
    employeeId: record.employee.id,
    employeeName: record.employee.name,
    month,
    schedule: record.schedule,
    closure,
    closedFigures,
    days: record.days.map((d) => ({ ...publicDay(d), entries: d.entries.map(toTimeEntry) })),
    totals: {
      ...sumDays(record.days),
      workingDays: record.days.filter((d) => d.scheduledMinutes > 0).length,
      absences: [...absences.values()],
    },
    yearOvertime: {
      usedMinutes: record.yearOvertimeMinutes,
      limitMinutes: record.yearOvertimeLimitMinutes,
      limitHours: limit.hours,
      agreement: limit.agreement,
    },
    warnings: record.warnings,
    provisionalCalendar: record.provisional,
  };
}

function closureOf(
  row: { month: string; closedAt: Date; closedByName: string } | undefined,
): MonthClosure | null {
  return row
    ? { month: monthOf(row.month), closedAt: row.closedAt.toISOString(), closedByName: row.closedByName }
    : null;
}

/**
 * What the close of `month` stored for the record's person, the leave approved since (labelled from the
 * record's days) and the leave approved at the close but cancelled since (labelled from its type's
 * attendance code, as the record's days are), or null when the month is open or the close stored no row
 * for them.
 */
async function closedFiguresOf(
  tx: Tx,
  tenantId: number,
  record: ComputedRecord,
  month: string,
  closedAt: Date | null,
): Promise<ClosedFigures | null> {
  if (closedAt === null) return null;
  const stored = await repo.findMonthTotals(tx, tenantId, monthStart(month), record.employee.id);
  if (!stored) return null;
  const from = monthStart(month);
  const to = lastDayOf(month);
  const employeeId = record.employee.id;
  const leaves = await leaveChanges.listLeavesApprovedSince(tx, tenantId, employeeId, from, to, closedAt);
  const cancelled = await leaveChanges.listLeavesCancelledSince(tx, tenantId, employeeId, from, to, closedAt);
  const clip = (l: { startDate: string; endDate: string }) => ({
    startDate: l.startDate > from ? l.startDate : from,
    endDate: l.endDate < to ? l.endDate : to,
  });
  return {
    ...stored,
    leavesSinceClose: leaves.map((l) => {
      const { startDate, endDate } = clip(l);
      const label =
        record.days.find((d) => d.date >= startDate && d.date <= endDate && d.absence)?.absence?.label ??
        "Távollét";
      return { startDate, endDate, label };
    }),
    leavesCancelledSinceClose: cancelled.map((l) => ({
      ...clip(l),
      label: ATTENDANCE_CODES[attendanceCodeOf(l)].label,
    })),
  };
}

/**
 * `GET /api/timesheet/{employeeId}?month=YYYY-MM`: the month's days with their entries, the totals
 * (scheduled, worked, overtime, stand-by, absences by type) and the year's overtime against the limit.
 * For a closed month also `closedFigures`: what the close stored (the figures payroll got, which a later
 * leave approval or correction does not change) and the leave approved since, so the sheet can say
 * where the live figures differ. Errors: 403 (not self, manager or hr), 404.
 */
export async function getTimesheet(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  month: string,
): Promise<Timesheet> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const employee = await employeeForRecord(tx, tenantId, auth, employeeId);
    const record = await computeRecord(
      tx,
      tenantId,
      employee,
      monthStart(month),
      lastDayOf(month),
      todayInHungary(),
    );
    const closures = await repo.listClosures(tx, tenantId, monthStart(month), monthStart(month));
    const closedAt = closures[0]?.closedAt ?? null;
    return toTimesheet(
      record,
      month,
      closureOf(closures[0]),
      await overtimeLimitOf(tx, tenantId),
      await closedFiguresOf(tx, tenantId, record, month, closedAt),
    );
  });
}

/**
 * `GET /api/timesheet?month=`: the month's totals per employee employed in it whom the caller may see —
 * hr every one, a manager their direct reports and themself, anyone else themself — in Hungarian name
 * order, with the year's overtime against each one's limit and the number of warnings. Read in a fixed
 * number of queries (the bench measures 2,000 employees).
 */
export async function getTimesheetOverview(
  p: Platform,
  ctx: RequestContext,
  month: string,
): Promise<TimesheetOverview> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const from = monthStart(month);
    const to = lastDayOf(month);
    const people = await listVisibleEmployees(tx, tenantId, auth, from, to);
    const records = await computeRecords(tx, tenantId, people, from, to, todayInHungary());
    const closures = await repo.listClosures(tx, tenantId, from, from);
    return {
      month,
      closure: closureOf(closures[0]),
      employees: records.map((r) => {
        return {
          employeeId: r.employee.id,
          name: r.employee.name,
          department: r.employee.department,
          ...sumDays(r.days),
          absenceDays: r.days.reduce((s, d) => s + (d.absence ? (d.absence.halfDay ? 0.5 : 1) : 0), 0),
          yearOvertimeMinutes: r.yearOvertimeMinutes,
          yearOvertimeLimitMinutes: r.yearOvertimeLimitMinutes,
          warningCount: r.warnings.length,
        };
      }),
    };
  });
}

/** 403 unless the caller holds `hr` (companyAdmin holds every role). */
function requireHr(ctx: RequestContext) {
  const auth = authOf(ctx);
  if (!hasAnyRole(auth.roles, ["hr"])) throw forbidden();
  return auth;
}

/**
 * `POST /api/timesheet/close` (hr): closes `month` for the company — entries of the month answer 409
 * afterwards. Waits for running entry writes of the month (shared/exclusive month lock). Audited.
 * Errors: 403; 409 when already closed or the month has not ended yet.
 */
export async function closeMonth(p: Platform, ctx: RequestContext, month: string): Promise<MonthClosure> {
  const auth = requireHr(ctx);
  const tenantId = ctx.tenant.id;
  if (lastDayOf(month) >= todayInHungary()) {
    throw conflict(`A(z) ${monthLabel(month)} hónap még nem ért véget, ezért nem zárható le.`);
  }
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "timesheetMonth", tenantId, month);
    const name = auth.displayName || auth.username;
    const inserted = await repo.insertClosure(tx, {
      tenantId,
      month: monthStart(month),
      closedBy: auth.userId,
      closedByName: name,
    });
    if (!inserted) throw conflict(`A(z) ${monthLabel(month)} hónap már le van zárva.`);
    await snapshotMonthTotals(tx, tenantId, [month], todayInHungary());
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "timesheet.closed",
      target: `month:${month}`,
    });
    return { month, closedAt: inserted.closedAt.toISOString(), closedByName: name };
  });
}

/** `POST /api/timesheet/reopen` (hr): reopens a closed month, audited. Errors: 403; 409 when not closed. */
export async function reopenMonth(
  p: Platform,
  ctx: RequestContext,
  month: string,
): Promise<{ month: string }> {
  const auth = requireHr(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "timesheetMonth", tenantId, month);
    const deleted = await repo.deleteClosure(tx, tenantId, monthStart(month));
    if (!deleted) throw conflict(`A(z) ${monthLabel(month)} hónap nincs lezárva.`);
    await repo.deleteMonthTotals(tx, tenantId, monthStart(month));
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "timesheet.reopened",
      target: `month:${month}`,
    });
    return { month };
  });
}

/** `GET /api/timesheet/closure?year=`: the closed months of `year` (any signed-in user may see them). */
export async function listClosures(
  p: Platform,
  ctx: RequestContext,
  year: number,
): Promise<{ closures: MonthClosure[] }> {
  authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listClosures(tx, tenantId, `${year}-01-01`, `${year}-12-01`);
    return {
      closures: rows.map((r) => ({
        month: monthOf(r.month),
        closedAt: r.closedAt.toISOString(),
        closedByName: r.closedByName,
      })),
    };
  });
}

/** `GET /api/workingTimeSettings` (any signed-in user reads the limit; it shows on their timesheet). */
export async function getSettings(p: Platform, ctx: RequestContext) {
  authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const limit = await overtimeLimitOf(tx, ctx.tenant.id);
    return { yearlyOvertimeLimitHours: limit.hours, overtimeAgreement: limit.agreement };
  });
}

/** `PUT /api/workingTimeSettings` (hr): the yearly overtime limit (0–400 h, Mt. 109. §) and its agreement. */
export async function putSettings(
  p: Platform,
  ctx: RequestContext,
  input: { yearlyOvertimeLimitHours: number; overtimeAgreement: string | null },
) {
  const auth = requireHr(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await repo.upsertSettings(tx, {
      tenantId,
      yearlyOvertimeLimitHours: input.yearlyOvertimeLimitHours,
      overtimeAgreement: input.overtimeAgreement,
      updatedBy: auth.userId,
    });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "workingTime.settings",
      details: input,
    });
    return input;
  });
}

/** `GET /api/workSchedule/{employeeId}`: the schedule (default when none stored). Errors: 403, 404. */
export async function getWorkSchedule(p: Platform, ctx: RequestContext, employeeId: number) {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await employeeForRecord(tx, tenantId, auth, employeeId);
    const stored = await repo.listSchedules(tx, tenantId, [employeeId]);
    const schedule = (await schedulesOf(tx, tenantId, [employeeId])).get(employeeId) ?? DEFAULT_SCHEDULE;
    return { employeeId, stored: stored.length > 0, ...schedule };
  });
}

/** `PUT /api/workSchedule/{employeeId}` (hr): sets an employee's schedule, audited. Errors: 403, 404. */
export async function putWorkSchedule(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  input: WorkScheduleInput,
) {
  const auth = requireHr(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    if (!(await findSheetEmployee(tx, tenantId, employeeId))) throw notFound(EMPLOYEE_NOT_FOUND);
    await repo.upsertSchedule(tx, { tenantId, employeeId, ...input, updatedBy: auth.userId });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "workingTime.schedule",
      target: `employee:${employeeId}`,
      details: input,
    });
    return { employeeId, stored: true, ...input };
  });
}
