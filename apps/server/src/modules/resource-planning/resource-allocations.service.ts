import {
  ALLOCATION_QUERY_MAX_DAYS,
  type Allocation,
  type AllocationInput,
  type AllocationQuery,
} from "@office/shared/resource-planning/allocations.contract";
import { addDays, diffInDays, getIsoWeekday } from "@office/shared/hu/iso-date";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import { withConflicts } from "./allocation-context.ts";
import * as repo from "./resource-allocations.repository.ts";
import { formatDateHu, formatDateRangeHu } from "@office/shared/hu/format";

/**
 * Resource allocations (issue 9 §1, `/api/resourceAllocation`). Reads: `projectManager` and `hr` see every
 * allocation; anyone else only their own (allocations where they are the employee). Writes: `projectManager`
 * (companyAdmin passes). Write rules:
 * - the project must exist in the tenant (else 404), not be archived and have status `active` — archived,
 *   `closed`, `planned` and `onHold` projects answer 409 (a state of the project, not a malformed request);
 * - start and end inside the project's dates (400);
 * - the employee / external resource must exist in the tenant (404) and be active (400).
 * Conflicts (leave, holidays, over-allocation, …) are warnings in the answer, never refusals. Confirming
 * (create as `confirmed`, or tentative → confirmed) notifies the employee's user accounts.
 */

const NOT_FOUND = "A beosztás nem található.";

/** True when the caller may write allocations. */
export function canEditAllocations(auth: AuthContext): boolean {
  return hasAnyRole(auth.roles, ["projectManager"]);
}

/** True when the caller sees everyone's allocations (not only their own). */
export function seesAllAllocations(auth: AuthContext): boolean {
  return hasAnyRole(auth.roles, ["projectManager", "hr"]);
}

function assertEditor(ctx: RequestContext): AuthContext {
  const auth = authOf(ctx);
  if (!canEditAllocations(auth)) throw forbidden();
  return auth;
}

/** 400 unless `start`..`end` is a valid range of at most ALLOCATION_QUERY_MAX_DAYS days. */
export function assertRange(start: string, end: string): void {
  const days = diffInDays(start, end) + 1;
  if (days < 1)
    throw badRequest("A záró dátum nem lehet korábbi a kezdő dátumnál.", { end: "Érvénytelen időszak." });
  if (days > ALLOCATION_QUERY_MAX_DAYS) {
    throw badRequest(`Legfeljebb ${ALLOCATION_QUERY_MAX_DAYS} napos időszak kérdezhető le.`, {
      end: "Túl hosszú időszak.",
    });
  }
}

/** `GET /api/resourceAllocation?start=&end=&projectId=&resourceType=&resourceId=`. Errors: 400. */
export async function listAllocations(
  p: Platform,
  ctx: RequestContext,
  q: AllocationQuery,
): Promise<Allocation[]> {
  assertRange(q.start, q.end);
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listAllocations(tx, tenantId, {
      start: q.start,
      end: q.end,
      projectId: q.projectId,
      resourceType: q.resourceType,
      resourceId: q.resourceId,
      onlyEmployeeIds: seesAllAllocations(auth) ? undefined : [auth.employeeId],
    });
    return withConflicts(tx, tenantId, rows, { start: q.start, end: q.end });
  });
}

