import {
  ALLOCATION_PREVIEW_MAX_DAYS,
  type AllocationPreview,
  type AllocationPreviewQuery,
} from "@office/shared/resource-planning/allocations.contract";
import { diffInDays } from "@office/shared/hu/iso-date";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { eachDay, loadConflictFacts, personKey, personOf, toAllocation } from "./allocation-context.ts";
import { canEditAllocations } from "./resource-allocations.service.ts";
import * as repo from "./resource-allocations.repository.ts";

/**
 * `GET /api/resourceAllocation/preview` (issue 19 §4, `projectManager`): the conflicts and planned hours an
 * allocation would have if saved as it stands in the editor — the same rules and facts as a saved one
 * (`allocationConflicts` of `@office/shared`, the person's leave, schedule and other allocations, the project's
 * dates, company rest days), computed without writing. With `id`, that allocation's stored hours are replaced
 * by the edited ones (not counted twice for over-allocation). Nothing is refused for the project's state or
 * dates here: those stay warnings until saving, which validates them.
 * Errors: 403 without `projectManager`; 400 for a range longer than `ALLOCATION_PREVIEW_MAX_DAYS`; 404 for
 * an unknown project, person or allocation id (also another tenant's).
 */
export async function previewAllocation(
  p: Platform,
  ctx: RequestContext,
  input: AllocationPreviewQuery,
): Promise<AllocationPreview> {
  if (!canEditAllocations(authOf(ctx))) throw forbidden();
  if (diffInDays(input.start, input.end) + 1 > ALLOCATION_PREVIEW_MAX_DAYS) {
    throw badRequest(`Legfeljebb ${ALLOCATION_PREVIEW_MAX_DAYS} napos beosztás ellenőrizhető.`, {
      end: "Túl hosszú időszak.",
    });
  }
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const [project] = await repo.listProjectFacts(tx, tenantId, [input.projectId]);
    if (!project) throw notFound("A projekt nem található.");
    const isEmployee = input.resourceType === "employee";
    const [person] = isEmployee
      ? await repo.listEmployeeFacts(tx, tenantId, [input.resourceId])
      : await repo.listExternalFacts(tx, tenantId, [input.resourceId]);
    if (!person)
      throw notFound(isEmployee ? "A munkatárs nem található." : "A külső erőforrás nem található.");
    const stored = input.id === undefined ? null : await repo.findAllocation(tx, tenantId, input.id);
    if (input.id !== undefined && !stored) throw notFound("A beosztás nem található.");
    const row: repo.AllocationRow = {
      id: input.id ?? 0,
      resourceType: input.resourceType,
      employeeId: isEmployee ? input.resourceId : null,
      externalResourceId: isEmployee ? null : input.resourceId,
      projectId: input.projectId,
      start: input.start,
      end: input.end,
      hoursPerDay: input.hoursPerDay,
      status: "tentative",
      note: null,
      resourceName: "",
      projectCode: "",
      projectName: "",
    };
    const facts = await loadConflictFacts(tx, tenantId, [row]);
    // The day totals hold the stored allocations: take the stored version of this one out, put the edited in.
    const key = personKey(input.resourceType, input.resourceId);
    const totals = facts.hours.get(key) ?? new Map<string, number>();
    facts.hours.set(key, totals);
    if (stored && personOf(stored) === key) {
      eachDay(stored.start, stored.end, row.start, row.end, (date) =>
        totals.set(date, (totals.get(date) ?? 0) - stored.hoursPerDay),
      );
    }
    eachDay(row.start, row.end, row.start, row.end, (date) =>
      totals.set(date, (totals.get(date) ?? 0) + row.hoursPerDay),
    );
    const { plannedHours, conflicts } = toAllocation(row, facts);
    return { plannedHours, workingDays: plannedHours / input.hoursPerDay, conflicts };
  });
}
