import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db.ts";
import type { MailMessage, MailOutbox } from "../../platform/mail.ts";
import { mailOutbox } from "./outbox.table.ts";

/**
 * The mail outbox (DESIGN §2) on `database`, for the platform's mailer: `add` inserts an unsent row in
 * the message's tenant and answers its id; `markSent` stamps `sent_at` (database time) on it.
 */
export function createMailOutbox(database: Database): MailOutbox {
  return {
    async add(message: MailMessage) {
      const [row] = await database.withTenant(message.tenantId, (tx) =>
        tx
          .insert(mailOutbox)
          .values({
            tenantId: message.tenantId,
            toAddress: message.to,
            subject: message.subject,
            body: message.text,
          })
          .returning({ id: mailOutbox.id }),
      );
      return row?.id;
    },
    async markSent(tenantId: number, id: number) {
      await database.withTenant(tenantId, (tx) =>
        tx
          .update(mailOutbox)
          .set({ sentAt: sql`now()` })
          .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id))),
      );
    },
  };
}
