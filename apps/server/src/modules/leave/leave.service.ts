import { createEvents, type EventAttributes } from "ics";
import { calculateLeaveEntitlement } from "@office/shared/hu/leave-entitlement";
import { CalendarYearNotLoadedError, countWorkingDays, isWorkingDay } from "@office/shared/hu/calendar";
import { FATHER_LEAVE_DAYS } from "@office/shared/hu/leave-rules";
import { addDays, toDateParts } from "@office/shared/hu/iso-date";
import {
  LEAVE_TYPE_LABELS,
  type LeaveDay,
  type LeaveDayInput,
  type LeaveReport,
  type LeaveRequest,
  type LeaveRequestInput,
} from "@office/shared/leave/leave.contract";
import type { Platform } from "../../app/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import * as repo from "./leave.repository.ts";

const NO_EMPLOYEE = "A munkatárs nem található.";
const NO_REQUEST = "A kérelem nem található.";
const today = () => new Date().toISOString().slice(0, 10);

type EmployeeRef = { id: number; managerId: number | null };

/** DESIGN §5: the employee, their manager and hr see (and hr/the manager decide on) an employee's leave. */
export function canSeeLeaveOf(auth: AuthContext, employee: EmployeeRef): boolean {
  return (
    employee.id === auth.employeeId ||
    employee.managerId === auth.employeeId ||
    hasAnyRole(auth.roles, ["hr"])
  );
}

/** The manager or hr decides; never the requester (issue 3 §2), even when they are hr. */
export function canDecideLeaveOf(auth: AuthContext, employee: EmployeeRef): boolean {
  return (
    employee.id !== auth.employeeId &&
    (employee.managerId === auth.employeeId || hasAnyRole(auth.roles, ["hr"]))
  );
}

/** Sick leave is health data: only those who may see the employee's leave see the type (GDPR art. 9). */
function toDto(row: repo.LeaveRowWithNames, auth: AuthContext): LeaveRequest {
  const typeVisible =
    row.leaveType !== "betegszabadsag" ||
    canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId });
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    leaveType: typeVisible ? (row.leaveType as LeaveRequest["leaveType"]) : null,
    startDate: row.startDate,
    endDate: row.endDate,
    halfDay: row.halfDay === "morning" || row.halfDay === "afternoon" ? row.halfDay : null,
    workingDays: row.workingDays,
    status: row.status as LeaveRequest["status"],
    note: typeVisible ? row.note : null,
    createdAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

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
 * The leaveDay of one employee and year (Mt. 116–121. § entitlement, HR adjustment, carry-over, and
 * szabadság taken = approved, pending = awaiting decision, remaining = total − taken − pending).
 */
async function computeLeaveDay(
  tx: Tx,
  tenantId: number,
  employee: employeesRepo.EmployeeRowWithManager,
  year: number,
): Promise<LeaveDay> {
  const [allowance] = await repo.findAllowances(tx, tenantId, year, [employee.id]);
  const sums = await repo.sumDaysByEmployee(tx, tenantId, year, [employee.id]);
  const sum = (type: string, status: string) =>
    sums.filter((s) => s.leaveType === type && s.status === status).reduce((a, s) => a + Number(s.days), 0);
  const taken = sum("szabadsag", "approved");
  const pending = sum("szabadsag", "pending");
  const adjustmentDays = allowance?.adjustmentDays ?? 0;
  const carryOverDays = allowance?.carryOverDays ?? 0;
  let problem: string | null = null;
  let entitlement: LeaveDay["entitlement"] = { year, total: 0, lines: [] };
  if (!employee.birthDate) problem = "A szabadság kiszámításához add meg a munkatárs születési dátumát.";
  else if (!employee.employmentStart) problem = "A szabadság kiszámításához add meg a munkaviszony kezdetét.";
  else {
    const children = await employeesRepo.listChildren(tx, tenantId, employee.id);
    try {
      entitlement = calculateLeaveEntitlement({
        year,
        birthDate: employee.birthDate,
        employmentStart: employee.employmentStart,
        employmentEnd: employee.employmentEnd,
        children: children.map((c) => ({ birthDate: c.birthDate, isDisabled: c.disabled })),
        hasDisability: employee.disability,
        adjustments:
          adjustmentDays !== 0
            ? [{ days: adjustmentDays, reason: allowance?.adjustmentReason || "HR korrekció" }]
            : [],
        carryOverDays,
      });
    } catch (err) {
      problem = err instanceof Error ? err.message : "A szabadság nem számítható ki.";
    }
  }
  return {
    employeeId: employee.id,
    year,
    entitlement,
    taken,
    pending,
    remaining: entitlement.total - taken - pending,
    adjustmentDays,
    adjustmentReason: allowance?.adjustmentReason ?? null,
    carryOverDays,
    fatherLeaveTaken: sum("apasagi", "approved") + sum("apasagi", "pending"),
    problem,
  };
}

