import type { CalendarSettings } from "@office/shared/events/events.contract";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { findDefaultReminder, saveDefaultReminder } from "./event-reminders.repository.ts";

/** `GET /api/calendarSettings`: the caller's default reminder for new events (null: none). */
export async function getCalendarSettings(p: Platform, ctx: RequestContext): Promise<CalendarSettings> {
  const auth = authOf(ctx);
  const minutes = await p.database.withTenant(ctx.tenant.id, (tx) =>
    findDefaultReminder(tx, ctx.tenant.id, auth.userId),
  );
  return { defaultReminderMinutes: minutes as CalendarSettings["defaultReminderMinutes"] };
}

/** `PUT /api/calendarSettings`: stores the caller's default reminder; answers the settings. */
export async function saveCalendarSettings(
  p: Platform,
  ctx: RequestContext,
  input: CalendarSettings,
): Promise<CalendarSettings> {
  const auth = authOf(ctx);
  await p.database.withTenant(ctx.tenant.id, (tx) =>
    saveDefaultReminder(tx, ctx.tenant.id, auth.userId, input.defaultReminderMinutes),
  );
  return { defaultReminderMinutes: input.defaultReminderMinutes };
}
