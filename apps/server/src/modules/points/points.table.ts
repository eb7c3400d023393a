import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";

/**
 * The points game (issue 11 §3). `points_ledger` is append-only (a trigger refuses UPDATE and
 * DELETE): an employee's spendable balance is the sum of their `points`; `give` and `award` rows
 * are what they earned (leaderboard). `give` rows carry the giver in `from_employee_id`;
 * `redeem`/`refund` rows the redemption.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    kind: text("kind").notNull(),
    employeeId: integer("employee_id").notNull(),
    points: integer("points").notNull(),
    fromEmployeeId: integer("from_employee_id"),
    redemptionId: integer("redemption_id"),
    reason: text("reason"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check("points_ledger_kind_check", sql`${t.kind} in ('give', 'award', 'redeem', 'refund', 'adjust')`),
    check(
      "points_ledger_give_check",
      sql`(${t.kind} = 'give') = (${t.fromEmployeeId} is not null) and (${t.kind} <> 'give' or ${t.points} > 0)`,
    ),
    index("points_ledger_tenant_employee_idx").on(t.tenantId, t.employeeId, t.kind),
    index("points_ledger_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("points_ledger_tenant_from_idx").on(t.tenantId, t.fromEmployeeId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
    foreignKey({
      columns: [t.tenantId, t.fromEmployeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({ columns: [t.tenantId, t.createdByUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** The tenant's rules of giving (one row per tenant; absent = the defaults of the contract). */
export const pointsSettings = pgTable("points_settings", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  monthlyAllowance: integer("monthly_allowance").notNull(),
  perRecipientMonthlyCap: integer("per_recipient_monthly_cap").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rewards in the shop: price in points, stock never below zero, value in HUF for the payroll report. */
export const products = pgTable(
  "products",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    name: text("name").notNull(),
    description: text("description"),
    pricePoints: integer("price_points").notNull(),
    stock: integer("stock").notNull().default(0),
    active: boolean("active").notNull().default(true),
    valueHuf: integer("value_huf"),
    picture: text("picture"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_price_check", sql`${t.pricePoints} > 0`),
    index("products_tenant_name_idx").on(t.tenantId, t.name),
  ],
);

/**
 * Redemptions: `pending` → `fulfilled` (hr/companyAdmin handed it over) or `rejected` (hr) or
 * `cancelled` (the requester); rejecting or cancelling refunds the points and returns the stock.
 * `price_points` and `value_huf` are frozen at redemption time.
 */
export const redemptions = pgTable(
  "redemptions",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    productId: integer("product_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    requestedByUserId: integer("requested_by_user_id"),
    pricePoints: integer("price_points").notNull(),
    valueHuf: integer("value_huf"),
    status: text("status").notNull().default("pending"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: integer("decided_by_user_id"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check("redemptions_status_check", sql`${t.status} in ('pending', 'fulfilled', 'rejected', 'cancelled')`),
    index("redemptions_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("redemptions_tenant_employee_idx").on(t.tenantId, t.employeeId, t.createdAt),
    index("redemptions_tenant_product_idx").on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
    foreignKey({
      columns: [t.tenantId, t.requestedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({ columns: [t.tenantId, t.decidedByUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
