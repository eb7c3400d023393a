import { and, eq, inArray, isNull } from "drizzle-orm";
import { addDays, getIsoWeekday } from "@office/shared/hu/iso-date";
import { plannerDayInfo } from "@office/shared/resource-planning/allocation-conflicts";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { externalResources } from "../modules/external-resources/external-resources.table.ts";
import { leaveRequests } from "../modules/leave/leave.table.ts";
import { projectExternalResources, projectMembers, projects } from "../modules/projects/projects.table.ts";
import { resourceAllocations } from "../modules/resource-planning/resource-allocations.table.ts";
import { createRandom } from "./names.ts";

/**
 * Demo resource allocations (issue 9 §1 and §3): the members, managers and contractors of the active demo
 * projects planned in blocks of one to three working weeks from twelve months before today to three months
 * after (today as in `project-seed.ts`, so the blocks fall inside the projects' dates), each person kept
 * within their 8 hours a day and off their leave — except a few blocks that deliberately overlap approved
 * leave or overbook the day, so the planner has conflicts to show. Past blocks are confirmed, future ones
 * mostly confirmed and some tentative. The demo `user` and `pm` always have some. Contractors get contract
 * dates (one ends a month before the window does, so its last blocks fall outside the contract).
 * Deterministic for a given `now`. Call after `seedProjects`.
 */
