import type {
  Planner,
  PlannerDay,
  PlannerQuery,
  PlannerResource,
} from "@office/shared/resource-planning/planner.contract";
import { plannerDayInfo } from "@office/shared/resource-planning/allocation-conflicts";
import { PAYROLL_RATES, PayrollRatesNotLoadedError, getPayrollRates } from "@office/shared/hu/payroll-rates";
import type { CalendarOptions } from "@office/shared/hu/calendar";
import { daysInMonth, formatIsoDate, toDateParts, type IsoDate } from "@office/shared/hu/iso-date";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { eachDay, leaveByEmployee, loadConflictFacts, toAllocation } from "./allocation-context.ts";
import { assertRange, canEditAllocations, seesAllAllocations } from "./resource-allocations.service.ts";
import * as repo from "./resource-allocations.repository.ts";

/**
 * `GET /api/resourcePlanner?start=&end=&projectId=&department=&search=` (issue 9 §1, `planner.contract.ts`):
 * the calendar days of the range (general schedule with the company rest days), the resources — active
 * employees employed in the range by department then name, then active external resources by name
 * (`department` narrows employees to one department and external resources to that company; `search` is a
 * name substring) — with their leave days in the range, the allocations of those resources overlapping the
 * range (with conflicts; `projectId` narrows the allocations, not the rows nor the picker), the plannable projects (active
 * and planned, not archived) with `costToDateHuf`, and `canEdit`. A caller without `projectManager` or `hr`
 * gets only themself (and no external resources). Query count is fixed (no per-resource loops).
 */
export async function getPlanner(p: Platform, ctx: RequestContext, q: PlannerQuery): Promise<Planner> {
  assertRange(q.start, q.end);
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const seesAll = seesAllAllocations(auth);
  const withCost = hasAnyRole(auth.roles, ["projectManager", "employeeWages2"]);
  return p.database.withTenant(tenantId, async (tx) => {
    const restDays = await listCompanyRestDays(tx, tenantId, q.start, q.end);
    const days: PlannerDay[] = [];
    eachDay(q.start, q.end, q.start, q.end, (date) => {
      const info = plannerDayInfo(date, { companyRestDays: restDays });
      days.push({ date, kind: info.kind, isWorkingDay: info.isWorkingDay, name: info.name });
    });
    const employees = await repo.listPlannerEmployees(tx, tenantId, {
      start: q.start,
      end: q.end,
      department: q.department,
      search: q.search,
      ...(seesAll ? {} : { employeeId: auth.employeeId }),
    });
    const externals = seesAll
      ? (await repo.listPlannerExternals(tx, tenantId, { search: q.search })).filter(
          (x) => !q.department || x.company === q.department,
        )
      : [];
    const employeeIds = employees.map((e) => e.id);
    const externalIds = externals.map((x) => x.id);
    const leaveRows = await repo.listLeave(tx, tenantId, employeeIds, q.start, q.end);
    const leave = leaveByEmployee(leaveRows, q.start, q.end);
    const resources: PlannerResource[] = [
      ...employees.map((e): PlannerResource => ({
        resourceType: "employee",
        resourceId: e.id,
        name: e.name,
        department: e.department,
        position: e.position,
        weeklyHours: e.weeklyHours,
        workSchedule: e.workSchedule === "other" ? "other" : "general",
        activeFrom: e.employmentStart,
        activeUntil: e.employmentEnd,
        leave: [...(leave.get(e.id) ?? new Map()).entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([date, l]) => ({ date, state: l.state, leaveType: l.leaveType, halfDay: l.halfDay })),
      })),
      ...externals.map((x): PlannerResource => ({
        resourceType: "external",
        resourceId: x.id,
        name: x.name,
        department: x.company,
        position: null,
        weeklyHours: 40,
        workSchedule: "general",
        activeFrom: x.contractStart,
        activeUntil: x.contractEnd,
        leave: [],
      })),
    ];
    const rows = await repo.listAllocations(tx, tenantId, {
      start: q.start,
      end: q.end,
      projectId: q.projectId,
      people: { employeeIds, externalIds },
    });
    const facts = rows.length > 0 ? await loadConflictFacts(tx, tenantId, rows) : null;
    const allocations = facts ? rows.map((r) => toAllocation(r, facts)) : [];
    const projectRows = await repo.listPlannableProjects(tx, tenantId);
    const costs = withCost
      ? await projectCosts(
          tx,
          tenantId,
          projectRows.map((x) => x.id),
          q.end,
        )
      : null;
    return {
      start: q.start,
      end: q.end,
      days,
      resources,
      allocations,
      projects: projectRows.map((x) => ({
        id: x.id,
        code: x.code,
        name: x.name,
        status: x.status === "active" ? "active" : "planned",
        startDate: x.startDate,
        endDate: x.endDate,
        budget: x.budgetHuf,
        costToDateHuf: costs ? Math.round(costs.get(x.id) ?? 0) : null,
      })),
      canEdit: canEditAllocations(auth),
    };
  });
}

