import { and, asc, eq, exists, gt, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { absenceTypes, leaveRequestEvents, leaveRequests } from "./leave.table.ts";
import { absenceTypeOfLeave, leaveOfEmployeeOverlapping, listApprovedSpans } from "./leave.repository.ts";

/**
 * Leave that changed after a moment (`since`): approved after it, or cancelled after having been
 * approved at it. The working-time module asks this of a closed month (issue 21 §2: a closed month's
 * record stays as closed; what changed since is listed beside it), so that it never reads the leave
 * tables itself.
 */

/** Leave of `employeeId` approved after `since` that overlaps `from`..`to`, by start date. */
export async function listLeavesApprovedSince(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  from: string,
  to: string,
  since: Date,
): Promise<{ startDate: string; endDate: string }[]> {
  return listApprovedSpans(tx, tenantId, employeeId, from, to, gt(leaveRequests.decidedAt, since));
}

/**
 * Leave of `employeeId` overlapping `from`..`to` that was approved at `since` (a month's close) and has
 * been cancelled after it (hr's direct cancellation or an accepted cancellation request, both stamp
 * `decided_at`), with its type's code and attendance code, by start date. "Approved at the close" is read
 * from the request's history: an `approved` event at or before `since` of its last step, or by an hr user
 * (whose approval completes every remaining step; the role as the user has it now). A leave both approved
 * and cancelled after the close changed nothing the close stored, and is left out.
 */
export async function listLeavesCancelledSince(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  from: string,
  to: string,
  since: Date,
): Promise<{ startDate: string; endDate: string; leaveType: string; attendanceCode: string | null }[]> {
  const approvedAtClose = tx
    .select({ one: sql`1` })
    .from(leaveRequestEvents)
    .where(
      and(
        eq(leaveRequestEvents.tenantId, leaveRequests.tenantId),
        eq(leaveRequestEvents.requestId, leaveRequests.id),
        eq(leaveRequestEvents.action, "approved"),
        lte(leaveRequestEvents.createdAt, since),
        or(
          sql`${leaveRequestEvents.step} = cardinality(${leaveRequests.approvalSteps}) - 1`,
          // hr's approval completes every remaining step (issue 22 §2)
          exists(
            tx
              .select({ one: sql`1` })
              .from(users)
              .where(
                and(
                  eq(users.tenantId, leaveRequestEvents.tenantId),
                  eq(users.id, leaveRequestEvents.actorUserId),
                  sql`${users.roles} && array['hr', 'companyAdmin']::text[]`,
                ),
              ),
          ),
        ),
      ),
    );
  return tx
    .select({
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      leaveType: leaveRequests.leaveType,
      attendanceCode: absenceTypes.attendanceCode,
    })
    .from(leaveRequests)
    .leftJoin(absenceTypes, absenceTypeOfLeave())
    .where(
      and(
        leaveOfEmployeeOverlapping(tenantId, employeeId, from, to),
        eq(leaveRequests.status, "cancelled"),
        gt(leaveRequests.decidedAt, since),
        exists(approvedAtClose),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
}
