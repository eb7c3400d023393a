import { sql } from "drizzle-orm";
import type {
  ProjectTask,
  ProjectTaskInputParsed,
  ProjectTaskStatus,
  ProjectTaskUpdateParsed,
} from "@office/shared/projects/project-task.contract";
import { formatDateHu } from "@office/shared/hu/format";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { userIdsOfEmployees } from "../notifications/notifications.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import * as projectsRepo from "../projects/projects.repository.ts";
import { NO_PROJECT, findVisibleProject, managesAllProjects } from "../projects/projects.service.ts";
import * as repo from "./project-tasks.repository.ts";

export const NO_TASK = "A feladat nem található.";
const UNKNOWN_ASSIGNEE = "Ismeretlen vagy inaktív munkatárs.";
const NOT_ON_PROJECT = "A felelős a projekt vezetője vagy tagja lehet; előbb vedd fel a projekt tagjai közé.";
const HAS_TIME_ENTRIES =
  "A feladatra már munkaidőt könyveltek, ezért nem törölhető. Állítsd inkább Kész állapotba.";
const ASSIGNEE_ONLY_MOVES = "A saját feladatodnak csak az állapotát és a sorrendjét módosíthatod.";

/** What the caller may do on one project's tasks. */
type ProjectAccess = { canSee: boolean; canManage: boolean };

/**
 * The caller's rights on the project's tasks, or null when the project does not exist in the tenant:
 * `canManage` for `projectManager` (companyAdmin passes) and the project's own manager; `canSee` for
 * whoever may see the project (projects.service.ts: projectManager, the manager, the members).
 */
async function accessTo(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  projectId: number,
): Promise<ProjectAccess | null> {
  const project = await projectsRepo.lockProject(tx, tenantId, projectId, "share");
  if (!project) return null;
  const isManager = auth.employeeId > 0 && project.managerId === auth.employeeId;
  const canManage = managesAllProjects(auth) || isManager;
  const canSee =
    canManage ||
    (auth.employeeId > 0 && (await projectsRepo.isMemberOrManager(tx, tenantId, projectId, auth.employeeId)));
  return { canSee, canManage };
}

/**
 * 400 (field `assigneeId`) unless the employee exists in the tenant, is active and is the project's manager
 * or one of its members (an assignee must be able to open the project the task belongs to).
 */
async function checkAssignee(
  tx: Tx,
  tenantId: number,
  projectId: number,
  assigneeId: number | null,
): Promise<void> {
  if (assigneeId === null) return;
  if (!(await repo.isActiveEmployee(tx, tenantId, assigneeId)))
    throw badRequest(UNKNOWN_ASSIGNEE, { assigneeId: UNKNOWN_ASSIGNEE });
  if (!(await repo.isOnProject(tx, tenantId, projectId, assigneeId)))
    throw badRequest(NOT_ON_PROJECT, { assigneeId: NOT_ON_PROJECT });
}

const toMinutes = (hours: number | null) => (hours === null ? null : Math.round(hours * 60));

async function audit(tx: Tx, ctx: RequestContext, auth: AuthContext, action: string, id: number) {
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action: `projectTask.${action}`,
    target: `projectTask:${id}`,
  });
}

/**
 * Notifies the active user accounts of the task's new assignee (`taskAssigned`, eventId = the task's id:
 * the catalogue links to `/feladatok/{id}`, which the SPA resolves to the project's task board with the
 * task marked, `?tab=feladatok&feladat={id}`).
 * Nothing when the task has no assignee or the caller assigned the task to themselves.
 */
async function notifyAssignee(tx: Tx, tenantId: number, auth: AuthContext, task: ProjectTask): Promise<void> {
  if (task.assigneeId === null || task.assigneeId === auth.employeeId) return;
  const userIds = await userIdsOfEmployees(tx, tenantId, [task.assigneeId]);
  const due = task.dueDate === null ? "" : `\nHatáridő: ${formatDateHu(task.dueDate)}`;
  await notify(tx, tenantId, userIds, {
    eventType: "taskAssigned",
    eventId: task.id,
    title: "Feladatot kaptál",
    description: `${task.projectCode} ${task.projectName}: ${task.title}${due}`,
  });
}

/** Loads a task that was just written (it exists: same transaction). */
async function reload(tx: Tx, tenantId: number, id: number): Promise<ProjectTask> {
  const task = await repo.findTask(tx, tenantId, id);
  if (!task) throw notFound(NO_TASK);
  return task;
}

