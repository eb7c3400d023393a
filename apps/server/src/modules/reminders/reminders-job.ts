import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { thresholdOf } from "@office/shared/reminders/reminders.contract";
import { SERVICE_DUE_KM } from "@office/shared/fleet/car-services.contract";
import { addDays, diffInDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { formatDateHu, formatKm } from "@office/shared/hu/format";
import type { Database, Tx } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { users } from "../auth/auth.table.ts";
import { drivers } from "../fleet/fleet.table.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { listExpiringItems, type ExpiringItem, type ManagerRole } from "./expiries.ts";
import { readReminderDays } from "./reminder-settings.ts";
import { expiryRemindersSent } from "./reminders.table.ts";
import { activeUserIdsWithRole } from "../auth/auth.repository.ts";

/**
 * The expiry reminder job (issue 23 §2): once a day (and at start), one instance at a time
 * (`startPeriodicJob` with the database). Per tenant, for every item of {@link listExpiringItems} due
 * within the tenant's largest threshold (`reminder_settings`, default 30 and 7 days), the threshold it is
 * in now ({@link thresholdOf}) is claimed in `expiry_reminders_sent` (unique per subject, due date and
 * threshold; ON CONFLICT DO NOTHING), and only a fresh claim notifies: the owner (the employee whose
 * document it is, the asset's holder, the car's driver) and the domain's managers (hr, projectManager,
 * assetManager, fleetManager; companyAdmin passes every role). So each threshold reminds once, across
 * restarts, repeated passes and instances; a changed date is a new key and reminds again. A car's
 * service also reminds once per service cycle when fewer than 1,000 km are left (threshold `km`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Active accounts holding `role` or companyAdmin. */
function managerUserIds(tx: Tx, tenantId: number, role: ManagerRole): Promise<number[]> {
  return activeUserIdsWithRole(tx, tenantId, role);
}

/** Active accounts of the item's owner: its employee, or the car's driver. */
async function ownerUserIds(tx: Tx, tenantId: number, item: ExpiringItem): Promise<number[]> {
  let employeeId = item.ownerEmployeeId;
  if (employeeId === null && item.driverId !== null) {
    const [d] = await tx
      .select({ employeeId: drivers.employeeId })
      .from(drivers)
      .where(and(eq(drivers.tenantId, tenantId), eq(drivers.id, item.driverId)));
    employeeId = d?.employeeId ?? null;
  }
  if (employeeId === null) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeId, employeeId), eq(users.active, true)));
  return rows.map((r) => r.id);
}

/** Everyone an item's reminder goes to (owner first, no duplicates). */
export async function recipientsOf(tx: Tx, tenantId: number, item: ExpiringItem): Promise<number[]> {
  const ids = [
    ...(await ownerUserIds(tx, tenantId, item)),
    ...(await managerUserIds(tx, tenantId, item.managerRole)),
  ];
  return [...new Set(ids)];
}

const inDays = (days: number) => (days === 0 ? "ma" : `${days} nap múlva`);

/** The notification text of one item's reminder. */
export function reminderMessage(item: ExpiringItem, today: string) {
  const days = diffInDays(today, item.dueDate);
  const when = `${formatDateHu(item.dueDate)} (${inDays(days)})`;
  switch (item.eventType) {
    case "documentExpiry":
      return {
        title: `Lejáró dokumentum – ${item.subject}`,
        description: `${item.subject} „${item.title}” dokumentuma lejár: ${when}.`,
      };
    case "contractExpiry":
      return {
        title: `Lejáró szerződés – ${item.subject}`,
        description: `${item.subject} szerződése lejár: ${when}.`,
      };
    case "warrantyExpiry":
      return {
        title: `Lejáró garancia – ${item.subject}`,
        description: `A(z) ${item.subject} eszköz garanciája lejár: ${when}.`,
      };
    case "carService": {
      const km = item.service?.kmLeft;
      const byKm = km !== null && km !== undefined && km <= SERVICE_DUE_KM;
      return {
        title: `Esedékes szerviz – ${item.subject}`,
        description: byKm
          ? `${item.subject}: a következő szervizig ${km >= 0 ? `${formatKm(km)} van hátra` : `${formatKm(-km)}-rel túllépve`}.`
          : `${item.subject}: a következő szerviz esedékes ${when}.`,
      };
    }
  }
}

/** Inserts the claim; true when this call made it (nobody reminded of this key before). */
async function claim(
  tx: Tx,
  tenantId: number,
  item: ExpiringItem,
  dueDate: string,
  threshold: string,
): Promise<boolean> {
  const rows = await tx
    .insert(expiryRemindersSent)
    .values({ tenantId, subjectType: item.subjectType, subjectId: item.subjectId, dueDate, threshold })
    .onConflictDoNothing()
    .returning({ id: expiryRemindersSent.id });
  return rows.length > 0;
}

/** The claims an item makes today: `[dueDate, threshold]` pairs. */
function claimsOf(item: ExpiringItem, today: string, days: readonly number[]): [string, string][] {
  const out: [string, string][] = [];
  const dated = item.service ? item.service.dueDate : item.dueDate;
  if (dated !== null) {
    const threshold = thresholdOf(diffInDays(today, dated), days);
    if (threshold !== null) out.push([dated, `${threshold}d`]);
  }
  const km = item.service?.kmLeft;
  if (item.service && km !== null && km !== undefined && km <= SERVICE_DUE_KM)
    out.push([item.service.lastServiceDate, "km"]);
  return out;
}

/** One tenant's pass inside `tx`; answers the notifications created. */
export async function runTenantExpiryReminders(tx: Tx, tenantId: number, today: string): Promise<number> {
  const days = await readReminderDays(tx, tenantId);
  const within = Math.max(...days);
  const items = await listExpiringItems(tx, tenantId, {
    today,
    until: addDays(today, within),
    withinDays: within,
    warrantiesFrom: today,
  });
  let sent = 0;
  for (const item of items) {
    let fresh = false;
    for (const [dueDate, threshold] of claimsOf(item, today, days))
      if (await claim(tx, tenantId, item, dueDate, threshold)) fresh = true;
    if (!fresh) continue;
    const recipients = await recipientsOf(tx, tenantId, item);
    await notify(tx, tenantId, recipients, {
      eventType: item.eventType,
      eventId: item.eventId,
      ...reminderMessage(item, today),
    });
    sent += recipients.length;
  }
  return sent;
}

/** Runs the pass for every tenant (each in its own transaction) as of `now`; answers the notifications. */
export async function runExpiryReminders(database: Database, now = Date.now()): Promise<number> {
  const today = budapestDate(now);
  const rows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let sent = 0;
  for (const { id } of rows)
    sent += await database.withTenant(id, (tx) => runTenantExpiryReminders(tx, id, today));
  return sent;
}

/**
 * Schedules {@link runExpiryReminders}: a minute after start, then daily; one instance at a time. Off in
 * tests (they call it) and with `OFFICE_EXPIRY_REMINDERS=0`.
 */
export function registerExpiryReminders(app: FastifyInstance, database: Database, nodeEnv: string): void {
  if (nodeEnv === "test" || process.env.OFFICE_EXPIRY_REMINDERS === "0") return;
  registerPeriodicJob(app, {
    name: "expiry reminders",
    database,
    firstRunMs: 60_000,
    everyMs: DAY_MS,
    run: () => runExpiryReminders(database),
  });
}
