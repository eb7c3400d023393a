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
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";

/**
 * Questionnaires (issue 11 §2). A template has numbered versions (`questionnaire_template_versions`,
 * immutable); a sent questionnaire points at the version it was sent with. Recipients carry the
 * "has answered" mark; responses are stored apart with a random UUID key and, when anonymous, without
 * employee and time, so the two cannot be joined (no shared id, no time, no serial order); anonymous ones
 * wait sealed in `questionnaire_pending_responses` and are written at least 3 at a time (issue 18 §2), so
 * neither their transaction ids nor their physical order follow the marks.
 */
export const questionnaireTemplates = pgTable(
  "questionnaire_templates",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    createdByUserId: integer("created_by_user_id"),
    /** Deleted templates are archived: hidden, but the questionnaires sent from them keep their version. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdByUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** One immutable version of a template: name, description and questions (in order) as saved. */
export const questionnaireTemplateVersions = pgTable(
  "questionnaire_template_versions",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    templateId: integer("template_id").notNull(),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    questions: jsonb("questions").$type<QuestionDto[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId, t.version] }),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [questionnaireTemplates.tenantId, questionnaireTemplates.id],
    }),
  ],
);

/** A sent questionnaire: frozen to `(template_id, template_version)`; `deadline` inclusive, Budapest. */
export const questionnaires = pgTable(
  "questionnaires",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    templateId: integer("template_id").notNull(),
    templateVersion: integer("template_version").notNull(),
    title: text("title").notNull(),
    anonymous: boolean("anonymous").notNull().default(false),
    deadline: date("deadline", { mode: "string" }).notNull(),
    sentByUserId: integer("sent_by_user_id"),
    sentByName: text("sent_by_name").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("questionnaires_tenant_sender_idx").on(t.tenantId, t.sentByUserId, t.sentAt),
    index("questionnaires_tenant_deadline_idx").on(t.tenantId, t.deadline),
    foreignKey({
      columns: [t.tenantId, t.templateId, t.templateVersion],
      foreignColumns: [
        questionnaireTemplateVersions.tenantId,
        questionnaireTemplateVersions.templateId,
        questionnaireTemplateVersions.version,
      ],
    }),
    foreignKey({ columns: [t.tenantId, t.sentByUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** Who it was sent to, with the "has answered" mark only (no time, no link to the response). */
export const questionnaireRecipients = pgTable(
  "questionnaire_recipients",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    questionnaireId: integer("questionnaire_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    /** The department when sent (for the response-rate breakdown). */
    department: text("department"),
    answered: boolean("answered").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.questionnaireId, t.employeeId] }),
    index("questionnaire_recipients_tenant_employee_idx").on(t.tenantId, t.employeeId),
    foreignKey({
      columns: [t.tenantId, t.questionnaireId],
      foreignColumns: [questionnaires.tenantId, questionnaires.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
  ],
);

/**
 * A response: random UUID key; `employee_id` and `submitted_at` only for non-anonymous questionnaires
 * (both null otherwise, enforced by a check). `department` is the respondent's department for the
 * breakdown, shown only in groups of at least three.
 */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: uuid("id").notNull(),
    questionnaireId: integer("questionnaire_id").notNull(),
    employeeId: integer("employee_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    department: text("department"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("questionnaire_responses_tenant_questionnaire_idx").on(t.tenantId, t.questionnaireId),
    check(
      "questionnaire_responses_identity_check",
      sql`(${t.employeeId} is null) = (${t.submittedAt} is null)`,
    ),
    foreignKey({
      columns: [t.tenantId, t.questionnaireId],
      foreignColumns: [questionnaires.tenantId, questionnaires.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
  ],
);

/**
 * An anonymous response waiting for its batch (issue 18 §2): the answers and department sealed with a
 * server-held key (AES-256-GCM, see `pending-responses.ts`), so whoever reads the database (a DBA, a
 * backup, a replica) cannot read them, under a random UUID, without employee or time. The "has answered"
 * mark is set in the same transaction; once at least `ANONYMITY_MIN_GROUP` are pending they are opened
 * and written to `questionnaire_responses` together, in one transaction, and deleted here. Fewer than
 * that at the deadline are discarded unread.
 */
export const questionnairePendingResponses = pgTable(
  "questionnaire_pending_responses",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    questionnaireId: integer("questionnaire_id").notNull(),
    id: uuid("id").notNull(),
    /** `v1.<iv>.<ciphertext+tag>` (base64url), the plaintext padded to a power of two of at least 4 KiB. */
    sealed: text("sealed").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.questionnaireId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.questionnaireId],
      foreignColumns: [questionnaires.tenantId, questionnaires.id],
    }).onDelete("cascade"),
  ],
);

/** One answer of a response (a JSON value checked against its question type). */
export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    responseId: uuid("response_id").notNull(),
    questionId: text("question_id").notNull(),
    value: jsonb("value").$type<AnswerValue>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.responseId, t.questionId] }),
    foreignKey({
      columns: [t.tenantId, t.responseId],
      foreignColumns: [questionnaireResponses.tenantId, questionnaireResponses.id],
    }).onDelete("cascade"),
  ],
);

/** Reminders sent: one row per (questionnaire, reminder day); the unique key makes the daily job idempotent. */
export const questionnaireReminders = pgTable(
  "questionnaire_reminders",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    questionnaireId: integer("questionnaire_id").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.questionnaireId, t.dueOn] }),
    foreignKey({
      columns: [t.tenantId, t.questionnaireId],
      foreignColumns: [questionnaires.tenantId, questionnaires.id],
    }).onDelete("cascade"),
  ],
);
