import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Mail outbox: every mail the app sends is kept here; `sent_at` set once SMTP accepted it. A failed
 * delivery counts `attempts`, keeps `last_error` and waits until `next_attempt_at` (exponential
 * backoff, issue 23 §1); the delivery job claims due rows by moving `next_attempt_at` forward, so two
 * instances never send one row twice.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    icalMethod: text("ical_method"),
    icalContent: text("ical_content"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("mail_outbox_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("mail_outbox_due_idx")
      .on(t.tenantId, t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
