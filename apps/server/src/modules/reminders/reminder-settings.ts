import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_REMINDER_DAYS,
  type ReminderSettings,
  type ReminderSettingsInput,
} from "@office/shared/reminders/reminders.contract";
import type { Tx } from "../../platform/db.ts";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { reminderSettings } from "./reminders.table.ts";

/**
 * The tenant's reminder thresholds (issue 23 §2): `GET/PUT /api/reminderSettings` (companyAdmin, hr).
 * No row: {@link DEFAULT_REMINDER_DAYS} (30 and 7 days).
 */

/** The thresholds in days, largest first. */
export async function readReminderDays(tx: Tx, tenantId: number): Promise<number[]> {
  const [row] = await tx
    .select({ days: reminderSettings.reminderDays })
    .from(reminderSettings)
    .where(eq(reminderSettings.tenantId, tenantId));
  const days = row?.days.length ? row.days : DEFAULT_REMINDER_DAYS;
  return [...days].sort((a, b) => b - a);
}

const assertCanSet = (ctx: RequestContext) => {
  if (!hasAnyRole(authOf(ctx).roles, ["hr", "companyAdmin"])) throw forbidden();
};

/** `GET /api/reminderSettings`. Errors: 403. */
export async function getReminderSettings(p: Platform, ctx: RequestContext): Promise<ReminderSettings> {
  assertCanSet(ctx);
  const tenantId = ctx.tenant.id;
  return { reminderDays: await p.database.withTenant(tenantId, (tx) => readReminderDays(tx, tenantId)) };
}

/** `PUT /api/reminderSettings`: stores the thresholds (validated by the contract), audited. Errors: 400, 403. */
export async function updateReminderSettings(
  p: Platform,
  ctx: RequestContext,
  input: ReminderSettingsInput,
): Promise<ReminderSettings> {
  assertCanSet(ctx);
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await tx
      .insert(reminderSettings)
      .values({ tenantId, reminderDays: input.reminderDays })
      .onConflictDoUpdate({
        target: reminderSettings.tenantId,
        set: { reminderDays: input.reminderDays, updatedAt: sql`now()` },
      });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "reminders.settings_updated",
      target: `tenant:${tenantId}`,
      details: { reminderDays: input.reminderDays },
    });
    return { reminderDays: input.reminderDays };
  });
}
