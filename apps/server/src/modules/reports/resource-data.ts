import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { CalendarOptions } from "@office/shared/hu/calendar";
import { employerCost, type PayAbsence } from "@office/shared/hu/employer-cost";
import {
  getPayrollRatesOrLatest,
  PayrollRatesNotLoadedError,
  provisionalRateNote,
} from "@office/shared/hu/payroll-rates";
import {
  allocationConflicts,
  type LeaveDayState,
} from "@office/shared/resource-planning/allocation-conflicts";
import type { Tx } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import {
  calendarOr400,
  monthsInRange,
  provisionalFieldsOf,
  provisionalForRange,
  spanDays,
  type MonthSpan,
} from "../attendance/attendance-calendar.ts";
import * as attendanceRepo from "../attendance/attendance.repository.ts";
import { buildSheetRows } from "../attendance/attendance-sheet.ts";
import { costCenters } from "../cost-centers/cost-centers.table.ts";
import { employeeWages, employees } from "../employees/employees.table.ts";
import { externalResources } from "../external-resources/external-resources.table.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { projects } from "../projects/projects.table.ts";
import { resourceAllocations } from "../resource-planning/resource-allocations.table.ts";

/**
 * The facts behind the resource and resource-cost reports (issue 9 §2), month by month over a range:
 * the attendance sheet of each employee employed in the range, the planned hours of every allocation
 * (`resource_allocations`, tentative and confirmed alike: the reports show the plan), and — when asked —
 * the employer cost from the wage history.
 *
 * Rules:
 * - Planned hours of an allocation on a day: `hours_per_day` on the person's working days, 0 on approved
 *   leave or sick days (full days of the attendance sheet, hr's edits included; half on a half day) and outside the employment
 *   (`allocationConflicts().plannedHours`, the planner's rule). External resources: the general calendar.
 * - Cost of an employee's month (`employerCost`: wage valid on each day, unpaid leave unpaid, betegszabadság
 *   at 70 %) is split over projects at the month's hourly cost = month's cost / month's capacity hours
 *   (working days in the employment × weeklyHours / 5, issue 9 §2); when the plan exceeds the capacity the
 *   cost is split in proportion to the hours instead. What is left is "Nem allokált", on the employee's own
 *   cost centre; project shares go to the project's cost centre.
 * - External resources: hourly rate × planned hours when an hourly rate is set, else daily rate × planned
 *   days (days with planned hours), else 0 (`rateKind` null). Always computed: contractor rates are not
 *   wages (`withCost` only loads the wages and the employees' cost).
 * - A year after the last one whose swapped working days are loaded (2027 today) is counted provisionally
 *   (issue 22 §4: a missing table never blocks work): the statutory holidays of Mt. 102. § (1) and the
 *   weekends, no swaps; `provisionalCalendar` / `provisionalCalendarNote` say so.
 * Errors: 400 (Hungarian) for a past year without calendar (before 2020) or, with costs, a year before every
 * loaded payroll year.
 */
export type ProjectInfo = { id: number; code: string; name: string; costCenterId: number | null };
export type CostCenterInfo = { id: number; code: string; name: string };

export type EmployeeInfo = {
  id: number;
  name: string;
  employeeNumber: string | null;
  department: string | null;
  costCenterId: number | null;
  dailyHours: number;
};

export type EmployeeMonth = {
  employeeId: number;
  year: number;
  month: number;
  workingDays: number;
  presentDays: number;
  leaveDays: number;
  sickDays: number;
  capacityHours: number;
  /** Planned hours by project id. */
  hours: Map<number, number>;
  /** With costs: gross and employer cost of the month, and the cost by project id (rest = unallocated). */
  grossHuf: number;
  employerCostHuf: number;
  costByProject: Map<number, number>;
  unallocatedHuf: number;
};

export type ExternalInfo = {
  id: number;
  name: string;
  company: string | null;
  rateKind: "hourly" | "daily" | null;
  rateHuf: number | null;
};

export type ExternalMonth = {
  externalResourceId: number;
  year: number;
  month: number;
  workingDays: number;
  hours: Map<number, number>;
  days: Map<number, number>;
  costByProject: Map<number, number>;
};

