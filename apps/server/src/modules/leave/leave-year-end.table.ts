import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * One year-end run per tenant and year (issue 22 §3): claimed by inserting the row (unique
 * (tenant, year)), so that two passes at once or one after the other do the year once; `report` holds
 * the per-employee outcome (`LeaveYearEndReport` rows) once `finished_at` is set.
 */
export const leaveYearEndRuns = pgTable(
  "leave_year_end_runs",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    year: integer("year").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Who started it: null for the background job, else the user id (POST /api/leaveYearEnd/run). */
    startedBy: integer("started_by"),
    report: jsonb("report"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("leave_year_end_runs_tenant_year_uq").on(t.tenantId, t.year),
  ],
);

/**
 * Leave carried from `from_year` into the next year by a year-end run (Mt. 123. §): one row per employee,
 * year and rule (`mt123_2` …), working days, the last day it may be given, and the rule's Hungarian text.
 * `notified_at` claims the hr notification 30 days before the deadline (sent once).
 */
export const leaveCarryOvers = pgTable(
  "leave_carry_overs",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    employeeId: integer("employee_id").notNull(),
    fromYear: integer("from_year").notNull(),
    rule: text("rule").notNull(),
    days: numeric("days", { precision: 5, scale: 1, mode: "number" }).notNull(),
    deadline: date("deadline").notNull(),
    ruleText: text("rule_text").notNull(),
    runId: integer("run_id").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.employeeId, t.fromYear, t.rule] }),
    index("leave_carry_overs_tenant_deadline_idx").on(t.tenantId, t.deadline),
  ],
);

/**
 * A tenant's standing decisions the statute leaves to the employer (Mt. 123. § (5)–(6)), set by hr;
 * read by each year-end run and stored with its report. No row: neither applies.
 */
export const leaveYearEndSettings = pgTable(
  "leave_year_end_settings",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    collectiveAgreementQuarter: boolean("collective_agreement_quarter").notNull().default(false),
    ageExtraAgreement: boolean("age_extra_agreement").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
