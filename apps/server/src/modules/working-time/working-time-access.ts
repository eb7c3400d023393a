import { addDays, toDateParts } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { DEFAULT_SCHEDULE, type ScheduleSpec } from "@office/shared/hu/working-time";
import type { Tx } from "../../platform/db.ts";
import { conflict, forbidden, notFound } from "../../platform/errors.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import {
  findSheetEmployee,
  listEmployeesEmployedBetween,
  type SheetEmployee,
} from "../attendance/attendance.repository.ts";
import { lockFor } from "../../platform/locks.ts";
import * as repo from "./working-time.repository.ts";
import { clockOf } from "./working-time-days.ts";

/**
 * Who may read and write whose time record (issue 21 §1, DESIGN §5): the employee their own; their manager
 * (`employees.manager_id`) and `hr` (companyAdmin holds it) anyone's of the tenant.
 */

export const EMPLOYEE_NOT_FOUND = "A munkatárs nem található.";

/** Today in Hungary, `YYYY-MM-DD`. */
export const todayInHungary = (now = Date.now()): string => budapestDate(now);

/**
 * The employee `employeeId` of the tenant if `auth` may keep their record; 404 for an unknown id (also
 * another tenant's), 403 for someone else's employee.
 */
export async function employeeForRecord(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  employeeId: number,
): Promise<SheetEmployee> {
  const employee = await findSheetEmployee(tx, tenantId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  if (employeeId === auth.employeeId || hasAnyRole(auth.roles, ["hr"])) return employee;
  const managerId = await repo.findManagerId(tx, tenantId, employeeId);
  if (managerId !== null && managerId === auth.employeeId) return employee;
  throw forbidden("Csak a saját, a beosztottaid vagy – HR-esként – bárki munkaidejét kezelheted.");
}

/**
 * The employees employed in `from`..`to` whose record `auth` may read, in Hungarian name order: hr every
 * one, a manager their direct reports and themself, anyone else themself (the month overview, the
 * attendance report).
 */
export async function listVisibleEmployees(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  from: string,
  to: string,
): Promise<SheetEmployee[]> {
  const people = await listEmployeesEmployedBetween(tx, tenantId, from, to);
  if (hasAnyRole(auth.roles, ["hr"])) return people;
  const visible = new Set([auth.employeeId, ...(await repo.listReportIds(tx, tenantId, auth.employeeId))]);
  return people.filter((e) => visible.has(e.id));
}

/** The stored schedules of `ids`, the default for those without one. */
export async function schedulesOf(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, ScheduleSpec>> {
  const rows = await repo.listSchedules(tx, tenantId, ids);
  const map = new Map<number, ScheduleSpec>();
  for (const id of ids) map.set(id, DEFAULT_SCHEDULE);
  for (const r of rows) {
    map.set(r.employeeId, {
      kind: r.kind === "partTime" ? "partTime" : r.kind === "flexible" ? "flexible" : "general",
      dailyMinutes: r.dailyMinutes,
      recordMode: r.recordMode === "schedule" ? "schedule" : "entries",
      dayStart: clockOf(r.dayStart),
      breakMinutes: r.breakMinutes,
    });
  }
  return map;
}

/** `YYYY-MM` of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** First day of a `YYYY-MM` month. */
export const monthStart = (month: string): string => `${month}-01`;

/** `2026. október` for a `YYYY-MM` key. */
export function monthLabel(month: string): string {
  const names = [
    "január",
    "február",
    "március",
    "április",
    "május",
    "június",
    "július",
    "augusztus",
    "szeptember",
    "október",
    "november",
    "december",
  ];
  const { year, month: m } = toDateParts(monthStart(month));
  return `${year}. ${names[m - 1]}`;
}

/**
 * Locks the months of `dates` shared (a close waits for these writes; sorted, so two writers never wait
 * for each other crosswise), then the employee's records exclusively (the overlap check), and refuses with
 * 409 when one of the months is closed (issue 21 §2).
 */
export async function lockForEntryWrite(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  dates: readonly string[],
): Promise<void> {
  const months = [...new Set(dates.map(monthOf))].sort();
  for (const m of months) await lockFor(tx, "timesheetMonth", tenantId, m, "shared");
  await lockFor(tx, "timeEntries", tenantId, employeeId);
  const first = months[0] ?? monthOf(dates[0] ?? "");
  const last = months[months.length - 1] ?? first;
  const closed = await repo.listClosures(tx, tenantId, monthStart(first), monthStart(last));
  const hit = closed.find((c) => months.includes(monthOf(c.month)));
  if (hit) {
    throw conflict(
      `A(z) ${monthLabel(monthOf(hit.month))} hónap le van zárva, a munkaidő-nyilvántartása nem módosítható. ` +
        "A HR újranyithatja a hónapot.",
    );
  }
}

/** The Monday of the ISO week of `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - weekday);
}
