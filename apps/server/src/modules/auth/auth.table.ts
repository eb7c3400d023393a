import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";

/** Sign-in accounts. `username` is unique per tenant (stored lower-case); `roles` per DESIGN §5. */
export const users = pgTable(
  "users",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    username: text("username").notNull(),
    email: text("email"),
    passwordHash: text("password_hash"),
    employeeId: integer("employee_id"),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("users_tenant_username_key").on(t.tenantId, t.username),
    index("users_tenant_email_idx").on(t.tenantId, t.email),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
  ],
);

/** Server sessions (DESIGN §4): a token is valid only while its session row is live. */
export const sessions = pgTable(
  "sessions",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: uuid("id").notNull(),
    userId: integer("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("sessions_tenant_user_idx").on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** Single-use password reset tokens (1 hour, DESIGN §4); only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
