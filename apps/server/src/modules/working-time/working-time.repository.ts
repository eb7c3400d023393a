import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { employees } from "../employees/employees.table.ts";
import { projects } from "../projects/projects.table.ts";
import { projectTasks } from "../project-tasks/project-tasks.table.ts";
import {
  timeEntries,
  timeEntryRevisions,
  timesheetClosures,
  timesheetMonthTotals,
  workSchedules,
  workingTimeSettings,
} from "./working-time.table.ts";

/** A stored time entry with the names the answers show. Times are `HH:MM:SS` as PostgreSQL writes them. */
export type EntryRow = typeof timeEntries.$inferSelect & {
  projectName: string | null;
  taskTitle: string | null;
  updatedByName: string | null;
};

/**
 * The entry columns. The names an answer shows (project, task, who changed it) are looked up afterwards
 * for the distinct ids (`withNames`), not joined: joined per row, a freshly loaded table without planner
 * statistics made PostgreSQL loop over every employee for each entry (600 ms for 11,000 entries).
 */
function selectEntries(tx: Tx) {
  return tx.select().from(timeEntries);
}

/** `rows` with their project names, task titles and the name of who last changed each (3 small queries). */
async function withNames(
  tx: Tx,
  tenantId: number,
  rows: (typeof timeEntries.$inferSelect)[],
): Promise<EntryRow[]> {
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const projectIds = distinct(rows.map((r) => r.projectId));
  const taskIds = distinct(rows.map((r) => r.taskId));
  const userIds = distinct(rows.map((r) => r.updatedBy));
  const projectNames = new Map(
    projectIds.length === 0
      ? []
      : (
          await tx
            .select({ id: projects.id, name: projects.name })
            .from(projects)
            .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, projectIds)))
        ).map((r) => [r.id, r.name]),
  );
  const taskTitles = new Map(
    taskIds.length === 0
      ? []
      : (
          await tx
            .select({ id: projectTasks.id, title: projectTasks.title })
            .from(projectTasks)
            .where(and(eq(projectTasks.tenantId, tenantId), inArray(projectTasks.id, taskIds)))
        ).map((r) => [r.id, r.title]),
  );
  const userNames = new Map(
    userIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, name: sql<string>`coalesce(${employees.name}, ${users.username})` })
            .from(users)
            .leftJoin(
              employees,
              and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)),
            )
            .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)))
        ).map((r) => [r.id, r.name]),
  );
  return rows.map((r) => ({
    ...r,
    projectName: r.projectId === null ? null : (projectNames.get(r.projectId) ?? null),
    taskTitle: r.taskId === null ? null : (taskTitles.get(r.taskId) ?? null),
    updatedByName: r.updatedBy === null ? null : (userNames.get(r.updatedBy) ?? null),
  }));
}

/** The entries of `employeeIds` whose `work_date` is within `from`..`to`, by start. */
export async function listEntries(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<EntryRow[]> {
  if (employeeIds.length === 0) return [];
  const rows = await selectEntries(tx)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        inArray(timeEntries.employeeId, [...employeeIds]),
        gte(timeEntries.workDate, from),
        lte(timeEntries.workDate, to),
      ),
    )
    .orderBy(asc(timeEntries.employeeId), asc(timeEntries.startsAt));
  return withNames(tx, tenantId, rows);
}

/** One entry of the tenant, or null. */
export async function findEntry(tx: Tx, tenantId: number, id: number): Promise<EntryRow | null> {
  const rows = await selectEntries(tx).where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));
  return (await withNames(tx, tenantId, rows))[0] ?? null;
}

/** One entry that this transaction just wrote (throws when it is gone: a bug, not a user error). */
export async function getEntry(tx: Tx, tenantId: number, id: number): Promise<EntryRow> {
  const row = await findEntry(tx, tenantId, id);
  if (!row) throw new Error(`time entry ${id} vanished inside its transaction`);
  return row;
}

/** The employee's running entry (clock started, not stopped), or null. */
export async function findRunningEntry(
  tx: Tx,
  tenantId: number,
  employeeId: number,
): Promise<EntryRow | null> {
  const rows = await selectEntries(tx).where(
    and(
      eq(timeEntries.tenantId, tenantId),
      eq(timeEntries.employeeId, employeeId),
      isNull(timeEntries.endsAt),
    ),
  );
  return (await withNames(tx, tenantId, rows))[0] ?? null;
}

/**
 * The first entry of `employeeId` overlapping `startsAt`..`endsAt` (an open `endsAt` = running), other
 * than `exceptId`; a running entry overlaps everything after its start. Null when none.
 */
