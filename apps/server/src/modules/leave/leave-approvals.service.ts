import { sql } from "drizzle-orm";
import { formatDateRangeHu } from "@office/shared/hu/format";
import type { LeaveDecisionContext, LeaveRequest } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import type { Tx } from "../../platform/db.ts";
import { notify } from "../notifications/notifications.service.ts";
import * as typesRepo from "./absence-types.repository.ts";
import { computeLeaveDay, loadEmployee } from "./leave-balance.service.ts";
import {
  canDecideStep,
  loadApprovalWorld,
  resolveApprover,
  cancellationStep,
} from "./leave-approval-chain.ts";
import { canDecideNow, canSeeLeaveOf, colleagueLabelOf, isHiddenType, typeNameOf } from "./leave-dto.ts";
import {
  describeAmount,
  lockRequest,
  NO_REQUEST,
  notifyCurrentApprover,
  recordLeaveAction,
  requestDto,
  viewFor,
} from "./leave-requests.service.ts";
import * as repo from "./leave.repository.ts";
import { listClosures } from "../working-time/working-time.repository.ts";

/** What an approver does with the current step (issue 22 §2). */
export type LeaveDecision = "approved" | "rejected" | "returned";

const DECIDED_MEANWHILE = "Erről a lépésről közben már döntöttek: frissítsd az oldalt.";

/** Refuses `auth` on `row` with 403 when they may see the request, else 404 (no existence leak). */
function refuse(auth: AuthContext, row: repo.LeaveRowWithNames): Error {
  if (row.employeeId === auth.employeeId) return forbidden("Saját kérelmedről nem dönthetsz.");
  return canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId })
    ? forbidden()
    : notFound(NO_REQUEST);
}

/**
 * `PUT /api/leave/{id}/approve|reject|return` (issue 3 §2, issue 22 §2): whoever may decide the current
 * step (`canDecideStep`: the resolved approver — the manager, their stand-in or a manager higher up —,
 * the employee's own manager, or hr; never the requester) approves it, rejects it with a reason, or
 * sends it back for a change with a note. Approving moves to the next step (its approver is notified)
 * or, at the last step, approves the request; hr's approval completes every remaining step. `step`:
 * the step the caller saw — a request that moved on meanwhile answers 409 rather than deciding the
 * next step. Errors: 403, 404, 409 (not pending, or decided meanwhile), 400 (no reason / note). The
 * check and the write run under the employee's `leaveRequests` lock, so of two concurrent decisions
 * of one step exactly one wins. The balance is not checked again: a pending request already counts.
 * The answer of an approval that approves the request names, in `closedMonths`, the closed
 * working-time months its days fall into: a closed month keeps the figures stored at its close (what
 * payroll got, issue 21 §2), so the approver learns that only a reopen and a new close carry the leave
 * into them. The approval world (people, stand-ins, who is away today) is loaded once and serves the
 * check, the next approver's notification and the answer.
 */
