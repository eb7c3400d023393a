import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { formatDateRangeHu } from "@office/shared/hu/format";
import type { Database } from "../../platform/db.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { typesByCode } from "./absence-types.repository.ts";
import { loadEmployee } from "./leave-balance.service.ts";
import { approverUserIds, loadApprovalWorld, resolveApprover } from "./leave-approval-chain.ts";
import { calendarOptionsFor, requestDays } from "./leave-days.ts";
import { typeNameOf } from "./leave-dto.ts";
import { fmtDays, lockRequest } from "./leave-requests.service.ts";
import { leaveRequests } from "./leave.table.ts";
import * as repo from "./leave.repository.ts";

/**
 * Recounts the open and approved requests of `year` that were counted provisionally (issue 22 §4: the
 * year's swapped working days were not loaded then), now that they are: each gets its working days
 * from the loaded calendar and `provisional_calendar` false; where the number changed, a `recounted`
 * event records both figures and the employee and whoever decides (or decided) it are notified.
 * Each request in its own transaction under its employee's `leaveRequests` lock, re-read there, and
 * only provisional rows are touched, so running it twice (or on two instances) changes nothing twice.
 * Answers how many requests changed their count.
 */
export async function recountLeaveYear(database: Database, year: number): Promise<number> {
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let changed = 0;
  for (const { id: tenantId } of tenantRows) {
    const ids = await database.withTenant(tenantId, async (tx) =>
      (
        await tx
          .select({ id: leaveRequests.id })
          .from(leaveRequests)
          .where(
            and(
              eq(leaveRequests.tenantId, tenantId),
              eq(leaveRequests.provisionalCalendar, true),
              inArray(leaveRequests.status, ["pending", "returned", "approved"]),
              gte(leaveRequests.startDate, `${year}-01-01`),
              lte(leaveRequests.startDate, `${year}-12-31`),
            ),
          )
      ).map((r) => r.id),
    );
    for (const id of ids) {
      const didChange = await database.withTenant(tenantId, async (tx) => {
        const row = await lockRequest(tx, tenantId, id);
        if (!row.provisionalCalendar) return false;
        const employee = await loadEmployee(tx, tenantId, row.employeeId);
        const opts = await calendarOptionsFor(
          tx,
          tenantId,
          employee.workSchedule,
          row.startDate,
          row.endDate,
        );
        const counted = requestDays(row, opts);
        if (counted.provisional) return false; // still not loaded (another year of the range)
        await repo.updateRequest(tx, tenantId, id, { workingDays: counted.days, provisionalCalendar: false });
        if (counted.days === row.workingDays) return false;
        const note = `${fmtDays(row.workingDays)} → ${fmtDays(counted.days)} (betöltött munkarend)`;
        await repo.insertEvent(tx, {
          tenantId,
          requestId: id,
          step: null,
          action: "recounted",
          actorUserId: null,
          note,
        });
        const types = await typesByCode(tx, tenantId);
        const resolved =
          row.status === "pending" ? resolveApprover(await loadApprovalWorld(tx, tenantId), row) : null;
        const recipients = [
          ...(await repo.listUserIdsOfEmployee(tx, tenantId, row.employeeId)),
          ...(resolved
            ? await approverUserIds(tx, tenantId, resolved)
            : row.decidedBy
              ? [row.decidedBy]
              : []),
        ];
        await notify(tx, tenantId, [...new Set(recipients)], {
          eventType: "leaveDecision",
          eventId: id,
          title: "Távollét kérelem újraszámolva",
          description: `${row.employeeName}: ${typeNameOf(types, row.leaveType)}, ${formatDateRangeHu(row.startDate, row.endDate)}\nA(z) ${year}. év munkarendje betöltődött: ${note}.`,
        });
        return true;
      });
      if (didChange) changed++;
    }
  }
  return changed;
}
