import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { users } from "../auth/auth.table.ts";

/**
 * Per-employee, per-year HR inputs to the leave entitlement (SPEC `leaveDay`): HR adjustment with its
 * reason and days carried over from the previous year. The statutory part is computed (Mt. 116–121. §).
 */
export const leaveAllowances = pgTable(
  "leave_allowances",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    employeeId: integer("employee_id").notNull(),
    year: integer("year").notNull(),
    adjustmentDays: numeric("adjustment_days", { precision: 5, scale: 1, mode: "number" })
      .notNull()
      .default(0),
    adjustmentReason: text("adjustment_reason"),
    carryOverDays: numeric("carry_over_days", { precision: 5, scale: 1, mode: "number" })
      .notNull()
      .default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.employeeId, t.year] })],
);

/**
 * Leave requests. `working_days` is computed with the Hungarian calendar when requested (half day =
 * 0.5). Status: pending → approved | rejected; pending/approved → cancelled.
 */
export const leaveRequests = pgTable(
  "leave_requests",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    leaveType: text("leave_type").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    halfDay: text("half_day"),
    workingDays: numeric("working_days", { precision: 5, scale: 1, mode: "number" }).notNull(),
    status: text("status").notNull().default("pending"),
    note: text("note"),
    requestedBy: integer("requested_by"),
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("leave_requests_tenant_employee_start_idx").on(t.tenantId, t.employeeId, t.startDate),
    index("leave_requests_tenant_status_idx").on(t.tenantId, t.status),
  ],
);

/** Company rest days a tenant adds on top of the national calendar (DESIGN §9). */
export const companyRestDays = pgTable(
  "company_rest_days",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    day: date("day").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/**
 * The user's leave calendar feed links (issue 18 §3, like the event feed's): one live row per user; the
 * address `/api/leave/feed/{userId}/{signature}.ics` is signed with the row's id, so a new link (a new
 * row, the old ones revoked) or a revocation (`revoked_at`) kills the old address at once. A user with
 * no row at all still has the address signed without a row id, as issued before this table existed.
 */
export const leaveFeedLinks = pgTable(
  "leave_feed_links",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    userId: integer("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("leave_feed_links_tenant_user_idx").on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
