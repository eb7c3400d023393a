import { formatDateHu, formatDays } from "@office/shared/hu/format";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { lazyValue } from "@office/shared/hu/lazy-intl";

/** "2026. 12. 07. – 2026. 12. 11.", or a single date for a one-day request. */
export function formatLeaveRange(request: Pick<LeaveRequest, "startDate" | "endDate">): string {
  return request.startDate === request.endDate
    ? formatDateHu(request.startDate)
    : `${formatDateHu(request.startDate)} – ${formatDateHu(request.endDate)}`;
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
  returned: "text-bg-info",
  approved: "text-bg-success",
  rejected: "text-bg-danger",
  cancelled: "text-bg-secondary",
};
