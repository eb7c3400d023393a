import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray } from "drizzle-orm";
import { budapestDate, toBudapestParts } from "@office/shared/hu/budapest-time";
import type { Tx } from "../../platform/db.ts";
import { tenantLinkBase } from "../../platform/mail-links.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import type { MailMessage } from "../../platform/mail.ts";
import type { Platform } from "../../platform/platform.ts";
import { users } from "../auth/auth.table.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { digestMail, immediateMail, type MailTenant } from "./notification-mail.ts";
import { notificationDigests } from "./notification-settings.table.ts";
import {
  DEFAULT_DIGEST_HOUR,
  deliveryOf,
  storedSettingsOf,
  unsubscribeUrlFor,
} from "./notification-settings.service.ts";
import { notifications } from "./notifications.table.ts";

/**
 * The notification e-mail job (issue 23 §1). Each pass, per tenant, in one transaction:
 * 1. every notification still `pending` is claimed (`FOR UPDATE SKIP LOCKED`) and, by its user's
 *    setting for its type, mailed at once (`immediate`: the mail is put into the outbox in the same
 *    transaction, so it exists exactly once), kept for the digest (`digest`), or `skipped` (off, no
 *    address, inactive account);
 * 2. a user whose digest hour (Budapest time) has come today, who has `digest` notifications waiting
 *    and no digest yet today, claims today's digest (`notification_digests`, unique) and gets one mail
 *    listing the unseen ones; all their `digest` rows become `digested`. "Has come", not "is": a pass
 *    that missed the hour (the app was down, a long pass) sends the digest at the next pass that day,
 *    and an hour moved earlier in the day takes effect the same day.
 * Then the mailer delivers what is due in the outbox (new mail, and failed mail whose backoff passed);
 * without SMTP the mail of the pass is logged once it is committed (`Mailer.noteQueued`).
 * Runs every {@link NOTIFICATION_MAIL_INTERVAL_MS} on one instance at a time; repeating a pass, or
 * running it on two instances, mails nothing twice.
 */

/** How often the job runs: "immediate" mail leaves within this long of the notification. */
export const NOTIFICATION_MAIL_INTERVAL_MS = 15_000;

/** How many pending notifications one pass handles per tenant (the rest wait for the next pass). */
const PENDING_BATCH = 500;

export type NotificationMailResult = { immediate: number; digests: number; delivered: number };

/** Puts `message` into the outbox within `tx` and remembers it in `queued` (logged after the commit). */
async function queueMail(tx: Tx, queued: MailMessage[], message: MailMessage): Promise<void> {
  await enqueueMail(tx, message);
  queued.push(message);
}

type Recipient = { email: string | null; active: boolean };

async function recipientsOf(tx: Tx, tenantId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, Recipient>();
  const rows = await tx
    .select({ id: users.id, email: users.email, active: users.active })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
  return new Map(rows.map((r) => [r.id, { email: r.email, active: r.active }]));
}

const mailable = (r: Recipient | undefined): r is Recipient & { email: string } =>
  !!r && r.active && !!r.email && r.email.includes("@");

async function setState(tx: Tx, tenantId: number, ids: number[], emailState: string) {
  if (ids.length === 0) return;
  await tx
    .update(notifications)
    .set({ emailState })
    .where(and(eq(notifications.tenantId, tenantId), inArray(notifications.id, ids)));
}

/** Step 1 for one tenant: answers the immediate mails put into the outbox. */
async function sortPending(
  p: Platform,
  tx: Tx,
  tenant: MailTenant,
  base: string | null,
  queued: MailMessage[],
): Promise<number> {
  const pending = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenant.id), eq(notifications.emailState, "pending")))
    .orderBy(asc(notifications.id))
    .limit(PENDING_BATCH)
    .for("update", { skipLocked: true });
  if (pending.length === 0) return 0;
  const userIds = [...new Set(pending.map((n) => n.userId))];
  const settings = await storedSettingsOf(tx, tenant.id, userIds);
  const recipients = await recipientsOf(tx, tenant.id, userIds);
  const byState: Record<"sent" | "digest" | "skipped", number[]> = { sent: [], digest: [], skipped: [] };
  for (const n of pending) {
    const r = recipients.get(n.userId);
    const delivery = deliveryOf(settings.get(n.userId), n.eventType);
    if (!mailable(r) || delivery === "off") {
      byState.skipped.push(n.id);
    } else if (delivery === "digest") {
      byState.digest.push(n.id);
    } else {
      await queueMail(
        tx,
        queued,
        immediateMail({
          tenant,
          to: r.email,
          base,
          notification: n,
          unsubscribeUrl: unsubscribeUrlFor(p, base, tenant.id, n.userId),
        }),
      );
      byState.sent.push(n.id);
    }
  }
  for (const [state, ids] of Object.entries(byState)) await setState(tx, tenant.id, ids, state);
  return byState.sent.length;
}

