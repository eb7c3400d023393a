import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { sortByHuName } from "@office/shared/hu/collate";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { absenceTypes, leaveRequests } from "../leave/leave.table.ts";
import { attendanceEntries } from "./attendance.table.ts";
import { absenceTypeOfLeave } from "../leave/leave.repository.ts";

/** The employee facts the sheet needs; employment dates are `YYYY-MM-DD` or null (open). */
export type SheetEmployee = {
  id: number;
  name: string;
  employeeNumber: string | null;
  department: string | null;
  employmentStart: string | null;
  employmentEnd: string | null;
  /** `general` or `other` (egyéb munkarend: the decree's swap days do not apply to them). */
  workSchedule: string;
};

/** An approved leave request, as the sheet uses it. */
export type SheetLeave = {
  employeeId: number;
  leaveType: string;
  /** The attendance code of the request's absence type (issue 22 §1), null for a code without a type. */
  attendanceCode?: string | null;
  startDate: string;
  endDate: string;
  halfDay: string | null;
};

export type SheetEntry = { employeeId: number; day: string; code: string; note: string | null };

const sheetEmployeeColumns = {
  id: employees.id,
  name: employees.name,
  employeeNumber: employees.employeeNumber,
  department: employees.department,
  employmentStart: employees.employmentStart,
  employmentEnd: employees.employmentEnd,
  workSchedule: employees.workSchedule,
};

/**
 * Employees whose employment overlaps `start`..`end` (open start/end count as unbounded), in Hungarian
 * alphabetical order (`sortByHuName`: Balázs before Balogh, Gál before Gulyás; namesakes by id).
 * An inactive employee without an employment end is left out (its end is unknown). `employeeId`
 * narrows to one person.
 */
export async function listEmployeesEmployedBetween(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
  employeeId?: number,
): Promise<SheetEmployee[]> {
  const where = [
    eq(employees.tenantId, tenantId),
    or(isNull(employees.employmentStart), lte(employees.employmentStart, end)),
    or(isNull(employees.employmentEnd), gte(employees.employmentEnd, start)),
    or(eq(employees.active, true), isNotNull(employees.employmentEnd)),
  ];
  if (employeeId !== undefined) where.push(eq(employees.id, employeeId));
  const rows = await tx
    .select(sheetEmployeeColumns)
    .from(employees)
    .where(and(...where));
  // Hungarian order in JS: no SQL collation gives it on both PostgreSQL 15 and PGlite.
  return sortByHuName(rows, (row) => row.name);
}

/** One employee's name and employment dates, or null when the tenant has no such employee. */
export async function findSheetEmployee(tx: Tx, tenantId: number, id: number): Promise<SheetEmployee | null> {
  const rows = await tx
    .select(sheetEmployeeColumns)
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)));
  return rows[0] ?? null;
}

/** Approved leave requests overlapping `start`..`end`; `employeeIds` narrows when given. */
export async function listApprovedLeaveBetween(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
  employeeIds?: number[],
): Promise<SheetLeave[]> {
  const where = [
    eq(leaveRequests.tenantId, tenantId),
    eq(leaveRequests.status, "approved"),
    lte(leaveRequests.startDate, end),
    gte(leaveRequests.endDate, start),
  ];
  if (employeeIds) where.push(inArray(leaveRequests.employeeId, employeeIds));
  return tx
    .select({
      employeeId: leaveRequests.employeeId,
      leaveType: leaveRequests.leaveType,
      attendanceCode: absenceTypes.attendanceCode,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
    })
    .from(leaveRequests)
    .leftJoin(absenceTypes, absenceTypeOfLeave())
    .where(and(...where))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

/** Edited attendance cells from `start` to `end`; `employeeIds` narrows when given. */
export async function listEntriesBetween(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
  employeeIds?: number[],
): Promise<SheetEntry[]> {
  const where = [
    eq(attendanceEntries.tenantId, tenantId),
    gte(attendanceEntries.day, start),
    lte(attendanceEntries.day, end),
  ];
  if (employeeIds) where.push(inArray(attendanceEntries.employeeId, employeeIds));
  return tx
    .select({
      employeeId: attendanceEntries.employeeId,
      day: attendanceEntries.day,
      code: attendanceEntries.code,
      note: attendanceEntries.note,
    })
    .from(attendanceEntries)
    .where(and(...where));
}

/** The edited cell of one employee and day, or null. */
export async function findEntry(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  day: string,
): Promise<SheetEntry | null> {
  const rows = await tx
    .select({
      employeeId: attendanceEntries.employeeId,
      day: attendanceEntries.day,
      code: attendanceEntries.code,
      note: attendanceEntries.note,
    })
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.tenantId, tenantId),
        eq(attendanceEntries.employeeId, employeeId),
        eq(attendanceEntries.day, day),
      ),
    );
  return rows[0] ?? null;
}

/** Inserts or replaces the edited cell of one employee and day. */
export async function upsertEntry(
  tx: Tx,
  values: {
    tenantId: number;
    employeeId: number;
    day: string;
    code: string;
    note: string | null;
    updatedBy: number;
  },
): Promise<void> {
  await tx
    .insert(attendanceEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [attendanceEntries.tenantId, attendanceEntries.employeeId, attendanceEntries.day],
      set: { code: values.code, note: values.note, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    });
}

/** Removes the edited cell of one employee and day (the cell is derived again). */
export async function deleteEntry(tx: Tx, tenantId: number, employeeId: number, day: string): Promise<void> {
  await tx
    .delete(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.tenantId, tenantId),
        eq(attendanceEntries.employeeId, employeeId),
        eq(attendanceEntries.day, day),
      ),
    );
}