/**
 * `GET /api/project/{id}/task`: the project's tasks by column (todo, doing, done) and position. Visible
 * to whoever sees the project; 404 for an unknown, invisible or another tenant's project.
 */
export async function listProjectTasks(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
): Promise<ProjectTask[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await findVisibleProject(tx, tenantId, auth, projectId);
    return repo.selectTasks(tx, tenantId, sql`t.project_id = ${projectId}`);
  });
}

/**
 * `GET /api/task/mine`: the caller's open tasks (todo, doing) across projects that are not archived,
 * soonest due date first (no due date last), then project code and board position.
 */
export async function listMyTasks(p: Platform, ctx: RequestContext): Promise<ProjectTask[]> {
  const auth = authOf(ctx);
  if (auth.employeeId <= 0) return [];
  return p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.selectTasks(
      tx,
      ctx.tenant.id,
      sql`t.assignee_id = ${auth.employeeId} and t.status in ('todo', 'doing') and p.archived_at is null`,
      sql`x."dueDate" asc nulls last, x."projectCode", x.status_rank, x.position, x.id`,
    ),
  );
}

/** `GET /api/task/{id}`: visible to whoever sees its project and to its assignee; else 404. */
export async function getTask(p: Platform, ctx: RequestContext, id: number): Promise<ProjectTask> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const task = await repo.findTask(tx, tenantId, id);
    if (!task) throw notFound(NO_TASK);
    const isAssignee = auth.employeeId > 0 && task.assigneeId === auth.employeeId;
    if (!isAssignee && !(await accessTo(tx, tenantId, auth, task.projectId))?.canSee) throw notFound(NO_TASK);
    return task;
  });
}

/**
 * `POST /api/project/{id}/task` (projectManager or the project's manager): adds the task at the bottom of
 * its column and logs `projectTask.created`; an assignee other than the caller gets a `taskAssigned`
 * notification. Errors: 400 invalid input or unknown/inactive assignee,
 * 403 a member without manager rights, 404 unknown, invisible or another tenant's project.
 */
export async function createProjectTask(
  p: Platform,
  ctx: RequestContext,
  projectId: number,
  input: ProjectTaskInputParsed,
): Promise<ProjectTask> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "projectTasks", tenantId, projectId);
    const access = await accessTo(tx, tenantId, auth, projectId);
    if (!access?.canSee) throw notFound(NO_PROJECT);
    if (!access.canManage) throw forbidden();
    await checkAssignee(tx, tenantId, projectId, input.assigneeId);
    const column = await repo.listColumnIds(tx, tenantId, projectId, input.status);
    const id = await repo.insertTask(tx, tenantId, projectId, {
      title: input.title,
      description: input.description,
      assigneeId: input.assigneeId,
      dueDate: input.dueDate,
      estimateMinutes: toMinutes(input.estimateHours),
      status: input.status,
      position: column.length,
      createdBy: auth.employeeId > 0 ? auth.employeeId : null,
    });
    await audit(tx, ctx, auth, "created", id);
    const task = await reload(tx, tenantId, id);
    await notifyAssignee(tx, tenantId, auth, task);
    return task;
  });
}

/** The fields of `input` whose values differ from the task's (board place aside). */
function changedFields(row: repo.TaskRow, input: ProjectTaskUpdateParsed): Partial<repo.TaskValues> {
  const changes: Partial<repo.TaskValues> = {};
  if (input.title !== undefined && input.title !== row.title) changes.title = input.title;
  if (input.description !== undefined && input.description !== row.description)
    changes.description = input.description;
  if (input.assigneeId !== undefined && input.assigneeId !== row.assigneeId)
    changes.assigneeId = input.assigneeId;
  if (input.dueDate !== undefined && input.dueDate !== row.dueDate) changes.dueDate = input.dueDate;
  const minutes = input.estimateHours === undefined ? undefined : toMinutes(input.estimateHours);
  if (minutes !== undefined && minutes !== row.estimateMinutes) changes.estimateMinutes = minutes;
  return changes;
}

/**
 * Moves task `row` to `status` at index `position` of that column (clamped; omitted = its current
 * place when the column stays, else the bottom) and renumbers the columns it left and joined.
 */
