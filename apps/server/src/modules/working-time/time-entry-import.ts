import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import type { TimeEntryKind } from "@office/shared/working-time/time-entry.contract";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict } from "../../platform/errors.ts";
import { employees } from "../employees/employees.table.ts";
import { projects } from "../projects/projects.table.ts";
import { projectTasks } from "../project-tasks/project-tasks.table.ts";
import { timeEntries, timesheetClosures } from "./working-time.table.ts";
import { instantOf } from "./working-time-days.ts";
import { monthLabel, monthOf } from "./working-time-access.ts";

/**
 * Many time entries at once (a clock terminal's export, the demo year): every row obeys the rules of a
 * single `POST /api/timeEntry` — a valid span of at most 24 hours with a break shorter than it, a day
 * within the employment and not in the future, an existing project, no overlap with a stored entry or
 * another row, no closed month — and gets its "created" revision; all or nothing, in the caller's
 * transaction, in a fixed number of queries per 2,000 rows. The caller holds the right to write for every
 * employee (this is not an HTTP route).
 */

/** One row to import. */
export type ImportRow = {
  employeeId: number;
  date: string;
  start: string;
  end: string;
  crossesMidnight?: boolean;
  breakMinutes: number;
  kind?: TimeEntryKind;
  projectId?: number | null;
  /** A task of `projectId`. */
  taskId?: number | null;
  note?: string | null;
};

const CHUNK = 2000;

/**
 * Imports `rows` (any order) as `author`; returns the number stored. Throws 400 naming the first bad row
 * (1-based) and 409 for an overlap or a closed month.
 */
