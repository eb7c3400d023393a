import type { LeaveApprovalStep, LeaveRequest } from "@office/shared/leave/leave.contract";
import { LEAVE_TYPE_LABELS } from "@office/shared/leave/leave-labels";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import type { AbsenceTypeRow } from "./absence-types.repository.ts";
import {
  canDecideStep,
  resolveApprover,
  type ApprovalWorld,
  type ResolvedApprover,
  cancellationStep,
} from "./leave-approval-chain.ts";
import type { LeaveEventRow, LeaveRowWithNames } from "./leave.repository.ts";

/** The employee a request belongs to, with their manager (the module's approver besides hr). */
export type EmployeeRef = { id: number; managerId: number | null };

/**
 * DESIGN §5: the employee, their (direct) manager and hr see an employee's leave in full; companyAdmin
 * passes as hr. Everyone else sees only the absence itself on the team calendar — except the person
 * who decides a request's current step (a stand-in, a manager higher up), who sees that request.
 */
export function canSeeLeaveOf(auth: AuthContext, employee: EmployeeRef): boolean {
  return (
    employee.id === auth.employeeId ||
    employee.managerId === auth.employeeId ||
    hasAnyRole(auth.roles, ["hr"])
  );
}

/** What a DTO needs besides the row: the tenant's types, and for approval details the world and events. */
export type LeaveView = {
  types: Map<string, AbsenceTypeRow>;
  world?: ApprovalWorld;
  events?: Map<number, LeaveEventRow[]>;
};

/** The name of a type code: the tenant's type, else the issue-3 label, else the code itself. */
export function typeNameOf(types: Map<string, AbsenceTypeRow>, code: string): string {
  return types.get(code)?.name ?? LEAVE_TYPE_LABELS[code] ?? code;
}

/**
 * Whether a type is hidden from colleagues: its `visibleToColleaguesAs` differs from its name (health
 * data such as betegszabadság, GDPR art. 9). A code without a type: betegszabadság is hidden as before.
 */
export function isHiddenType(types: Map<string, AbsenceTypeRow>, code: string): boolean {
  const t = types.get(code);
  return t ? t.visibleToColleaguesAs !== t.name : code === "betegszabadsag";
}

/** What colleagues see of a hidden type („Távol” for sick leave). */
export function colleagueLabelOf(types: Map<string, AbsenceTypeRow>, code: string): string {
  return types.get(code)?.visibleToColleaguesAs ?? "Távol";
}

/** The resolved approver of a pending request (null when not pending or without a world). */
export function approverOf(row: LeaveRowWithNames, view: LeaveView): ResolvedApprover | null {
  if (!view.world || row.status !== "pending") return null;
  return resolveApprover(view.world, row);
}

/**
 * Whether `auth` may decide `row` now: its current step while pending, or its pending cancellation
 * (decided like a `manager` step: the resolved approver of the first step, the manager, or hr).
 */
export function canDecideNow(auth: AuthContext, row: LeaveRowWithNames, view: LeaveView): boolean {
  if (!view.world) return false;
  if (row.status === "pending") return canDecideStep(auth, row, resolveApprover(view.world, row));
  if (row.status === "approved" && row.cancelRequestedAt) {
    const first = cancellationStep(row);
    return canDecideStep(auth, first, resolveApprover(view.world, first));
  }
  return false;
}

/** The approval steps of `row` with their state and who decided or decides them. */
function stepsOf(
  row: LeaveRowWithNames,
  view: LeaveView,
  resolved: ResolvedApprover | null,
): LeaveApprovalStep[] {
  const events = view.events?.get(row.id) ?? [];
  return row.approvalSteps.map((kind, i) => {
    const decided = [...events].reverse().find((e) => e.step === i && e.action === "approved");
    const done =
      row.status === "approved" || (i < row.currentStep && row.status !== "cancelled") || !!decided;
    const current = !done && row.status === "pending" && i === row.currentStep;
    const approverName = current
      ? resolved?.kind === "employee"
        ? resolved.name
        : "HR"
      : kind === "hr"
        ? "HR"
        : null;
    return {
      kind: kind === "hr" ? ("hr" as const) : ("manager" as const),
      state: done ? ("done" as const) : current ? ("current" as const) : ("waiting" as const),
      approverName,
      decidedByName:
        decided?.actorName ?? (done && i === row.approvalSteps.length - 1 ? row.decidedByName : null),
      decidedAt: decided?.createdAt.toISOString() ?? null,
    };
  });
}

/**
 * A request as `auth` may see it. The employee, their manager, hr and whoever decides the current
 * step see it in full. Everyone else: a hidden type (`isHiddenType`) shows as `leaveType: null` with
 * the colleague label as `typeName`; `note`, `decisionNote`, the cancellation reason, the steps and
 * the certificate are withheld (issue 7 §5: colleagues see that someone is away, not why). The
 * certificate is shown to the employee and hr only (issue 22 §1), not to the manager.
 */
export function toLeaveDto(row: LeaveRowWithNames, auth: AuthContext, view: LeaveView): LeaveRequest {
  const resolved = approverOf(row, view);
  const canDecide = canDecideNow(auth, row, view);
  const full = canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId }) || canDecide;
  const hidden = !full && isHiddenType(view.types, row.leaveType);
  const type = view.types.get(row.leaveType);
  const certificateViewer = row.employeeId === auth.employeeId || hasAnyRole(auth.roles, ["hr"]);
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    leaveType: hidden ? null : row.leaveType,
    typeName: hidden ? colleagueLabelOf(view.types, row.leaveType) : typeNameOf(view.types, row.leaveType),
    unit: type?.unit === "hour" || type?.unit === "day" ? type.unit : "halfDay",
    startDate: row.startDate,
    endDate: row.endDate,
    halfDay: row.halfDay === "morning" || row.halfDay === "afternoon" ? row.halfDay : null,
    hours: row.hours,
    workingDays: row.workingDays,
    status: row.status as LeaveRequest["status"],
    note: full ? row.note : null,
    createdAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: full ? row.decisionNote : null,
    steps: full ? stepsOf(row, view, resolved) : [],
    currentStep: row.status === "pending" ? row.currentStep : null,
    canDecide,
    cancellationRequested: row.status === "approved" && row.cancelRequestedAt !== null,
    cancellationReason: full ? row.cancelReason : null,
    provisionalCalendar: row.provisionalCalendar,
    certificateRequired: full && (type?.requiresCertificate ?? false),
    certificate:
      certificateViewer && row.certificateName && row.certificateAt
        ? { fileName: row.certificateName, uploadedAt: row.certificateAt.toISOString() }
        : null,
  };
}
