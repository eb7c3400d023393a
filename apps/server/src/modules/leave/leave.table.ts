import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
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
 * A tenant's absence types (issue 22 §1): the statutory ones (`statutory`, inserted on first use from
 * `STATUTORY_ABSENCE_TYPES`) and its own. `code` is what `leave_requests.leave_type` holds.
 */
export const absenceTypes = pgTable(
  "absence_types",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    paid: boolean("paid").notNull(),
    countsAgainstEntitlement: boolean("counts_against_entitlement").notNull(),
    requiresCertificate: boolean("requires_certificate").notNull(),
    yearlyLimitDays: numeric("yearly_limit_days", { precision: 5, scale: 1, mode: "number" }),
    unit: text("unit").notNull(),
    attendanceCode: text("attendance_code").notNull(),
    approval: text("approval").notNull(),
    visibleToColleaguesAs: text("visible_to_colleagues_as").notNull(),
    active: boolean("active").notNull().default(true),
    statutory: boolean("statutory").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(100),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("absence_types_tenant_code_idx").on(t.tenantId, t.code),
  ],
);

/**
 * Leave requests. `working_days` is computed with the Hungarian calendar when requested (half day =
 * 0.5; 0 for a type in hours, `hours` then). Status: pending → (returned → pending …) → approved |
 * rejected; pending/returned/approved → cancelled. The approval (issue 22 §2): `approval_steps` are the
 * type's steps copied at request time, `current_step` the index being decided, `approver_employee_id`
 * who decides a `manager` step (the manager, their stand-in, a manager higher up; null = hr),
 * `step_since` when the step began waiting (reminder and escalation count from it), `reminded_at` when
 * its approver was reminded. `cancel_requested_at`/`cancel_reason`: the employee asked to cancel an
 * approved request. `provisional_calendar`: counted without the year's swapped days (issue 22 §4).
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
    hours: numeric("hours", { precision: 4, scale: 2, mode: "number" }),
    approvalSteps: text("approval_steps")
      .array()
      .notNull()
      .default(sql`array['manager']::text[]`),
    currentStep: integer("current_step").notNull().default(0),
    approverEmployeeId: integer("approver_employee_id"),
    stepSince: timestamp("step_since", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    provisionalCalendar: boolean("provisional_calendar").notNull().default(false),
    certificateKey: text("certificate_key"),
    certificateName: text("certificate_name"),
    certificateMime: text("certificate_mime"),
    certificateAt: timestamp("certificate_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("leave_requests_tenant_employee_start_idx").on(t.tenantId, t.employeeId, t.startDate),
    index("leave_requests_tenant_status_idx").on(t.tenantId, t.status),
  ],
);

/**
 * What happened to a request, step by step (issue 22 §2): requested, approved / rejected / returned at
 * a step, resubmitted, reminded, escalated, cancellation requested / accepted / refused, cancelled.
 * `actor_user_id` is null for the system (the reminder job).
 */
export const leaveRequestEvents = pgTable(
  "leave_request_events",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    requestId: integer("request_id").notNull(),
    step: integer("step"),
    action: text("action").notNull(),
    actorUserId: integer("actor_user_id"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("leave_request_events_request_idx").on(t.tenantId, t.requestId),
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [leaveRequests.tenantId, leaveRequests.id],
    }),
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
