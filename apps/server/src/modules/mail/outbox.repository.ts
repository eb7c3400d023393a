import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Database, Tx } from "../../platform/db.ts";
import {
  MAIL_CLAIM_SECONDS,
  type MailMessage,
  type MailOutbox,
  type OutboxMail,
} from "../../platform/mail.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { mailOutbox } from "./outbox.table.ts";

/** Unsent mail older than this is not retried any more (it stays in the outbox, unsent), days. */
export const MAIL_RETRY_DAYS = 3;

const rowOf = (message: MailMessage) => ({
  tenantId: message.tenantId,
  toAddress: message.to,
  subject: message.subject,
  body: message.text,
  html: message.html ?? null,
  headers: message.headers ?? null,
  icalMethod: message.icalEvent?.method ?? null,
  icalContent: message.icalEvent?.content ?? null,
});

/**
 * Puts `message` into the outbox inside the caller's transaction (the transactional outbox: the mail
 * exists exactly when the transaction commits); the delivery job sends it on its next pass.
 */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values(rowOf(message));
}

/**
 * The mail outbox (DESIGN §2) on `database`, for the platform's mailer (see {@link MailOutbox}).
 * `claimDue` walks the tenants (the table is under row-level security) and claims each tenant's due
 * rows with `FOR UPDATE SKIP LOCKED`, so instances running it at once share the rows, never double them.
 */
export function createMailOutbox(database: Database): MailOutbox {
  return {
    async add(message: MailMessage) {
      const [row] = await database.withTenant(message.tenantId, (tx) =>
        tx
          .insert(mailOutbox)
          .values({
            ...rowOf(message),
            nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_CLAIM_SECONDS})`,
          })
          .returning({ id: mailOutbox.id }),
      );
      return row?.id;
    },
    async markSent(tenantId: number, id: number) {
      await database.withTenant(tenantId, (tx) =>
        tx
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id))),
      );
    },
    async markFailed(tenantId: number, id: number, error: string, retryInSeconds: number) {
      await database.withTenant(tenantId, (tx) =>
        tx
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: error.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          })
          .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id))),
      );
    },
    async claimDue(limit: number) {
      const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
      const claimed: OutboxMail[] = [];
      for (const { id: tenantId } of tenantRows) {
        if (claimed.length >= limit) break;
        const rows = await database.withTenant(tenantId, async (tx) => {
          const due = tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.tenantId, tenantId),
                isNull(mailOutbox.sentAt),
                lte(mailOutbox.nextAttemptAt, sql`now()`),
                gt(mailOutbox.createdAt, sql`now() - make_interval(days => ${MAIL_RETRY_DAYS})`),
              ),
            )
            .orderBy(mailOutbox.id)
            .limit(limit - claimed.length)
            .for("update", { skipLocked: true });
          return tx
            .update(mailOutbox)
            .set({ nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_CLAIM_SECONDS})` })
            .where(and(eq(mailOutbox.tenantId, tenantId), sql`${mailOutbox.id} in (${due})`))
            .returning();
        });
        for (const r of rows) {
          claimed.push({
            id: r.id,
            attempts: r.attempts,
            tenantId: r.tenantId,
            to: r.toAddress,
            subject: r.subject,
            text: r.body,
            ...(r.html ? { html: r.html } : {}),
            ...(r.headers ? { headers: r.headers } : {}),
            ...(r.icalMethod && r.icalContent
              ? { icalEvent: { method: r.icalMethod as "REQUEST" | "CANCEL", content: r.icalContent } }
              : {}),
          });
        }
      }
      return claimed;
    },
  };
}