export async function seedAllocations(
  tx: Tx,
  tenantId: number,
  accounts: { pmEmployeeId: number; userEmployeeId: number; createdByUserId: number | null },
  now = new Date(),
): Promise<void> {
  const random = createRandom(9_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)] as T;
  const today = now.toISOString().slice(0, 10);
  const windowStart = mondayOf(addMonths(today, -12));
  const windowEnd = addMonths(today, 3);

  const activeProjects = await tx
    .select({
      id: projects.id,
      startDate: projects.startDate,
      endDate: projects.endDate,
      managerId: projects.managerId,
    })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.status, "active"), isNull(projects.archivedAt)))
    .orderBy(projects.id);
  if (activeProjects.length === 0) return;
  const projectIds = activeProjects.map((p) => p.id);
  const members = await tx
    .select({ projectId: projectMembers.projectId, employeeId: projectMembers.employeeId })
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, tenantId), inArray(projectMembers.projectId, projectIds)));
  const contractorLinks = await tx
    .select({
      projectId: projectExternalResources.projectId,
      externalResourceId: projectExternalResources.externalResourceId,
    })
    .from(projectExternalResources)
    .where(
      and(
        eq(projectExternalResources.tenantId, tenantId),
        inArray(projectExternalResources.projectId, projectIds),
      ),
    );
  const staff = new Map(
    (
      await tx
        .select({
          id: employees.id,
          active: employees.active,
          start: employees.employmentStart,
          end: employees.employmentEnd,
        })
        .from(employees)
        .where(eq(employees.tenantId, tenantId))
    ).map((e) => [e.id, e]),
  );
  const leave = await tx
    .select({
      employeeId: leaveRequests.employeeId,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.status, "approved"),
        inArray(leaveRequests.leaveType, ["szabadsag", "betegszabadsag", "apasagi", "fizetes_nelkuli"]),
      ),
    );
  const leaveDays = new Map<number, Set<string>>();
  for (const l of leave) {
    const set = leaveDays.get(l.employeeId) ?? new Set<string>();
    for (let d = l.start; d <= l.end; d = addDays(d, 1)) set.add(d);
    leaveDays.set(l.employeeId, set);
  }

  // Contractors: contracts from before the window; the first one ends a month before the window does.
  const contractorIds = [...new Set(contractorLinks.map((c) => c.externalResourceId))].sort((a, b) => a - b);
  for (const [i, id] of contractorIds.entries()) {
    await tx
      .update(externalResources)
      .set({ contractStart: addMonths(windowStart, -2), contractEnd: i === 0 ? addMonths(today, 2) : null })
      .where(and(eq(externalResources.tenantId, tenantId), eq(externalResources.id, id)));
  }

  // Who is planned where: members, the manager, the demo user and pm (on the first projects if on none).
  type Person = { type: "employee" | "external"; id: number };
  const plan: { projectId: number; person: Person }[] = [];
  for (const p of activeProjects) {
    const ids = new Set(members.filter((m) => m.projectId === p.id).map((m) => m.employeeId));
    if (p.managerId !== null) ids.add(p.managerId);
    for (const id of ids) plan.push({ projectId: p.id, person: { type: "employee", id } });
    for (const c of contractorLinks.filter((c) => c.projectId === p.id)) {
      plan.push({ projectId: p.id, person: { type: "external", id: c.externalResourceId } });
    }
  }
  for (const [i, employeeId] of [accounts.userEmployeeId, accounts.pmEmployeeId].entries()) {
    if (employeeId && !plan.some((x) => x.person.type === "employee" && x.person.id === employeeId)) {
      const project = activeProjects[i % activeProjects.length];
      if (project) plan.push({ projectId: project.id, person: { type: "employee", id: employeeId } });
    }
  }

  const booked = new Map<string, Map<string, number>>();
  const rows: (typeof resourceAllocations.$inferInsert)[] = [];
  let blockNo = 0;
  for (const { projectId, person } of plan) {
    const project = activeProjects.find((p) => p.id === projectId);
    if (!project) continue;
    const employee = person.type === "employee" ? staff.get(person.id) : undefined;
    if (person.type === "employee" && (!employee || !employee.active)) continue;
    const key = `${person.type}:${person.id}`;
    const days = booked.get(key) ?? new Map<string, number>();
    booked.set(key, days);
    const personLeave = person.type === "employee" ? leaveDays.get(person.id) : undefined;
    const first = maxDate(windowStart, project.startDate, employee?.start ?? windowStart);
    let from = first;
    const last = minDate(windowEnd, project.endDate ?? windowEnd, employee?.end ?? windowEnd);
    from = addDays(mondayOf(from), 7 * Math.floor(random.next() * 3));
    while (from <= last) {
      const weeks = 1 + Math.floor(random.next() * 3);
      let start = maxDate(from, first);
      let end = addDays(from, weeks * 7 - 3); // Friday of the last week
      if (end > last) end = last;
      while (start <= end && !plannerDayInfo(start).isWorkingDay) start = addDays(start, 1);
      blockNo += 1;
      const hours = pick([2, 3, 4, 4, 4, 6, 6, 8]);
      const overLeave = personLeave ? rangeHits(start, end, personLeave) : false;
      const deliberateLeave = blockNo % 29 === 0;
      const deliberateOver = blockNo % 23 === 0;
      const free = maxFree(days, start, end);
      const hoursPerDay = deliberateOver ? Math.min(24, hours + 4) : Math.min(hours, free);
      if (start <= end && hoursPerDay >= 0.5 && (!overLeave || deliberateLeave)) {
        for (let d = start; d <= end; d = addDays(d, 1)) days.set(d, (days.get(d) ?? 0) + hoursPerDay);
        const future = start > today;
        rows.push({
          tenantId,
          resourceType: person.type,
          employeeId: person.type === "employee" ? person.id : null,
          externalResourceId: person.type === "external" ? person.id : null,
          projectId,
          startDate: start,
          endDate: end,
          hoursPerDay,
          status: future && random.next() < 0.35 ? "tentative" : "confirmed",
          note: deliberateOver ? "Határidő előtti hajrá" : null,
          createdByUserId: accounts.createdByUserId,
        });
      }
      from = addDays(from, weeks * 7 + 7 * Math.floor(random.next() * 3));
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(resourceAllocations).values(rows.slice(i, i + 500));
}

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const out = new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28)));
  return out.toISOString().slice(0, 10);
}

function mondayOf(date: string): string {
  return addDays(date, 1 - getIsoWeekday(date));
}

const maxDate = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));
const minDate = (...dates: string[]) => dates.reduce((a, b) => (a < b ? a : b));

function rangeHits(start: string, end: string, days: ReadonlySet<string>): boolean {
  for (let d = start; d <= end; d = addDays(d, 1)) if (days.has(d)) return true;
  return false;
}

/** The hours still free (of 8) on the busiest day of the range. */
function maxFree(days: ReadonlyMap<string, number>, start: string, end: string): number {
  let busiest = 0;
  for (let d = start; d <= end; d = addDays(d, 1)) busiest = Math.max(busiest, days.get(d) ?? 0);
  return 8 - busiest;
}
