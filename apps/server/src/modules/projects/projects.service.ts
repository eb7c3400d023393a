import { sql, type SQL } from "drizzle-orm";
import type {
  Project,
  ProjectActivity,
  ProjectInputParsed,
  ProjectListQuery,
  ProjectOptions,
  SimilarProject,
  ProjectListItem,
} from "@office/shared/projects/projects.contract";
import { withAttachmentCounts } from "../attachments/attachments.repository.ts";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { detachAttachments, removeStoredFiles } from "../attachments/attachment-purge.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { isSimilarName } from "./project-similarity.ts";
import * as repo from "./projects.repository.ts";

export const NO_PROJECT = "A projekt nem található.";
const DUPLICATE_CODE = "Ezzel a kóddal már van projekt.";

/** `projectManager` (companyAdmin passes) sees and writes every project of the tenant. */
export const managesAllProjects = (auth: AuthContext) => hasAnyRole(auth.roles, ["projectManager"]);

const withIds = (p: repo.ProjectJson): Project => ({
  ...p,
  memberIds: p.members.map((m) => m.id),
  externalResourceIds: p.externalResources.map((r) => r.id),
});

/**
 * The project if the caller may see it: `projectManager` sees all, anyone else only the projects they
 * are a member or the manager of. Throws 404 otherwise (also for another tenant's id).
 */
export async function findVisibleProject(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  id: number,
): Promise<Project> {
  const where = managesAllProjects(auth)
    ? sql`p.id = ${id}`
    : sql`p.id = ${id} and ${repo.visibleTo(auth.employeeId)}`;
  const [project] = await repo.selectProjects(tx, tenantId, where);
  if (!project) throw notFound(NO_PROJECT);
  return withIds(project);
}

/**
 * `GET /api/project`: the projects the caller may see, newest start first. `search` matches code, name
 * and partner name (case-insensitive substring); `mine=true` keeps those the caller is a member or the
 * manager of; `archived` defaults to false (archived projects hidden), `true` lists only archived ones.
 */
export async function listProjects(
  p: Platform,
  ctx: RequestContext,
  q: ProjectListQuery,
): Promise<ProjectListItem[]> {
  const auth = authOf(ctx);
  const where: SQL[] = [q.archived === "true" ? sql`p.archived_at is not null` : sql`p.archived_at is null`];
  if (!managesAllProjects(auth) || q.mine === "true") where.push(repo.visibleTo(auth.employeeId));
  if (q.status) where.push(sql`p.status = ${q.status}`);
  if (q.partnerId) where.push(sql`p.partner_id = ${q.partnerId}`);
  if (q.managerId) where.push(sql`p.manager_id = ${q.managerId}`);
  if (q.costCenterId) where.push(sql`p.cost_center_id = ${q.costCenterId}`);
  if (q.search) {
    const like = repo.likePattern(q.search);
    where.push(sql`(p.code ilike ${like} or p.name ilike ${like} or pa.name ilike ${like})`);
  }
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.selectProjects(tx, tenantId, sql.join(where, sql` and `));
    return withAttachmentCounts(tx, tenantId, "project", rows.map(withIds));
  });
}

/** `GET /api/project/{id}`: 404 when unknown, another tenant's, or not visible to the caller. */
export async function getProject(p: Platform, ctx: RequestContext, id: number): Promise<Project> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, (tx) => findVisibleProject(tx, ctx.tenant.id, auth, id));
}

/** 400 naming the first unknown reference (partner, cost centre, employees, external resources). */
async function checkReferences(tx: Tx, tenantId: number, input: ProjectInputParsed): Promise<void> {
  const missing = async (
    table: Parameters<typeof repo.existingIds>[1],
    ids: readonly number[],
  ): Promise<boolean> => {
    const found = await repo.existingIds(tx, table, tenantId, ids);
    return ids.some((id) => !found.has(id));
  };
  if (input.partnerId && (await missing("partners", [input.partnerId])))
    throw badRequest("Ismeretlen partner.", { partnerId: "Ismeretlen partner." });
  if (input.costCenterId && (await missing("cost_centers", [input.costCenterId])))
    throw badRequest("Ismeretlen költséghely.", { costCenterId: "Ismeretlen költséghely." });
  if (input.managerId && (await missing("employees", [input.managerId])))
    throw badRequest("Ismeretlen projektvezető.", { managerId: "Ismeretlen projektvezető." });
  if (await missing("employees", input.memberIds))
    throw badRequest("Ismeretlen munkatárs a tagok között.", { memberIds: "Ismeretlen munkatárs." });
  if (await missing("external_resources", input.externalResourceIds))
    throw badRequest("Ismeretlen külső erőforrás.", { externalResourceIds: "Ismeretlen külső erőforrás." });
}

