import { LEAVE_TYPE_LABELS, type LeaveRequest } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import { canDecideLeaveOf, canSeeLeaveOf, toLeaveDto } from "./leave-dto.ts";
import { fmtDays, lockRequest, NO_REQUEST } from "./leave-requests.service.ts";
import * as repo from "./leave.repository.ts";
import { formatDateRangeHu } from "@office/shared/hu/format";

/**
 * `PUT /api/leave/{id}/approve|reject`: the employee's manager or hr decides a pending request, never
 * the requester. Errors: 403, 404, 409 (already decided or cancelled), 400 (rejection without a
 * reason). The status check and the write run under the employee's `leaveRequests` lock, so of two
 * concurrent decisions (or a decision and a cancel) exactly one wins. The balance is not checked
 * again: a pending request already counts against it. The employee is notified.
 */
export async function decideLeave(
  p: Platform,
  ctx: RequestContext,
  id: number,
  decision: "approved" | "rejected",
  note: string | null,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await lockRequest(tx, tenantId, id);
    const employee = { id: row.employeeId, managerId: row.managerId };
    if (row.employeeId === auth.employeeId) throw forbidden("Saját kérelmedről nem dönthetsz.");
    if (!canDecideLeaveOf(auth, employee))
      throw canSeeLeaveOf(auth, employee) ? forbidden() : notFound(NO_REQUEST);
    if (row.status !== "pending") throw conflict("Erről a kérelemről már döntöttek.");
    if (decision === "rejected" && !note)
      throw badRequest("Elutasításkor add meg az indoklást.", { note: "Add meg az indoklást." });
    await repo.setStatus(tx, tenantId, id, decision, auth.userId, note);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: `leave.${decision}`,
      target: `leave:${id}`,
    });
    const title = decision === "approved" ? "Távollét kérelem jóváhagyva" : "Távollét kérelem elutasítva";
    const type = LEAVE_TYPE_LABELS[row.leaveType as keyof typeof LEAVE_TYPE_LABELS] ?? row.leaveType;
    await notify(tx, tenantId, await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId), {
      eventType: "leaveDecision",
      eventId: id,
      title,
      description: `${type}: ${formatDateRangeHu(row.startDate, row.endDate)} (${fmtDays(row.workingDays)})\nDöntött: ${auth.displayName}${note ? `\n${note}` : ""}`,
    });
    const after = await repo.findRequest(tx, tenantId, id);
    if (!after) throw notFound(NO_REQUEST);
    return toLeaveDto(after, auth);
  });
}