/** Step 2 for one tenant at `now`: answers the digests put into the outbox. */
async function sendDigests(
  p: Platform,
  tx: Tx,
  tenant: MailTenant,
  base: string | null,
  now: number,
  queued: MailMessage[],
): Promise<number> {
  const hour = toBudapestParts(now).hour;
  const day = budapestDate(now);
  // Who has digest notifications waiting (the partial index), then only those whose hour has come today
  // and who have had no digest today (theirs wait for tomorrow).
  const waitingUsers = await tx
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenant.id), eq(notifications.emailState, "digest")));
  if (waitingUsers.length === 0) return 0;
  const settings = await storedSettingsOf(
    tx,
    tenant.id,
    waitingUsers.map((u) => u.userId),
  );
  const hadDigest = new Set(
    (
      await tx
        .select({ userId: notificationDigests.userId })
        .from(notificationDigests)
        .where(and(eq(notificationDigests.tenantId, tenant.id), eq(notificationDigests.day, day)))
    ).map((r) => r.userId),
  );
  const userIds = waitingUsers
    .map((u) => u.userId)
    .filter(
      (userId) => !hadDigest.has(userId) && (settings.get(userId)?.digestHour ?? DEFAULT_DIGEST_HOUR) <= hour,
    );
  if (userIds.length === 0) return 0;
  const waiting = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenant.id),
        eq(notifications.emailState, "digest"),
        inArray(notifications.userId, userIds),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  const recipients = await recipientsOf(tx, tenant.id, userIds);
  let sent = 0;
  for (const userId of userIds) {
    const mine = waiting.filter((n) => n.userId === userId);
    const unseen = mine.filter((n) => n.seenAt === null);
    const r = recipients.get(userId);
    if (unseen.length > 0 && mailable(r)) {
      const claimed = await tx
        .insert(notificationDigests)
        .values({ tenantId: tenant.id, userId, day })
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      if (claimed.length === 0) continue; // today's digest went out already; these wait for tomorrow
      await queueMail(
        tx,
        queued,
        digestMail({
          tenant,
          to: r.email,
          base,
          notifications: unseen,
          unsubscribeUrl: unsubscribeUrlFor(p, base, tenant.id, userId),
        }),
      );
      sent += 1;
    }
    await setState(
      tx,
      tenant.id,
      mine.map((n) => n.id),
      "digested",
    );
  }
  return sent;
}

/** One pass of the job over every tenant at `now` (ms); see the module's description. */
export async function runNotificationMail(p: Platform, now = Date.now()): Promise<NotificationMailResult> {
  const rows = await p.database.withoutTenant((tx) =>
    tx
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, headerColor: tenants.headerColor })
      .from(tenants),
  );
  let immediate = 0;
  let digests = 0;
  const queued: MailMessage[] = [];
  for (const t of rows) {
    const base = tenantLinkBase(p.config, t.slug);
    await p.database.withTenant(t.id, async (tx) => {
      immediate += await sortPending(p, tx, t, base, queued);
      digests += await sendDigests(p, tx, t, base, now, queued);
    });
    for (const message of queued.splice(0)) p.mailer.noteQueued?.(message);
  }
  const delivered = (await p.mailer.deliverDue?.()) ?? 0;
  return { immediate, digests, delivered };
}

/**
 * Starts the job when the app is ready (every {@link NOTIFICATION_MAIL_INTERVAL_MS}, one instance at a
 * time); not in tests (NODE_ENV=test), which run passes explicitly.
 */
export function registerNotificationMail(app: FastifyInstance, p: Platform): void {
  if (p.config.nodeEnv === "test") return;
  registerPeriodicJob(app, {
    name: "notification mail",
    database: p.database,
    firstRunMs: 5_000,
    everyMs: NOTIFICATION_MAIL_INTERVAL_MS,
    run: () => runNotificationMail(p),
    done: (r) => r.immediate + r.digests + r.delivered > 0,
  });
}
