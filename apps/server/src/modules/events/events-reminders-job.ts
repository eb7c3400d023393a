import type { FastifyInstance } from "fastify";
import { addCalendarDays, budapestDate } from "@office/shared/hu/budapest-time";
import type { Database, Tx } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { defuseRoutingWords, formatWhen } from "./events-dto.ts";
import { expandWithOverrides } from "./events-occurrences.ts";
import * as repo from "./events.repository.ts";
import { listOccurrenceRsvps } from "./event-occurrence-rsvps.repository.ts";
import { effectiveRsvp, indexOccurrenceRsvps } from "./events-rsvp.ts";
import { claimReminders, listReminderCandidates } from "./event-reminders.repository.ts";

/**
 * Reminders before programme events (issue 23 §3): an event with `reminder_minutes` (15, 60 or 1440)
 * reminds its attendees (active accounts of the invited employees, those who declined the occurrence
 * excepted: their answer for it when given, else their series answer) that
 * many minutes before each occurrence — recurring ones and occurrences changed on their own included —
 * with an in-app notification (eventType `eventReminder`, eventId = the event id; the e-mail follows the
 * user's notification settings). A pass sends what is due: occurrences starting after now whose reminder
 * time has come. Each (event, occurrence, user) is claimed in `event_reminder_claims` first (unique, ON
 * CONFLICT DO NOTHING), so two passes, or two instances at once, remind once. A reminder whose time
 * passed while no instance ran still goes out until the occurrence starts.
 */

/** How often the job runs. */
export const EVENT_REMINDER_INTERVAL_MS = 60_000;

const LONGEST_REMINDER_MS = 1440 * 60_000;

/** Runs the job for one tenant inside `tx` at instant `now` (ms); answers the notifications inserted. */
export async function runTenantEventReminders(tx: Tx, tenantId: number, now: number): Promise<number> {
  const rows = await listReminderCandidates(
    tx,
    tenantId,
    new Date(now),
    new Date(now + LONGEST_REMINDER_MS + 60_000),
    addCalendarDays(budapestDate(now), -1),
  );
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  const overrides = await repo.listOverrides(tx, tenantId, ids);
  const attendees = await repo.listAttendees(tx, tenantId, ids);
  const answers = indexOccurrenceRsvps(await listOccurrenceRsvps(tx, tenantId, ids));
  let sent = 0;
  for (const row of rows) {
    const minutes = row.reminderMinutes;
    if (minutes === null) continue;
    const own = overrides.filter((o) => o.eventId === row.id);
    const due = expandWithOverrides(row, own, now, now + minutes * 60_000 + 1).filter(
      (o) => o.start > now && o.start - minutes * 60_000 <= now,
    );
    if (due.length === 0) continue;
    const invited = attendees.filter((a) => a.eventId === row.id);
    const accounts = await repo.listUsersOfEmployees(
      tx,
      tenantId,
      invited.map((a) => a.employeeId),
    );
    for (const o of due) {
      // Who declined this occurrence (on its own, or the series without another answer for it) is left out.
      const coming = new Set(
        invited
          .filter((a) => effectiveRsvp(answers, row.id, o.seriesStart, a.employeeId, a.rsvp) !== "declined")
          .map((a) => a.employeeId),
      );
      const userIds = [...new Set(accounts.filter((a) => coming.has(a.employeeId)).map((a) => a.userId))];
      const claimed = await claimReminders(tx, tenantId, row.id, new Date(o.seriesStart), userIds);
      if (claimed.length === 0) continue;
      const title = o.override?.title ?? row.title;
      const location = o.override ? o.override.location : row.location;
      const lines = [
        title,
        formatWhen(row.allDay, o.start, o.end),
        ...(location ? [`Helyszín: ${location}`] : []),
      ];
      await notify(tx, tenantId, claimed, {
        eventType: "eventReminder",
        eventId: row.id,
        title: `Emlékeztető: ${title}`,
        description: defuseRoutingWords(lines.join("\n")),
      });
      sent += claimed.length;
    }
  }
  return sent;
}

/** Runs the job for every tenant (each in its own transaction); answers the notifications inserted. */
export async function runEventReminders(database: Database, now = Date.now()): Promise<number> {
  const rows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let sent = 0;
  for (const { id } of rows) {
    sent += await database.withTenant(id, (tx) => runTenantEventReminders(tx, id, now));
  }
  return sent;
}

/**
 * Runs {@link runEventReminders} every {@link EVENT_REMINDER_INTERVAL_MS} (one instance at a time;
 * failures logged, never thrown). Not in tests (`nodeEnv` test), which run it explicitly.
 */
export function registerEventReminders(app: FastifyInstance, database: Database, nodeEnv: string): void {
  if (nodeEnv === "test") return;
  registerPeriodicJob(app, {
    name: "event reminders",
    database,
    firstRunMs: 5_000,
    everyMs: EVENT_REMINDER_INTERVAL_MS,
    run: () => runEventReminders(database),
  });
}
