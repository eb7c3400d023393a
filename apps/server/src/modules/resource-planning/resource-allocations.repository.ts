import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { employees, employeeWages } from "../employees/employees.table.ts";
import { externalResources } from "../external-resources/external-resources.table.ts";
import { absenceTypes, leaveRequests } from "../leave/leave.table.ts";
import { projects } from "../projects/projects.table.ts";
import { resourceAllocations } from "./resource-allocations.table.ts";
import { absenceTypeOfLeave } from "../leave/leave.repository.ts";

/**
 * Queries of the resource planner (issue 9 §1). Every list is one query for any number of people (no
 * per-resource loops), so the planner answers 2,000 employees × a month in a handful of round trips.
 */

const a = resourceAllocations;

const allocationColumns = {
  id: a.id,
  resourceType: a.resourceType,
  employeeId: a.employeeId,
  externalResourceId: a.externalResourceId,
  projectId: a.projectId,
  start: a.startDate,
  end: a.endDate,
  hoursPerDay: a.hoursPerDay,
  status: a.status,
  note: a.note,
  resourceName: sql<string>`coalesce(${employees.name}, ${externalResources.name}, '')`,
  projectCode: projects.code,
  projectName: projects.name,
};

export type AllocationRow = {
  id: number;
  resourceType: string;
  employeeId: number | null;
  externalResourceId: number | null;
  projectId: number;
  start: string;
  end: string;
  hoursPerDay: number;
  status: string;
  note: string | null;
  resourceName: string;
  projectCode: string;
  projectName: string;
};

export type AllocationFilter = {
  start: string;
  end: string;
  projectId?: number | undefined;
  resourceType?: "employee" | "external" | undefined;
  resourceId?: number | undefined;
  /** Only these employees (and no external resources) — a plain user's own view. */
  onlyEmployeeIds?: readonly number[] | undefined;
  /** Only allocations of these people (either list may be empty). */
  people?: { employeeIds: readonly number[]; externalIds: readonly number[] } | undefined;
  ids?: readonly number[] | undefined;
};

/** Allocations overlapping `start`..`end` (inclusive) by the filter, ordered by resource name, start, id. */
export async function listAllocations(
  tx: Tx,
  tenantId: number,
  f: AllocationFilter,
): Promise<AllocationRow[]> {
  const where: (SQL | undefined)[] = [
    eq(a.tenantId, tenantId),
    lte(a.startDate, f.end),
    gte(a.endDate, f.start),
  ];
  if (f.projectId !== undefined) where.push(eq(a.projectId, f.projectId));
  if (f.resourceType) where.push(eq(a.resourceType, f.resourceType));
  if (f.resourceId !== undefined) {
    where.push(
      f.resourceType === "external"
        ? eq(a.externalResourceId, f.resourceId)
        : f.resourceType === "employee"
          ? eq(a.employeeId, f.resourceId)
          : or(eq(a.employeeId, f.resourceId), eq(a.externalResourceId, f.resourceId)),
    );
  }
  if (f.onlyEmployeeIds) {
    if (f.onlyEmployeeIds.length === 0) return [];
    where.push(inArray(a.employeeId, [...f.onlyEmployeeIds]));
  }
  if (f.people) {
    const parts: SQL[] = [];
    if (f.people.employeeIds.length > 0) parts.push(inArray(a.employeeId, [...f.people.employeeIds]));
    if (f.people.externalIds.length > 0) parts.push(inArray(a.externalResourceId, [...f.people.externalIds]));
    if (parts.length === 0) return [];
    where.push(or(...parts));
  }
  if (f.ids) {
    if (f.ids.length === 0) return [];
    where.push(inArray(a.id, [...f.ids]));
  }
  const rows = await tx
    .select(allocationColumns)
    .from(a)
    .innerJoin(projects, and(eq(projects.tenantId, a.tenantId), eq(projects.id, a.projectId)))
    .leftJoin(employees, and(eq(employees.tenantId, a.tenantId), eq(employees.id, a.employeeId)))
    .leftJoin(
      externalResources,
      and(eq(externalResources.tenantId, a.tenantId), eq(externalResources.id, a.externalResourceId)),
    )
    .where(and(...where))
    .orderBy(asc(a.startDate), asc(a.id));
  return rows;
}

/** One allocation with names, or null. */
export async function findAllocation(tx: Tx, tenantId: number, id: number): Promise<AllocationRow | null> {
  const rows = await tx
    .select(allocationColumns)
    .from(a)
    .innerJoin(projects, and(eq(projects.tenantId, a.tenantId), eq(projects.id, a.projectId)))
    .leftJoin(employees, and(eq(employees.tenantId, a.tenantId), eq(employees.id, a.employeeId)))
    .leftJoin(
      externalResources,
      and(eq(externalResources.tenantId, a.tenantId), eq(externalResources.id, a.externalResourceId)),
    )
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
  return rows[0] ?? null;
}