/** `GET /api/resourceAllocation/{id}`-like read used by the writes: 404 when unknown or not visible. */
async function answerOne(tx: Tx, tenantId: number, id: number): Promise<Allocation> {
  const row = await repo.findAllocation(tx, tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  const [answer] = await withConflicts(tx, tenantId, [row]);
  if (!answer) throw notFound(NOT_FOUND);
  return answer;
}

/** Validates the input against the project and the person (see the module doc); returns the row values. */
export async function validateInput(
  tx: Tx,
  tenantId: number,
  input: AllocationInput,
): Promise<{ values: repo.AllocationValues; project: repo.ProjectFacts; employeeId: number | null }> {
  if (input.end < input.start) {
    throw badRequest("A záró dátum nem lehet korábbi a kezdő dátumnál.", { end: "Érvénytelen időszak." });
  }
  const [project] = await repo.listProjectFacts(tx, tenantId, [input.projectId]);
  if (!project) throw notFound("A projekt nem található.");
  if (project.archived) throw conflict("Archivált projektre nem tervezhető erőforrás.");
  if (project.status !== "active") {
    const label =
      project.status === "closed"
        ? "lezárt"
        : project.status === "onHold"
          ? "felfüggesztett"
          : "még nem aktív";
    throw conflict(`A projekt ${label}: csak aktív projektre tervezhető erőforrás.`);
  }
  if (input.start < project.startDate || (project.endDate !== null && input.end > project.endDate)) {
    const message = `A beosztás csak a projekt időszakán belül lehet (${formatDateHu(project.startDate)} – ${project.endDate ? formatDateHu(project.endDate) : "nyitott"}).`;
    throw badRequest(message, input.start < project.startDate ? { start: message } : { end: message });
  }
  let employeeId: number | null = null;
  let externalResourceId: number | null = null;
  if (input.resourceType === "employee") {
    const [employee] = await repo.listEmployeeFacts(tx, tenantId, [input.resourceId]);
    if (!employee) throw notFound("A munkatárs nem található.");
    if (!employee.active)
      throw badRequest("Inaktív munkatárs nem tervezhető be.", { resourceId: "Inaktív munkatárs." });
    employeeId = employee.id;
  } else {
    const [external] = await repo.listExternalFacts(tx, tenantId, [input.resourceId]);
    if (!external) throw notFound("A külső erőforrás nem található.");
    if (!external.active) {
      throw badRequest("Inaktív külső erőforrás nem tervezhető be.", {
        resourceId: "Inaktív külső erőforrás.",
      });
    }
    externalResourceId = external.id;
  }
  return {
    project,
    employeeId,
    values: {
      resourceType: input.resourceType,
      employeeId,
      externalResourceId,
      projectId: project.id,
      startDate: input.start,
      endDate: input.end,
      hoursPerDay: input.hoursPerDay,
      status: input.status,
      note: input.note ?? null,
    },
  };
}

const audit = (tx: Tx, ctx: RequestContext, action: string, id: number) => {
  const auth = authOf(ctx);
  return appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `resourceAllocation:${id}`,
  });
};

/**
 * Notifies the employee's active user accounts that an allocation was confirmed (title "Megerősített
 * beosztás"). `eventId` is null on purpose: SPEC §2's drawer routing would send a description that happens to
 * contain "autó" (a project name) to a car page; without an id a click does nothing.
 */
export async function notifyConfirmed(
  tx: Tx,
  tenantId: number,
  employeeId: number | null,
  project: { code: string; name: string },
  start: string,
  end: string,
  hoursPerDay: number,
): Promise<void> {
  if (employeeId === null) return;
  const userIds = await repo.listUserIdsOfEmployee(tx, tenantId, employeeId);
  const hours = String(hoursPerDay).replace(".", ",");
  await notify(tx, tenantId, userIds, {
    eventType: "resourceAllocation",
    eventId: null,
    title: "Megerősített beosztás",
    description: `${project.code} ${project.name}: ${formatDateRangeHu(start, end)}, napi ${hours} óra.\nA beosztást az Erőforrás-tervezőben látod.`,
  });
}

/** `POST /api/resourceAllocation` (projectManager). Errors: 400, 403, 404, 409. */
export async function createAllocation(
  p: Platform,
  ctx: RequestContext,
  input: AllocationInput,
): Promise<Allocation> {
  const auth = assertEditor(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { values, project, employeeId } = await validateInput(tx, tenantId, input);
    const [id] = await repo.insertAllocations(tx, tenantId, auth.userId, [values]);
    if (id === undefined) throw new Error("insert returned no id");
    await audit(tx, ctx, "resourceAllocation.created", id);
    if (values.status === "confirmed") {
      await notifyConfirmed(
        tx,
        tenantId,
        employeeId,
        project,
        values.startDate,
        values.endDate,
        values.hoursPerDay,
      );
    }
    return answerOne(tx, tenantId, id);
  });
}

/** `PUT /api/resourceAllocation/{id}` (projectManager): saves every field. Errors: 400, 403, 404, 409. */
export async function updateAllocation(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: AllocationInput,
): Promise<Allocation> {
  assertEditor(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const before = await repo.findAllocation(tx, tenantId, id);
    if (!before) throw notFound(NOT_FOUND);
    const { values, project, employeeId } = await validateInput(tx, tenantId, input);
    await repo.updateAllocation(tx, tenantId, id, values);
    await audit(tx, ctx, "resourceAllocation.updated", id);
    const samePerson =
      before.employeeId === values.employeeId && before.externalResourceId === values.externalResourceId;
    if (values.status === "confirmed" && (before.status !== "confirmed" || !samePerson)) {
      await notifyConfirmed(
        tx,
        tenantId,
        employeeId,
        project,
        values.startDate,
        values.endDate,
        values.hoursPerDay,
      );
    }
    return answerOne(tx, tenantId, id);
  });
}