export async function decideLeave(
  p: Platform,
  ctx: RequestContext,
  id: number,
  decision: LeaveDecision,
  note: string | null,
  step?: number,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await lockRequest(tx, tenantId, id);
    const world = await loadApprovalWorld(tx, tenantId);
    const resolved = resolveApprover(world, row);
    // Whether the caller could decide the request's first step: such an approver (a stand-in whose
    // step has passed, say) learns that it was decided (409) instead of getting a 404.
    const couldDecideFirst = () => {
      const first = { ...row, currentStep: 0, approverEmployeeId: null };
      return canDecideStep(auth, first, resolveApprover(world, first));
    };
    if (row.status !== "pending") {
      const seesIt = canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId });
      if (row.employeeId === auth.employeeId || (!couldDecideFirst() && !seesIt)) throw refuse(auth, row);
      throw conflict("Erről a kérelemről már döntöttek.");
    }
    if (!canDecideStep(auth, row, resolved)) {
      if (step !== undefined && step !== row.currentStep && couldDecideFirst())
        throw conflict(DECIDED_MEANWHILE);
      throw refuse(auth, row);
    }
    if (step !== undefined && step !== row.currentStep) throw conflict(DECIDED_MEANWHILE);
    if (decision !== "approved" && !note) {
      const message =
        decision === "rejected" ? "Elutasításkor add meg az indoklást." : "Add meg, mit kell módosítani.";
      throw badRequest(message, {
        note: decision === "rejected" ? "Add meg az indoklást." : "Add meg, mit kell módosítani.",
      });
    }
    const isHr = hasAnyRole(auth.roles, ["hr"]);
    const last = row.currentStep >= row.approvalSteps.length - 1;
    const final = decision !== "approved" || last || isHr;
    await recordLeaveAction(tx, ctx, id, decision, row.currentStep, note);
    const types = await typesRepo.typesByCode(tx, tenantId);
    const what = `${typeNameOf(types, row.leaveType)}: ${formatDateRangeHu(row.startDate, row.endDate)} (${describeAmount(row.workingDays, row.hours)})`;
    if (!final) {
      await repo.updateRequest(tx, tenantId, id, {
        currentStep: row.currentStep + 1,
        approverEmployeeId: null,
        stepSince: sql`now()`,
        remindedAt: null,
      });
      await notifyCurrentApprover(
        tx,
        tenantId,
        id,
        auth.userId,
        "Távollét kérelem: a következő jóváhagyási lépés",
        `${row.employeeName}: ${what}\nElőző lépést jóváhagyta: ${auth.displayName}`,
        false,
        world,
      );
      await notify(tx, tenantId, await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId), {
        eventType: "leaveDecision",
        eventId: id,
        title: "Távollét kérelmed továbblépett",
        description: `${what}\nJóváhagyta: ${auth.displayName}; a következő lépés: HR`,
      });
    } else {
      await repo.updateRequest(tx, tenantId, id, {
        status: decision,
        decidedBy: auth.userId,
        decidedAt: sql`now()`,
        decisionNote: note,
      });
      const title =
        decision === "approved"
          ? "Távollét kérelem jóváhagyva"
          : decision === "rejected"
            ? "Távollét kérelem elutasítva"
            : "Távollét kérelem módosításra visszaküldve";
      await notify(tx, tenantId, await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId), {
        eventType: "leaveDecision",
        eventId: id,
        title,
        description: `${what}\nDöntött: ${auth.displayName}${note ? `\n${note}` : ""}`,
      });
      if (decision === "approved") {
        const closed = await listClosures(tx, tenantId, `${row.startDate.slice(0, 7)}-01`, row.endDate);
        return {
          ...(await requestDto(tx, tenantId, id, auth, world)),
          closedMonths: closed.map((c) => String(c.month).slice(0, 7)),
        };
      }
    }
    return requestDto(tx, tenantId, id, auth, world);
  });
}

/**
 * `PUT /api/leave/{id}/cancellation/approve|reject` (issue 22 §2): the approver (as for the request's
 * first step: the manager, their stand-in, a manager higher up, or hr) accepts the employee's request
 * to cancel an approved absence — it is cancelled and its days come back — or refuses it (it stays
 * approved). 409 when no cancellation is pending. The employee is notified.
 */
export async function decideCancellation(
  p: Platform,
  ctx: RequestContext,
  id: number,
  accept: boolean,
  note: string | null,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await lockRequest(tx, tenantId, id);
    const world = await loadApprovalWorld(tx, tenantId);
    const first = cancellationStep(row);
    if (!canDecideStep(auth, first, resolveApprover(world, first))) throw refuse(auth, row);
    if (row.status !== "approved" || !row.cancelRequestedAt)
      throw conflict("Ehhez a kérelemhez nincs függőben lévő visszavonási kérelem.");
    if (accept) {
      await repo.updateRequest(tx, tenantId, id, {
        status: "cancelled",
        decidedBy: auth.userId,
        decidedAt: sql`now()`,
      });
    } else {
      await repo.updateRequest(tx, tenantId, id, { cancelRequestedAt: null });
    }
    const action = accept ? "cancellationAccepted" : "cancellationRefused";
    await recordLeaveAction(tx, ctx, id, action, null, note);
    const types = await typesRepo.typesByCode(tx, tenantId);
    await notify(tx, tenantId, await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId), {
      eventType: "leaveDecision",
      eventId: id,
      title: accept ? "Visszavonási kérelmed elfogadva" : "Visszavonási kérelmed elutasítva",
      description: `${typeNameOf(types, row.leaveType)}: ${formatDateRangeHu(row.startDate, row.endDate)}\n${
        accept ? "A távollét törölve, a napok visszakerültek a keretedbe." : "A távollét jóváhagyva marad."
      }\nDöntött: ${auth.displayName}${note ? `\n${note}` : ""}`,
    });
    return requestDto(tx, tenantId, id, auth, world);
  });
}

