import { FATHER_LEAVE_DAYS } from "@office/shared/hu/leave-rules";
import { APPROVAL_STEPS, type AbsenceApproval } from "@office/shared/leave/absence-type.contract";
import type { LeaveRequest, LeaveRequestInput } from "@office/shared/leave/leave.contract";
import { formatDateRangeHu } from "@office/shared/hu/format";
import { sql } from "drizzle-orm";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import type * as employeesRepo from "../employees/employees.repository.ts";
import * as typesRepo from "./absence-types.repository.ts";
import { computeLeaveDay, loadEmployee } from "./leave-balance.service.ts";
import {
  approverUserIds,
  listHrUserIds,
  loadApprovalWorld,
  resolveApprover,
  cancellationStep,
  type ApprovalWorld,
} from "./leave-approval-chain.ts";
import { calendarOptionsFor, requestDays } from "./leave-days.ts";
import { canSeeLeaveOf, toLeaveDto, typeNameOf, type LeaveView } from "./leave-dto.ts";
import * as repo from "./leave.repository.ts";

export const NO_REQUEST = "A kérelem nem található.";
const today = () => new Date().toISOString().slice(0, 10);

/** „5 munkanap”, „0,5 munkanap”: working days as the messages and notifications write them. */
export const fmtDays = (n: number) => `${n.toLocaleString("hu-HU")} munkanap`;

/**
 * Reads request `id`, takes its employee's `leaveRequests` lock and reads it again, so the returned
 * status is the one every later statement of `tx` may rely on (the employee of a request never
 * changes, so the first read only picks the lock). 404 when the request does not exist.
 */
export async function lockRequest(tx: Tx, tenantId: number, id: number): Promise<repo.LeaveRowWithNames> {
  const first = await repo.findRequest(tx, tenantId, id);
  if (!first) throw notFound(NO_REQUEST);
  await lockFor(tx, "leaveRequests", tenantId, first.employeeId);
  const row = await repo.findRequest(tx, tenantId, id);
  if (!row) throw notFound(NO_REQUEST);
  return row;
}

/**
 * The full view of one request for `auth` (types, today's approvers, its history) as a DTO. `world`: the
 * approval world the caller already loaded for this decision (loaded here when absent). A decision never
 * changes what the world holds for its own request's answer: the world's absences count approved leave
 * only, and an approved or cancelled request shows no approver.
 */
export async function requestDto(
  tx: Tx,
  tenantId: number,
  id: number,
  auth: AuthContext,
  world?: ApprovalWorld,
): Promise<LeaveRequest> {
  const row = await repo.findRequest(tx, tenantId, id);
  if (!row) throw notFound(NO_REQUEST);
  return toLeaveDto(row, auth, await viewFor(tx, tenantId, [row.id], world));
}

/**
 * Types, approval world and the history of `ids`: everything `toLeaveDto` needs for a full answer
 * (`world` reused when the caller has it, else loaded).
 */
export async function viewFor(
  tx: Tx,
  tenantId: number,
  ids: number[],
  world?: ApprovalWorld,
): Promise<LeaveView> {
  return {
    types: await typesRepo.typesByCode(tx, tenantId),
    world: world ?? (await loadApprovalWorld(tx, tenantId)),
    events: await repo.listEvents(tx, tenantId, ids),
  };
}

/** What a checked request amounts to: its type and working days, and whether the count is provisional. */
type CheckedRequest = {
  type: typesRepo.AbsenceTypeRow;
  workingDays: number;
  provisional: boolean;
};

/**
 * Checks `input` for `employee` under the caller's `leaveRequests` lock (issue 3 §2, issue 22 §1):
 * the type exists and is active (400), the unit fits (half day only for `halfDay` types, `hours`
 * exactly for `hour` types), the range is one year, inside the employment and has a working day,
 * it does not overlap another open request (409), and the entitlement (types that count against it,
 * Mt. 116–121. §, pending requests counted) and the type's yearly limit (e.g. betegszabadság 15
 * working days, Mt. 126. § (1); apasági 10, Mt. 118. § (4)) are not exceeded (400). `exceptId`: the
 * request being edited, left out of the overlap and the sums.
 */