async function loadEmployee(tx: Tx, tenantId: number, id: number) {
  const employee = await employeesRepo.findEmployee(tx, tenantId, id);
  if (!employee) throw notFound(NO_EMPLOYEE);
  return employee;
}

/** SPEC `GET /api/employee/{id}/leaveDay?year=`: for the employee, their manager and hr; 403 otherwise. */
export async function getLeaveDay(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  year = new Date().getFullYear(),
): Promise<LeaveDay> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const employee = await loadEmployee(tx, ctx.tenant.id, employeeId);
    if (!canSeeLeaveOf(auth, employee)) throw forbidden();
    return computeLeaveDay(tx, ctx.tenant.id, employee, year);
  });
}

/** SPEC `PUT /api/employee/{id}/leaveDay` (hr): stores the year's adjustment and carry-over; history area `leaveAllowance`. */
export async function updateLeaveDay(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  input: LeaveDayInput,
): Promise<LeaveDay> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const employee = await loadEmployee(tx, tenantId, employeeId);
    const [before] = await repo.findAllowances(tx, tenantId, input.year, [employeeId]);
    await repo.upsertAllowance(tx, {
      tenantId,
      employeeId,
      year: input.year,
      adjustmentDays: input.adjustmentDays,
      adjustmentReason: input.adjustmentReason,
      carryOverDays: input.carryOverDays,
    });
    const history: employeesRepo.NewHistory[] = [];
    const push = (field: string, oldValue: unknown, newValue: unknown) => {
      if (String(oldValue ?? "") !== String(newValue ?? "")) {
        history.push({
          tenantId,
          employeeId,
          userId: auth.userId,
          userName: auth.displayName,
          area: "leaveAllowance",
          field,
          oldValue: oldValue == null ? null : `${input.year}: ${String(oldValue)}`,
          newValue: newValue == null ? null : `${input.year}: ${String(newValue)}`,
        });
      }
    };
    push("leaveAdjustment", before?.adjustmentDays ?? 0, input.adjustmentDays);
    push("leaveAdjustmentReason", before?.adjustmentReason ?? null, input.adjustmentReason);
    push("leaveCarryOver", before?.carryOverDays ?? 0, input.carryOverDays);
    await employeesRepo.insertHistory(tx, history);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "leave.allowance_updated",
      target: `employee:${employeeId}`,
      details: { year: input.year },
    });
    return computeLeaveDay(tx, tenantId, employee, input.year);
  });
}

/** SPEC `GET /api/employee/{id}/leave?start=&end=`: the employee's requests overlapping the range. */
export async function listEmployeeLeave(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  start: string,
  end: string,
): Promise<LeaveRequest[]> {
  const auth = authOf(ctx);
  if (end < start) throw badRequest("A vége nem lehet korábbi a kezdeténél.");
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const employee = await loadEmployee(tx, ctx.tenant.id, employeeId);
    if (!canSeeLeaveOf(auth, employee)) throw forbidden();
    const rows = await repo.listForEmployee(tx, ctx.tenant.id, employeeId, start, end);
    return rows.map((r) => toDto(r, auth));
  });
}

const fmtDays = (n: number) => `${n.toLocaleString("hu-HU")} munkanap`;

