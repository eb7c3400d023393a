import type {
  AllocationLoad,
  AllocationLoadQuery,
  WeeklyLoad,
} from "@office/shared/resource-planning/allocations.contract";
import { plannedHoursOnDay, plannerDayInfo } from "@office/shared/resource-planning/allocation-conflicts";
import { addDays, getIsoWeekday, toDateParts, type IsoDate } from "@office/shared/hu/iso-date";
import type { LeaveDayState } from "@office/shared/resource-planning/allocation-conflicts";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { eachDay, leaveByEmployee } from "./allocation-context.ts";
import { sumWeeklyWorkedHours } from "./booked-hours.repository.ts";
import { assertRange, seesAllAllocations } from "./resource-allocations.service.ts";
import * as repo from "./resource-allocations.repository.ts";

/** The Monday of `date`'s ISO week. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - getIsoWeekday(date));
}

/** ISO 8601 week label of the week starting Monday `monday`, e.g. `2026-W01` (the week of its Thursday). */
export function isoWeekLabel(monday: IsoDate): string {
  const thursday = addDays(monday, 3);
  const { year } = toDateParts(thursday);
  const jan4 = `${year}-01-04`;
  const week = Math.round((Date.parse(monday) - Date.parse(mondayOf(jan4))) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

type LeaveDays = Map<number, Map<IsoDate, { state: LeaveDayState; halfDay: boolean }>>;

/**
 * Planned against actual hours per employee and ISO week of `start`..`end` (issue 21 §4): planned hours of
 * every allocation of the employees on their working days (`plannedHoursOnDay`: the person's calendar,
 * approved / sick leave, half days), actual hours from the time records (`sumWeeklyWorkedHours`), both on the
 * days inside the range. Two queries for any number of employees (allocations, worked hours); `leave` and
 * `companyRestDays` are the caller's (the planner has them loaded). Rows by the employees' order, then week.
 */
export async function computeWeeklyLoad(
  tx: Tx,
  tenantId: number,
  employees: readonly { id: number; workSchedule: string }[],
  leave: LeaveDays,
  companyRestDays: readonly IsoDate[],
  start: IsoDate,
  end: IsoDate,
): Promise<WeeklyLoad[]> {
  if (employees.length === 0) return [];
  const ids = employees.map((e) => e.id);
  const hours = await repo.listHours(tx, tenantId, { employeeIds: ids, externalIds: [] }, start, end);
  const actual = await sumWeeklyWorkedHours(tx, tenantId, ids, start, end);
  const byEmployee = new Map<number, repo.HoursRow[]>();
  for (const h of hours) {
    if (h.employeeId === null) continue;
    const list = byEmployee.get(h.employeeId) ?? [];
    list.push(h);
    byEmployee.set(h.employeeId, list);
  }
  const actualOf = new Map(actual.map((r) => [`${r.employeeId}:${r.weekStart}`, r.hours]));
  const restDays = [...companyRestDays];
  const workingDay = new Map<string, boolean>();
  const isWorkingDay = (date: IsoDate, schedule: "general" | "other") => {
    const key = `${schedule}:${date}`;
    let value = workingDay.get(key);
    if (value === undefined) {
      value = plannerDayInfo(date, {
        companyRestDays: restDays,
        workSchedule: schedule,
      }).isWorkingDay;
      workingDay.set(key, value);
    }
    return value;
  };
  const out: WeeklyLoad[] = [];
  for (const e of employees) {
    const schedule = e.workSchedule === "other" ? "other" : "general";
    const planned = new Map<IsoDate, number>();
    const days = leave.get(e.id);
    for (const a of byEmployee.get(e.id) ?? []) {
      eachDay(a.start, a.end, start, end, (date) => {
        const l = days?.get(date);
        const h = plannedHoursOnDay({
          hoursPerDay: a.hoursPerDay,
          isWorkingDay: isWorkingDay(date, schedule),
          leave: l?.state,
          halfDay: l?.halfDay,
        });
        if (h > 0) {
          const monday = mondayOf(date);
          planned.set(monday, (planned.get(monday) ?? 0) + h);
        }
      });
    }
    for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7)) {
      const plannedHours = planned.get(monday) ?? 0;
      const actualHours = round2(actualOf.get(`${e.id}:${monday}`) ?? 0);
      if (plannedHours === 0 && actualHours === 0) continue;
      out.push({
        employeeId: e.id,
        weekStart: monday,
        isoWeek: isoWeekLabel(monday),
        plannedHours,
        actualHours,
      });
    }
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `GET /api/resourceAllocation/load?start=&end=` (issue 21 §4): `computeWeeklyLoad` for the active employees
 * employed in the range — everyone for `projectManager` / `hr`, only themself for anyone else (as the
 * allocations). Errors: 400 for a range over `ALLOCATION_QUERY_MAX_DAYS` days or reversed.
 */
export async function getWeeklyLoad(
  p: Platform,
  ctx: RequestContext,
  q: AllocationLoadQuery,
): Promise<AllocationLoad> {
  assertRange(q.start, q.end);
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const employees = await repo.listPlannerEmployees(tx, tenantId, {
      start: q.start,
      end: q.end,
      ...(seesAllAllocations(auth) ? {} : { employeeId: auth.employeeId }),
    });
    const ids = employees.map((e) => e.id);
    const leave = leaveByEmployee(await repo.listLeave(tx, tenantId, ids, q.start, q.end), q.start, q.end);
    const restDays = await listCompanyRestDays(tx, tenantId, q.start, q.end);
    const rows = await computeWeeklyLoad(tx, tenantId, employees, leave, restDays, q.start, q.end);
    return { start: q.start, end: q.end, rows };
  });
}
