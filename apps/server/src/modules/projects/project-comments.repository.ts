import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { projectComments } from "./projects.table.ts";

export type CommentRow = typeof projectComments.$inferSelect;
export type CommentJson = {
  id: number;
  text: string;
  author: { userId: number; employeeId: number | null; name: string; profilePicture: string | null };
  createdAt: string;
  editedAt: string | null;
  mentions: { employeeId: number; name: string }[];
};

const isoUtc = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The thread of a project, oldest first (newest last), with each author's name and picture. */
export async function listComments(tx: Tx, tenantId: number, projectId: number): Promise<CommentJson[]> {
  const result = await tx.execute(sql`
    select coalesce(json_agg(x order by x."createdAt", x.id), '[]')::text as list from (
      select c.id, c.text,
        json_build_object('userId', u.id, 'employeeId', e.id, 'name', coalesce(e.name, u.username),
          'profilePicture', e.profile_picture) as author,
        ${isoUtc(sql`c.created_at`)} as "createdAt",
        case when c.edited_at is null then null else ${isoUtc(sql`c.edited_at`)} end as "editedAt",
        (select coalesce(json_agg(json_build_object('employeeId', m.id, 'name', m.name) order by m.name), '[]')
          from employees m where m.tenant_id = c.tenant_id and ${mentionedIn(sql`c.text`)}) as mentions
      from project_comments c
      join users u on u.tenant_id = c.tenant_id and u.id = c.author_user_id
      left join employees e on e.tenant_id = u.tenant_id and e.id = u.employee_id
      where c.tenant_id = ${tenantId} and c.project_id = ${projectId}
    ) x`);
  return JSON.parse(
    (result as unknown as { rows: { list: string }[] }).rows[0]?.list ?? "[]",
  ) as CommentJson[];
}

export async function findComment(
  tx: Tx,
  tenantId: number,
  projectId: number,
  id: number,
): Promise<CommentRow | null> {
  const rows = await tx
    .select()
    .from(projectComments)
    .where(
      and(
        eq(projectComments.tenantId, tenantId),
        eq(projectComments.projectId, projectId),
        eq(projectComments.id, id),
      ),
    )
    .for("update");
  return rows[0] ?? null;
}

export async function insertComment(
  tx: Tx,
  tenantId: number,
  projectId: number,
  authorUserId: number,
  text: string,
  createdAt?: Date,
): Promise<number> {
  const [row] = await tx
    .insert(projectComments)
    .values({ tenantId, projectId, authorUserId, text, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: projectComments.id });
  if (!row) throw new Error("insert into project_comments returned no row");
  return row.id;
}

export async function updateCommentText(tx: Tx, tenantId: number, id: number, text: string) {
  await tx
    .update(projectComments)
    .set({ text, editedAt: sql`now()` })
    .where(and(eq(projectComments.tenantId, tenantId), eq(projectComments.id, id)));
}

export async function deleteComment(tx: Tx, tenantId: number, id: number) {
  await tx
    .delete(projectComments)
    .where(and(eq(projectComments.tenantId, tenantId), eq(projectComments.id, id)));
}

/**
 * Whether employee `m` is mentioned in `text` (issue 19 §4, see shared mentions.ts): a token
 * `@[…](m.id)` or the plain `@` + full name. `m` is an alias of `employees`.
 */
const mentionedIn = (text: SQL) =>
  sql`(position(('](' || m.id || ')') in ${text}) > 0 or position(('@' || m.name) in ${text}) > 0)`;

/** Employees (alias `m`) who can open the project: its members, its manager, and project managers. */
const canOpenProject = (tenantId: number, projectId: number) => sql`(
  m.id in (select employee_id from project_members where tenant_id = ${tenantId} and project_id = ${projectId})
  or m.id = (select manager_id from projects where tenant_id = ${tenantId} and id = ${projectId})
  or exists (select 1 from users r where r.tenant_id = ${tenantId} and r.employee_id = m.id and r.active
    and r.roles && array['projectManager', 'companyAdmin']::text[]))`;

/**
 * Active user accounts to notify of a new comment as such: those of the project's members and manager
 * and of the earlier commenters.
 */
export async function commentRecipients(tx: Tx, tenantId: number, projectId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    select distinct u.id from users u
    where u.tenant_id = ${tenantId} and u.active and (
      u.employee_id in (
        select employee_id from project_members where tenant_id = ${tenantId} and project_id = ${projectId}
        union select manager_id from projects where tenant_id = ${tenantId} and id = ${projectId}
      )
      or u.id in (
        select author_user_id from project_comments where tenant_id = ${tenantId} and project_id = ${projectId}
      )
    )`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/**
 * Active user accounts of the active employees of this tenant that `text` mentions (token or full name)
 * and who can open the project — a mention of anyone else notifies no one (the link would be a dead end).
 */
export async function mentionedRecipients(
  tx: Tx,
  tenantId: number,
  projectId: number,
  text: string,
): Promise<number[]> {
  if (!text.includes("@")) return [];
  const result = await tx.execute(sql`
    select distinct u.id from users u
    join employees m on m.tenant_id = u.tenant_id and m.id = u.employee_id
    where u.tenant_id = ${tenantId} and u.active and m.active
      and ${mentionedIn(sql`${text}`)} and ${canOpenProject(tenantId, projectId)}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** The `@` list of the comment box: active employees who can open the project (see mentionableSchema). */
export async function listMentionable(
  tx: Tx,
  tenantId: number,
  projectId: number,
): Promise<{ employeeId: number; name: string; position: string | null; department: string | null }[]> {
  const result = await tx.execute(sql`
    select m.id as "employeeId", m.name, m.position, m.department from employees m
    where m.tenant_id = ${tenantId} and m.active and ${canOpenProject(tenantId, projectId)}`);
  const rows = (
    result as unknown as {
      rows: { employeeId: number; name: string; position: string | null; department: string | null }[];
    }
  ).rows.map((r) => ({ ...r, employeeId: Number(r.employeeId) }));
  const collator = new Intl.Collator("hu");
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.employeeId - b.employeeId);
}