export async function findOverlap(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  startsAt: Date,
  endsAt: Date | null,
  exceptId?: number,
): Promise<{ id: number; workDate: string; startTime: string; endTime: string | null } | null> {
  const where = [
    eq(timeEntries.tenantId, tenantId),
    eq(timeEntries.employeeId, employeeId),
    or(isNull(timeEntries.endsAt), sql`${timeEntries.endsAt} > ${startsAt.toISOString()}`),
  ];
  if (endsAt) where.push(lt(timeEntries.startsAt, endsAt));
  if (exceptId !== undefined) where.push(ne(timeEntries.id, exceptId));
  const rows = await tx
    .select({
      id: timeEntries.id,
      workDate: timeEntries.workDate,
      startTime: timeEntries.startTime,
      endTime: timeEntries.endTime,
    })
    .from(timeEntries)
    .where(and(...where))
    .orderBy(asc(timeEntries.startsAt))
    .limit(1);
  return rows[0] ?? null;
}

export type EntryValues = Omit<
  typeof timeEntries.$inferInsert,
  "tenantId" | "id" | "createdAt" | "updatedAt" | "createdBy"
>;

/** Inserts an entry; returns its id. */
export async function insertEntry(
  tx: Tx,
  tenantId: number,
  values: EntryValues & { createdBy: number },
): Promise<number> {
  const [row] = await tx
    .insert(timeEntries)
    .values({ ...values, tenantId })
    .returning({ id: timeEntries.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Replaces an entry's values. */
export async function updateEntry(tx: Tx, tenantId: number, id: number, values: EntryValues): Promise<void> {
  await tx
    .update(timeEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));
}

/** Deletes an entry. */
export async function deleteEntry(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(timeEntries).where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));
}

/** Appends one revision (who changed which entry how). */
export async function insertRevision(tx: Tx, values: typeof timeEntryRevisions.$inferInsert): Promise<void> {
  await tx.insert(timeEntryRevisions).values(values);
}

/** The revisions of one entry, oldest first. */
export async function listRevisions(tx: Tx, tenantId: number, entryId: number) {
  return tx
    .select({
      action: timeEntryRevisions.action,
      before: timeEntryRevisions.before,
      after: timeEntryRevisions.after,
      changedByName: timeEntryRevisions.changedByName,
      changedAt: timeEntryRevisions.changedAt,
      employeeId: timeEntryRevisions.employeeId,
    })
    .from(timeEntryRevisions)
    .where(and(eq(timeEntryRevisions.tenantId, tenantId), eq(timeEntryRevisions.timeEntryId, entryId)))
    .orderBy(asc(timeEntryRevisions.id));
}

/** The stored schedules of `employeeIds` (missing = the default). */
export async function listSchedules(tx: Tx, tenantId: number, employeeIds: readonly number[]) {
  if (employeeIds.length === 0) return [];
  return tx
    .select()
    .from(workSchedules)
    .where(and(eq(workSchedules.tenantId, tenantId), inArray(workSchedules.employeeId, [...employeeIds])));
}

/** Creates or replaces an employee's schedule. */
export async function upsertSchedule(tx: Tx, values: typeof workSchedules.$inferInsert): Promise<void> {
  await tx
    .insert(workSchedules)
    .values(values)
    .onConflictDoUpdate({
      target: [workSchedules.tenantId, workSchedules.employeeId],
      set: {
        kind: values.kind,
        dailyMinutes: values.dailyMinutes,
        recordMode: values.recordMode,
        dayStart: values.dayStart,
        breakMinutes: values.breakMinutes,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

/** The tenant's closed months within `from`..`to` (first days). */
export async function listClosures(tx: Tx, tenantId: number, from: string, to: string) {
  return tx
    .select()
    .from(timesheetClosures)
    .where(
      and(
        eq(timesheetClosures.tenantId, tenantId),
        gte(timesheetClosures.month, from),
        lte(timesheetClosures.month, to),
      ),
    )
    .orderBy(asc(timesheetClosures.month));
}

/** Closes a month; returns when, or null when it was closed already. */
export async function insertClosure(
  tx: Tx,
  values: typeof timesheetClosures.$inferInsert,
): Promise<{ closedAt: Date } | null> {
  const rows = await tx
    .insert(timesheetClosures)
    .values(values)
    .onConflictDoNothing()
    .returning({ closedAt: timesheetClosures.closedAt });
  return rows[0] ?? null;
}

/** Reopens a month; false when it was not closed. */
export async function deleteClosure(tx: Tx, tenantId: number, month: string): Promise<boolean> {
  const rows = await tx
    .delete(timesheetClosures)
    .where(and(eq(timesheetClosures.tenantId, tenantId), eq(timesheetClosures.month, month)))
    .returning({ month: timesheetClosures.month });
  return rows.length > 0;
}

/** Stores a closed month's figures per employee (replacing any stored for that month). */
export async function replaceMonthTotals(
  tx: Tx,
  tenantId: number,
  month: string,
  rows: readonly Omit<typeof timesheetMonthTotals.$inferInsert, "tenantId" | "month">[],
): Promise<void> {
  await deleteMonthTotals(tx, tenantId, month);
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(timesheetMonthTotals)
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, tenantId, month })));
  }
}

