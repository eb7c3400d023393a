import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { projectComments } from "./projects.table.ts";

export type CommentRow = typeof projectComments.$inferSelect;
export type CommentJson = {
  id: number;
  text: string;
  author: { userId: number; employeeId: number | null; name: string; profilePicture: string | null };
  createdAt: string;
  editedAt: string | null;
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
        case when c.edited_at is null then null else ${isoUtc(sql`c.edited_at`)} end as "editedAt"
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
 * Active user accounts to notify of a new comment: those of the project's members and manager, the
 * earlier commenters, and of the active employees whose full name follows an `@` in `text`.
 */
export async function commentRecipients(
  tx: Tx,
  tenantId: number,
  projectId: number,
  text: string,
): Promise<number[]> {
  const result = await tx.execute(sql`
    select distinct u.id from users u
    where u.tenant_id = ${tenantId} and u.active and (
      u.employee_id in (
        select employee_id from project_members where tenant_id = ${tenantId} and project_id = ${projectId}
        union select manager_id from projects where tenant_id = ${tenantId} and id = ${projectId}
        union select e.id from employees e
          where e.tenant_id = ${tenantId} and e.active and position(('@' || e.name) in ${text}) > 0
      )
      or u.id in (
        select author_user_id from project_comments where tenant_id = ${tenantId} and project_id = ${projectId}
      )
    )`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
