import { CalendarYearNotLoadedError, countWorkingDays, isWorkingDay } from "@office/shared/hu/calendar";
import { FATHER_LEAVE_DAYS } from "@office/shared/hu/leave-rules";
import {
  LEAVE_TYPE_LABELS,
  type LeaveRequest,
  type LeaveRequestInput,
} from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import { computeLeaveDay, loadEmployee } from "./leave-balance.service.ts";
import { canSeeLeaveOf, toLeaveDto } from "./leave-dto.ts";
import * as repo from "./leave.repository.ts";
import { formatDateRangeHu } from "@office/shared/hu/format";

export const NO_REQUEST = "A kérelem nem található.";
const today = () => new Date().toISOString().slice(0, 10);

/** „5 munkanap”, „0,5 munkanap”: working days as the messages and notifications write them. */
export const fmtDays = (n: number) => `${n.toLocaleString("hu-HU")} munkanap`;

/** Runs calendar code, turning "year not loaded" into a Hungarian 400 (DESIGN §9: never a guess). */
function withCalendar<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof CalendarYearNotLoadedError) throw badRequest(err.message);
    throw err;
  }
}

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

/** Working days of the request with the Hungarian calendar, the company rest days and the work schedule. */
async function countRequestDays(
  tx: Tx,
  tenantId: number,
  workSchedule: string,
  input: LeaveRequestInput,
): Promise<number> {
  const restDays = await repo.listCompanyRestDays(tx, tenantId, input.startDate, input.endDate);
  // Egyéb munkarend: the decree's swaps do not apply (see CalendarOptions).
  const opts = {
    companyRestDays: restDays,
    workSchedule: workSchedule === "other" ? ("other" as const) : ("general" as const),
  };
  return withCalendar(() =>
    input.halfDay
      ? isWorkingDay(input.startDate, opts)
        ? 0.5
        : 0
      : countWorkingDays(input.startDate, input.endDate, opts),
  );
}

/**
 * SPEC `POST /api/employee/{id}/leave`: the employee (or hr for them) requests leave. Working days are
 * counted with the Hungarian calendar and the company rest days; refused (400) when the range has no
 * working day, spans two years, lies outside the employment, or — for szabadság — exceeds what remains
 * with pending requests counted (Mt. 116–121. §), or — for apasági — the 10 days of Mt. 118. § (4);
 * 409 when it overlaps a pending or approved request. The overlap and balance checks and the insert
 * run under the employee's `leaveRequests` lock, so concurrent requests are decided one after the
 * other (issue 7 §2). The approvers (the manager and hr) are notified.
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
  if (input.startDate.slice(0, 4) !== input.endDate.slice(0, 4)) {
    throw badRequest("A kérelem nem nyúlhat át a következő évre: add be két részletben.", {
      endDate: "A kérelem nem nyúlhat át a következő évre.",
    });
  }
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "leaveRequests", tenantId, employeeId);
    const employee = await loadEmployee(tx, tenantId, employeeId);
    if (!employee.active) throw badRequest("Inaktív munkatársnak nem rögzíthető távollét.");
    if (
      (employee.employmentStart && input.startDate < employee.employmentStart) ||
      (employee.employmentEnd && input.endDate > employee.employmentEnd)
    ) {
      throw badRequest("A kért időszak kívül esik a munkaviszonyon.");
    }
    const workingDays = await countRequestDays(tx, tenantId, employee.workSchedule, input);
    if (workingDays === 0) throw badRequest("A kért időszakban nincs munkanap.");
    if (await repo.hasOverlap(tx, tenantId, employeeId, input.startDate, input.endDate)) {
      throw conflict("Erre az időszakra már van függőben lévő vagy jóváhagyott távollét.");
    }
    const year = Number(input.startDate.slice(0, 4));
    if (input.leaveType === "szabadsag") {
      const day = await computeLeaveDay(tx, tenantId, employee, year);
      if (day.problem) throw badRequest(day.problem);
      if (workingDays > day.remaining) {
        throw badRequest(
          `Nincs elég szabadság: a kérelem ${fmtDays(workingDays)}, a fennmaradó keret (a függőben lévő kérelmekkel együtt) ${fmtDays(day.remaining)}.`,
        );
      }
    }
    if (input.leaveType === "apasagi") {
      const day = await computeLeaveDay(tx, tenantId, employee, year);
      if (day.fatherLeaveTaken + workingDays > FATHER_LEAVE_DAYS) {
        throw badRequest(
          `Az apasági szabadság évente legfeljebb ${FATHER_LEAVE_DAYS} munkanap (Mt. 118. § (4)); eddig ${fmtDays(day.fatherLeaveTaken)}.`,
        );
      }
    }
    const id = await repo.insertRequest(tx, {
      tenantId,
      employeeId,
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      workingDays,
      note: input.note,
      requestedBy: auth.userId,
    });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "leave.requested",
      target: `leave:${id}`,
    });
    const approvers = (await repo.listApproverUserIds(tx, tenantId, employee.managerId)).filter(
      (u) => u !== auth.userId,
    );
    await notify(tx, tenantId, approvers, {
      eventType: "leaveRequest",
      eventId: id,
      title: "Új távollét kérelem",
      description: `${employee.name}: ${LEAVE_TYPE_LABELS[input.leaveType]}\n${formatDateRangeHu(input.startDate, input.endDate)} (${fmtDays(workingDays)})`,
    });
    const row = await repo.findRequest(tx, tenantId, id);
    if (!row) throw notFound(NO_REQUEST);
    return toLeaveDto(row, auth);
  });
}

/**
 * `PUT /api/leave/{id}/cancel`: the employee withdraws a pending request or an approved one that has
 * not started; hr may cancel any pending or approved one. Errors: 403/404, 409 (already decided the
 * other way, cancelled, or started). Runs under the employee's `leaveRequests` lock, so a concurrent
 * decision or cancel sees the status this one wrote. The other side is notified.
 */
export async function cancelLeave(p: Platform, ctx: RequestContext, id: number): Promise<LeaveRequest> {
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
    if (row.status !== "pending" && row.status !== "approved")
      throw conflict("Ez a kérelem már nem vonható vissza.");
    if (own && !isHr && row.status === "approved" && row.startDate <= today()) {
      throw conflict("Már megkezdett szabadságot csak a HR vonhat vissza.");
    }
    await repo.setStatus(tx, tenantId, id, "cancelled", auth.userId, null);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "leave.cancelled",
      target: `leave:${id}`,
    });
    const recipients = own
      ? await repo.listApproverUserIds(tx, tenantId, row.managerId)
      : await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId);
    await notify(
      tx,
      tenantId,
      recipients.filter((u) => u !== auth.userId),
      {
        eventType: "leaveCancelled",
        eventId: id,
        title: "Távollét kérelem visszavonva",
        description: `${row.employeeName}: ${formatDateRangeHu(row.startDate, row.endDate)}\nVisszavonta: ${auth.displayName}`,
      },
    );
    const after = await repo.findRequest(tx, tenantId, id);
    if (!after) throw notFound(NO_REQUEST);
    return toLeaveDto(after, auth);
  });
}
