import type { Allocation, ResourceType } from "@office/shared/resource-planning/allocations.contract";
import {
  allocationConflicts,
  type LeaveDayState,
} from "@office/shared/resource-planning/allocation-conflicts";
import type { WorkSchedule } from "@office/shared/hu/calendar";
import { fromDayNumber, toDayNumber, type IsoDate } from "@office/shared/hu/iso-date";
import type { Tx } from "../../platform/db.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { sumBookedHoursByAllocation } from "./booked-hours.repository.ts";
import * as repo from "./resource-allocations.repository.ts";

/**
 * Turns allocation rows into answers with `plannedHours` and `conflicts` (issue 9 §1, rules in
 * `@office/shared/resource-planning/allocation-conflicts`): loads, in one query each for all the rows,
 * the people's weekly hours / work schedule / contract, the projects' dates, the people's approved and
 * pending leave, every allocation of the same people on the same days (for over-allocation) and the
 * tenant's company rest days.
 */

/** `e:<id>` for an employee, `x:<id>` for an external resource. */
export type PersonKey = string;

export const personKey = (type: ResourceType, id: number): PersonKey =>
  `${type === "employee" ? "e" : "x"}:${id}`;

export function personOf(row: { employeeId: number | null; externalResourceId: number | null }): PersonKey {
  return row.employeeId !== null ? `e:${row.employeeId}` : `x:${row.externalResourceId ?? 0}`;
}

/** Calls `fn` for every date of `start`..`end` clipped to `from`..`to`. */
export function eachDay(
  start: IsoDate,
  end: IsoDate,
  from: IsoDate,
  to: IsoDate,
  fn: (date: IsoDate) => void,
): void {
  const s = toDayNumber(start > from ? start : from);
  const e = toDayNumber(end < to ? end : to);
  for (let d = s; d <= e; d += 1) fn(fromDayNumber(d));
}

const LEAVE_RANK: Record<LeaveDayState, number> = { pending: 1, approved: 2, sick: 3 };

/** Leave by employee and day (sick > approved > pending where requests overlap), clipped to the span. */
export function leaveByEmployee(
  rows: readonly repo.LeaveRow[],
  from: IsoDate,
  to: IsoDate,
): Map<number, Map<IsoDate, { state: LeaveDayState; leaveType: string; halfDay: boolean }>> {
  const out = new Map<number, Map<IsoDate, { state: LeaveDayState; leaveType: string; halfDay: boolean }>>();
  for (const r of rows) {
    const state: LeaveDayState =
      r.status === "pending" ? "pending" : r.leaveType === "betegszabadsag" ? "sick" : "approved";
    let days = out.get(r.employeeId);
    if (!days) {
      days = new Map();
      out.set(r.employeeId, days);
    }
    const map = days;
    eachDay(r.start, r.end, from, to, (date) => {
      const prev = map.get(date);
      if (!prev || LEAVE_RANK[prev.state] < LEAVE_RANK[state]) {
        map.set(date, { state, leaveType: r.leaveType, halfDay: r.halfDay !== null });
      }
    });
  }
  return out;
}

/** Each person's allocated hours by day (every allocation counted on every day of its range), clipped. */
export function hoursByPerson(
  rows: readonly repo.HoursRow[],
  from: IsoDate,
  to: IsoDate,
): Map<PersonKey, Map<IsoDate, number>> {
  const out = new Map<PersonKey, Map<IsoDate, number>>();
  for (const r of rows) {
    const key = personOf(r);
    let days = out.get(key);
    if (!days) {
      days = new Map();
      out.set(key, days);
    }
    const map = days;
    eachDay(r.start, r.end, from, to, (date) => map.set(date, (map.get(date) ?? 0) + r.hoursPerDay));
  }
  return out;
}

export type ConflictFacts = {
  employees: Map<number, repo.EmployeeFacts>;
  externals: Map<number, repo.ExternalFacts>;
  projects: Map<number, repo.ProjectFacts>;
  leave: Map<number, Map<IsoDate, { state: LeaveDayState; leaveType: string; halfDay: boolean }>>;
  hours: Map<PersonKey, Map<IsoDate, number>>;
  companyRestDays: IsoDate[];
  /** The span of the rows (earliest start, latest end). */
  from: IsoDate;
  to: IsoDate;
};