export type AllocationValues = {
  resourceType: "employee" | "external";
  employeeId: number | null;
  externalResourceId: number | null;
  projectId: number;
  startDate: string;
  endDate: string;
  hoursPerDay: number;
  status: "tentative" | "confirmed";
  note: string | null;
};

/** Inserts allocations (one statement) and returns their ids in input order. */
export async function insertAllocations(
  tx: Tx,
  tenantId: number,
  userId: number | null,
  values: readonly AllocationValues[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(a)
    .values(values.map((v) => ({ ...v, tenantId, createdByUserId: userId })))
    .returning({ id: a.id });
  return rows.map((r) => r.id);
}

export async function updateAllocation(
  tx: Tx,
  tenantId: number,
  id: number,
  values: AllocationValues,
): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)))
    .returning({ id: a.id });
  return rows.length > 0;
}

export async function deleteAllocation(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)))
    .returning({ id: a.id });
  return rows.length > 0;
}

export type ProjectFacts = {
  id: number;
  code: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string | null;
  budgetHuf: number | null;
  archived: boolean;
};

const projectFactColumns = {
  id: projects.id,
  code: projects.code,
  name: projects.name,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  budgetHuf: projects.budgetHuf,
  archived: sql<boolean>`${projects.archivedAt} is not null`,
};

export async function listProjectFacts(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<ProjectFacts[]> {
  if (ids.length === 0) return [];
  return tx
    .select(projectFactColumns)
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, [...ids])));
}

/** Active and planned, not archived projects (the planner's picker), by code. */
export async function listPlannableProjects(
  tx: Tx,
  tenantId: number,
  projectId?: number,
): Promise<ProjectFacts[]> {
  const where = [
    eq(projects.tenantId, tenantId),
    isNull(projects.archivedAt),
    inArray(projects.status, ["active", "planned"]),
  ];
  if (projectId !== undefined) where.push(eq(projects.id, projectId));
  return tx
    .select(projectFactColumns)
    .from(projects)
    .where(and(...where))
    .orderBy(asc(projects.code));
}

export type EmployeeFacts = {
  id: number;
  name: string;
  department: string | null;
  position: string | null;
  weeklyHours: number;
  workSchedule: string;
  employmentStart: string | null;
  employmentEnd: string | null;
  active: boolean;
};

const employeeFactColumns = {
  id: employees.id,
  name: employees.name,
  department: employees.department,
  position: employees.position,
  weeklyHours: employees.weeklyHours,
  workSchedule: employees.workSchedule,
  employmentStart: employees.employmentStart,
  employmentEnd: employees.employmentEnd,
  active: employees.active,
};

export async function listEmployeeFacts(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<EmployeeFacts[]> {
  if (ids.length === 0) return [];
  return tx
    .select(employeeFactColumns)
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...ids])));
}

/**
 * Active employees employed in `start`..`end` (open dates count as unbounded), optionally narrowed by
 * department (exact), name search (case-insensitive substring) or one employee; by department then name.
 */
export async function listPlannerEmployees(
  tx: Tx,
  tenantId: number,
  f: {
    start: string;
    end: string;
    department?: string | undefined;
    search?: string | undefined;
    employeeId?: number;
  },
): Promise<EmployeeFacts[]> {
  const where = [
    eq(employees.tenantId, tenantId),
    eq(employees.active, true),
    or(isNull(employees.employmentStart), lte(employees.employmentStart, f.end)),
    or(isNull(employees.employmentEnd), gte(employees.employmentEnd, f.start)),
  ];
  if (f.department) where.push(eq(employees.department, f.department));
  if (f.search) where.push(sql`${employees.name} ilike ${likePattern(f.search)}`);
  if (f.employeeId !== undefined) where.push(eq(employees.id, f.employeeId));
  return tx
    .select(employeeFactColumns)
    .from(employees)
    .where(and(...where))
    .orderBy(sql`${employees.department} asc nulls last`, asc(employees.name), asc(employees.id));
}

export type ExternalFacts = {
  id: number;
  name: string;
  company: string | null;
  contractStart: string | null;
  contractEnd: string | null;
  dailyRateHuf: number | null;
  hourlyRateHuf: number | null;
  active: boolean;
};

const externalFactColumns = {
  id: externalResources.id,
  name: externalResources.name,
  company: externalResources.company,
  contractStart: externalResources.contractStart,
  contractEnd: externalResources.contractEnd,
  dailyRateHuf: externalResources.dailyRateHuf,
  hourlyRateHuf: externalResources.hourlyRateHuf,
  active: externalResources.active,
};