/** The figures a close stored for `employeeId` in `month` (first day), or null. */
export async function findMonthTotals(tx: Tx, tenantId: number, month: string, employeeId: number) {
  const rows = await tx
    .select({
      scheduledMinutes: timesheetMonthTotals.scheduledMinutes,
      workedMinutes: timesheetMonthTotals.workedMinutes,
      overtimeMinutes: timesheetMonthTotals.overtimeMinutes,
      standbyMinutes: timesheetMonthTotals.standbyMinutes,
    })
    .from(timesheetMonthTotals)
    .where(
      and(
        eq(timesheetMonthTotals.tenantId, tenantId),
        eq(timesheetMonthTotals.month, month),
        eq(timesheetMonthTotals.employeeId, employeeId),
      ),
    );
  return rows[0] ?? null;
}

/** Forgets a month's stored figures (the month was reopened). */
export async function deleteMonthTotals(tx: Tx, tenantId: number, month: string): Promise<void> {
  await tx
    .delete(timesheetMonthTotals)
    .where(and(eq(timesheetMonthTotals.tenantId, tenantId), eq(timesheetMonthTotals.month, month)));
}

/** Stored overtime minutes of closed months `months` (first days) per employee of `employeeIds`. */
export async function sumMonthOvertime(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
  months: readonly string[],
): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (employeeIds.length === 0 || months.length === 0) return map;
  const rows = await tx
    .select({
      employeeId: timesheetMonthTotals.employeeId,
      minutes: sql<number>`sum(${timesheetMonthTotals.overtimeMinutes})::int`,
    })
    .from(timesheetMonthTotals)
    .where(
      and(
        eq(timesheetMonthTotals.tenantId, tenantId),
        inArray(timesheetMonthTotals.employeeId, [...employeeIds]),
        inArray(timesheetMonthTotals.month, [...months]),
      ),
    )
    .groupBy(timesheetMonthTotals.employeeId);
  for (const r of rows) map.set(r.employeeId, r.minutes);
  return map;
}

/** The tenant's working-time settings row, or null (defaults apply). */
export async function findSettings(tx: Tx, tenantId: number) {
  const rows = await tx.select().from(workingTimeSettings).where(eq(workingTimeSettings.tenantId, tenantId));
  return rows[0] ?? null;
}

/** Creates or replaces the tenant's working-time settings. */
export async function upsertSettings(tx: Tx, values: typeof workingTimeSettings.$inferInsert): Promise<void> {
  await tx
    .insert(workingTimeSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [workingTimeSettings.tenantId],
      set: {
        yearlyOvertimeLimitHours: values.yearlyOvertimeLimitHours,
        overtimeAgreement: values.overtimeAgreement,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

/** The employee's manager id (null when none or not of the tenant). */
export async function findManagerId(tx: Tx, tenantId: number, employeeId: number): Promise<number | null> {
  const rows = await tx
    .select({ managerId: employees.managerId })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  return rows[0]?.managerId ?? null;
}

/** Ids of the employees whose manager is `managerId`. */
export async function listReportIds(tx: Tx, tenantId: number, managerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.managerId, managerId)));
  return rows.map((r) => r.id);
}

/** A project of the tenant (id and archived flag), or null. */
export async function findProject(tx: Tx, tenantId: number, id: number) {
  const rows = await tx
    .select({ id: projects.id, archivedAt: projects.archivedAt })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
  return rows[0] ?? null;
}

/** A task of the tenant (id and project), or null. */
export async function findTask(tx: Tx, tenantId: number, id: number) {
  const rows = await tx
    .select({ id: projectTasks.id, projectId: projectTasks.projectId })
    .from(projectTasks)
    .where(and(eq(projectTasks.tenantId, tenantId), eq(projectTasks.id, id)));
  return rows[0] ?? null;
}

/**
 * Worked and stand-by minutes per employee per day from `from` to `to` (finished entries only), summed by
 * the database: what the year's overtime needs of the days before a range, without reading each entry.
 */
export async function listDailyMinutes(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ employeeId: number; workDate: string; kind: string; minutes: number }[]> {
  if (employeeIds.length === 0) return [];
  const minutes = sql<number>`sum(greatest(0, round(extract(epoch from ${timeEntries.endsAt} - ${timeEntries.startsAt}) / 60) - ${timeEntries.breakMinutes}))::int`;
  return tx
    .select({
      employeeId: timeEntries.employeeId,
      workDate: timeEntries.workDate,
      kind: timeEntries.kind,
      minutes,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        inArray(timeEntries.employeeId, [...employeeIds]),
        gte(timeEntries.workDate, from),
        lte(timeEntries.workDate, to),
        isNotNull(timeEntries.endsAt),
      ),
    )
    .groupBy(timeEntries.employeeId, timeEntries.workDate, timeEntries.kind);
}