async function checkRequest(
  tx: Tx,
  tenantId: number,
  employee: employeesRepo.EmployeeRowWithManager,
  input: LeaveRequestInput,
  except: repo.LeaveRowWithNames | null,
): Promise<CheckedRequest> {
  const type = (await typesRepo.typesByCode(tx, tenantId)).get(input.leaveType);
  // An edited request may keep a type deactivated since; a new one needs an active type.
  if (!type || (!type.active && except?.leaveType !== type.code))
    throw badRequest("Ismeretlen vagy inaktív távollét-típus.", { leaveType: "Válassz érvényes típust." });
  await lockFor(tx, "absenceTypes", tenantId, type.code, "shared");
  if (input.startDate.slice(0, 4) !== input.endDate.slice(0, 4)) {
    throw badRequest("A kérelem nem nyúlhat át a következő évre: add be két részletben.", {
      endDate: "A kérelem nem nyúlhat át a következő évre.",
    });
  }
  if (input.halfDay && type.unit !== "halfDay")
    throw badRequest(`A(z) ${type.name} csak egész napra kérhető.`, {
      halfDay: "Ez a típus csak egész napra kérhető.",
    });
  if (type.unit === "hour" && input.hours === null)
    throw badRequest(`A(z) ${type.name} órában adható meg: add meg az órák számát.`, {
      hours: "Add meg az órák számát.",
    });
  if (type.unit !== "hour" && input.hours !== null)
    throw badRequest(`A(z) ${type.name} napokban adható meg, nem órában.`, {
      hours: "Ez a típus napokban adható meg.",
    });
  if (!employee.active) throw badRequest("Inaktív munkatársnak nem rögzíthető távollét.");
  if (
    (employee.employmentStart && input.startDate < employee.employmentStart) ||
    (employee.employmentEnd && input.endDate > employee.employmentEnd)
  ) {
    throw badRequest("A kért időszak kívül esik a munkaviszonyon.");
  }
  const opts = await calendarOptionsFor(tx, tenantId, employee.workSchedule, input.startDate, input.endDate);
  const counted = requestDays(input, opts);
  if (!counted.anyWorkingDay) throw badRequest("A kért időszakban nincs munkanap.");
  if (await repo.hasOverlap(tx, tenantId, employee.id, input.startDate, input.endDate, except?.id ?? -1)) {
    throw conflict("Erre az időszakra már van függőben lévő vagy jóváhagyott távollét.");
  }
  const year = Number(input.startDate.slice(0, 4));
  // The edited request's own days are in the sums while it is pending: give them back first.
  const ownBack = (code: string) =>
    except &&
    except.status === "pending" &&
    except.leaveType === code &&
    except.startDate.slice(0, 4) === String(year)
      ? except.workingDays
      : 0;
  if (type.countsAgainstEntitlement) {
    const day = await computeLeaveDay(tx, tenantId, employee, year);
    if (day.problem) throw badRequest(day.problem);
    const remaining = day.remaining + ownBack(type.code);
    if (counted.days > remaining) {
      throw badRequest(
        `Nincs elég szabadság: a kérelem ${fmtDays(counted.days)}, a fennmaradó keret (a függőben lévő kérelmekkel együtt) ${fmtDays(remaining)}.`,
      );
    }
  }
  const limit = type.code === "apasagi" ? (type.yearlyLimitDays ?? FATHER_LEAVE_DAYS) : type.yearlyLimitDays;
  if (limit !== null && type.unit !== "hour") {
    const used = (await repo.sumDaysOfType(tx, tenantId, employee.id, year, type.code)) - ownBack(type.code);
    if (used + counted.days > limit) {
      throw badRequest(
        type.code === "apasagi"
          ? `Az apasági szabadság évente legfeljebb ${fmtDays(limit)} (Mt. 118. § (4)); eddig ${fmtDays(used)}.`
          : type.code === "betegszabadsag"
            ? `A betegszabadság évente legfeljebb ${fmtDays(limit)} (Mt. 126. § (1)); eddig ${fmtDays(used)}. A további napokra a „Keresőképtelenség (táppénz)” típust válaszd.`
            : `A(z) ${type.name} évente legfeljebb ${fmtDays(limit)}; eddig ${fmtDays(used)}.`,
      );
    }
  }
  return { type, workingDays: counted.days, provisional: counted.provisional };
}

/**
 * Records what the caller did to request `id`: one event of its history (`action`, the step it
 * concerned, a note) and one audit entry `leave.<action in snake_case>` (e.g. `leave.cancellation_requested`).
 */