async function moveTask(
  tx: Tx,
  tenantId: number,
  row: repo.TaskRow,
  status: ProjectTaskStatus,
  position: number | undefined,
): Promise<void> {
  const from = row.status as ProjectTaskStatus;
  const target = (await repo.listColumnIds(tx, tenantId, row.projectId, status)).filter(
    (id) => id !== row.id,
  );
  const current =
    from === status ? (await repo.listColumnIds(tx, tenantId, row.projectId, from)).indexOf(row.id) : -1;
  const index = Math.min(position ?? (current >= 0 ? current : target.length), target.length);
  target.splice(index, 0, row.id);
  if (from !== status) {
    const left = (await repo.listColumnIds(tx, tenantId, row.projectId, from)).filter((id) => id !== row.id);
    await repo.writeColumn(tx, tenantId, from, left);
  }
  await repo.writeColumn(tx, tenantId, status, target);
}

/**
 * `PUT /api/task/{id}`: changes the fields sent and/or moves the task on the board (`status`,
 * `position`; see the contract). projectManager and the project's manager change anything; the
 * assignee only moves their own task (other fields sent must equal the current ones). Logs
 * `projectTask.updated`; a new assignee other than the caller gets a `taskAssigned` notification. Errors: 400 invalid input or unknown/inactive assignee, 403 a member or the
 * assignee beyond a move, 404 unknown, invisible or another tenant's task.
 */
export async function updateTask(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ProjectTaskUpdateParsed,
): Promise<ProjectTask> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const first = await repo.getTaskRow(tx, tenantId, id);
    if (!first) throw notFound(NO_TASK);
    await lockFor(tx, "projectTasks", tenantId, first.projectId);
    const row = await repo.getTaskRow(tx, tenantId, id);
    if (!row) throw notFound(NO_TASK);
    const access = await accessTo(tx, tenantId, auth, row.projectId);
    const isAssignee = auth.employeeId > 0 && row.assigneeId === auth.employeeId;
    if (!access || (!access.canSee && !isAssignee)) throw notFound(NO_TASK);
    const changes = changedFields(row, input);
    if (!access.canManage) {
      if (!isAssignee) throw forbidden();
      if (Object.keys(changes).length > 0) throw forbidden(ASSIGNEE_ONLY_MOVES);
    }
    const isMove = input.status !== undefined || input.position !== undefined;
    if (Object.keys(changes).length === 0 && !isMove) return reload(tx, tenantId, id);
    if (changes.assigneeId !== undefined)
      await checkAssignee(tx, tenantId, row.projectId, changes.assigneeId);
    if (Object.keys(changes).length > 0) await repo.updateTaskFields(tx, tenantId, id, changes);
    if (isMove)
      await moveTask(tx, tenantId, row, input.status ?? (row.status as ProjectTaskStatus), input.position);
    await audit(tx, ctx, auth, "updated", id);
    const task = await reload(tx, tenantId, id);
    if (changes.assigneeId !== undefined) await notifyAssignee(tx, tenantId, auth, task);
    return task;
  });
}

/**
 * `DELETE /api/task/{id}` (projectManager or the project's manager): deletes the task and closes the gap
 * in its column. Logs `projectTask.deleted`. A task with time entries stays (409): the entries are the
 * working-time record (Mt. 134. §), changed only through their own module with a revision, and the
 * foreign key's `ON DELETE SET NULL` on (tenant_id, task_id) would null tenant_id as well.
 * Errors: 403 others who see the task, 404 unknown, invisible or another tenant's task, 409 booked time.
 */
export async function deleteTask(p: Platform, ctx: RequestContext, id: number): Promise<void> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    const first = await repo.getTaskRow(tx, tenantId, id);
    if (!first) throw notFound(NO_TASK);
    await lockFor(tx, "projectTasks", tenantId, first.projectId);
    const row = await repo.getTaskRow(tx, tenantId, id);
    if (!row) throw notFound(NO_TASK);
    const access = await accessTo(tx, tenantId, auth, row.projectId);
    const isAssignee = auth.employeeId > 0 && row.assigneeId === auth.employeeId;
    if (!access || (!access.canSee && !isAssignee)) throw notFound(NO_TASK);
    if (!access.canManage) throw forbidden();
    if ((await repo.countTimeEntries(tx, tenantId, id)) > 0) throw conflict(HAS_TIME_ENTRIES);
    await repo.deleteTask(tx, tenantId, id);
    const status = row.status as ProjectTaskStatus;
    await repo.writeColumn(
      tx,
      tenantId,
      status,
      await repo.listColumnIds(tx, tenantId, row.projectId, status),
    );
    await audit(tx, ctx, auth, "deleted", id);
  });
}
