import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ProjectTask, ProjectTaskStatus } from "@office/shared/projects/project-task.contract";
import type { Tx } from "../../platform/db.ts";
import { projectTasks } from "./project-tasks.table.ts";

/**
 * Queries of the project tasks module (issue 21 §3); every function runs inside the tenant transaction.
 * Reads build the response objects in the database (one JSON text cell), with the booked hours summed
 * from `time_entries` (read only; that table belongs to the working-time module).
 */

export type TaskRow = typeof projectTasks.$inferSelect;
export type TaskValues = Pick<
  typeof projectTasks.$inferInsert,
  "title" | "description" | "assigneeId" | "dueDate" | "estimateMinutes"
>;

const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Minutes booked to task `t`: work entries that have ended, each (end − start) minus its unpaid break,
 * never below zero.
 */
const bookedMinutes = sql`coalesce((
  select sum(greatest(0, extract(epoch from (te.ends_at - te.starts_at)) / 60 - te.break_minutes))
  from time_entries te
  where te.tenant_id = t.tenant_id and te.task_id = t.id and te.kind = 'work' and te.ends_at is not null
), 0)`;

/** The tasks matching `where` (SQL on aliases `t` task, `p` project), ordered by `orderBy`. */
export async function selectTasks(
  tx: Tx,
  tenantId: number,
  where: SQL,
  orderBy: SQL = sql`x.status_rank, x.position, x.id`,
): Promise<ProjectTask[]> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(x order by ${orderBy}), '[]')::text as list from (
      select
        t.id,
        t.project_id as "projectId",
        p.code as "projectCode",
        p.name as "projectName",
        t.title,
        t.description,
        t.assignee_id as "assigneeId",
        e.name as "assigneeName",
        to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
        t.status,
        case t.status when 'todo' then 0 when 'doing' then 1 else 2 end as status_rank,
        t.position,
        case when t.estimate_minutes is null then null
          else round(t.estimate_minutes / 60.0, 2)::float8 end as "estimateHours",
        round((${bookedMinutes}) / 60.0, 2)::float8 as "bookedHours",
        ${isoUtc(sql`t.created_at`)} as "createdAt",
        ${isoUtc(sql`t.updated_at`)} as "updatedAt"
      from project_tasks t
      join projects p on p.tenant_id = t.tenant_id and p.id = t.project_id
      left join employees e on e.tenant_id = t.tenant_id and e.id = t.assignee_id
      where t.tenant_id = ${tenantId} and (${where})
    ) x`);
  const text = (result as unknown as { rows: { list: string }[] }).rows[0]?.list ?? "[]";
  return (JSON.parse(text) as (ProjectTask & { status_rank?: number })[]).map(
    ({ status_rank: _rank, ...task }) => task,
  );
}

/** One task by id with its project fields, or null (also for another tenant's id). */
export async function findTask(tx: Tx, tenantId: number, id: number): Promise<ProjectTask | null> {
  const [task] = await selectTasks(tx, tenantId, sql`t.id = ${id}`);
  return task ?? null;
}

/** The task row, or null. */
export async function getTaskRow(tx: Tx, tenantId: number, id: number): Promise<TaskRow | null> {
  const rows = await tx
    .select()
    .from(projectTasks)
    .where(and(eq(projectTasks.tenantId, tenantId), eq(projectTasks.id, id)));
  return rows[0] ?? null;
}

/** True when the employee exists in the tenant and is active. */
export async function isActiveEmployee(tx: Tx, tenantId: number, employeeId: number): Promise<boolean> {
  const result = await tx.execute(sql`select 1 as ok from employees
    where tenant_id = ${tenantId} and id = ${employeeId} and active = true`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** True when `employeeId` is the manager or a member of project `projectId`. */
export async function isOnProject(
  tx: Tx,
  tenantId: number,
  projectId: number,
  employeeId: number,
): Promise<boolean> {
  const result = await tx.execute(sql`select 1 as ok from projects p
    where p.tenant_id = ${tenantId} and p.id = ${projectId} and (p.manager_id = ${employeeId}
      or exists (select 1 from project_members m
        where m.tenant_id = p.tenant_id and m.project_id = p.id and m.employee_id = ${employeeId}))`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The ids of one board column in order (position, then id). */
export async function listColumnIds(
  tx: Tx,
  tenantId: number,
  projectId: number,
  status: ProjectTaskStatus,
): Promise<number[]> {
  const rows = await tx
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(
      and(
        eq(projectTasks.tenantId, tenantId),
        eq(projectTasks.projectId, projectId),
        eq(projectTasks.status, status),
      ),
    )
    .orderBy(projectTasks.position, projectTasks.id);
  return rows.map((r) => r.id);
}

/** Writes `ids` as the column `status` in this order (position 0, 1, …), touching only rows that change. */
export async function writeColumn(
  tx: Tx,
  tenantId: number,
  status: ProjectTaskStatus,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const pairs = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update project_tasks t
    set status = ${status}, position = v.pos,
      updated_at = case when t.status = ${status} then t.updated_at else now() end
    from (values ${pairs}) as v(id, pos)
    where t.tenant_id = ${tenantId} and t.id = v.id and (t.status <> ${status} or t.position <> v.pos)`);
}

/** Inserts a task at `position` of its column; returns its id. */
export async function insertTask(
  tx: Tx,
  tenantId: number,
  projectId: number,
  values: TaskValues & { status: ProjectTaskStatus; position: number; createdBy: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(projectTasks)
    .values({ tenantId, projectId, ...values })
    .returning({ id: projectTasks.id });
  if (!row) throw new Error("project task insert returned no row");
  return row.id;
}

/** Updates the task's own fields (not its place on the board) and `updated_at`. */
export async function updateTaskFields(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<TaskValues>,
): Promise<void> {
  await tx
    .update(projectTasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(projectTasks.tenantId, tenantId), eq(projectTasks.id, id)));
}

/** How many time entries (any kind, running or ended) are booked to the task. */
export async function countTimeEntries(tx: Tx, tenantId: number, taskId: number): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n from time_entries
    where tenant_id = ${tenantId} and task_id = ${taskId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export async function deleteTask(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(projectTasks).where(and(eq(projectTasks.tenantId, tenantId), eq(projectTasks.id, id)));
}
