import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { EmailDelivery } from "@office/shared/notifications/notification-types";
import { tenants } from "../tenants/tenants.table.ts";
import { users } from "../auth/auth.table.ts";

/**
 * A user's e-mail choices (issue 23 §1): `email` holds only the types the user changed (the rest
 * follow the catalogue's defaults); `digest_hour` is the Budapest hour (0–23) of the daily digest.
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: integer("user_id").notNull(),
    email: jsonb("email").$type<Record<string, EmailDelivery>>().notNull().default({}),
    digestHour: integer("digest_hour").notNull().default(8),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** One digest a day per user: the row is the claim, so two instances never send two digests. */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: integer("user_id").notNull(),
    /** The Budapest date of the digest, `YYYY-MM-DD`. */
    day: text("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.day] })],
);
