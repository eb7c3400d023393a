import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import type { LeaveRowWithNames } from "./leave.repository.ts";

/** The employee a request belongs to, with their manager (the module's approver besides hr). */
export type EmployeeRef = { id: number; managerId: number | null };

/**
 * DESIGN §5: the employee, their (direct) manager and hr see an employee's leave in full; companyAdmin
 * passes as hr. Everyone else sees only the absence itself on the team calendar.
 */
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

/**
 * A request as `auth` may see it. For anyone but the employee, their manager and hr (`canSeeLeaveOf`):
 * sick leave shows as `leaveType: null` (health data, GDPR art. 9), and the free-text `note` and
 * `decisionNote` are `null` (issue 7 §5: colleagues see that someone is away, not why).
 */
export function toLeaveDto(row: LeaveRowWithNames, auth: AuthContext): LeaveRequest {
  const full = canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId });
  const typeVisible = full || row.leaveType !== "betegszabadsag";
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
    note: full ? row.note : null,
    createdAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: full ? row.decisionNote : null,
  };
}