/** The readers of a request's details: the employee, their manager, hr, and whoever may decide it now. */
async function readable(tx: Tx, tenantId: number, id: number, auth: AuthContext) {
  const row = await repo.findRequest(tx, tenantId, id);
  if (!row) throw notFound(NO_REQUEST);
  const view = await viewFor(tx, tenantId, [id]);
  const full =
    canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId }) || canDecideNow(auth, row, view);
  return { row, view, full };
}

/** `GET /api/leave/{id}`: one request as the caller may see it (colleagues: the absence only). */
export async function getLeave(p: Platform, ctx: RequestContext, id: number): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, (tx) => requestDto(tx, ctx.tenant.id, id, auth));
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  requested: "Beadva",
  resubmitted: "Módosítva és újra beadva",
  approved: "Jóváhagyva",
  rejected: "Elutasítva",
  returned: "Módosításra visszaküldve",
  reminded: "Emlékeztető a jóváhagyónak",
  escalated: "Továbbküldve a következő vezetői szintre",
  cancellationRequested: "Visszavonást kért",
  cancellationAccepted: "Visszavonás elfogadva",
  cancellationRefused: "Visszavonás elutasítva",
  cancelled: "Visszavonva",
  recounted: "Munkanapok újraszámolva",
};

/** `GET /api/leave/{id}/history`: the request's events, oldest first (readers as `readable`; else 403/404). */
export async function leaveHistory(p: Platform, ctx: RequestContext, id: number) {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { row, view, full } = await readable(tx, tenantId, id, auth);
    if (!full) throw forbidden();
    return (view.events?.get(row.id) ?? []).map((e) => ({
      action: e.action,
      actionLabel: `${ACTION_LABELS[e.action] ?? e.action}${e.step !== null && row.approvalSteps.length > 1 ? ` (${e.step + 1}. lépés)` : ""}`,
      actorName: e.actorName,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    }));
  });
}

/**
 * `GET /api/leave/{id}/decisionContext` (issue 22 §2): for whoever may decide the request (and its
 * employee, manager, hr): the team's other absences on those days — the colleagues with the same
 * manager or department, approved or pending, home office left out, hidden types as colleagues see
 * them unless the caller may see that person's leave — and the balance before and after approval.
 */
export async function decisionContext(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<LeaveDecisionContext> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { row, view, full } = await readable(tx, tenantId, id, auth);
    if (!full) throw forbidden();
    const types = view.types;
    const employee = await loadEmployee(tx, tenantId, row.employeeId);
    const others = await repo.listInRange(tx, tenantId, row.startDate, row.endDate, ["approved", "pending"]);
    const team = others.filter(
      (o) =>
        o.employeeId !== row.employeeId &&
        types.get(o.leaveType)?.attendanceCode !== "homeOffice" &&
        o.leaveType !== "home_office" &&
        ((employee.managerId !== null && o.managerId === employee.managerId) ||
          o.employeeId === employee.managerId ||
          (employee.department !== null && o.department === employee.department)),
    );
    const teamAbsences = team.map((o) => {
      const sees = canSeeLeaveOf(auth, { id: o.employeeId, managerId: o.managerId });
      return {
        employeeId: o.employeeId,
        employeeName: o.employeeName,
        startDate: o.startDate,
        endDate: o.endDate,
        typeName:
          !sees && isHiddenType(types, o.leaveType)
            ? colleagueLabelOf(types, o.leaveType)
            : typeNameOf(types, o.leaveType),
        status: o.status as LeaveDecisionContext["teamAbsences"][number]["status"],
      };
    });
    const type = types.get(row.leaveType);
    const year = Number(row.startDate.slice(0, 4));
    const counts = row.status === "pending" || row.status === "approved";
    let balance: LeaveDecisionContext["balance"] = null;
    if (type?.countsAgainstEntitlement) {
      const day = await computeLeaveDay(tx, tenantId, employee, year);
      if (!day.problem) {
        const after = counts ? day.remaining : day.remaining - row.workingDays;
        balance = {
          label: `Fennmaradó szabadság (${year})`,
          before: after + row.workingDays,
          after,
          unit: "munkanap",
        };
      }
    } else if (type?.yearlyLimitDays != null && type.unit !== "hour") {
      const used = await repo.sumDaysOfType(tx, tenantId, row.employeeId, year, row.leaveType);
      const after = type.yearlyLimitDays - (counts ? used : used + row.workingDays);
      balance = {
        label: `${type.name}: az éves keretből (${year})`,
        before: after + row.workingDays,
        after,
        unit: "munkanap",
      };
    }
    return { teamAbsences, balance };
  });
}
