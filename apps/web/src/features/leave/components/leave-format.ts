import { formatDateHu, formatDays } from "@office/shared/hu/format";
import { LEAVE_TYPE_LABELS } from "@office/shared/leave/leave-labels";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { lazyValue } from "@office/shared/hu/lazy-intl";

/** "2026. 12. 07. – 2026. 12. 11.", or a single date for a one-day request. */
export function formatLeaveRange(request: Pick<LeaveRequest, "startDate" | "endDate">): string {
  return request.startDate === request.endDate
    ? formatDateHu(request.startDate)
    : `${formatDateHu(request.startDate)} – ${formatDateHu(request.endDate)}`;
}

/** The Hungarian type label; `fallback` when the type is hidden (sick leave of others, GDPR art. 9). */
export function leaveTypeLabel(request: Pick<LeaveRequest, "leaveType">, fallback: string): string {
  return request.leaveType ? LEAVE_TYPE_LABELS[request.leaveType] : fallback;
}

const dayCountFormat = lazyValue(() => new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 2 }));

/** A number of days without a unit, Hungarian style: "5", "0,5", "−1,5". */
export function formatDayCount(days: number): string {
  return dayCountFormat().format(days);
}

/** Working days as "3 nap", "0,5 nap". */
export function formatLeaveDays(days: number): string {
  return formatDays(days);
}

/** Bootstrap badge class of a request status. */
export const LEAVE_STATUS_BADGE: Readonly<Record<LeaveRequest["status"], string>> = {
  pending: "text-bg-warning",
  approved: "text-bg-success",
  rejected: "text-bg-danger",
  cancelled: "text-bg-secondary",
};
