import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { REMINDER_KIND_LABELS, daysUntil } from "@office/shared/fleet/reminders.contract";
import type { Database, Tx } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { lockFor } from "../../platform/locks.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { claimNotices, driverUserIds, fleetManagerUserIds } from "./fleet-notify.ts";
import { todayInBudapest } from "./fleet-refs.ts";
import { fleetReminderStages, fleetReminders } from "./fleet.table.ts";
import { expiryKey, syncReminderRows, type Expiry } from "./reminder-rows.ts";
import { formatDateHu } from "@office/shared/hu/format";
import { DEFAULT_REMINDER_DAYS, thresholdOf } from "@office/shared/reminders/reminders.contract";
import { readReminderDays } from "../reminders/reminder-settings.ts";

/**
 * The daily expiry reminder job (issue 10 §1, DESIGN §2 background jobs): runs at start and once a day
 * on every instance. Per tenant, in one transaction under `lockFor("fleetReminders", tenant, "run")`:
 * 1. the reminder rows of the current expiries are inserted (unique per subject, kind, due date;
 *    ON CONFLICT DO NOTHING);
 * 2. each open, current reminder whose stage — 30 days before, 7 days before, on the day (or after) — has
 *    not gone out claims that stage (`fleet_reminder_stages`, unique);
 * 3. the claimed items are grouped per car (or per driver / card without a car) and sent to the fleet
 *    managers and the driver, at most one notification per person, subject and day (`fleet_notices`).
 * Car messages carry `eventId` = the car id and a description with `autó` and the plate (SPEC §2 opens
 * `/autok/{id}#distances`); messages about a driver or card with no car contain neither `autó` nor
 * `Auto`/`Car`. Running it twice, or on two instances at once, sends nothing twice.
 */

/** How often the job runs (once a day); the first run is at start. */
export const FLEET_REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The stage of a reminder `daysLeft` days before its due date: the tenant's threshold it is in (issue 23
 * §2, `reminderDays`, default 30 and 7), 0 (due or overdue), or null.
 */
export function stageOf(daysLeft: number, days: readonly number[] = DEFAULT_REMINDER_DAYS): number | null {
  if (daysLeft <= 0) return 0;
  return thresholdOf(daysLeft, days);
}

const when = (daysLeft: number) =>
  daysLeft === 0 ? "ma" : daysLeft > 0 ? `${daysLeft} nap múlva` : `${-daysLeft} napja lejárt`;

/** One line of a message: `műszaki vizsga: 2026. 12. 15. (7 nap múlva)`. */
const lineOf = (e: Expiry, today: string) => {
  const who = e.subjectType === "car" ? "" : ` (${e.subjectName ?? ""})`;
  return `${REMINDER_KIND_LABELS[e.kind]}${who}: ${formatDateHu(e.dueDate)} (${when(daysUntil(today, e.dueDate))})`;
};

/** The notification of one subject's due items. */
export function messageOf(items: readonly Expiry[], today: string) {
  const first = items[0];
  if (!first) throw new Error("no items");
  const lines = items.map((e) => `- ${lineOf(e, today)}`).join("\n");
  if (first.carId !== null && first.plate !== null) {
    return {
      eventType: "carReminder",
      eventId: first.carId,
      title: `Lejáró határidő – ${first.plate}`,
      description: `A(z) ${first.plate} rendszámú autó lejáró határidői:\n${lines}`,
    };
  }
  return {
    eventType: first.subjectType === "driver" ? "driverReminder" : "fuelCardReminder",
    eventId: first.subjectId,
    title: first.subjectType === "driver" ? "Lejáró sofőr-okmány" : "Lejáró üzemanyagkártya",
    description: `${first.subjectName ?? ""} lejáró határideje:\n${lines}`,
  };
}

/** Runs the job for one tenant inside `tx`; answers the notifications inserted. */
export async function runTenantReminders(tx: Tx, tenantId: number, today: string): Promise<number> {
  await lockFor(tx, "fleetReminders", tenantId, "run");
  const days = await readReminderDays(tx, tenantId);
  const expiries = await syncReminderRows(tx, tenantId);
  const byKey = new Map(expiries.map((e) => [expiryKey(e), e]));
  const open = await tx
    .select()
    .from(fleetReminders)
    .where(and(eq(fleetReminders.tenantId, tenantId), isNull(fleetReminders.doneAt)));
  const due: Expiry[] = [];
  for (const r of open) {
    const e = byKey.get(expiryKey(r));
    if (!e) continue; // superseded: the subject's expiry changed
    const stage = stageOf(daysUntil(today, r.dueDate), days);
    if (stage === null) continue;
    const claimed = await tx
      .insert(fleetReminderStages)
      .values({ tenantId, reminderId: r.id, stage })
      .onConflictDoNothing()
      .returning({ id: fleetReminderStages.reminderId });
    if (claimed.length > 0) due.push(e);
  }
  const groups = new Map<string, Expiry[]>();
  for (const e of due) {
    const key = e.carId !== null ? `car:${e.carId}` : `${e.subjectType}:${e.subjectId}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const managers = await fleetManagerUserIds(tx, tenantId);
  let sent = 0;
  for (const [subject, items] of groups) {
    const driverIds = new Set(items.map((e) => e.driverId).filter((id): id is number => id !== null));
    const recipients = [...managers];
    for (const d of driverIds) recipients.push(...(await driverUserIds(tx, tenantId, d)));
    const claimed = await claimNotices(tx, tenantId, recipients, subject, today);
    await insertNotifications(tx, tenantId, claimed, messageOf(items, today));
    sent += claimed.length;
  }
  return sent;
}

/** Runs the job for every tenant (each in its own transaction); answers the notifications inserted. */
export async function runFleetReminders(database: Database, now = Date.now()): Promise<number> {
  const today = todayInBudapest(now);
  const rows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let sent = 0;
  for (const { id } of rows) sent += await database.withTenant(id, (tx) => runTenantReminders(tx, id, today));
  return sent;
}

/**
 * Runs {@link runFleetReminders} on this instance when the app is ready, then every
 * {@link FLEET_REMINDER_INTERVAL_MS} (one instance at a time; failures are logged, never thrown); stops
 * when the app closes, after a pass that is running then. Timers do not keep the process alive.
 */
export function registerFleetReminders(app: FastifyInstance, database: Database): void {
  registerPeriodicJob(app, {
    name: "fleet reminders",
    database,
    firstRunMs: 0,
    everyMs: FLEET_REMINDER_INTERVAL_MS,
    run: () => runFleetReminders(database),
  });
}
