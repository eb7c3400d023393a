import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/** Mail outbox: every mail the app sends is kept here; `sent_at` set once SMTP accepted it. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("mail_outbox_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);