/**
 * SPEC `POST /api/employee/{id}/leave`: the employee (or hr for them) requests leave. Working days are
 * counted with the Hungarian calendar and the company rest days; refused (400) when the range has no
 * working day, spans two years, lies outside the employment, or — for szabadság — exceeds what remains
 * with pending requests counted; 409 when it overlaps a pending or approved request. The approvers
 * (the manager and hr) are notified.
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
    const employee = await loadEmployee(tx, tenantId, employeeId);
    if (!employee.active) throw badRequest("Inaktív munkatársnak nem rögzíthető távollét.");
    if (
      (employee.employmentStart && input.startDate < employee.employmentStart) ||
      (employee.employmentEnd && input.endDate > employee.employmentEnd)
    ) {
      throw badRequest("A kért időszak kívül esik a munkaviszonyon.");
    }
    const restDays = await repo.listCompanyRestDays(tx, tenantId, input.startDate, input.endDate);
    // Egyéb munkarend: the decree's swaps do not apply (see CalendarOptions).
    const opts = {
      companyRestDays: restDays,
      workSchedule: employee.workSchedule === "other" ? ("other" as const) : ("general" as const),
    };
    const workingDays = withCalendar(() =>
      input.halfDay
        ? isWorkingDay(input.startDate, opts)
          ? 0.5
          : 0
        : countWorkingDays(input.startDate, input.endDate, opts),
    );
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
      description: `${employee.name}: ${LEAVE_TYPE_LABELS[input.leaveType]}\n${input.startDate} – ${input.endDate} (${fmtDays(workingDays)})`,
    });
    const row = await repo.findRequest(tx, tenantId, id);
    if (!row) throw notFound(NO_REQUEST);
    return toDto(row, auth);
  });
}

/**
 * `PUT /api/leave/{id}/approve|reject`: the employee's manager or hr decides a pending request, never
 * the requester. Errors: 403, 404, 409 (already decided). The employee is notified.
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
    const row = await repo.findRequest(tx, tenantId, id);
    if (!row) throw notFound(NO_REQUEST);
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
      description: `${type}: ${row.startDate} – ${row.endDate} (${fmtDays(row.workingDays)})\nDöntött: ${auth.displayName}${note ? `\n${note}` : ""}`,
    });
    const after = await repo.findRequest(tx, tenantId, id);
    if (!after) throw notFound(NO_REQUEST);
    return toDto(after, auth);
  });
}

/**
 * `PUT /api/leave/{id}/cancel`: the employee withdraws a pending request or an approved one that has
 * not started; hr may cancel any pending or approved one. The other side is notified.
 */
export async function cancelLeave(p: Platform, ctx: RequestContext, id: number): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findRequest(tx, tenantId, id);
    if (!row) throw notFound(NO_REQUEST);
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
        description: `${row.employeeName}: ${row.startDate} – ${row.endDate}\nVisszavonta: ${auth.displayName}`,
      },
    );
    const after = await repo.findRequest(tx, tenantId, id);
    if (!after) throw notFound(NO_REQUEST);
    return toDto(after, auth);
  });
}

/**
 * `GET /api/leave?scope=`: `mine` — own requests (default: this year); `approvals` — pending requests the
 * caller may decide (hr: everyone's but their own; a manager: their reports'); `team` — approved and
 * pending absences of everyone in the range (default: this month), sick leave type hidden where due.
 */
export async function listLeave(
  p: Platform,
  ctx: RequestContext,
  scope: "mine" | "approvals" | "team",
  start?: string,
  end?: string,
): Promise<LeaveRequest[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const now = today();
  return p.database.withTenant(tenantId, async (tx) => {
    let rows: repo.LeaveRowWithNames[];
    if (scope === "mine") {
      rows = await repo.listForEmployee(
        tx,
        tenantId,
        auth.employeeId,
        start ?? `${now.slice(0, 4)}-01-01`,
        end ?? `${now.slice(0, 4)}-12-31`,
      );
    } else if (scope === "approvals") {
      const pending = hasAnyRole(auth.roles, ["hr"])
        ? await repo.listPending(tx, tenantId)
        : await repo.listPending(tx, tenantId, await repo.listReportIds(tx, tenantId, auth.employeeId));
      rows = pending.filter((r) => r.employeeId !== auth.employeeId);
    } else {
      const s = start ?? `${now.slice(0, 7)}-01`;
      const e = end ?? `${now.slice(0, 7)}-31`;
      if (e < s) throw badRequest("A vége nem lehet korábbi a kezdeténél.");
      rows = await repo.listInRange(tx, tenantId, s, e, ["approved", "pending"]);
    }
    return rows.map((r) => toDto(r, auth));
  });
}

