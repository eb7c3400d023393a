import type {
  AttendanceBulkInput,
  AttendanceCellInput,
  AttendanceCellResult,
  AttendanceMonth,
  AttendanceRow,
} from "@office/shared/attendance/attendance.contract";
import { getDayInfo, type DayInfo } from "@office/shared/hu/calendar";
import type { Platform } from "../../platform/platform.ts";
import type { Database, Tx } from "../../platform/db.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import {
  calendarOr400,
  monthSpan,
  provisionalFieldsOf,
  provisionalFor,
  spanDays,
  type MonthSpan,
} from "./attendance-calendar.ts";
import { buildSheetRows, computeCell, isEmployedOn, toAttendanceDay } from "./attendance-sheet.ts";
import * as repo from "./attendance.repository.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";

const NOT_FOUND = "A munkatárs nem található.";

/** One month span of the sheet: its calendar days and one row per employee employed in it. */
export type SheetPeriod = { span: MonthSpan; days: DayInfo[]; rows: AttendanceRow[] };

/** DESIGN §5: `hr` (and `companyAdmin`) keep the attendance sheet of everyone. */
export function canSeeEveryonesAttendance(auth: AuthContext): boolean {
  return hasAnyRole(auth.roles, ["hr"]);
}

/**
 * The sheet of one month span in one tenant transaction: company rest days, the calendar, the
 * employees employed in the span (or only `employeeId`), their approved leave and hr's edits.
 * A year after the last loaded one is counted provisionally (issue 22 §4); an earlier year whose
 * calendar is not loaded is refused with a Hungarian 400.
 */
export async function loadSheetPeriod(
  database: Database,
  tenantId: number,
  span: MonthSpan,
  employeeId?: number,
): Promise<SheetPeriod> {
  return database.withTenant(tenantId, async (tx) => {
    const restDays = await listCompanyRestDays(tx, tenantId, span.start, span.end);
    const days = spanDays(span, restDays, provisionalFor(span.year));
    const employees = await repo.listEmployeesEmployedBetween(tx, tenantId, span.start, span.end, employeeId);
    const ids = employeeId === undefined ? undefined : [employeeId];
    const leaves = await repo.listApprovedLeaveBetween(tx, tenantId, span.start, span.end, ids);
    const entries = await repo.listEntriesBetween(tx, tenantId, span.start, span.end, ids);
    return { span, days, rows: buildSheetRows(days, { employees, leaves, entries }) };
  });
}

/**
 * `GET /api/attendance?year=&month=`: the month's calendar (holidays, swapped days, rest days) and
 * the grid. `hr`/`companyAdmin` see every employee employed in the month; anyone else only themself.
 * A month of a year after the last loaded decree is counted from the holidays of Mt. 102. § (1) and the
 * weekends and answers `provisionalCalendar: true` with the Hungarian reason (issue 22 §4).
 * Errors: 400 for a past year without a loaded calendar (before 2020).
 */
export async function getAttendanceMonth(
  p: Platform,
  ctx: RequestContext,
  year: number,
  month: number,
): Promise<AttendanceMonth> {
  const auth = authOf(ctx);
  const onlyMe = canSeeEveryonesAttendance(auth) ? undefined : auth.employeeId;
  const period = await loadSheetPeriod(p.database, ctx.tenant.id, monthSpan(year, month), onlyMe);
  return {
    year,
    month,
    workingDays: period.days.filter((d) => d.isWorkingDay).length,
    days: period.days.map(toAttendanceDay),
    employees: period.rows,
    ...provisionalFieldsOf(year, year),
  };
}

/** Checks and saves one cell inside `tx`; returns the cell as the grid now shows it. */
async function saveCell(
  tx: Tx,
  ctx: RequestContext,
  auth: AuthContext,
  input: AttendanceCellInput,
): Promise<AttendanceCellResult> {
  const tenantId = ctx.tenant.id;
  const employee = await repo.findSheetEmployee(tx, tenantId, input.employeeId);
  if (!employee) throw notFound(NOT_FOUND);
  const restDays = await listCompanyRestDays(tx, tenantId, input.day, input.day);
  const day = calendarOr400(() =>
    getDayInfo(input.day, {
      companyRestDays: restDays,
      workSchedule: employee.workSchedule === "other" ? "other" : "general",
      provisional: provisionalFor(Number(input.day.slice(0, 4))),
    }),
  );
  const before = await repo.findEntry(tx, tenantId, input.employeeId, input.day);
  if (input.code !== null) {
    if (!day.isWorkingDay) {
      throw badRequest("Hétvégére, munkaszüneti napra vagy pihenőnapra nem írható jelenléti kód.", {
        day: "Ez a nap nem munkanap.",
      });
    }
    if (!isEmployedOn(employee, input.day)) {
      throw badRequest("A munkatárs ezen a napon nem állt munkaviszonyban.", {
        day: "A nap kívül esik a munkaviszonyon.",
      });
    }
    await repo.upsertEntry(tx, {
      tenantId,
      employeeId: input.employeeId,
      day: input.day,
      code: input.code,
      note: input.note,
      updatedBy: auth.userId,
    });
  } else if (before) {
    await repo.deleteEntry(tx, tenantId, input.employeeId, input.day);
  }
  await appendAudit(tx, {
    tenantId,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action: input.code === null ? "attendance.cleared" : "attendance.updated",
    target: `employee:${input.employeeId}`,
    details: { day: input.day, from: before?.code ?? null, to: input.code },
  });
  const leaves = await repo.listApprovedLeaveBetween(tx, tenantId, input.day, input.day, [input.employeeId]);
  const entry = input.code === null ? undefined : { ...input, code: input.code };
  const cell = computeCell(day, employee, leaves, entry);
  return { employeeId: input.employeeId, day: input.day, ...cell };
}

/**
 * `PUT /api/attendance` (hr): sets one cell to `code`, or with `code: null` removes hr's edit so the
 * cell is derived again (leave / present). Audited. Errors: 403; 404 for an employee not of this
 * tenant; 400 for a weekend, holiday or rest day, a day outside the employment or an unloaded year.
 */
export async function setAttendanceCell(
  p: Platform,
  ctx: RequestContext,
  input: AttendanceCellInput,
): Promise<AttendanceCellResult> {
  const auth = authOf(ctx);
  if (!canSeeEveryonesAttendance(auth)) throw forbidden();
  return p.database.withTenant(ctx.tenant.id, (tx) => saveCell(tx, ctx, auth, input));
}

/**
 * `PUT /api/attendance/bulk` (hr): up to 500 cells in one transaction, all or nothing. Errors as
 * `setAttendanceCell`; a 400 names the failing cell (1-based) and its field (`cells.<i>.day`).
 */
export async function setAttendanceCells(
  p: Platform,
  ctx: RequestContext,
  input: AttendanceBulkInput,
): Promise<{ cells: AttendanceCellResult[] }> {
  const auth = authOf(ctx);
  if (!canSeeEveryonesAttendance(auth)) throw forbidden();
  const seen = new Set<string>();
  input.cells.forEach((c, i) => {
    const key = `${c.employeeId}/${c.day}`;
    if (seen.has(key)) throw badRequest(`A(z) ${i + 1}. cella kétszer szerepel a kérésben.`);
    seen.add(key);
  });
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const cells: AttendanceCellResult[] = [];
    for (const [i, cell] of input.cells.entries()) {
      try {
        cells.push(await saveCell(tx, ctx, auth, cell));
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 400) {
          throw badRequest(`${i + 1}. cella: ${err.message}`, { [`cells.${i}.day`]: err.message });
        }
        throw err;
      }
    }
    return { cells };
  });
}
