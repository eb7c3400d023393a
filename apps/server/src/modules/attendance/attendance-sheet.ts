import {
  ATTENDANCE_CODES,
  LEAVE_TYPE_ATTENDANCE_CODE,
  type AttendanceCell,
  attendanceCodeSchema,
  type AttendanceCode,
  type AttendanceDay,
  type AttendanceRow,
  type AttendanceTotals,
} from "@office/shared/attendance/attendance.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { dayForWorkSchedule, type DayInfo } from "@office/shared/hu/calendar";
import type { SheetEmployee, SheetEntry, SheetLeave } from "./attendance.repository.ts";

/** What the sheet of a period is computed from (see `attendance.repository.ts`). */
export type SheetData = { employees: SheetEmployee[]; leaves: SheetLeave[]; entries: SheetEntry[] };

const SHORT_TO_CODE = new Map<string, AttendanceCode>(
  Object.entries(ATTENDANCE_CODES).map(([code, v]) => [v.short, code as AttendanceCode]),
);

/** A stored code (`present`, …; a short code like `J` is accepted too); anything unknown is `other`. */
export function parseStoredCode(stored: string): AttendanceCode {
  const parsed = attendanceCodeSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return SHORT_TO_CODE.get(stored) ?? "other";
}

/** The grid's view of a calendar day. */
export function toAttendanceDay(info: DayInfo): AttendanceDay {
  return {
    date: info.date,
    day: Number(info.date.slice(8, 10)),
    weekday: info.weekday,
    kind: info.kind,
    isWorkingDay: info.isWorkingDay,
    name: info.name,
  };
}

/** True when `date` lies within the employment (open ends unbounded). */
export function isEmployedOn(employee: SheetEmployee, date: string): boolean {
  return (
    (employee.employmentStart === null || employee.employmentStart <= date) &&
    (employee.employmentEnd === null || employee.employmentEnd >= date)
  );
}

const EMPTY_CELL: AttendanceCell = { code: null, source: null, halfDay: false, note: null };

/** `day` of the general schedule as it is for `employee` (egyéb munkarend: no decree swaps). */
export function dayOfEmployee(day: DayInfo, employee: SheetEmployee): DayInfo {
  return dayForWorkSchedule(day, employee.workSchedule === "other" ? "other" : "general");
}

/** Today in Hungary (`YYYY-MM-DD`, Europe/Budapest): the last day the sheet may count as worked. */
export function attendanceToday(now = Date.now()): string {
  return budapestDate(now);
}

/** True when `date` is a working day of the employee's schedule within their employment. */
export function isWorkingDayOf(day: DayInfo, employee: SheetEmployee): boolean {
  return dayOfEmployee(day, employee).isWorkingDay && isEmployedOn(employee, day.date);
}

/**
 * One cell (issue 3 §3): no code on a non-working day of the employee's work schedule (`dayOfEmployee`)
 * or outside the employment; otherwise hr's edit (`manual`) wins, then an approved leave request covering
 * the day (`leave`, its type's code; a half-day request covers only its start day, as the leave module
 * counts it), else present (`default`) — but only up to `today` (`YYYY-MM-DD`, Budapest): a day still to
 * come has not been worked, so it stays empty unless hr or an approved request already planned it
 * (issue 19 §3: on 25 November the month showed 168 hours). `leaves` and `entry` are the employee's own.
 */
export function computeCell(
  day: DayInfo,
  employee: SheetEmployee,
  leaves: readonly SheetLeave[],
  entry: SheetEntry | undefined,
  today: string = attendanceToday(),
): AttendanceCell {
  if (!isWorkingDayOf(day, employee)) return EMPTY_CELL;
  if (entry) return { code: parseStoredCode(entry.code), source: "manual", halfDay: false, note: entry.note };
  const leave = leaves.find((l) =>
    l.halfDay === null ? l.startDate <= day.date && l.endDate >= day.date : l.startDate === day.date,
  );
  if (leave) {
    return {
      code: attendanceCodeOf(leave),
      source: "leave",
      halfDay: leave.halfDay !== null,
      note: null,
    };
  }
  if (day.date > today) return EMPTY_CELL;
  return { code: "present", source: "default", halfDay: false, note: null };
}

/** All-zero totals. */
export function emptyTotals(): AttendanceTotals {
  return {
    workingDays: 0,
    present: 0,
    homeOffice: 0,
    leave: 0,
    sick: 0,
    sickPay: 0,
    maternity: 0,
    exemption: 0,
    unpaid: 0,
    paternity: 0,
    parental: 0,
    other: 0,
  };
}

/**
 * Adds a cell to the totals (days; a half day is 0.5 of its code and 0.5 present). `isWorkingDay`: the day
 * is a working day within the employment — it counts in `workingDays` even when it is still to come and so
 * has no code yet (the month's capacity stays whole; only what was worked is counted as worked).
 */
function addToTotals(totals: AttendanceTotals, cell: AttendanceCell, isWorkingDay: boolean): void {
  if (isWorkingDay) totals.workingDays += 1;
  if (!cell.code) return;
  if (cell.halfDay && cell.code !== "present") {
    totals[cell.code] += 0.5;
    totals.present += 0.5;
  } else {
    totals[cell.code] += 1;
  }
}

/** The attendance code an approved request fills in: its type's, else the issue-3 map, else `other`. */
export function attendanceCodeOf(leave: Pick<SheetLeave, "leaveType" | "attendanceCode">): AttendanceCode {
  const parsed = attendanceCodeSchema.safeParse(leave.attendanceCode);
  return parsed.success ? parsed.data : (LEAVE_TYPE_ATTENDANCE_CODE[leave.leaveType] ?? "other");
}

function groupBy<T extends { employeeId: number }>(items: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(item.employeeId);
    if (list) list.push(item);
    else map.set(item.employeeId, [item]);
  }
  return map;
}

/**
 * The grid rows of `days` (one period, e.g. a month): one row per employee in `data.employees` (in
 * that order) with a cell per day and the totals; days after `today` (`YYYY-MM-DD`, Budapest by default)
 * are not counted as present (see {@link computeCell}). Pure given `today`; used by the API, the reports
 * and the `.xlsx`.
 */
export function buildSheetRows(
  days: readonly DayInfo[],
  data: SheetData,
  today: string = attendanceToday(),
): AttendanceRow[] {
  const leavesByEmployee = groupBy(data.leaves);
  const entriesByEmployee = new Map<number, Map<string, SheetEntry>>();
  for (const [employeeId, list] of groupBy(data.entries)) {
    entriesByEmployee.set(employeeId, new Map(list.map((e) => [e.day, e])));
  }
  return data.employees.map((employee) => {
    const leaves = leavesByEmployee.get(employee.id) ?? [];
    const entries = entriesByEmployee.get(employee.id);
    const totals = emptyTotals();
    const cells = days.map((day) => {
      const cell = computeCell(day, employee, leaves, entries?.get(day.date), today);
      addToTotals(totals, cell, isWorkingDayOf(day, employee));
      return cell;
    });
    return {
      employeeId: employee.id,
      name: employee.name,
      employeeNumber: employee.employeeNumber,
      department: employee.department,
      cells,
      totals,
    };
  });
}