/** `DELETE /api/resourceAllocation/{id}` (projectManager). Errors: 403, 404. */
export async function deleteAllocation(p: Platform, ctx: RequestContext, id: number): Promise<void> {
  assertEditor(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    if (!(await repo.deleteAllocation(tx, tenantId, id))) throw notFound(NOT_FOUND);
    await audit(tx, ctx, "resourceAllocation.deleted", id);
  });
}

/**
 * `POST /api/resourceAllocation/copyWeek` (projectManager) `{ from, to, projectId? }`: copies the allocations
 * overlapping the week starting Monday `from` (optionally of one project) into the week starting Monday `to`,
 * each clipped to the week and shifted by the difference; status and note are kept. Copies that would fall
 * outside their project's dates are clipped to them; those left empty, or on a project that is no longer
 * active, or of a person no longer active, are skipped. Returns the created allocations.
 * Errors: 400 (not Mondays, same week), 403.
 */
export async function copyWeek(
  p: Platform,
  ctx: RequestContext,
  body: { from: string; to: string; projectId?: number | undefined },
): Promise<Allocation[]> {
  const auth = assertEditor(ctx);
  if (getIsoWeekday(body.from) !== 1)
    throw badRequest("A forrás hét kezdőnapja hétfő legyen.", { from: "Nem hétfő." });
  if (getIsoWeekday(body.to) !== 1)
    throw badRequest("A cél hét kezdőnapja hétfő legyen.", { to: "Nem hétfő." });
  if (body.from === body.to) throw badRequest("A forrás és a cél hét azonos.", { to: "Azonos hét." });
  const tenantId = ctx.tenant.id;
  const shift = diffInDays(body.from, body.to);
  const weekEnd = addDays(body.from, 6);
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listAllocations(tx, tenantId, {
      start: body.from,
      end: weekEnd,
      projectId: body.projectId,
    });
    const projects = new Map(
      (await repo.listProjectFacts(tx, tenantId, [...new Set(rows.map((r) => r.projectId))])).map((x) => [
        x.id,
        x,
      ]),
    );
    const activeEmployees = new Set(
      (
        await repo.listEmployeeFacts(
          tx,
          tenantId,
          rows.flatMap((r) => (r.employeeId ? [r.employeeId] : [])),
        )
      )
        .filter((e) => e.active)
        .map((e) => e.id),
    );
    const activeExternals = new Set(
      (
        await repo.listExternalFacts(
          tx,
          tenantId,
          rows.flatMap((r) => (r.externalResourceId ? [r.externalResourceId] : [])),
        )
      )
        .filter((e) => e.active)
        .map((e) => e.id),
    );
    const values: repo.AllocationValues[] = [];
    for (const r of rows) {
      const project = projects.get(r.projectId);
      if (!project || project.archived || project.status !== "active") continue;
      if (r.employeeId !== null && !activeEmployees.has(r.employeeId)) continue;
      if (r.externalResourceId !== null && !activeExternals.has(r.externalResourceId)) continue;
      let start = addDays(r.start < body.from ? body.from : r.start, shift);
      let end = addDays(r.end > weekEnd ? weekEnd : r.end, shift);
      if (start < project.startDate) start = project.startDate;
      if (project.endDate !== null && end > project.endDate) end = project.endDate;
      if (end < start) continue;
      values.push({
        resourceType: r.resourceType === "external" ? "external" : "employee",
        employeeId: r.employeeId,
        externalResourceId: r.externalResourceId,
        projectId: r.projectId,
        startDate: start,
        endDate: end,
        hoursPerDay: r.hoursPerDay,
        status: r.status === "confirmed" ? "confirmed" : "tentative",
        note: r.note,
      });
    }
    const ids = await repo.insertAllocations(tx, tenantId, auth.userId, values);
    for (const id of ids) await audit(tx, ctx, "resourceAllocation.copied", id);
    const created = await repo.listAllocations(tx, tenantId, {
      start: addDays(body.to, -400),
      end: addDays(body.to, 400),
      ids,
    });
    return withConflicts(tx, tenantId, created);
  });
}
