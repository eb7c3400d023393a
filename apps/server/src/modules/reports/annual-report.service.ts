import { and, eq, inArray } from "drizzle-orm";
import type { DayInfo } from "@office/shared/hu/calendar";
import { employerCost, type PayAbsence } from "@office/shared/hu/employer-cost";
import {
  getPayrollRatesOrLatest,
  PayrollRatesNotLoadedError,
  provisionalRateNote,
} from "@office/shared/hu/payroll-rates";
import type { AnnualReport, AnnualReportRow } from "@office/shared/reports/annual-report.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import {
  monthSpan,
  provisionalFieldsOf,
  provisionalForRange,
  spanDays,
} from "../attendance/attendance-calendar.ts";
import * as attendanceRepo from "../attendance/attendance.repository.ts";
import { buildSheetRows } from "../attendance/attendance-sheet.ts";
import { employeeWages } from "../employees/employees.table.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { computeLeaveDay } from "../leave/leave-balance.service.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";

const collator = new Intl.Collator("hu", { sensitivity: "base" });

/** Who may read the wage columns (DESIGN §5: every wage figure is `employeeWages2`'s). */
export function canSeeCost(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ["employeeWages2"]);
}

/**
 * `GET /api/report/annual?year=` (`hr` or `employeeWages2`; the access matrix enforces it): Éves Kimutatás,
 * one row per employee employed in the year, by name (Hungarian collation).
 * - Days come from the attendance sheet of the whole year (approved leave and hr's edits, the employee's
 *   work schedule and the company rest days), so they agree with `/jelenleti-naptar`.
 * - Leave entitlement / taken / pending / remaining from the leave balance (Mt. 116–121. §).
 * - For `employeeWages2`: the year's gross and employer cost from the wage valid on each day
 *   (`@office/shared/hu/employer-cost`: unpaid leave unpaid, betegszabadság at 70 % for 15 days); the read
 *   is audited (`report.annual.cost`). Others get null there.
 * - A year after the last one whose swapped working days are loaded (issue 22 §4) is counted provisionally
 *   from the holidays of Mt. 102. § (1) and the weekends; `provisionalCalendar` / `provisionalCalendarNote`
 *   say so.
 * Errors: 400 (Hungarian) for a past year whose calendar is not loaded (before 2020) or, with costs, a year
 * before every loaded payroll year; a year after them is costed with the latest loaded rates and
 * `rateSource` says "IDEIGLENES".
 */
export async function getAnnualReport(p: Platform, ctx: RequestContext, year: number): Promise<AnnualReport> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const withCost = canSeeCost(auth.roles);
  let rateSource: string | null = null;
  if (withCost) {
    try {
      const { rates, fallbackFromYear } = getPayrollRatesOrLatest(year);
      rateSource =
        fallbackFromYear === null
          ? rates.source
          : `${provisionalRateNote(year, fallbackFromYear)} — ${rates.source}`;
    } catch (err) {
      if (err instanceof PayrollRatesNotLoadedError) throw badRequest(err.message);
      throw err;
    }
  }
  return p.database.withTenant(tenantId, async (tx) => {
    const start = `${year}-01-01`;
    const end = `${year}-12-31`;
    const restDays = await listCompanyRestDays(tx, tenantId, start, end);
    const provisional = provisionalForRange(year, year);
    const days: DayInfo[] = [];
    for (let month = 1; month <= 12; month += 1) {
      days.push(...spanDays(monthSpan(year, month), restDays, provisional));
    }
    const sheetEmployees = await attendanceRepo.listEmployeesEmployedBetween(tx, tenantId, start, end);
    const ids = sheetEmployees.map((e) => e.id);
    const leaves = await attendanceRepo.listApprovedLeaveBetween(tx, tenantId, start, end, ids);
    const entries = await attendanceRepo.listEntriesBetween(tx, tenantId, start, end, ids);
    const records = await employeesRepo.listEmployees(tx, tenantId);
    const sheet = buildSheetRows(days, { employees: sheetEmployees, leaves, entries });
    const recordById = new Map(records.map((r) => [r.id, r]));
    const wagesByEmployee = withCost ? await wagesOf(tx, tenantId, ids) : new Map();

    const rows: AnnualReportRow[] = [];
    for (const [i, row] of sheet.entries()) {
      const employee = sheetEmployees[i];
      const record = recordById.get(row.employeeId);
      if (!employee || !record) continue;
      const balance = await computeLeaveDay(tx, tenantId, record, year);
      const t = row.totals;
      let grossHuf: number | null = null;
      let employerCostHuf: number | null = null;
      if (withCost) {
        const absences = new Map<string, PayAbsence>();
        row.cells.forEach((cell, d) => {
          const date = days[d]?.date;
          if (!date || cell.halfDay) return;
          if (cell.code === "unpaid" || cell.code === "sick") absences.set(date, cell.code);
        });
        const cost = employerCost({
          start,
          end,
          employment: { start: employee.employmentStart, end: employee.employmentEnd },
          wages: wagesByEmployee.get(row.employeeId) ?? [],
          absences,
          calendar: {
            companyRestDays: restDays,
            workSchedule: employee.workSchedule === "other" ? "other" : "general",
            provisional,
          },
        });
        grossHuf = cost.grossHuf;
        employerCostHuf = cost.employerCostHuf;
      }
      rows.push({
        employeeId: row.employeeId,
        name: row.name,
        employeeNumber: row.employeeNumber,
        department: row.department,
        employmentStart: employee.employmentStart,
        employmentEnd: employee.employmentEnd,
        workingDays: t.workingDays,
        daysWorked: t.present + t.homeOffice,
        homeOffice: t.homeOffice,
        entitlement: balance.entitlement.total,
        leaveTaken: balance.taken,
        leavePending: balance.pending,
        leaveRemaining: balance.remaining,
        sickDays: t.sick + t.sickPay,
        unpaidDays: t.unpaid,
        otherAbsenceDays: t.paternity + t.parental + t.maternity + t.exemption + t.other,
        grossHuf,
        employerCostHuf,
        problem: balance.problem,
      });
    }
    rows.sort((a, b) => collator.compare(a.name, b.name) || a.employeeId - b.employeeId);
    if (withCost) {
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "report.annual.cost",
        target: `year:${year}`,
        details: { employees: rows.length },
      });
    }
    return { year, includesCost: withCost, rateSource, rows, ...provisionalFieldsOf(year, year) };
  });
}

async function wagesOf(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, { effectiveFrom: string; monthlyGross: number }[]>> {
  const map = new Map<number, { effectiveFrom: string; monthlyGross: number }[]>();
  if (ids.length === 0) return map;
  const rows = await tx
    .select({
      employeeId: employeeWages.employeeId,
      effectiveFrom: employeeWages.effectiveFrom,
      monthlyGross: employeeWages.monthlyGross,
    })
    .from(employeeWages)
    .where(and(eq(employeeWages.tenantId, tenantId), inArray(employeeWages.employeeId, [...ids])));
  for (const r of rows) {
    const list = map.get(r.employeeId) ?? [];
    list.push({ effectiveFrom: r.effectiveFrom, monthlyGross: r.monthlyGross });
    map.set(r.employeeId, list);
  }
  return map;
}