/** Loads what the conflicts of `rows` need (a fixed number of queries). */
export async function loadConflictFacts(
  tx: Tx,
  tenantId: number,
  rows: readonly repo.AllocationRow[],
): Promise<ConflictFacts> {
  let from = rows[0]?.start ?? "2000-01-01";
  let to = rows[0]?.end ?? "2000-01-01";
  for (const r of rows) {
    if (r.start < from) from = r.start;
    if (r.end > to) to = r.end;
  }
  const employeeIds = [...new Set(rows.flatMap((r) => (r.employeeId !== null ? [r.employeeId] : [])))];
  const externalIds = [
    ...new Set(rows.flatMap((r) => (r.externalResourceId !== null ? [r.externalResourceId] : []))),
  ];
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  // One transaction runs one statement at a time: sequential awaits, no Promise.all.
  const emps = await repo.listEmployeeFacts(tx, tenantId, employeeIds);
  const exts = await repo.listExternalFacts(tx, tenantId, externalIds);
  const projs = await repo.listProjectFacts(tx, tenantId, projectIds);
  const leave = await repo.listLeave(tx, tenantId, employeeIds, from, to);
  const hours = await repo.listHours(tx, tenantId, { employeeIds, externalIds }, from, to);
  const restDays = await listCompanyRestDays(tx, tenantId, from, to);
  return {
    employees: new Map(emps.map((e) => [e.id, e])),
    externals: new Map(exts.map((e) => [e.id, e])),
    projects: new Map(projs.map((p) => [p.id, p])),
    leave: leaveByEmployee(leave, from, to),
    hours: hoursByPerson(hours, from, to),
    companyRestDays: restDays,
    from,
    to,
  };
}

/**
 * The answer for one row with the facts loaded by `loadConflictFacts` (or built by the planner) and the hours
 * booked to it (`bookedHours`, from `sumBookedHoursByAllocation`).
 */
export function toAllocation(row: repo.AllocationRow, facts: ConflictFacts, bookedHours = 0): Allocation {
  const employee = row.employeeId !== null ? facts.employees.get(row.employeeId) : undefined;
  const external = row.externalResourceId !== null ? facts.externals.get(row.externalResourceId) : undefined;
  const project = facts.projects.get(row.projectId);
  const totals = facts.hours.get(personOf(row));
  const otherHours = new Map<IsoDate, number>();
  if (totals) {
    eachDay(row.start, row.end, row.start, row.end, (date) => {
      const other = (totals.get(date) ?? 0) - row.hoursPerDay;
      if (other > 0) otherHours.set(date, other);
    });
  }
  const leaveDays = row.employeeId !== null ? facts.leave.get(row.employeeId) : undefined;
  const leave = new Map<IsoDate, LeaveDayState>();
  const halfDayLeave = new Set<IsoDate>();
  if (leaveDays) {
    eachDay(row.start, row.end, row.start, row.end, (date) => {
      const l = leaveDays.get(date);
      if (l) leave.set(date, l.state);
      if (l?.halfDay) halfDayLeave.add(date);
    });
  }
  const { conflicts, plannedHours } = allocationConflicts({
    start: row.start,
    end: row.end,
    hoursPerDay: row.hoursPerDay,
    weeklyHours: employee?.weeklyHours ?? 40,
    calendar: {
      companyRestDays: facts.companyRestDays,
      workSchedule: (employee?.workSchedule === "other" ? "other" : "general") satisfies WorkSchedule,
    },
    leave,
    halfDayLeave,
    otherHours,
    ...(project ? { project: { start: project.startDate, end: project.endDate } } : {}),
    ...(external ? { contract: { start: external.contractStart, end: external.contractEnd } } : {}),
  });
  return {
    id: row.id,
    resourceType: row.resourceType === "external" ? "external" : "employee",
    resourceId: row.employeeId ?? row.externalResourceId ?? 0,
    resourceName: row.resourceName,
    projectId: row.projectId,
    projectCode: row.projectCode,
    projectName: row.projectName,
    start: row.start,
    end: row.end,
    hoursPerDay: row.hoursPerDay,
    status: row.status === "confirmed" ? "confirmed" : "tentative",
    note: row.note,
    plannedHours,
    bookedHours: Math.round(bookedHours * 100) / 100,
    conflicts,
  };
}

/**
 * Rows → answers with conflicts and booked hours (loads the facts itself): hours booked on the days of each
 * allocation ∩ `range` (a list's query range), or on all its days when `range` is absent (write answers).
 */
export async function withConflicts(
  tx: Tx,
  tenantId: number,
  rows: readonly repo.AllocationRow[],
  range?: { start: IsoDate; end: IsoDate },
): Promise<Allocation[]> {
  if (rows.length === 0) return [];
  const facts = await loadConflictFacts(tx, tenantId, rows);
  const booked = await sumBookedHoursByAllocation(
    tx,
    tenantId,
    rows.map((r) => r.id),
    range?.start ?? facts.from,
    range?.end ?? facts.to,
  );
  return rows.map((r) => toAllocation(r, facts, booked.get(r.id)));
}
