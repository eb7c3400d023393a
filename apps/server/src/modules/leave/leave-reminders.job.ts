import type { FastifyInstance } from "fastify";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { addDays, type IsoDate } from "@office/shared/hu/iso-date";
import { formatDateRangeHu } from "@office/shared/hu/format";
import type { Database } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { typesByCode } from "./absence-types.repository.ts";
import {
  approverUserIds,
  escalationTarget,
  loadApprovalWorld,
  resolveApprover,
  HR_APPROVER,
} from "./leave-approval-chain.ts";
import { countDays } from "./leave-days.ts";
import { typeNameOf } from "./leave-dto.ts";
import { lockRequest } from "./leave-requests.service.ts";
import * as repo from "./leave.repository.ts";

/** A step waiting more than this many working days reminds its approver, then goes up (issue 22 §2). */
export const APPROVAL_WAIT_WORKING_DAYS = 3;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Working days from the day after `since` to `today`, both Budapest dates (a request made on Monday
 * has waited 3 working days on Thursday). Years without loaded swapped days count provisionally.
 */
export function workingDaysWaited(since: IsoDate, today: IsoDate): number {
  if (today <= since) return 0;
  return countDays(addDays(since, 1), today, {}).days;
}

/**
 * One pass over every tenant's pending requests (issue 22 §2, "approval that never stalls"): a step
 * waiting more than {@link APPROVAL_WAIT_WORKING_DAYS} working days reminds its approver once
 * (`reminded_at`); when it then waits that long again, it goes up one level — to the manager of
 * whoever was deciding it (`escalationTarget`), or to hr at the top of the chain — and the new approver
 * is notified. hr steps are reminded again each time. Each request is handled in its own transaction
 * under its employee's `leaveRequests` lock and re-read there, so two passes at once (or on two
 * instances) remind and escalate once. Answers what it did.
 */
export async function remindAndEscalate(
  database: Database,
  nowMs = Date.now(),
): Promise<{ reminded: number; escalated: number }> {
  const today = budapestDate(nowMs);
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let reminded = 0;
  let escalated = 0;
  for (const { id: tenantId } of tenantRows) {
    const pending = await database.withTenant(tenantId, (tx) =>
      repo.listDecidable(tx, tenantId).then((rows) => rows.filter((r) => r.status === "pending")),
    );
    for (const candidate of pending) {
      if (
        workingDaysWaited(budapestDate((candidate.remindedAt ?? candidate.stepSince).getTime()), today) <=
        APPROVAL_WAIT_WORKING_DAYS
      )
        continue;
      const outcome = await database.withTenant(tenantId, async (tx) => {
        const row = await lockRequest(tx, tenantId, candidate.id);
        if (row.status !== "pending") return null;
        const since = budapestDate((row.remindedAt ?? row.stepSince).getTime());
        if (workingDaysWaited(since, today) <= APPROVAL_WAIT_WORKING_DAYS) return null;
        const world = await loadApprovalWorld(tx, tenantId, today);
        const resolved = resolveApprover(world, row);
        const types = await typesByCode(tx, tenantId);
        const what = `${row.employeeName}: ${typeNameOf(types, row.leaveType)}, ${formatDateRangeHu(row.startDate, row.endDate)}`;
        const escalate = row.remindedAt !== null && resolved.kind === "employee";
        if (!escalate) {
          await repo.updateRequest(tx, tenantId, row.id, { remindedAt: new Date(nowMs) });
          await repo.insertEvent(tx, {
            tenantId,
            requestId: row.id,
            step: row.currentStep,
            action: "reminded",
            actorUserId: null,
            note: null,
          });
          await notify(tx, tenantId, await approverUserIds(tx, tenantId, resolved), {
            eventType: "leaveRequest",
            eventId: row.id,
            title: "Emlékeztető: távollét kérelem vár a döntésedre",
            description: `${what}\nTöbb mint ${APPROVAL_WAIT_WORKING_DAYS} munkanapja vár; ha nem döntesz, a kérelem a következő vezetői szintre kerül.`,
          });
          return "reminded" as const;
        }
        const target = escalationTarget(world, row) ?? HR_APPROVER;
        await repo.updateRequest(tx, tenantId, row.id, {
          approverEmployeeId: target,
          stepSince: new Date(nowMs),
          remindedAt: null,
        });
        await repo.insertEvent(tx, {
          tenantId,
          requestId: row.id,
          step: row.currentStep,
          action: "escalated",
          actorUserId: null,
          note: null,
        });
        const next = resolveApprover(world, { ...row, approverEmployeeId: target });
        await notify(tx, tenantId, await approverUserIds(tx, tenantId, next), {
          eventType: "leaveRequest",
          eventId: row.id,
          title: "Továbbküldött távollét kérelem",
          description: `${what}\n${resolved.name} ${2 * APPROVAL_WAIT_WORKING_DAYS} munkanapja nem döntött róla, ezért hozzád került.`,
        });
        return "escalated" as const;
      });
      if (outcome === "reminded") reminded++;
      if (outcome === "escalated") escalated++;
    }
  }
  return { reminded, escalated };
}

/** Runs {@link remindAndEscalate} every hour on one instance at a time (first pass 2 minutes after start). */
export function registerLeaveReminders(app: FastifyInstance, database: Database): void {
  registerPeriodicJob(app, {
    name: "leave approval reminders",
    database,
    firstRunMs: 2 * 60_000,
    everyMs: HOUR_MS,
    run: () => remindAndEscalate(database),
    done: (r) => r.reminded + r.escalated > 0,
  });
}