function szochoOf(year: number): number {
  try {
    return getPayrollRates(year).szochoRate;
  } catch (err) {
    if (!(err instanceof PayrollRatesNotLoadedError)) throw err;
    const nearest = year < (PAYROLL_RATES[0]?.year ?? year) ? PAYROLL_RATES[0] : PAYROLL_RATES.at(-1);
    return nearest?.szochoRate ?? 0.13;
  }
}

/** Working days of a month for the calendar options (tolerant of years without a loaded decree). */
function workingDaysInMonth(year: number, month: number, calendar: CalendarOptions): number {
  let count = 0;
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    if (plannerDayInfo(formatIsoDate({ year, month, day }), calendar).isWorkingDay) count += 1;
  }
  return count;
}

/**
 * Cost of each project's allocations from their start up to `end`, HUF (not rounded). Employees: hours
 * planned on each working day without approved leave × the hourly employer cost of the wage valid that day
 * (monthly gross × (1 + szocho) / the month's working hours, `hu/payroll-rates.ts`; a year without rates uses
 * the nearest loaded year's szocho); no wage → 0. External resources: hourly rate, else daily rate / 8.
 */
export async function projectCosts(
  tx: Tx,
  tenantId: number,
  projectIds: readonly number[],
  end: IsoDate,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const rows = await repo.listProjectHours(tx, tenantId, projectIds, end);
  if (rows.length === 0) return out;
  let from = end;
  for (const r of rows) if (r.start < from) from = r.start;
  const employeeIds = [...new Set(rows.flatMap((r) => (r.employeeId !== null ? [r.employeeId] : [])))];
  const externalIds = [
    ...new Set(rows.flatMap((r) => (r.externalResourceId !== null ? [r.externalResourceId] : []))),
  ];
  const employees = new Map((await repo.listEmployeeFacts(tx, tenantId, employeeIds)).map((e) => [e.id, e]));
  const externals = new Map((await repo.listExternalFacts(tx, tenantId, externalIds)).map((e) => [e.id, e]));
  const wages = new Map<number, { effectiveFrom: string; monthlyGross: number }[]>();
  for (const w of await repo.listWages(tx, tenantId, employeeIds)) {
    const list = wages.get(w.employeeId) ?? [];
    list.push(w);
    wages.set(w.employeeId, list);
  }
  const leave = leaveByEmployee(await repo.listLeave(tx, tenantId, employeeIds, from, end), from, end);
  const companyRestDays = await listCompanyRestDays(tx, tenantId, from, end);
  const monthHours = new Map<string, number>();
  for (const r of rows) {
    const employee = r.employeeId !== null ? employees.get(r.employeeId) : undefined;
    const external = r.externalResourceId !== null ? externals.get(r.externalResourceId) : undefined;
    const calendar: CalendarOptions = {
      companyRestDays,
      workSchedule: employee?.workSchedule === "other" ? "other" : "general",
    };
    const weeklyHours = employee?.weeklyHours ?? 40;
    const personLeave = r.employeeId !== null ? leave.get(r.employeeId) : undefined;
    const history = r.employeeId !== null ? (wages.get(r.employeeId) ?? []) : [];
    const externalRate = external ? (external.hourlyRateHuf ?? (external.dailyRateHuf ?? 0) / 8) : 0;
    let cost = 0;
    eachDay(r.start, r.end, r.start, end, (date) => {
      if (!plannerDayInfo(date, calendar).isWorkingDay) return;
      const l = personLeave?.get(date);
      if (l && l.state !== "pending") return;
      if (external) {
        cost += r.hoursPerDay * externalRate;
        return;
      }
      let gross = 0;
      for (const w of history) if (w.effectiveFrom <= date) gross = w.monthlyGross;
      if (gross === 0) return;
      const { year, month } = toDateParts(date);
      const key = `${year}-${month}-${weeklyHours}-${calendar.workSchedule}`;
      let hours = monthHours.get(key);
      if (hours === undefined) {
        hours = (workingDaysInMonth(year, month, calendar) * weeklyHours) / 5;
        monthHours.set(key, hours);
      }
      if (hours > 0) cost += (r.hoursPerDay * gross * (1 + szochoOf(year))) / hours;
    });
    out.set(r.projectId, (out.get(r.projectId) ?? 0) + cost);
  }
  return out;
}
