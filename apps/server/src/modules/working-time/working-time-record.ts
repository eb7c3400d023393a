import { addDays, daysInYear, diffInDays, toDateParts } from "@office/shared/hu/iso-date";
import {
  DEFAULT_SCHEDULE,
  DEFAULT_YEARLY_OVERTIME_LIMIT_HOURS,
  yearlyOvertimeLimitMinutes,
  yearlyOvertimeWarning,
  type ScheduleSpec,
  type WorkingTimeWarning,
} from "@office/shared/hu/working-time";
import type { Tx } from "../../platform/db.ts";
import {
  listApprovedLeaveBetween,
  listEmployeesEmployedBetween,
  listEntriesBetween,
  type SheetEmployee,
} from "../attendance/attendance.repository.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import * as repo from "./working-time.repository.ts";
import { addMonths, lastDayOf } from "../other-reports/period.ts";
import {
  buildDays,
  overtimeOfRecordedDays,
  type BuiltDay,
  type CalendarCache,
  type StretchRow,
} from "./working-time-days.ts";
import { monthOf, schedulesOf } from "./working-time-access.ts";

/** One employee's computed record for a range (issue 21 §1–2). */
export type ComputedRecord = {
  employee: SheetEmployee;
  schedule: ScheduleSpec;
  /** The days `from`..`to`. */
  days: BuiltDay[];
  /** Day-rule warnings within the range and the yearly overtime warning. */
  warnings: WorkingTimeWarning[];
  provisional: boolean;
  /** Overtime minutes of `to`'s year from 1 January through `to` (Mt. 109. §). */
  yearOvertimeMinutes: number;
  /** The yearly limit for this employee, minutes, pro rata (Mt. 109. § (3)). */
  yearOvertimeLimitMinutes: number;
};

/** The scheduled, worked, overtime and stand-by minutes of `days`, added up. */
export function sumDays(
  days: readonly Pick<
    BuiltDay,
    "scheduledMinutes" | "workedMinutes" | "overtimeMinutes" | "standbyMinutes"
  >[],
) {
  const total = { scheduledMinutes: 0, workedMinutes: 0, overtimeMinutes: 0, standbyMinutes: 0 };
  for (const d of days) {
    total.scheduledMinutes += d.scheduledMinutes;
    total.workedMinutes += d.workedMinutes;
    total.overtimeMinutes += d.overtimeMinutes;
    total.standbyMinutes += d.standbyMinutes;
  }
  return total;
}

/** The tenant's yearly overtime limit (hours) and the agreement behind it (Mt. 109. §). */
export async function overtimeLimitOf(
  tx: Tx,
  tenantId: number,
): Promise<{ hours: number; agreement: string | null }> {
  const settings = await repo.findSettings(tx, tenantId);
  return {
    hours: settings?.yearlyOvertimeLimitHours ?? DEFAULT_YEARLY_OVERTIME_LIMIT_HOURS,
    agreement: settings?.overtimeAgreement ?? null,
  };
}

/**
 * The records of `employees` for `from`..`to` (≤ a few months), read in a fixed number of queries whatever
 * the number of employees: entries from the day before the range's year start (for the year's overtime and
 * the first day's rest), approved leave, hr's attendance codes, company rest days, closed months,
 * schedules and the tenant's overtime limit. `today` is Budapest's date.
 */