export type ResourceData = {
  months: MonthSpan[];
  employees: EmployeeInfo[];
  externals: ExternalInfo[];
  projects: Map<number, ProjectInfo>;
  costCenters: Map<number, CostCenterInfo>;
  employeeMonths: EmployeeMonth[];
  externalMonths: ExternalMonth[];
  /** True when a year of the range was counted without its decree (issue 22 §4). */
  provisionalCalendar: boolean;
  /** The Hungarian reason shown with a provisional answer, else null. */
  provisionalCalendarNote: string | null;
};

/**
 * The payroll-rate source of every year of `start`..`end`, joined; a year after the latest loaded one is
 * computed with that year's rates and flagged "IDEIGLENES" (issue 22 §4, `getPayrollRatesOrLatest`); 400 for
 * a year before every loaded one.
 */
export function rateSourceOf(startYear: number, endYear: number): string {
  const parts: string[] = [];
  try {
    for (let y = startYear; y <= endYear; y += 1) {
      const { rates, fallbackFromYear } = getPayrollRatesOrLatest(y);
      const note = fallbackFromYear === null ? "" : `${provisionalRateNote(y, fallbackFromYear)} — `;
      parts.push(`${y}: ${note}${rates.source}`);
    }
  } catch (err) {
    if (err instanceof PayrollRatesNotLoadedError) throw badRequest(err.message);
    throw err;
  }
  return `Bérjárulék-kulcsok — ${parts.join(" | ")}`;
}

const add = (map: Map<number, number>, key: number, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

/** Loads and computes the month-by-month facts of `start`..`end` (see the module rules). */
export async function loadResourceData(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
  withCost: boolean,
): Promise<ResourceData> {
  const restDays = await listCompanyRestDays(tx, tenantId, start, end);
  const sheetEmployees = await attendanceRepo.listEmployeesEmployedBetween(tx, tenantId, start, end);
  const ids = sheetEmployees.map((e) => e.id);
  const leaves = await attendanceRepo.listApprovedLeaveBetween(tx, tenantId, start, end, ids);
  const entries = await attendanceRepo.listEntriesBetween(tx, tenantId, start, end, ids);
  const extra = ids.length
    ? await tx
        .select({
          id: employees.id,
          costCenterId: employees.costCenterId,
          weeklyHours: employees.weeklyHours,
        })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ids)))
    : [];
  const allocations = await tx
    .select({
      resourceType: resourceAllocations.resourceType,
      employeeId: resourceAllocations.employeeId,
      externalResourceId: resourceAllocations.externalResourceId,
      projectId: resourceAllocations.projectId,
      startDate: resourceAllocations.startDate,
      endDate: resourceAllocations.endDate,
      hoursPerDay: resourceAllocations.hoursPerDay,
    })
    .from(resourceAllocations)
    .where(
      and(
        eq(resourceAllocations.tenantId, tenantId),
        lte(resourceAllocations.startDate, end),
        gte(resourceAllocations.endDate, start),
      ),
    );
  const projectRows = await tx
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      costCenterId: projects.costCenterId,
    })
    .from(projects)
    .where(eq(projects.tenantId, tenantId));
  const centreRows = await tx
    .select({ id: costCenters.id, code: costCenters.code, name: costCenters.name })
    .from(costCenters)
    .where(eq(costCenters.tenantId, tenantId));
  const externalIds = [
    ...new Set(allocations.flatMap((a) => (a.externalResourceId === null ? [] : [a.externalResourceId]))),
  ];
  const externalRows = externalIds.length
    ? await tx
        .select({
          id: externalResources.id,
          name: externalResources.name,
          company: externalResources.company,
          dailyRateHuf: externalResources.dailyRateHuf,
          hourlyRateHuf: externalResources.hourlyRateHuf,
        })
        .from(externalResources)
        .where(and(eq(externalResources.tenantId, tenantId), inArray(externalResources.id, externalIds)))
    : [];
  const wages = withCost ? await wagesOf(tx, tenantId, ids) : new Map<number, WageRow[]>();
  return computeResourceData(
    {
      restDays,
      sheetEmployees,
      leaves,
      entries,
      extra,
      allocations,
      projects: projectRows,
      costCenters: centreRows,
      externals: externalRows,
      wages,
    },
    start,
    end,
    withCost,
  );
}