const valuesOf = (input: ProjectInputParsed): repo.ProjectValues => ({
  code: input.code,
  name: input.name,
  partnerId: input.partnerId,
  status: input.status,
  startDate: input.startDate,
  endDate: input.endDate,
  budgetHuf: input.budget,
  costCenterId: input.costCenterId,
  managerId: input.managerId ?? null,
  description: input.description,
  health: input.health,
  progress: input.progress,
});

/** Runs `fn`, turning a unique violation of the project code into 409. */
async function guardCode<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_CODE);
    throw err;
  }
}

/** The creator's employee id as the default manager of a new project; null for an account without one. */
const creatorAsManager = (auth: AuthContext): number | null => (auth.employeeId > 0 ? auth.employeeId : null);

/**
 * `POST /api/project` (projectManager): creates the project with its members and external resources
 * and logs `created` in the same transaction. Without a `managerId` the creator manages it (issue 19
 * §4); an explicit `null` leaves it without one. Errors: 400 invalid input or unknown reference, 409 code
 * already used in the tenant (case-insensitive).
 */
export async function createProject(
  p: Platform,
  ctx: RequestContext,
  input: ProjectInputParsed,
): Promise<Project> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const project: ProjectInputParsed = {
    ...input,
    managerId: input.managerId === undefined ? creatorAsManager(auth) : input.managerId,
  };
  return guardCode(() =>
    p.database.withTenant(tenantId, async (tx) => {
      await checkReferences(tx, tenantId, project);
      if (await repo.codeTaken(tx, tenantId, project.code)) throw conflict(DUPLICATE_CODE);
      const id = await repo.insertProject(tx, tenantId, valuesOf(project));
      await repo.syncMembers(tx, tenantId, id, project.memberIds, []);
      await repo.syncExternalResources(tx, tenantId, id, project.externalResourceIds, []);
      await repo.insertActivity(tx, tenantId, id, auth.userId, "created");
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "project.created",
        target: `project:${id}`,
      });
      return findVisibleProject(tx, tenantId, auth, id);
    }),
  );
}

const TRACKED: { field: keyof repo.ProjectValues; label: string }[] = [
  { field: "code", label: "code" },
  { field: "name", label: "name" },
  { field: "partnerId", label: "partner" },
  { field: "startDate", label: "startDate" },
  { field: "endDate", label: "endDate" },
  { field: "budgetHuf", label: "budget" },
  { field: "costCenterId", label: "costCenter" },
  { field: "managerId", label: "manager" },
  { field: "description", label: "description" },
  { field: "health", label: "health" },
  { field: "progress", label: "progress" },
];

/** The field changes of an update, references shown by name (`partner`, `costCenter`, `manager`). */
async function fieldChanges(
  tx: Tx,
  tenantId: number,
  before: repo.ProjectRow,
  after: repo.ProjectValues,
): Promise<repo.ActivityChange[]> {
  const changed = TRACKED.filter(({ field }) => (before[field] ?? null) !== (after[field] ?? null));
  const ids = (field: "partnerId" | "costCenterId" | "managerId") =>
    [before[field], after[field]].filter((v): v is number => typeof v === "number");
  const names = {
    partnerId: await repo.namesOf(tx, "partners", tenantId, ids("partnerId")),
    costCenterId: await repo.namesOf(tx, "cost_centers", tenantId, ids("costCenterId")),
    managerId: await repo.namesOf(tx, "employees", tenantId, ids("managerId")),
  };
  return changed.map(({ field, label }) => {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (field === "partnerId" || field === "costCenterId" || field === "managerId") {
      const byId = names[field];
      return {
        field: label,
        from: typeof from === "number" ? (byId.get(from) ?? from) : null,
        to: typeof to === "number" ? (byId.get(to) ?? to) : null,
      };
    }
    return { field: label, from, to };
  });
}

/** Logs one `<kind>Added`/`<kind>Removed` entry for each changed set, changes `{field, from, to}` by name. */
async function logSetChanges(
  tx: Tx,
  tenantId: number,
  projectId: number,
  actor: number,
  kind: "member" | "externalResource",
  added: number[],
  removed: number[],
) {
  const table = kind === "member" ? "employees" : "external_resources";
  const names = await repo.namesOf(tx, table, tenantId, [...added, ...removed]);
  if (added.length > 0)
    await repo.insertActivity(
      tx,
      tenantId,
      projectId,
      actor,
      `${kind}Added`,
      added.map((id) => ({ field: kind, from: null, to: names.get(id) ?? id })),
    );
  if (removed.length > 0)
    await repo.insertActivity(
      tx,
      tenantId,
      projectId,
      actor,
      `${kind}Removed`,
      removed.map((id) => ({ field: kind, from: names.get(id) ?? id, to: null })),
    );
}

