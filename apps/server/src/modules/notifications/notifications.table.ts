import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { tenants } from "../tenants/tenants.table.ts";
import { users } from "../auth/auth.table.ts";

/** In-app notifications of one user (SPEC §3 Notification). `seen_at` null = unseen. */
export const notifications = pgTable(
  "notifications",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    userId: integer("user_id").notNull(),
    eventType: text("event_type").notNull(),
    eventId: integer("event_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    /**
     * E-mail of this notification (issue 23 §1): `pending` until the mail job reads the user's
     * setting, then `sent` (mailed at once), `digest` (waits for the daily digest), `digested`, or
     * `skipped` (off, no address, or seeded history).
     */
    emailState: text("email_state").notNull().default("pending"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("notifications_tenant_user_created_idx").on(t.tenantId, t.userId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index("notifications_email_state_idx")
      .on(t.tenantId, t.emailState)
      .where(sql`email_state in ('pending', 'digest')`),
  ],
);
