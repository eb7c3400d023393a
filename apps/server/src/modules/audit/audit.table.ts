import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Audit log (issue 2 §2): who (user id and username as given), tenant, UTC time, IP, action, target,
 * for every mutation and auth event. Append-only: the app role gets no UPDATE/DELETE on it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: bigint("id", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    username: text("username"),
    ip: text("ip"),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("audit_log_tenant_action_at_idx").on(t.tenantId, t.action, t.at),
  ],
);
