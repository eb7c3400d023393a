import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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

/** Job openings the applicants apply to (issue 11 §1). `closed_on`: the day it was filled or closed. */
export const jobOpenings = pgTable(
  "job_openings",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    title: text("title").notNull(),
    department: text("department"),
    description: text("description"),
    status: text("status").notNull().default("open"),
    closedOn: date("closed_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check("job_openings_status_check", sql`${t.status} in ('open', 'filled', 'closed')`),
  ],
);

/**
 * Applicants. After the retention date the erasure job anonymises the row (`anonymised_at` set, name
 * "Törölt jelentkező", contact, salary, CV and reasons cleared): opening, source, stage and dates stay as
 * anonymous statistics. `retention_until` is kept up to date by the service (see applicant-retention.ts).
 */
export const applicants = pgTable(
  "applicants",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    jobOpeningId: integer("job_opening_id").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    source: text("source").notNull().default("other"),
    stage: text("stage").notNull().default("new"),
    rejectedInStage: text("rejected_in_stage"),
    rejectionReason: text("rejection_reason"),
    expectedSalaryHuf: integer("expected_salary_huf"),
    availableFrom: date("available_from", { mode: "string" }),
    consentToKeep: boolean("consent_to_keep").notNull().default(false),
    consentTextVersion: text("consent_text_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    legalHold: boolean("legal_hold").notNull().default(false),
    retentionUntil: date("retention_until", { mode: "string" }),
    cvStorageKey: text("cv_storage_key"),
    cvFileName: text("cv_file_name"),
    cvMime: text("cv_mime"),
    cvSize: integer("cv_size"),
    hiredEmployeeId: integer("hired_employee_id"),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("applicants_tenant_opening_idx").on(t.tenantId, t.jobOpeningId, t.stage),
    index("applicants_tenant_email_idx").on(t.tenantId, t.email),
    index("applicants_tenant_retention_idx").on(t.tenantId, t.retentionUntil),
    foreignKey({
      columns: [t.tenantId, t.jobOpeningId],
      foreignColumns: [jobOpenings.tenantId, jobOpenings.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.hiredEmployeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete("set null"),
    check(
      "applicants_stage_check",
      sql`${t.stage} in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`,
    ),
    check("applicants_salary_check", sql`${t.expectedSalaryHuf} is null or ${t.expectedSalaryHuf} >= 0`),
  ],
);

/** Every stage change of an applicant: from → to, the reason (rejection), who and when. */
export const applicantStageHistory = pgTable(
  "applicant_stage_history",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    applicantId: integer("applicant_id").notNull(),
    fromStage: text("from_stage"),
    toStage: text("to_stage").notNull(),
    reason: text("reason"),
    userId: integer("user_id"),
    userName: text("user_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("applicant_stage_history_tenant_applicant_idx").on(t.tenantId, t.applicantId, t.at),
    foreignKey({
      columns: [t.tenantId, t.applicantId],
      foreignColumns: [applicants.tenantId, applicants.id],
    }).onDelete("cascade"),
  ],
);

/** Interview notes, each with its interviewer's 1–5 score. Erased with the applicant's data. */
export const applicantNotes = pgTable(
  "applicant_notes",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    applicantId: integer("applicant_id").notNull(),
    interviewerUserId: integer("interviewer_user_id"),
    interviewerName: text("interviewer_name").notNull(),
    score: integer("score").notNull(),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("applicant_notes_tenant_applicant_idx").on(t.tenantId, t.applicantId),
    foreignKey({
      columns: [t.tenantId, t.applicantId],
      foreignColumns: [applicants.tenantId, applicants.id],
    }).onDelete("cascade"),
    check("applicant_notes_score_check", sql`${t.score} between 1 and 5`),
  ],
);

/**
 * What the retention job has done, once per applicant and kind (`warning` 14 days before, `erased`):
 * the primary key makes the job idempotent across runs and instances (insert … on conflict do nothing).
 */
export const applicantRetentionEvents = pgTable(
  "applicant_retention_events",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    applicantId: integer("applicant_id").notNull(),
    kind: text("kind").notNull(),
    /** The retention date the event was for (a later date after new consent warns again). */
    retentionUntil: date("retention_until", { mode: "string" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicantId, t.kind, t.retentionUntil] }),
    check("applicant_retention_events_kind_check", sql`${t.kind} in ('warning', 'erased')`),
  ],
);

/** The tenant's editable notice e-mail to unsuccessful applicants (one row per tenant; default when none). */
export const applicantNoticeTemplates = pgTable("applicant_notice_templates", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
