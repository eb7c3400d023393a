import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Expiry reminders (issue 23 §2). `reminder_settings`: the tenant's thresholds in days before an expiry
 * (no row: 30 and 7). `expiry_reminders_sent`: one row per reminded (subject, due date, threshold) —
 * the job claims a reminder by inserting it (ON CONFLICT DO NOTHING), so it goes out once on any number
 * of instances and after restarts; a changed date is a new key and reminds again. `threshold` is
 * `<days>d` (e.g. `30d`) or `km` (a car's service due within 1,000 km).
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    reminderDays: integer("reminder_days").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

export const expiryRemindersSent = pgTable(
  "expiry_reminders_sent",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    /** `employeeDocument`, `externalResource`, `asset`, `carService`. */
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    /** The expiry (or the service cycle's key date) the reminder was about. */
    dueDate: date("due_date").notNull(),
    threshold: text("threshold").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("expiry_reminders_sent_key").on(
      t.tenantId,
      t.subjectType,
      t.subjectId,
      t.dueDate,
      t.threshold,
    ),
    index("expiry_reminders_sent_subject_idx").on(t.tenantId, t.subjectType, t.subjectId),
  ],
);
