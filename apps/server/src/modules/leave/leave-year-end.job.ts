import type { FastifyInstance } from "fastify";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { formatDays } from "@office/shared/hu/format";
import { addDays } from "@office/shared/hu/iso-date";
import {
  CARRY_OVER_RULE_LABELS,
  allocateCarryOverUse,
  formatDeadlineHu,
  type CarryOverRule,
} from "@office/shared/hu/leave-carry-over";
import { LAPSE_WARNING_DAYS } from "@office/shared/leave/leave-year-end.contract";
import type { Database } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { listHrUserIds } from "./leave-approval-chain.ts";
import * as repo from "./leave-year-end.repository.ts";
import { runYearEnd } from "./leave-year-end.service.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Tells a tenant's hr once about each carried part whose deadline is at most {@link LAPSE_WARNING_DAYS}
 * days after `today` and that still has days left (issue 22 §3). The parts are claimed (`notified_at`)
 * in the transaction that notifies, so a second pass, or one on another instance, sends nothing again;
 * one notification per employee and deadline. Returns the number of notifications.
 */
async function notifyLapseSoon(database: Database, tenantId: number, today: string): Promise<number> {
  return database.withTenant(tenantId, async (tx) => {
    const claimed = await repo.claimDueNotifications(tx, tenantId, today, addDays(today, LAPSE_WARNING_DAYS));
    if (claimed.length === 0) return 0;
    const hr = await listHrUserIds(tx, tenantId);
    let sent = 0;
    const keys = new Set(claimed.map((c) => `${c.employeeId}:${c.fromYear}:${c.deadline}`));
    for (const key of keys) {
      const [employeeId, fromYear, deadline] = key.split(":") as [string, string, string];
      const id = Number(employeeId);
      const all = await repo.listCarryOvers(tx, tenantId, Number(fromYear), [id]);
      const taken = await repo.listLeaveTakenIn(tx, tenantId, Number(fromYear) + 1, [id]);
      const uses = allocateCarryOverUse(
        all.map((r) => ({ rule: r.rule as CarryOverRule, days: Number(r.days), deadline: r.deadline })),
        taken,
        today,
      ).filter((u) => u.deadline === deadline && u.remainingDays > 0);
      const left = uses.reduce((s, u) => s + u.remainingDays, 0);
      if (left <= 0) continue;
      const employee = await employeesRepo.findEmployee(tx, tenantId, id);
      await notify(tx, tenantId, hr, {
        eventType: "leaveCarryOverLapse",
        eventId: id,
        title: "Lejáró áthozott szabadság",
        description:
          `${employee?.name ?? `#${id}`}: ${formatDays(left)} a ${fromYear}. évből áthozott szabadságból ` +
          `${formatDeadlineHu(deadline)} adható ki (${uses.map((u) => CARRY_OVER_RULE_LABELS[u.rule]).join("; ")}).\n` +
          "A lista: Távollét kérelmek → Szabadság jelentés → Évvége.",
      });
      sent += 1;
    }
    return sent;
  });
}

/**
 * One pass of the leave year-end job (issue 22 §3), for every tenant: from 1 January (Budapest) runs the
 * year-end of the previous year if it has not run (`runYearEnd`, idempotent by its unique key), then
 * sends the lapse-soon notifications ({@link notifyLapseSoon}). `now` is injectable for tests.
 */
export async function runLeaveYearEndPass(
  database: Database,
  now = new Date(),
): Promise<{ runs: number; notifications: number }> {
  const today = budapestDate(now.getTime());
  const year = Number(today.slice(0, 4)) - 1;
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let runs = 0;
  let notifications = 0;
  for (const { id } of tenantRows) {
    if ((await runYearEnd(database, id, year)).ran) runs += 1;
    notifications += await notifyLapseSoon(database, id, today);
  }
  return { runs, notifications };
}

/**
 * Schedules {@link runLeaveYearEndPass} every hour on this instance (first pass two minutes after start;
 * one instance at a time via `runExclusively`); off in tests (`nodeEnv` "test", which call the pass
 * directly) and with `OFFICE_LEAVE_YEAR_END=0`.
 */
export function registerLeaveYearEndJob(app: FastifyInstance, database: Database, nodeEnv: string): void {
  if (nodeEnv === "test" || process.env.OFFICE_LEAVE_YEAR_END === "0") return;
  registerPeriodicJob(app, {
    name: "leave year-end",
    database,
    firstRunMs: 2 * 60_000,
    everyMs: HOUR_MS,
    run: () => runLeaveYearEndPass(database),
    done: (r) => r.runs > 0 || r.notifications > 0,
  });
}
