import type {
  Planner,
  PlannerDay,
  PlannerQuery,
  PlannerResource,
} from "@office/shared/resource-planning/planner.contract";
import { plannerDayInfo } from "@office/shared/resource-planning/allocation-conflicts";
import type { CalendarOptions } from "@office/shared/hu/calendar";
import { toDateParts, type IsoDate } from "@office/shared/hu/iso-date";
import { isTooFewPeople } from "@office/shared/reports/wage-privacy";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { loadCompanyRates, szochoRateOf, type CompanyRate } from "../wages/company-rate.ts";
import { eachDay, leaveByEmployee, loadConflictFacts, toAllocation } from "./allocation-context.ts";
import { assertRange, canEditAllocations, seesAllAllocations } from "./resource-allocations.service.ts";
import * as repo from "./resource-allocations.repository.ts";
import { sumBookedHoursByAllocation } from "./booked-hours.repository.ts";
import { projectActualCosts, workingDaysInMonth, type ProjectActualCost } from "./project-actual-cost.ts";
import { computeWeeklyLoad } from "./weekly-load.service.ts";

/**
 * `GET /api/resourcePlanner?start=&end=&projectId=&department=&search=` (issue 9 §1, `planner.contract.ts`):
 * the calendar days of the range (general schedule with the company rest days), the resources — active
 * employees employed in the range by department then name, then active external resources by name
 * (`department` narrows employees to one department and external resources to that company; `search` is a
 * name substring) — with their leave days in the range, the allocations of those resources overlapping the
 * range (with conflicts; `projectId` narrows the allocations, not the rows nor the picker), the plannable projects (active
 * and planned, not archived) with `costToDateHuf` (`projectCosts`: exact for `employeeWages2`, at the company's
 * average hourly cost for a projectManager without it, withheld from fewer than 3 people — issue 18 §1), and `canEdit`. A caller without `projectManager` or `hr`
 * gets only themself (and no external resources). Issue 21 §4: each allocation's `bookedHours` (range ∩
 * allocation), `weeklyLoad` (planned vs actual per employee and ISO week, `computeWeeklyLoad`) and each
 * project's budget burn from booked hours (`actualCostHuf`, `projectActualCosts`, same pricing and privacy
 * rule). Query count is fixed (no per-resource loops).
 */
export async function getPlanner(p: Platform, ctx: RequestContext, q: PlannerQuery): Promise<Planner> {
  assertRange(q.start, q.end);
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const seesAll = seesAllAllocations(auth);
  const withCost = hasAnyRole(auth.roles, ["projectManager", "employeeWages2"]);
  const basis: CostBasis = hasAnyRole(auth.roles, ["employeeWages2"]) ? "exact" : "averageRate";
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
    const booked = await sumBookedHoursByAllocation(
      tx,
      tenantId,
      rows.map((r) => r.id),
      q.start,
      q.end,
    );
    const allocations = facts ? rows.map((r) => toAllocation(r, facts, booked.get(r.id))) : [];
    const weeklyLoad = await computeWeeklyLoad(tx, tenantId, employees, leave, restDays, q.start, q.end);
    const projectRows = await repo.listPlannableProjects(tx, tenantId);
    const projectIds = projectRows.map((x) => x.id);
    const costs = withCost ? await projectCosts(tx, tenantId, projectIds, q.end, basis) : null;
    const actual = withCost ? await projectActualCosts(tx, tenantId, projectIds, q.end, basis) : null;
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
        ...costFields(costs?.get(x.id), costs ? basis : null),
        ...actualCostFields(costs?.get(x.id), actual?.get(x.id), actual ? basis : null),
      })),
      weeklyLoad,
      canEdit: canEditAllocations(auth),
    };
  });
}

type CostBasis = "exact" | "averageRate";

/** A project's cost to date while it is summed (HUF, not rounded) and what it is built from. */
export type ProjectCostToDate = {
  costHuf: number;
  /** Employees with planned hours counted in the cost. */
  people: Set<number>;
  /** True when employee hours fall in a year whose average rate is withheld (`averageRate` only). */
  rateMissing: boolean;
  /** The external resources' part of `costHuf` (their rates are not wages). */
  externalHuf: number;
};

/** The planner's cost fields of a project (issue 18 §1: withheld from fewer than 3 people at the average rate). */
function costFields(
  cost: ProjectCostToDate | undefined,
  basis: CostBasis | null,
): { costToDateHuf: number | null; costBasis: CostBasis | null; costWithheld: boolean } {
  if (basis === null) return { costToDateHuf: null, costBasis: null, costWithheld: false };
  const withheld =
    basis === "averageRate" &&
    cost !== undefined &&
    (isTooFewPeople(cost.people.size) || (cost.people.size > 0 && cost.rateMissing));
  return {
    costToDateHuf: withheld ? null : Math.round(cost?.costHuf ?? 0),
    costBasis: basis,
    costWithheld: withheld,
  };
}

