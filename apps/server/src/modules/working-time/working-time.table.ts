import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { projects } from "../projects/projects.table.ts";
import { projectTasks } from "../project-tasks/project-tasks.table.ts";

/**
 * Time records (issue 21 §1; Mt. 134. § (1)–(2)): one row per stretch of work (`kind` = work) or stand-by
 * (`kind` = standby, készenlét) of one employee. `work_date` is the day the stretch starts; `start_time` and
 * `end_time` are Budapest wall-clock times; `crosses_midnight` says that the end falls on the next day.
 * `starts_at` / `ends_at` are the same instants as timestamps, kept for the overlap check and the daily rest
 * rule; `end_time` / `ends_at` are null while a clock ("Munkaidő indítása") runs. `break_minutes` is unpaid
 * break inside the stretch (Mt. 86. § (3) a): not working time).
 */
export const timeEntries = pgTable(
  "time_entries",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    workDate: date("work_date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time"),
    crossesMidnight: boolean("crosses_midnight").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    breakMinutes: integer("break_minutes").notNull().default(0),
    kind: text("kind").notNull().default("work"),
    projectId: integer("project_id"),
    taskId: integer("task_id"),
    note: text("note"),
    source: text("source").notNull().default("manual"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("time_entries_tenant_employee_start_idx").on(t.tenantId, t.employeeId, t.startsAt),
    index("time_entries_tenant_date_idx").on(t.tenantId, t.workDate),
    index("time_entries_tenant_project_idx").on(t.tenantId, t.projectId),
    index("time_entries_tenant_task_idx").on(t.tenantId, t.taskId),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }),
    // Migration 0020 writes this one as `ON DELETE SET NULL ("task_id")` (PostgreSQL 15+): deleting a task
    // clears only the entry's task, never its tenant (drizzle-kit cannot express the column list).
    foreignKey({
      columns: [t.tenantId, t.taskId],
      foreignColumns: [projectTasks.tenantId, projectTasks.id],
    }).onDelete("set null"),
    check("time_entries_kind_check", sql`${t.kind} in ('work', 'standby')`),
    check("time_entries_source_check", sql`${t.source} in ('manual', 'clock')`),
    check("time_entries_break_check", sql`${t.breakMinutes} >= 0 and ${t.breakMinutes} <= 1440`),
    check("time_entries_span_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Every change to a time record, kept for Mt. 134. § (2)'s up-to-date record (issue 21 §1: "every
 * correction is kept with who and when"): `action` created | updated | deleted, the record before and after
 * (`null` for created / deleted), who changed it (user id and name at the time) and when.
 */
export const timeEntryRevisions = pgTable(
  "time_entry_revisions",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    timeEntryId: integer("time_entry_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    changedBy: integer("changed_by"),
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("time_entry_revisions_tenant_entry_idx").on(t.tenantId, t.timeEntryId),
    index("time_entry_revisions_tenant_employee_idx").on(t.tenantId, t.employeeId, t.changedAt),
    check("time_entry_revisions_action_check", sql`${t.action} in ('created', 'updated', 'deleted')`),
  ],
);

/**
 * An employee's work schedule (issue 21 §1). No row = general schedule, 480 minutes on the working days of
 * the Hungarian calendar, records kept entry by entry. `kind`: general (általános munkarend, Mt. 97. § (2)),
 * partTime (részmunkaidő, Mt. 92. § (5); `daily_minutes` below 480) or flexible (kötetlen munkarend,
 * Mt. 96. § (2)). `record_mode`: entries (start and end of each stretch, Mt. 134. § (2)) or schedule (the
 * written schedule certified at the month's end with every deviation entered on its day, Mt. 134. § (3)):
 * then a working day without entries counts as worked from `day_start` for `daily_minutes` plus
 * `break_minutes`.
 */
export const workSchedules = pgTable(
  "work_schedules",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    employeeId: integer("employee_id").notNull(),
    kind: text("kind").notNull().default("general"),
    dailyMinutes: integer("daily_minutes").notNull().default(480),
    recordMode: text("record_mode").notNull().default("entries"),
    dayStart: time("day_start").notNull().default("08:00"),
    breakMinutes: integer("break_minutes").notNull().default(20),
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.employeeId] }),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
    check("work_schedules_kind_check", sql`${t.kind} in ('general', 'partTime', 'flexible')`),
    check("work_schedules_record_mode_check", sql`${t.recordMode} in ('entries', 'schedule')`),
    check("work_schedules_daily_check", sql`${t.dailyMinutes} between 0 and 720`),
    check("work_schedules_break_check", sql`${t.breakMinutes} between 0 and 180`),
  ],
);

/**
 * Closed months of a tenant's time records (issue 21 §2): while a row exists, entries whose `work_date`
 * falls in `month` (its first day) answer 409. Reopening deletes the row; both are audited.
 */
export const timesheetClosures = pgTable(
  "timesheet_closures",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    month: date("month").notNull(),
    closedBy: integer("closed_by"),
    closedByName: text("closed_by_name").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month] })],
);

/**
 * A tenant's working-time settings: the yearly overtime limit in hours (Mt. 109. § (1): 250; up to 300 by
 * collective agreement, Mt. 135. § (6); plus up to 150 by written agreement of the parties, Mt. 109. § (2))
 * and the agreement that sets it, shown beside the figure. No row = 250 hours, no agreement.
 */
export const workingTimeSettings = pgTable(
  "working_time_settings",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    yearlyOvertimeLimitHours: integer("yearly_overtime_limit_hours").notNull().default(250),
    overtimeAgreement: text("overtime_agreement"),
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check("working_time_settings_limit_check", sql`${t.yearlyOvertimeLimitHours} between 0 and 400`),
  ],
);

/**
 * A closed month's figures per employee, written when hr closes the month and deleted when it is reopened
 * (issue 21 §2: the closed month is what payroll got). The year's overtime (Mt. 109. §) adds these up
 * instead of recomputing every closed day.
 */
export const timesheetMonthTotals = pgTable(
  "timesheet_month_totals",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    month: date("month").notNull(),
    employeeId: integer("employee_id").notNull(),
    scheduledMinutes: integer("scheduled_minutes").notNull(),
    workedMinutes: integer("worked_minutes").notNull(),
    overtimeMinutes: integer("overtime_minutes").notNull(),
    standbyMinutes: integer("standby_minutes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.month, t.employeeId] }),
    index("timesheet_month_totals_tenant_employee_idx").on(t.tenantId, t.employeeId, t.month),
  ],
);
