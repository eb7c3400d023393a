import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { timeEntries, timesheetClosures } from "../working-time/working-time.table.ts";
import { resourceAllocations } from "./resource-allocations.table.ts";

/**
 * Booked (actual) hours from the time records (issue 21 §4), always summed in SQL — never raw entries in
 * JS. An entry counts when `kind` = work and it has ended; its hours are (ends_at − starts_at) − break,
 * in hours (decimal). Every query is tenant-scoped and one statement for any number of people.
 */

const t = timeEntries;

/** Worked hours of the entries in the group (decimal hours; 0 when none). */
const workedHours = sql<string>`coalesce(sum(extract(epoch from (${t.endsAt} - ${t.startsAt})) / 60 - ${t.breakMinutes}), 0) / 60`;

/** The conditions of a counted entry of the tenant: work, ended. */
const counted = (tenantId: number): SQL[] => [
  eq(t.tenantId, tenantId),
  eq(t.kind, "work"),
  isNotNull(t.endsAt),
];

/**
 * Hours booked to each allocation: entries of the allocation's employee on its project whose `work_date`
 * falls in the allocation's range ∩ `from`..`to`. Answers allocation id → hours (allocations of external
 * resources and allocations without booked hours are absent). Two allocations of the same person and
 * project on the same days both count the hours booked on those days.
 */
export async function sumBookedHoursByAllocation(
  tx: Tx,
  tenantId: number,
  allocationIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (allocationIds.length === 0) return new Map();
  const a = resourceAllocations;
  const rows = await tx
    .select({ id: a.id, hours: workedHours })
    .from(a)
    .innerJoin(
      t,
      and(
        eq(t.tenantId, a.tenantId),
        eq(t.employeeId, a.employeeId),
        eq(t.projectId, a.projectId),
        gte(t.workDate, sql`greatest(${a.startDate}, ${from}::date)`),
        lte(t.workDate, sql`least(${a.endDate}, ${to}::date)`),
      ),
    )
    .where(and(eq(a.tenantId, tenantId), inArray(a.id, [...allocationIds]), ...counted(tenantId)))
    .groupBy(a.id);
  return new Map(rows.map((r) => [r.id, Number(r.hours)]));
}

/**
 * Each employee's worked hours per ISO week (all projects and none) with `work_date` in `start`..`end`:
 * rows of employee id, the week's Monday (`YYYY-MM-DD`) and hours. `employeeIds` `"all"` = everyone.
 */
export async function sumWeeklyWorkedHours(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[] | "all",
  start: string,
  end: string,
): Promise<{ employeeId: number; weekStart: string; hours: number }[]> {
  if (employeeIds !== "all" && employeeIds.length === 0) return [];
  const week = sql<string>`to_char(date_trunc('week', ${t.workDate}::timestamp), 'YYYY-MM-DD')`;
  const where = [...counted(tenantId), gte(t.workDate, start), lte(t.workDate, end)];
  if (employeeIds !== "all") where.push(inArray(t.employeeId, [...employeeIds]));
  const rows = await tx
    .select({ employeeId: t.employeeId, weekStart: week, hours: workedHours })
    .from(t)
    .where(and(...where))
    .groupBy(t.employeeId, week);
  return rows.map((r) => ({ employeeId: r.employeeId, weekStart: r.weekStart, hours: Number(r.hours) }));
}

export type MonthlyBookedRow = {
  employeeId: number;
  /** Null: work not booked to a project. */
  projectId: number | null;
  year: number;
  month: number;
  hours: number;
};

/**
 * Worked hours per employee, project (null = none) and calendar month with `work_date` in `start`..`end`
 * (`start` null = from the first record), optionally only on `projectIds`. One row per group.
 */
export async function sumMonthlyBookedHours(
  tx: Tx,
  tenantId: number,
  f: { start: string | null; end: string; projectIds?: readonly number[] },
): Promise<MonthlyBookedRow[]> {
  if (f.projectIds && f.projectIds.length === 0) return [];
  const year = sql<number>`extract(year from ${t.workDate})::int`;
  const month = sql<number>`extract(month from ${t.workDate})::int`;
  const where = [...counted(tenantId), lte(t.workDate, f.end)];
  if (f.start !== null) where.push(gte(t.workDate, f.start));
  if (f.projectIds) where.push(inArray(t.projectId, [...f.projectIds]));
  const rows = await tx
    .select({ employeeId: t.employeeId, projectId: t.projectId, year, month, hours: workedHours })
    .from(t)
    .where(and(...where))
    .groupBy(t.employeeId, t.projectId, year, month);
  return rows.map((r) => ({
    employeeId: r.employeeId,
    projectId: r.projectId,
    year: Number(r.year),
    month: Number(r.month),
    hours: Number(r.hours),
  }));
}

/** How many months of `fromMonth`..`toMonth` (first days of months, inclusive) are closed (issue 21 §2). */
export async function countClosedMonths(
  tx: Tx,
  tenantId: number,
  fromMonth: string,
  toMonth: string,
): Promise<number> {
  const rows = await tx
    .select({ n: sql<string>`count(*)` })
    .from(timesheetClosures)
    .where(
      and(
        eq(timesheetClosures.tenantId, tenantId),
        gte(timesheetClosures.month, fromMonth),
        lte(timesheetClosures.month, toMonth),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}