export async function listExternalFacts(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<ExternalFacts[]> {
  if (ids.length === 0) return [];
  return tx
    .select(externalFactColumns)
    .from(externalResources)
    .where(and(eq(externalResources.tenantId, tenantId), inArray(externalResources.id, [...ids])));
}

/** Active external resources (search on name / company), by name. */
export async function listPlannerExternals(
  tx: Tx,
  tenantId: number,
  f: { search?: string | undefined },
): Promise<ExternalFacts[]> {
  const where = [eq(externalResources.tenantId, tenantId), eq(externalResources.active, true)];
  if (f.search) {
    const like = likePattern(f.search);
    where.push(sql`(${externalResources.name} ilike ${like} or ${externalResources.company} ilike ${like})`);
  }
  return tx
    .select(externalFactColumns)
    .from(externalResources)
    .where(and(...where))
    .orderBy(asc(externalResources.name), asc(externalResources.id));
}

export type LeaveRow = {
  employeeId: number;
  leaveType: string;
  start: string;
  end: string;
  halfDay: string | null;
  status: string;
};

/**
 * Approved and pending leave (home office excluded: it is work) of the employees overlapping the span.
 * A type hidden from colleagues (issue 22 §1: its `visibleToColleaguesAs` differs from its name, e.g.
 * táppénz, véradás) comes back as `betegszabadsag`, the code the planner already treats as health data.
 */
export async function listLeave(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[] | "all",
  start: string,
  end: string,
): Promise<LeaveRow[]> {
  if (employeeIds !== "all" && employeeIds.length === 0) return [];
  const where = [
    eq(leaveRequests.tenantId, tenantId),
    inArray(leaveRequests.status, ["pending", "approved"]),
    ne(leaveRequests.leaveType, "home_office"),
    sql`coalesce(${absenceTypes.attendanceCode}, '') <> 'homeOffice'`,
    lte(leaveRequests.startDate, end),
    gte(leaveRequests.endDate, start),
  ];
  if (employeeIds !== "all") where.push(inArray(leaveRequests.employeeId, [...employeeIds]));
  return tx
    .select({
      employeeId: leaveRequests.employeeId,
      leaveType: sql<string>`case when ${absenceTypes.visibleToColleaguesAs} <> ${absenceTypes.name} then 'betegszabadsag' else ${leaveRequests.leaveType} end`,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .leftJoin(absenceTypes, absenceTypeOfLeave())
    .where(and(...where));
}

export type HoursRow = {
  id: number;
  employeeId: number | null;
  externalResourceId: number | null;
  start: string;
  end: string;
  hoursPerDay: number;
  projectId: number;
};

/**
 * Every allocation of the given people overlapping the span (for the day totals behind over-allocation),
 * or of everyone (`"all"`) — one query either way.
 */
export async function listHours(
  tx: Tx,
  tenantId: number,
  people: { employeeIds: readonly number[]; externalIds: readonly number[] } | "all",
  start: string,
  end: string,
): Promise<HoursRow[]> {
  const where: (SQL | undefined)[] = [eq(a.tenantId, tenantId), lte(a.startDate, end), gte(a.endDate, start)];
  if (people !== "all") {
    const parts: SQL[] = [];
    if (people.employeeIds.length > 0) parts.push(inArray(a.employeeId, [...people.employeeIds]));
    if (people.externalIds.length > 0) parts.push(inArray(a.externalResourceId, [...people.externalIds]));
    if (parts.length === 0) return [];
    where.push(or(...parts));
  }
  return tx
    .select({
      id: a.id,
      employeeId: a.employeeId,
      externalResourceId: a.externalResourceId,
      start: a.startDate,
      end: a.endDate,
      hoursPerDay: a.hoursPerDay,
      projectId: a.projectId,
    })
    .from(a)
    .where(and(...where));
}

/** Allocations of the projects up to `end` (for cost to date), with the person's weekly hours. */
export async function listProjectHours(
  tx: Tx,
  tenantId: number,
  projectIds: readonly number[],
  end: string,
): Promise<HoursRow[]> {
  if (projectIds.length === 0) return [];
  return tx
    .select({
      id: a.id,
      employeeId: a.employeeId,
      externalResourceId: a.externalResourceId,
      start: a.startDate,
      end: a.endDate,
      hoursPerDay: a.hoursPerDay,
      projectId: a.projectId,
    })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), inArray(a.projectId, [...projectIds]), lte(a.startDate, end)));
}

/** Wage history of the employees (ascending by date). */
export async function listWages(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
): Promise<{ employeeId: number; effectiveFrom: string; monthlyGross: number }[]> {
  if (employeeIds.length === 0) return [];
  return tx
    .select({
      employeeId: employeeWages.employeeId,
      effectiveFrom: employeeWages.effectiveFrom,
      monthlyGross: employeeWages.monthlyGross,
    })
    .from(employeeWages)
    .where(and(eq(employeeWages.tenantId, tenantId), inArray(employeeWages.employeeId, [...employeeIds])))
    .orderBy(asc(employeeWages.employeeId), asc(employeeWages.effectiveFrom));
}

/** Active user accounts of an employee (the people an allocation notification goes to). */
export async function listUserIdsOfEmployee(tx: Tx, tenantId: number, employeeId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeId, employeeId), eq(users.active, true)));
  return rows.map((r) => r.id);
}

/** `%text%` for ilike, with the wildcard characters of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
