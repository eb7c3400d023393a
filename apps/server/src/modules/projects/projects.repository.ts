import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Project } from "@office/shared/projects/projects.contract";
import type { Tx } from "../../platform/db.ts";
import { projectActivity, projectExternalResources, projectMembers, projects } from "./projects.table.ts";

/**
 * Queries of the projects module; every function runs inside the tenant transaction. Reads build the
 * response objects in the database (one JSON text cell per call), which keeps a 500-project list to one
 * round trip with no per-cell cost on PGlite.
 */

export type ProjectRow = typeof projects.$inferSelect;
/** A project as the database builds it; the service adds `memberIds`/`externalResourceIds`. */
export type ProjectJson = Omit<Project, "memberIds" | "externalResourceIds">;

const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The projects matching `where` (an SQL condition on alias `p`), newest start first. */
export async function selectProjects(tx: Tx, tenantId: number, where: SQL): Promise<ProjectJson[]> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(x order by x."startDate" desc, x.id desc), '[]')::text as list from (
      select
        p.id, p.code, p.name,
        p.partner_id as "partnerId",
        case when pa.id is null then null else json_build_object('id', pa.id, 'name', pa.name) end as partner,
        p.status,
        to_char(p.start_date, 'YYYY-MM-DD') as "startDate",
        to_char(p.end_date, 'YYYY-MM-DD') as "endDate",
        p.budget_huf as budget,
        p.cost_center_id as "costCenterId",
        case when cc.id is null then null
          else json_build_object('id', cc.id, 'code', cc.code, 'name', cc.name) end as "costCenter",
        p.manager_id as "managerId",
        case when mg.id is null then null else json_build_object('id', mg.id, 'name', mg.name) end as manager,
        coalesce((
          select json_agg(json_build_object('id', e.id, 'name', e.name, 'position', e.position,
            'profilePicture', e.profile_picture) order by e.name, e.id)
          from project_members pm
          join employees e on e.tenant_id = pm.tenant_id and e.id = pm.employee_id
          where pm.tenant_id = p.tenant_id and pm.project_id = p.id
        ), '[]'::json) as members,
        coalesce((
          select json_agg(json_build_object('id', r.id, 'name', r.name, 'company', r.company)
            order by r.name, r.id)
          from project_external_resources pr
          join external_resources r on r.tenant_id = pr.tenant_id and r.id = pr.external_resource_id
          where pr.tenant_id = p.tenant_id and pr.project_id = p.id
        ), '[]'::json) as "externalResources",
        p.description,
        p.health,
        p.progress,
        p.archived_at is not null as archived,
        (select count(*)::int from project_comments c
          where c.tenant_id = p.tenant_id and c.project_id = p.id) as "commentCount",
        ${isoUtc(sql`p.created_at`)} as "createdAt",
        ${isoUtc(sql`p.updated_at`)} as "updatedAt"
      from projects p
      left join partners pa on pa.tenant_id = p.tenant_id and pa.id = p.partner_id
      left join cost_centers cc on cc.tenant_id = p.tenant_id and cc.id = p.cost_center_id
      left join employees mg on mg.tenant_id = p.tenant_id and mg.id = p.manager_id
      where p.tenant_id = ${tenantId} and (${where})
    ) x`);
  const text = (result as unknown as { rows: { list: string }[] }).rows[0]?.list ?? "[]";
  return JSON.parse(text) as ProjectJson[];
}

/** SQL: `p` is visible to the employee (member or manager). */
export const visibleTo = (employeeId: number) => sql`(p.manager_id = ${employeeId} or exists (
  select 1 from project_members vm
  where vm.tenant_id = p.tenant_id and vm.project_id = p.id and vm.employee_id = ${employeeId}))`;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The project row, locked for update (`FOR UPDATE`) or share, or null. */
export async function lockProject(
  tx: Tx,
  tenantId: number,
  id: number,
  mode: "update" | "share",
): Promise<ProjectRow | null> {
  const rows = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)))
    .for(mode);
  return rows[0] ?? null;
}

export async function isMemberOrManager(
  tx: Tx,
  tenantId: number,
  projectId: number,
  employeeId: number,
): Promise<boolean> {
  const rows = await tx.execute(sql`select 1 as ok from projects p
    where p.tenant_id = ${tenantId} and p.id = ${projectId} and ${visibleTo(employeeId)}`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Ids of `ids` that exist in `table` for the tenant (`activeOnly`: only rows with active = true). */
export async function existingIds(
  tx: Tx,
  table: "partners" | "cost_centers" | "employees" | "external_resources",
  tenantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await tx.execute(
    sql`select id from ${sql.identifier(table)} where tenant_id = ${tenantId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

export async function codeTaken(tx: Tx, tenantId: number, code: string, exceptId?: number): Promise<boolean> {
  const result = await tx.execute(sql`select 1 as taken from projects
    where tenant_id = ${tenantId} and lower(code) = lower(${code})
    ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export type ProjectValues = Omit<typeof projects.$inferInsert, "tenantId" | "id" | "createdAt" | "updatedAt">;

export async function insertProject(tx: Tx, tenantId: number, values: ProjectValues): Promise<number> {
  const [row] = await tx
    .insert(projects)
    .values({ tenantId, ...values })
    .returning({ id: projects.id });
  if (!row) throw new Error("insert into projects returned no row");
  return row.id;
}

export async function updateProject(tx: Tx, tenantId: number, id: number, values: ProjectValues) {
  await tx
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
}

export async function setArchived(tx: Tx, tenantId: number, id: number) {
  await tx
    .update(projects)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
}

export async function deleteProject(tx: Tx, tenantId: number, id: number) {
  await tx.delete(projects).where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
}

export async function listMemberIds(tx: Tx, tenantId: number, projectId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: projectMembers.employeeId })
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.projectId, projectId)));
  return rows.map((r) => r.id);
}

export async function listExternalResourceIds(
  tx: Tx,
  tenantId: number,
  projectId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: projectExternalResources.externalResourceId })
    .from(projectExternalResources)
    .where(
      and(eq(projectExternalResources.tenantId, tenantId), eq(projectExternalResources.projectId, projectId)),
    );
  return rows.map((r) => r.id);
}

/** Adds and removes member rows so that the project has exactly the given employees. */
export async function syncMembers(
  tx: Tx,
  tenantId: number,
  projectId: number,
  add: readonly number[],
  remove: readonly number[],
) {
  if (remove.length > 0)
    await tx
      .delete(projectMembers)
      .where(
        and(
          eq(projectMembers.tenantId, tenantId),
          eq(projectMembers.projectId, projectId),
          inArray(projectMembers.employeeId, [...remove]),
        ),
      );
  if (add.length > 0)
    await tx.insert(projectMembers).values(add.map((employeeId) => ({ tenantId, projectId, employeeId })));
}

export async function syncExternalResources(
  tx: Tx,
  tenantId: number,
  projectId: number,
  add: readonly number[],
  remove: readonly number[],
) {
  if (remove.length > 0)
    await tx
      .delete(projectExternalResources)
      .where(
        and(
          eq(projectExternalResources.tenantId, tenantId),
          eq(projectExternalResources.projectId, projectId),
          inArray(projectExternalResources.externalResourceId, [...remove]),
        ),
      );
  if (add.length > 0)
    await tx
      .insert(projectExternalResources)
      .values(add.map((externalResourceId) => ({ tenantId, projectId, externalResourceId })));
}

export type ActivityChange = { field: string; from: unknown; to: unknown };

export async function insertActivity(
  tx: Tx,
  tenantId: number,
  projectId: number,
  actorUserId: number | null,
  action: string,
  changes: ActivityChange[] = [],
) {
  await tx.insert(projectActivity).values({ tenantId, projectId, actorUserId, action, changes });
}

/** Names of employees / external resources by id (for activity entries). */
export async function namesOf(
  tx: Tx,
  table: "employees" | "external_resources" | "partners" | "cost_centers",
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute(
    sql`select id, name from ${sql.identifier(table)} where tenant_id = ${tenantId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    (result as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => [Number(r.id), r.name]),
  );
}

/** How much history the project has beyond its creation (decides archive vs delete). */
export async function historyOf(tx: Tx, tenantId: number, projectId: number): Promise<number> {
  const result = await tx.execute(sql`select
    (select count(*) from project_comments where tenant_id = ${tenantId} and project_id = ${projectId})
    + (select count(*) from project_members where tenant_id = ${tenantId} and project_id = ${projectId})
    + (select count(*) from project_activity
        where tenant_id = ${tenantId} and project_id = ${projectId} and action <> 'created') as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
}

export type ActivityJson = {
  id: number;
  action: string;
  actor: { userId: number; name: string } | null;
  changes: { field: string; from: unknown; to: unknown }[] | null;
  createdAt: string;
};

/** The activity log of a project, oldest first, with the actor's name (employee name or username). */
export async function listActivity(tx: Tx, tenantId: number, projectId: number): Promise<ActivityJson[]> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(x order by x."createdAt", x.id), '[]')::text as list from (
      select a.id, a.action, a.changes,
        case when u.id is null then null
          else json_build_object('userId', u.id, 'name', coalesce(e.name, u.username)) end as actor,
        ${isoUtc(sql`a.created_at`)} as "createdAt"
      from project_activity a
      left join users u on u.tenant_id = a.tenant_id and u.id = a.actor_user_id
      left join employees e on e.tenant_id = u.tenant_id and e.id = u.employee_id
      where a.tenant_id = ${tenantId} and a.project_id = ${projectId}
    ) x`);
  return JSON.parse(
    (result as unknown as { rows: { list: string }[] }).rows[0]?.list ?? "[]",
  ) as ActivityJson[];
}

/**
 * Options of the project form: active partners, cost centres, external resources and employees (with
 * department and e-mail, so the person picker tells namesakes apart; it sorts them in Hungarian order).
 */
export async function listOptions(tx: Tx, tenantId: number): Promise<string> {
  const result = await tx.execute(sql`select json_build_object(
    'partners', coalesce((select json_agg(json_build_object('id', id, 'name', name, 'city', city)
      order by name, id) from partners where tenant_id = ${tenantId} and active), '[]'::json),
    'costCenters', coalesce((select json_agg(json_build_object('id', id, 'code', code, 'name', name)
      order by code, id) from cost_centers where tenant_id = ${tenantId} and active), '[]'::json),
    'externalResources', coalesce((select json_agg(json_build_object('id', id, 'name', name, 'company', company)
      order by name, id) from external_resources where tenant_id = ${tenantId} and active), '[]'::json),
    'employees', coalesce((select json_agg(json_build_object('id', id, 'name', name, 'position', position,
      'department', department, 'email', email) order by name, id) from employees where tenant_id = ${tenantId} and active), '[]'::json)
  )::text as options`);
  return (result as unknown as { rows: { options: string }[] }).rows[0]?.options ?? "{}";
}

/** Every project's id, code, name and archived flag (for the similar-name check). */
export async function listNames(
  tx: Tx,
  tenantId: number,
): Promise<{ id: number; code: string; name: string; archived: boolean }[]> {
  const rows = await tx
    .select({ id: projects.id, code: projects.code, name: projects.name, archivedAt: projects.archivedAt })
    .from(projects)
    .where(eq(projects.tenantId, tenantId));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, archived: r.archivedAt !== null }));
}