export async function recordLeaveAction(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  action: string,
  step: number | null,
  note: string | null,
): Promise<void> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await repo.insertEvent(tx, { tenantId, requestId: id, step, action, actorUserId: auth.userId, note });
  await appendAudit(tx, {
    tenantId,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action: `leave.${action.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
    target: `leave:${id}`,
    ...(step === null ? {} : { details: { step } }),
  });
}

/** The approval steps of an approval mode as stored on a request. */
export function stepsOf(approval: string): string[] {
  return [...(APPROVAL_STEPS[approval as AbsenceApproval] ?? APPROVAL_STEPS.manager)];
}

/**
 * Notifies whoever decides the current step of request `id` (not `exceptUserId`); with `alsoHr`, hr
 * too (a new request reaches hr as it did since issue 3: hr may decide any step).
 */
export async function notifyCurrentApprover(
  tx: Tx,
  tenantId: number,
  id: number,
  exceptUserId: number | null,
  title: string,
  description: string,
  alsoHr = false,
  world?: ApprovalWorld,
): Promise<void> {
  const row = await repo.findRequest(tx, tenantId, id);
  if (!row || row.status !== "pending") return;
  const resolved = resolveApprover(world ?? (await loadApprovalWorld(tx, tenantId)), row);
  const ids = await approverUserIds(tx, tenantId, resolved);
  if (alsoHr) ids.push(...(await listHrUserIds(tx, tenantId)));
  const recipients = [...new Set(ids)].filter((u) => u !== exceptUserId);
  await notify(tx, tenantId, recipients, { eventType: "leaveRequest", eventId: id, title, description });
}

/**
 * SPEC `POST /api/employee/{id}/leave`: the employee (or hr for them) requests an absence of any
 * active type of the tenant (`leaveType` = the type's code; the six issue-3 codes are statutory types).
 * Checked by `checkRequest` under the employee's `leaveRequests` lock, so concurrent requests are
 * decided one after the other (issue 7 §2). A year without loaded swapped days is counted
 * provisionally (`provisionalCalendar`, issue 22 §4). The request starts at the first step of its
 * type's approval; whoever decides it today is notified.
 */
export async function requestLeave(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  input: LeaveRequestInput,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  if (employeeId !== auth.employeeId && !hasAnyRole(auth.roles, ["hr"]))
    throw forbidden("Csak a saját nevedben kérhetsz távollétet.");
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "leaveRequests", tenantId, employeeId);
    const employee = await loadEmployee(tx, tenantId, employeeId);
    const checked = await checkRequest(tx, tenantId, employee, input, null);
    const id = await repo.insertRequest(tx, {
      tenantId,
      employeeId,
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      hours: input.hours,
      workingDays: checked.workingDays,
      note: input.note,
      requestedBy: auth.userId,
      approvalSteps: stepsOf(checked.type.approval),
      currentStep: 0,
      provisionalCalendar: checked.provisional,
    });
    await recordLeaveAction(tx, ctx, id, "requested", null, null);
    const world = await loadApprovalWorld(tx, tenantId);
    await notifyCurrentApprover(
      tx,
      tenantId,
      id,
      auth.userId,
      "Új távollét kérelem",
      `${employee.name}: ${checked.type.name}\n${formatDateRangeHu(input.startDate, input.endDate)} (${describeAmount(checked.workingDays, input.hours)})`,
      true,
      world,
    );
    return requestDto(tx, tenantId, id, auth, world);
  });
}

/** „3 munkanap” or „4 óra”: the amount of a request as messages write it. */
export function describeAmount(workingDays: number, hours: number | null): string {
  return hours !== null ? `${hours.toLocaleString("hu-HU")} óra` : fmtDays(workingDays);
}

/**
 * `PUT /api/leave/{id}`: the employee (or hr) changes a pending or returned request and resubmits it
 * (issue 22 §2 "send back for a change"). Checked like a new request (its own days left out); it
 * starts again at the first step of its type's approval. 409 for any other status.
 */
export async function updateLeave(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: LeaveRequestInput,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await lockRequest(tx, tenantId, id);
    const own = row.employeeId === auth.employeeId;
    if (!own && !hasAnyRole(auth.roles, ["hr"]))
      throw canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId })
        ? forbidden()
        : notFound(NO_REQUEST);
    if (row.status !== "pending" && row.status !== "returned")
      throw conflict("Csak függőben lévő vagy visszaküldött kérelem módosítható.");
    const employee = await loadEmployee(tx, tenantId, row.employeeId);
    const checked = await checkRequest(tx, tenantId, employee, input, row);
    await repo.updateRequest(tx, tenantId, id, {
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      hours: input.hours,
      workingDays: checked.workingDays,
      note: input.note,
      status: "pending",
      approvalSteps: stepsOf(checked.type.approval),
      currentStep: 0,
      approverEmployeeId: null,
      stepSince: sql`now()`,
      remindedAt: null,
      provisionalCalendar: checked.provisional,
    });
    await recordLeaveAction(tx, ctx, id, "resubmitted", null, null);
    const world = await loadApprovalWorld(tx, tenantId);
    await notifyCurrentApprover(
      tx,
      tenantId,
      id,
      auth.userId,
      "Módosított távollét kérelem",
      `${employee.name}: ${checked.type.name}\n${formatDateRangeHu(input.startDate, input.endDate)} (${describeAmount(checked.workingDays, input.hours)})`,
      false,
      world,
    );
    return requestDto(tx, tenantId, id, auth, world);
  });
}

/**
 * `PUT /api/leave/{id}/cancel` `{ reason? }` (issue 22 §2): a pending or returned request is withdrawn
 * by the employee or hr. An approved one: hr cancels it directly (the reason is kept; the UI asks for
 * one); the employee only asks for its cancellation — it stays approved with `cancellationRequested`
 * until the approver accepts (`decideCancellation`), and only before it starts (started leave: hr).
 * Errors: 403/404, 409 (already decided the other way, cancelled, started, a cancellation already
 * asked). Runs under the employee's `leaveRequests` lock. The other side is notified.
 */
export async function cancelLeave(
  p: Platform,
  ctx: RequestContext,
  id: number,
  reason: string | null = null,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await lockRequest(tx, tenantId, id);
    const own = row.employeeId === auth.employeeId;
    const isHr = hasAnyRole(auth.roles, ["hr"]);
    if (!own && !isHr)
      throw canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId })
        ? forbidden()
        : notFound(NO_REQUEST);
    if (row.status !== "pending" && row.status !== "approved" && row.status !== "returned")
      throw conflict("Ez a kérelem már nem vonható vissza.");
    const types = await typesRepo.typesByCode(tx, tenantId);
    const what = `${row.employeeName}: ${typeNameOf(types, row.leaveType)}, ${formatDateRangeHu(row.startDate, row.endDate)}`;
    const world = await loadApprovalWorld(tx, tenantId);
    if (row.status === "approved" && !isHr) {
      if (row.startDate <= today()) throw conflict("Már megkezdett szabadságot csak a HR vonhat vissza.");
      if (row.cancelRequestedAt) throw conflict("A visszavonási kérelmed már a jóváhagyónál van.");
      await repo.updateRequest(tx, tenantId, id, { cancelRequestedAt: sql`now()`, cancelReason: reason });
      await recordLeaveAction(tx, ctx, id, "cancellationRequested", null, reason);
      const first = cancellationStep(row);
      const resolved = resolveApprover(world, first);
      await notify(
        tx,
        tenantId,
        (await approverUserIds(tx, tenantId, resolved)).filter((u) => u !== auth.userId),
        {
          eventType: "leaveRequest",
          eventId: id,
          title: "Jóváhagyott távollét visszavonását kérik",
          description: `${what}${reason ? `\nIndok: ${reason}` : ""}`,
        },
      );
      return requestDto(tx, tenantId, id, auth, world);
    }
    await repo.updateRequest(tx, tenantId, id, {
      status: "cancelled",
      decidedBy: auth.userId,
      decidedAt: sql`now()`,
      cancelReason: reason,
    });
    await recordLeaveAction(tx, ctx, id, "cancelled", null, reason);
    const recipients = own
      ? await approverUserIds(tx, tenantId, resolveApprover(world, row))
      : await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId);
    await notify(
      tx,
      tenantId,
      recipients.filter((u) => u !== auth.userId),
      {
        eventType: "leaveCancelled",
        eventId: id,
        title: "Távollét kérelem visszavonva",
        description: `${what}\nVisszavonta: ${auth.displayName}${reason ? `\nIndok: ${reason}` : ""}`,
      },
    );
    return requestDto(tx, tenantId, id, auth, world);
  });
}