/**
 * The planner's budget-burn fields (issue 21 §4): booked employee cost (`projectActualCosts`) plus the external
 * resources' planned cost; withheld like `costFields` (fewer than 3 people at the average rate).
 */
function actualCostFields(
  planned: ProjectCostToDate | undefined,
  booked: ProjectActualCost | undefined,
  basis: CostBasis | null,
): { actualCostHuf: number | null; actualCostWithheld: boolean; bookedHours: number | null } {
  if (basis === null) return { actualCostHuf: null, actualCostWithheld: false, bookedHours: null };
  const people = booked?.people.size ?? 0;
  const withheld =
    basis === "averageRate" && (isTooFewPeople(people) || (people > 0 && (booked?.rateMissing ?? false)));
  return {
    actualCostHuf: withheld ? null : Math.round((booked?.costHuf ?? 0) + (planned?.externalHuf ?? 0)),
    actualCostWithheld: withheld,
    bookedHours: Math.round((booked?.hours ?? 0) * 100) / 100,
  };
}

/**
 * Cost of each project's allocations from their start up to `end`. External resources: hourly rate, else
 * daily rate / 8, per planned hour. Employees: hours planned on each working day without approved leave ×
 * - `exact` (`employeeWages2`): the hourly employer cost of the wage valid that day (monthly gross × (1 +
 *   szocho) / the month's working hours, `hu/payroll-rates.ts`; a year without rates uses the nearest loaded
 *   year's szocho); no wage → 0;
 * - `averageRate` (everyone else, issue 18 §1): the company's average hourly cost of that day's year
 *   (`wages/company-rate.ts`), whatever the person's own wage, so the cost moves by hours × that rate when an
 *   allocation changes and reveals nobody's wage.
 * Answers per project id the cost (HUF, not rounded), the employees counted and whether a rate was withheld.
 */
export async function projectCosts(
  tx: Tx,
  tenantId: number,
  projectIds: readonly number[],
  end: IsoDate,
  basis: CostBasis,
): Promise<Map<number, ProjectCostToDate>> {
  const out = new Map<number, ProjectCostToDate>();
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
  if (basis === "exact") {
    for (const w of await repo.listWages(tx, tenantId, employeeIds)) {
      const list = wages.get(w.employeeId) ?? [];
      list.push(w);
      wages.set(w.employeeId, list);
    }
  }
  const rates = new Map<number, CompanyRate>();
  if (basis === "averageRate" && employeeIds.length > 0) {
    const years: number[] = [];
    for (let y = toDateParts(from).year; y <= toDateParts(end).year; y += 1) years.push(y);
    for (const [year, rate] of await loadCompanyRates(tx, tenantId, years)) rates.set(year, rate);
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
    const entry = out.get(r.projectId) ?? {
      costHuf: 0,
      people: new Set<number>(),
      rateMissing: false,
      externalHuf: 0,
    };
    out.set(r.projectId, entry);
    eachDay(r.start, r.end, r.start, end, (date) => {
      if (!plannerDayInfo(date, calendar).isWorkingDay) return;
      const l = personLeave?.get(date);
      if (l && l.state !== "pending") return;
      if (external) {
        entry.costHuf += r.hoursPerDay * externalRate;
        entry.externalHuf += r.hoursPerDay * externalRate;
        return;
      }
      if (r.employeeId === null) return;
      const { year, month } = toDateParts(date);
      if (basis === "averageRate") {
        const rate = rates.get(year)?.hourlyCostHuf ?? null;
        entry.people.add(r.employeeId);
        if (rate === null) entry.rateMissing = true;
        else entry.costHuf += r.hoursPerDay * rate;
        return;
      }
      let gross = 0;
      for (const w of history) if (w.effectiveFrom <= date) gross = w.monthlyGross;
      if (gross === 0) return;
      entry.people.add(r.employeeId);
      const key = `${year}-${month}-${weeklyHours}-${calendar.workSchedule}`;
      let hours = monthHours.get(key);
      if (hours === undefined) {
        hours = (workingDaysInMonth(year, month, calendar) * weeklyHours) / 5;
        monthHours.set(key, hours);
      }
      if (hours > 0) entry.costHuf += (r.hoursPerDay * gross * (1 + szochoRateOf(year))) / hours;
    });
  }
  return out;
}