export async function computeRecords(
  tx: Tx,
  tenantId: number,
  employees: readonly SheetEmployee[],
  from: string,
  to: string,
  today: string,
): Promise<ComputedRecord[]> {
  if (employees.length === 0) return [];
  const yearStart = `${toDateParts(to).year}-01-01`;
  const loadFrom = from < yearStart ? from : yearStart;
  const ids = employees.map((e) => e.id);
  const closures = await repo.listClosures(tx, tenantId, `${loadFrom.slice(0, 7)}-01`, to);
  const closedMonths = new Set(closures.map((c) => monthOf(c.month)));
  // The days of the year before the range only add to the year's overtime. A closed month that ends
  // before the range counts with the figures stored when it was closed (entries cannot change in it);
  // the other days before the range are computed from per-day sums, the range from its entries.
  const frozen = [...closedMonths].filter((m) => m >= yearStart.slice(0, 7) && lastDayOf(m) < from);
  const frozenSet = new Set(frozen);
  let priorFrom = loadFrom;
  while (priorFrom < from && frozenSet.has(monthOf(priorFrom)))
    priorFrom = `${addMonths(monthOf(priorFrom), 1)}-01`;
  if (priorFrom > from) priorFrom = from;
  const [prior, frozenOvertime, entries, leaves, sheetEntries, restDays, schedules, limit] = [
    priorFrom < from ? await repo.listDailyMinutes(tx, tenantId, ids, priorFrom, addDays(from, -1)) : [],
    await repo.sumMonthOvertime(
      tx,
      tenantId,
      ids,
      frozen.map((m) => `${m}-01`),
    ),
    await repo.listEntries(tx, tenantId, ids, addDays(from, -1), to),
    await listApprovedLeaveBetween(tx, tenantId, loadFrom, to, ids),
    await listEntriesBetween(tx, tenantId, loadFrom, to, ids),
    await listCompanyRestDays(tx, tenantId, loadFrom, to),
    await schedulesOf(tx, tenantId, ids),
    await overtimeLimitOf(tx, tenantId),
  ];
  const group = <T extends { employeeId: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) {
      const list = map.get(r.employeeId);
      if (list) list.push(r);
      else map.set(r.employeeId, [r]);
    }
    return map;
  };
  // A day's sum stands in for its entries: one stretch of that many minutes (only totals are used).
  const priorBy = group(
    prior.map((d) => ({
      employeeId: d.employeeId,
      workDate: d.workDate,
      startsAt: new Date(0),
      endsAt: new Date(d.minutes * 60_000),
      breakMinutes: 0,
      kind: d.kind,
    })),
  );
  const entriesBy = group(entries);
  const leavesBy = group(leaves);
  const sheetBy = group(sheetEntries);
  const calendar: CalendarCache = new Map();
  const ctx = { companyRestDays: restDays, closedMonths, today, calendar };
  return employees.map((employee) => {
    const schedule = schedules.get(employee.id) ?? DEFAULT_SCHEDULE;
    const common = {
      employee,
      schedule,
      leaves: leavesBy.get(employee.id) ?? [],
      sheetEntries: sheetBy.get(employee.id) ?? [],
    };
    // The days before the range that count for the year (not in a frozen month): only the days with
    // entries can hold overtime, unless the written schedule fills the others (then every day is built).
    const counted = (date: string) => date >= yearStart && !frozenSet.has(monthOf(date));
    const priorOvertime = (entries: readonly StretchRow[]) => {
      const person = { ...common, entries };
      const last = addDays(from, -1);
      if (schedule.recordMode !== "schedule")
        return overtimeOfRecordedDays(person, priorFrom, last, ctx, counted);
      return buildDays(person, priorFrom, last, { ...ctx, noWarnings: true })
        .days.filter((d) => counted(d.date))
        .reduce((sum, d) => sum + d.overtimeMinutes, 0);
    };
    const beforeOvertime = priorFrom < from ? priorOvertime(priorBy.get(employee.id) ?? []) : 0;
    const built = buildDays({ ...common, entries: entriesBy.get(employee.id) ?? [] }, from, to, ctx);
    const yearOvertimeMinutes =
      (frozenOvertime.get(employee.id) ?? 0) +
      beforeOvertime +
      built.days.filter((d) => d.date >= yearStart).reduce((sum, d) => sum + d.overtimeMinutes, 0);
    const limitMinutes = yearlyOvertimeLimitMinutes(limit.hours, {
      employedDays: employedDaysInYear(employee, yearStart),
      yearDays: daysInYear(toDateParts(yearStart).year),
      dailyMinutes: schedule.kind === "partTime" ? schedule.dailyMinutes : 480,
    });
    const warnings = [...built.warnings];
    const yearly = yearlyOvertimeWarning(yearOvertimeMinutes, limitMinutes, to);
    if (yearly && schedule.kind !== "flexible") warnings.push(yearly);
    return {
      employee,
      schedule,
      days: built.days,
      warnings,
      provisional: built.provisional,
      yearOvertimeMinutes,
      yearOvertimeLimitMinutes: limitMinutes,
    };
  });
}

/** `computeRecords` for one employee. */
export async function computeRecord(
  tx: Tx,
  tenantId: number,
  employee: SheetEmployee,
  from: string,
  to: string,
  today: string,
): Promise<ComputedRecord> {
  const [record] = await computeRecords(tx, tenantId, [employee], from, to, today);
  if (!record) throw new Error("computeRecords lost an employee");
  return record;
}

/**
 * Computes and stores the figures of `months` (`YYYY-MM`, consecutive, ascending) per employee employed in
 * each (when hr closes a month, and for the demo's closed months in one pass): scheduled, worked,
 * overtime and stand-by minutes.
 */
export async function snapshotMonthTotals(
  tx: Tx,
  tenantId: number,
  months: readonly string[],
  today: string,
): Promise<void> {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return;
  const from = `${first}-01`;
  const to = lastDayOf(last);
  const people = await listEmployeesEmployedBetween(tx, tenantId, from, to);
  const records = await computeRecords(tx, tenantId, people, from, to, today);
  for (const month of months) {
    const start = `${month}-01`;
    const end = lastDayOf(month);
    const rows = records
      .filter(
        (r) =>
          (r.employee.employmentStart === null || r.employee.employmentStart <= end) &&
          (r.employee.employmentEnd === null || r.employee.employmentEnd >= start),
      )
      .map((r) => ({
        employeeId: r.employee.id,
        ...sumDays(r.days.filter((d) => d.date >= start && d.date <= end)),
      }));
    await repo.replaceMonthTotals(tx, tenantId, start, rows);
  }
}

/** Days of the calendar year starting `yearStart` within the employment (Mt. 109. § (3) pro rata). */
function employedDaysInYear(employee: SheetEmployee, yearStart: string): number {
  const yearEnd = `${yearStart.slice(0, 4)}-12-31`;
  const start =
    employee.employmentStart && employee.employmentStart > yearStart ? employee.employmentStart : yearStart;
  const end = employee.employmentEnd && employee.employmentEnd < yearEnd ? employee.employmentEnd : yearEnd;
  return end < start ? 0 : diffInDays(start, end) + 1;
}