export async function importTimeEntries(
  tx: Tx,
  tenantId: number,
  author: { userId: number; name: string },
  rows: readonly ImportRow[],
  today: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = [...new Set(rows.map((r) => r.employeeId))];
  const dates = rows.map((r) => r.date).sort();
  const first = dates[0] ?? today;
  const last = dates[dates.length - 1] ?? today;
  const people = new Map(
    (
      await tx
        .select({ id: employees.id, start: employees.employmentStart, end: employees.employmentEnd })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ids)))
    ).map((e) => [e.id, e]),
  );
  const projectIds = new Set(
    (await tx.select({ id: projects.id }).from(projects).where(eq(projects.tenantId, tenantId))).map(
      (p) => p.id,
    ),
  );
  const taskProject = new Map(
    (
      await tx
        .select({ id: projectTasks.id, projectId: projectTasks.projectId })
        .from(projectTasks)
        .where(eq(projectTasks.tenantId, tenantId))
    ).map((t) => [t.id, t.projectId]),
  );
  const closed = new Set(
    (
      await tx
        .select({ month: timesheetClosures.month })
        .from(timesheetClosures)
        .where(eq(timesheetClosures.tenantId, tenantId))
    ).map((c) => monthOf(c.month)),
  );
  const stored = await tx
    .select({
      employeeId: timeEntries.employeeId,
      startsAt: timeEntries.startsAt,
      endsAt: timeEntries.endsAt,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        inArray(timeEntries.employeeId, ids),
        gte(timeEntries.workDate, addDays(first, -1)),
        lte(timeEntries.workDate, addDays(last, 1)),
      ),
    );
  const spans = new Map<number, { s: number; e: number }[]>();
  for (const r of stored) {
    const list = spans.get(r.employeeId) ?? [];
    list.push({ s: r.startsAt.getTime(), e: r.endsAt ? r.endsAt.getTime() : Number.POSITIVE_INFINITY });
    spans.set(r.employeeId, list);
  }
  const values = rows.map((row, i) => {
    const at = `${i + 1}. sor`;
    const person = people.get(row.employeeId);
    if (!person) throw badRequest(`${at}: a munkatárs nem található.`);
    if (row.date > today) throw badRequest(`${at}: jövőbeli napra nem rögzíthető munkaidő.`);
    if (
      (person.start !== null && row.date < person.start) ||
      (person.end !== null && row.date > person.end)
    ) {
      throw badRequest(`${at}: a munkatárs ezen a napon nem állt munkaviszonyban.`);
    }
    if (closed.has(monthOf(row.date))) {
      throw conflict(`${at}: a(z) ${monthLabel(monthOf(row.date))} hónap le van zárva.`);
    }
    if (row.projectId != null && !projectIds.has(row.projectId)) {
      throw badRequest(`${at}: a projekt nem található.`);
    }
    if (row.taskId != null && (row.projectId == null || taskProject.get(row.taskId) !== row.projectId)) {
      throw badRequest(`${at}: a feladat nem ehhez a projekthez tartozik.`);
    }
    const s = instantOf(row.date, row.start);
    const e = instantOf(row.crossesMidnight ? addDays(row.date, 1) : row.date, row.end);
    if (e <= s || e - s > 86_400_000 || row.breakMinutes < 0 || row.breakMinutes * 60_000 >= e - s) {
      throw badRequest(`${at}: hibás kezdés, befejezés vagy szünet.`);
    }
    const list = spans.get(row.employeeId) ?? [];
    if (list.some((o) => o.s < e && o.e > s)) throw conflict(`${at}: ütközik egy másik bejegyzéssel.`);
    list.push({ s, e });
    spans.set(row.employeeId, list);
    return {
      tenantId,
      employeeId: row.employeeId,
      workDate: row.date,
      startTime: row.start,
      endTime: row.end,
      crossesMidnight: row.crossesMidnight ?? false,
      startsAt: new Date(s),
      endsAt: new Date(e),
      breakMinutes: row.breakMinutes,
      kind: row.kind ?? "work",
      projectId: row.projectId ?? null,
      taskId: row.taskId ?? null,
      note: row.note ?? null,
      source: "manual",
      createdBy: author.userId,
      updatedBy: author.userId,
    };
  });
  // One statement per chunk: the rows travel as one JSON parameter, and the entries and their "created"
  // revisions are inserted together (thousands of bound parameters cost more than the rows on PGlite).
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK).map((v) => ({
      employee_id: v.employeeId,
      work_date: v.workDate,
      start_time: v.startTime,
      end_time: v.endTime,
      crosses_midnight: v.crossesMidnight,
      starts_at: v.startsAt.toISOString(),
      ends_at: v.endsAt.toISOString(),
      break_minutes: v.breakMinutes,
      kind: v.kind,
      project_id: v.projectId,
      task_id: v.taskId,
      note: v.note,
    }));
    await tx.execute(sql`
      with rows as (
        select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(
          employee_id int, work_date date, start_time time, end_time time, crosses_midnight boolean,
          starts_at timestamptz, ends_at timestamptz, break_minutes int, kind text, project_id int, task_id int, note text)
      ), ins as (
        insert into time_entries (tenant_id, employee_id, work_date, start_time, end_time, crosses_midnight,
          starts_at, ends_at, break_minutes, kind, project_id, task_id, note, source, created_by, updated_by)
        select ${tenantId}, employee_id, work_date, start_time, end_time, crosses_midnight, starts_at, ends_at,
          break_minutes, kind, project_id, task_id, note, 'manual', ${author.userId}, ${author.userId}
        from rows
        returning id, employee_id, work_date, start_time, end_time, crosses_midnight, break_minutes, kind,
          project_id, task_id, note
      )
      insert into time_entry_revisions (tenant_id, time_entry_id, employee_id, action, after, changed_by,
        changed_by_name)
      select ${tenantId}, id, employee_id, 'created',
        jsonb_build_object('date', work_date, 'start', to_char(start_time, 'HH24:MI'),
          'end', to_char(end_time, 'HH24:MI'), 'crossesMidnight', crosses_midnight,
          'breakMinutes', break_minutes, 'kind', kind, 'projectId', project_id, 'taskId', task_id, 'note', note),
        ${author.userId}, ${author.name}
      from ins`);
  }
  return values.length;
}