const diff = (before: number[], after: number[]) => ({
  added: after.filter((id) => !before.includes(id)),
  removed: before.filter((id) => !after.includes(id)),
});

/**
 * `PUT /api/project/{id}` (projectManager): replaces the project's fields, members and external resources
 * under a row lock, logging status changes, field changes and member changes in the same transaction.
 * Errors: 400, 404 (unknown or another tenant's), 409 duplicate code.
 */
export async function updateProject(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ProjectInputParsed,
): Promise<Project> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return guardCode(() =>
    p.database.withTenant(tenantId, async (tx) => {
      const before = await repo.lockProject(tx, tenantId, id, "update");
      if (!before) throw notFound(NO_PROJECT);
      await checkReferences(tx, tenantId, input);
      if (await repo.codeTaken(tx, tenantId, input.code, id)) throw conflict(DUPLICATE_CODE);
      const values = valuesOf(input);
      const changes = await fieldChanges(tx, tenantId, before, values);
      await repo.updateProject(tx, tenantId, id, values);
      if (before.status !== input.status)
        await repo.insertActivity(tx, tenantId, id, auth.userId, "statusChanged", [
          { field: "status", from: before.status, to: input.status },
        ]);
      if (changes.length > 0) await repo.insertActivity(tx, tenantId, id, auth.userId, "updated", changes);
      const members = diff(await repo.listMemberIds(tx, tenantId, id), input.memberIds);
      await repo.syncMembers(tx, tenantId, id, members.added, members.removed);
      await logSetChanges(tx, tenantId, id, auth.userId, "member", members.added, members.removed);
      const resources = diff(await repo.listExternalResourceIds(tx, tenantId, id), input.externalResourceIds);
      await repo.syncExternalResources(tx, tenantId, id, resources.added, resources.removed);
      await logSetChanges(
        tx,
        tenantId,
        id,
        auth.userId,
        "externalResource",
        resources.added,
        resources.removed,
      );
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "project.updated",
        target: `project:${id}`,
      });
      return findVisibleProject(tx, tenantId, auth, id);
    }),
  );
}

/**
 * `DELETE /api/project/{id}` (projectManager): a project with history (comments, members, or activity
 * beyond its creation) is archived (`archived_at`, logged `archived`); a fresh one is deleted. Archiving
 * an archived project changes nothing. Returns what happened. Errors: 404.
 */
export async function deleteProject(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<"archived" | "deleted"> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  let orphanFiles: string[] = [];
  const result = await p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.lockProject(tx, tenantId, id, "update");
    if (!row) throw notFound(NO_PROJECT);
    if (row.archivedAt) return "archived";
    const outcome = (await repo.historyOf(tx, tenantId, id)) > 0 ? "archived" : "deleted";
    if (outcome === "archived") {
      await repo.setArchived(tx, tenantId, id);
      await repo.insertActivity(tx, tenantId, id, auth.userId, "archived");
    } else {
      await repo.deleteProject(tx, tenantId, id);
      orphanFiles = await detachAttachments(tx, tenantId, { type: "project", id });
    }
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: `project.${outcome}`,
      target: `project:${id}`,
    });
    return outcome;
  });
  await removeStoredFiles(p, orphanFiles);
  return result;
}

/** `GET /api/project/{id}/activity`: the log, oldest first; visible to whoever sees the project. */
export async function listProjectActivity(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<ProjectActivity[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findVisibleProject(tx, tenantId, auth, id);
    return repo.listActivity(tx, tenantId, id);
  });
  return rows.map((r) => ({ ...r, changes: r.changes ?? [] }) as ProjectActivity);
}

/** `GET /api/project/options`: the pickers of the project form and the list filters. */
export async function getProjectOptions(p: Platform, ctx: RequestContext): Promise<ProjectOptions> {
  authOf(ctx);
  const text = await p.database.withTenant(ctx.tenant.id, (tx) => repo.listOptions(tx, ctx.tenant.id));
  return JSON.parse(text) as ProjectOptions;
}

/** `GET /api/project/similar?name=&excludeId=`: at most 5 projects whose name is close (see project-similarity.ts). */
export async function listSimilarProjects(
  p: Platform,
  ctx: RequestContext,
  name: string,
  excludeId?: number,
): Promise<SimilarProject[]> {
  authOf(ctx);
  const all = await p.database.withTenant(ctx.tenant.id, (tx) => repo.listNames(tx, ctx.tenant.id));
  return all.filter((r) => r.id !== excludeId && isSimilarName(r.name, name)).slice(0, 5);
}