/** Everything `computeResourceData` needs, as the database gives it (see `loadResourceData`). */
export type ResourceInputs = {
  restDays: string[];
  sheetEmployees: attendanceRepo.SheetEmployee[];
  leaves: attendanceRepo.SheetLeave[];
  entries: attendanceRepo.SheetEntry[];
  extra: { id: number; costCenterId: number | null; weeklyHours: number }[];
  allocations: {
    resourceType: string;
    employeeId: number | null;
    externalResourceId: number | null;
    projectId: number;
    startDate: string;
    endDate: string;
    hoursPerDay: number;
  }[];
  projects: ProjectInfo[];
  costCenters: CostCenterInfo[];
  externals: {
    id: number;
    name: string;
    company: string | null;
    dailyRateHuf: number | null;
    hourlyRateHuf: number | null;
  }[];
  wages: Map<number, WageRow[]>;
};

/** The pure part of `loadResourceData` (no database; the bench feeds it synthetic inputs). */
export function computeResourceData(
  inputs: ResourceInputs,
  start: string,
  end: string,
  withCost: boolean,
): ResourceData {
  const { restDays, sheetEmployees, leaves, entries, extra, allocations, wages } = inputs;
  const projectRows = inputs.projects;
  const centreRows = inputs.costCenters;
  const externalRows = inputs.externals;
  const months = monthsInRange(start, end);
  const startYear = Number(start.slice(0, 4));
  const endYear = Number(end.slice(0, 4));
  const provisional = provisionalForRange(startYear, endYear);
  const daysByMonth = months.map((m) => spanDays(m, restDays, provisional));
  const extraById = new Map(extra.map((e) => [e.id, e]));

  const allocationsByEmployee = new Map<number, typeof allocations>();
  const allocationsByExternal = new Map<number, typeof allocations>();
  for (const a of allocations) {
    const [map, key] =
      a.employeeId !== null
        ? [allocationsByEmployee, a.employeeId]
        : [allocationsByExternal, a.externalResourceId];
    if (key === null) continue;
    const list = map.get(key) ?? [];
    list.push(a);
    map.set(key, list);
  }

  const sheets = daysByMonth.map((days) =>
    buildSheetRows(days, { employees: sheetEmployees, leaves, entries }),
  );
  const employeeInfos: EmployeeInfo[] = [];
  const employeeMonths: EmployeeMonth[] = [];
  sheetEmployees.forEach((employee, i) => {
    const x = extraById.get(employee.id);
    const dailyHours = (x?.weeklyHours ?? 40) / 5;
    employeeInfos.push({
      id: employee.id,
      name: employee.name,
      employeeNumber: employee.employeeNumber,
      department: employee.department,
      costCenterId: x?.costCenterId ?? null,
      dailyHours,
    });
    const calendar: CalendarOptions = {
      companyRestDays: restDays,
      workSchedule: employee.workSchedule === "other" ? "other" : "general",
      provisional,
    };
    const leave = new Map<string, LeaveDayState>();
    const halfDayLeave = new Set<string>();
    const absences = new Map<string, PayAbsence>();
    sheets.forEach((sheet, m) => {
      sheet[i]?.cells.forEach((cell, d) => {
        const date = daysByMonth[m]?.[d]?.date;
        if (!date || !cell.code) return;
        const isAway = cell.code !== "present" && cell.code !== "homeOffice";
        if (cell.halfDay) {
          // A half day away plans half the hours (plannedHoursOnDay); pay is not reduced here.
          if (isAway) leave.set(date, cell.code === "sick" || cell.code === "sickPay" ? "sick" : "approved");
          if (isAway) halfDayLeave.add(date);
          return;
        }
        if (cell.code === "sick" || cell.code === "sickPay") leave.set(date, "sick");
        else if (isAway) leave.set(date, "approved");
        if (cell.code === "unpaid" || cell.code === "sick") absences.set(date, cell.code);
        else if (cell.code === "sickPay") absences.set(date, "sick");
      });
    });
    const cost = withCost
      ? calendarOr400(() =>
          employerCost({
            start,
            end,
            employment: { start: employee.employmentStart, end: employee.employmentEnd },
            wages: wages.get(employee.id) ?? [],
            absences,
            calendar,
          }),
        )
      : null;
    const own = allocationsByEmployee.get(employee.id) ?? [];
    months.forEach((span, m) => {
      const t = sheets[m]?.[i]?.totals;
      if (!t) return;
      const from = maxDate(span.start, employee.employmentStart);
      const to = minDate(span.end, employee.employmentEnd);
      const hours = new Map<number, number>();
      if (from <= to) {
        for (const a of own) {
          const s = maxDate(from, a.startDate);
          const e = minDate(to, a.endDate);
          if (s > e) continue;
          const planned = calendarOr400(
            () =>
              allocationConflicts({
                start: s,
                end: e,
                hoursPerDay: a.hoursPerDay,
                weeklyHours: dailyHours * 5,
                calendar,
                leave,
                halfDayLeave,
              }).plannedHours,
          );
          if (planned > 0) add(hours, a.projectId, planned);
        }
      }
      const capacityHours = t.workingDays * dailyHours;
      const monthCost = cost?.byMonth.find((c) => c.year === span.year && c.month === span.month);
      const employerCostHuf = monthCost?.employerCostHuf ?? 0;
      const costByProject = new Map<number, number>();
      const planned = [...hours.values()].reduce((s, h) => s + h, 0);
      const base = Math.max(capacityHours, planned);
      let split = 0;
      if (withCost && base > 0) {
        for (const [projectId, h] of hours) {
          const share = Math.round((employerCostHuf * h) / base);
          costByProject.set(projectId, share);
          split += share;
        }
      }
      employeeMonths.push({
        employeeId: employee.id,
        year: span.year,
        month: span.month,
        workingDays: t.workingDays,
        presentDays: t.present + t.homeOffice,
        leaveDays: t.leave + t.unpaid + t.paternity + t.parental + t.maternity + t.exemption + t.other,
        sickDays: t.sick + t.sickPay,
        capacityHours,
        hours,
        grossHuf: monthCost?.grossHuf ?? 0,
        employerCostHuf,
        costByProject,
        unallocatedHuf: employerCostHuf - split,
      });
    });
  });

  const externals: ExternalInfo[] = [];
  const externalMonths: ExternalMonth[] = [];
  for (const x of [...externalRows].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)) {
    const rateKind = x.hourlyRateHuf !== null ? "hourly" : x.dailyRateHuf !== null ? "daily" : null;
    const rateHuf = rateKind === "hourly" ? x.hourlyRateHuf : rateKind === "daily" ? x.dailyRateHuf : null;
    externals.push({ id: x.id, name: x.name, company: x.company, rateKind, rateHuf });
    const own = allocationsByExternal.get(x.id) ?? [];
    months.forEach((span, m) => {
      const hours = new Map<number, number>();
      const days = new Map<number, number>();
      for (const a of own) {
        const s = maxDate(span.start, a.startDate);
        const e = minDate(span.end, a.endDate);
        if (s > e) continue;
        const planned = calendarOr400(
          () =>
            allocationConflicts({ start: s, end: e, hoursPerDay: a.hoursPerDay, weeklyHours: 40 })
              .plannedHours,
        );
        if (planned <= 0) continue;
        add(hours, a.projectId, planned);
        add(days, a.projectId, planned / a.hoursPerDay);
      }
      const costByProject = new Map<number, number>();
      if (rateHuf !== null) {
        for (const [projectId, h] of hours) {
          const units = rateKind === "hourly" ? h : (days.get(projectId) ?? 0);
          costByProject.set(projectId, Math.round(units * rateHuf));
        }
      }
      const workingDays = daysByMonth[m]?.filter((d) => d.isWorkingDay).length ?? 0;
      externalMonths.push({
        externalResourceId: x.id,
        year: span.year,
        month: span.month,
        workingDays,
        hours,
        days,
        costByProject,
      });
    });
  }

  return {
    months,
    employees: employeeInfos,
    externals,
    projects: new Map(projectRows.map((p) => [p.id, p])),
    costCenters: new Map(centreRows.map((c) => [c.id, c])),
    employeeMonths,
    externalMonths,
    ...provisionalFieldsOf(startYear, endYear),
  };
}

export const collator = new Intl.Collator("hu", { sensitivity: "base" });

const maxDate = (a: string, b: string | null) => (b !== null && b > a ? b : a);
const minDate = (a: string, b: string | null) => (b !== null && b < a ? b : a);

export type WageRow = { effectiveFrom: string; monthlyGross: number };

async function wagesOf(tx: Tx, tenantId: number, ids: readonly number[]): Promise<Map<number, WageRow[]>> {
  const map = new Map<number, WageRow[]>();
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
