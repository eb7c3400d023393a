import type { FastifyInstance } from "fastify";
import { HANDOVER_REMINDER_DAYS } from "@office/shared/assets/asset-handovers.contract";
import type { Database } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { claimDueReminders } from "./asset-handovers.repository.ts";
import { notifyEmployees } from "./asset-notify.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reminds each receiver once about a protocol still waiting {@link HANDOVER_REMINDER_DAYS} days after it
 * was sent (issue 10 §2). Per tenant, one transaction claims the due protocols (`reminded_at`, see
 * `claimDueReminders`) and notifies in the same commit, so running it twice, or on N instances at
 * once, reminds once. Returns the number of reminders sent.
 */
export async function remindPendingHandovers(database: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - HANDOVER_REMINDER_DAYS * DAY_MS);
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let sent = 0;
  for (const { id: tenantId } of tenantRows) {
    sent += await database.withTenant(tenantId, async (tx) => {
      const due = await claimDueReminders(tx, tenantId, before);
      for (const h of due) {
        await notifyEmployees(
          tx,
          tenantId,
          [h.toEmployeeId],
          h.id,
          "Emlékeztető: eszközátadás elfogadásra vár",
          `A(z) #${h.id} átadás-átvételi jegyzőkönyv ${HANDOVER_REMINDER_DAYS} napja vár az elfogadásodra.\nFogadd el vagy utasítsd el az Eszközátadás oldalon.`,
        );
      }
      return due.length;
    });
  }
  return sent;
}

/**
 * Runs {@link remindPendingHandovers} once a day on this instance (first run a minute after the server is
 * ready; failures are logged, never thrown); stops when the app closes. Timers do not keep the process alive.
 */
export function registerHandoverReminders(app: FastifyInstance, database: Database): void {
  registerPeriodicJob(app, {
    name: "asset handover reminders",
    database,
    firstRunMs: 60_000,
    everyMs: DAY_MS,
    run: () => remindPendingHandovers(database),
  });
}