/** `GET /api/leaveReport?year=` (hr): balances of every employee employed in the year. */
export async function leaveReport(p: Platform, ctx: RequestContext, year: number): Promise<LeaveReport> {
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const all = await employeesRepo.listEmployees(tx, tenantId);
    const inYear = all.filter(
      (e) =>
        (!e.employmentStart || e.employmentStart <= `${year}-12-31`) &&
        (!e.employmentEnd || e.employmentEnd >= `${year}-01-01`),
    );
    const sick = await repo.sumDaysByEmployee(tx, tenantId, year);
    const rows = [];
    for (const e of inYear) {
      const day = await computeLeaveDay(tx, tenantId, e, year);
      rows.push({
        employeeId: e.id,
        name: e.name,
        department: e.department,
        entitlement: day.entitlement.total,
        taken: day.taken,
        pending: day.pending,
        remaining: day.remaining,
        sickDays: sick
          .filter((s) => s.employeeId === e.id && s.leaveType === "betegszabadsag" && s.status === "approved")
          .reduce((a, s) => a + Number(s.days), 0),
        problem: day.problem,
      });
    }
    return { year, rows };
  });
}

/** The signature of a user's ICS feed address (HMAC with the token secret; revoked by rotating it). */
function feedSignature(p: Platform, tenant: string, userId: number): string {
  return p.tokens.hmac(`leave-feed:${tenant}:${userId}`).slice(0, 32);
}

/** `GET /api/leave/icsLink`: the caller's private, unguessable ICS feed address. */
export function icsLink(p: Platform, ctx: RequestContext): { url: string } {
  const auth = authOf(ctx);
  return {
    url: `${ctx.origin}/api/leave/feed/${auth.userId}/${feedSignature(p, ctx.tenant.slug, auth.userId)}.ics`,
  };
}

/**
 * `GET /api/leave/feed/{userId}/{signature}.ics`: the user's approved absences (last and next year) as an
 * iCalendar feed of all-day events. A wrong signature answers 404.
 */
export async function icsFeed(
  p: Platform,
  ctx: RequestContext,
  userId: number,
  file: string,
): Promise<string> {
  const tenantId = ctx.tenant.id;
  if (file !== `${feedSignature(p, ctx.tenant.slug, userId)}.ics`) throw notFound("A naptár nem található.");
  const year = new Date().getFullYear();
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    const employeeId = await repo.findEmployeeIdOfUser(tx, tenantId, userId);
    if (!employeeId) throw notFound("A naptár nem található.");
    return repo.listInRange(
      tx,
      tenantId,
      `${year - 1}-01-01`,
      `${year + 1}-12-31`,
      ["approved"],
      [employeeId],
    );
  });
  const parts = (d: string): [number, number, number] => {
    const { year: y, month, day } = toDateParts(d);
    return [y, month, day];
  };
  // All-day events: DTEND is exclusive (RFC 5545 §3.6.1), so the day after the last day.
  const events: EventAttributes[] = rows.map((r) => {
    return {
      uid: `leave-${r.id}@${ctx.tenant.slug}.office`,
      title: LEAVE_TYPE_LABELS[r.leaveType as keyof typeof LEAVE_TYPE_LABELS] ?? "Távollét",
      start: parts(r.startDate),
      end: parts(addDays(r.endDate, 1)),
      description: r.halfDay ? "Fél nap" : `${r.workingDays} munkanap`,
      productId: "office/leave",
      calName: "Távollétek",
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw new AppError(500, "A naptár nem készíthető el.");
  return value;
}
