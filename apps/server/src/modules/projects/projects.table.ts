import { sql } from "drizzle-orm";
import {
  bigint,
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";
import { partners } from "../partners/partners.table.ts";
import { costCenters } from "../cost-centers/cost-centers.table.ts";
import { externalResources } from "../external-resources/external-resources.table.ts";

/**
 * Projects (DESIGN §7 `/projektek`): client work for a partner with a budget in whole forints
 * (`budget_huf`), a cost centre and a manager (an employee). `status`: planned | active | onHold | closed;
 * `health`: onTrack | atRisk | offTrack; `progress` 0–100 %. A project with history is archived
 * (`archived_at`), not deleted. `code` is unique per tenant.
 */
export const projects = pgTable(
  "projects",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    partnerId: integer("partner_id"),
    status: text("status").notNull().default("planned"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    budgetHuf: bigint("budget_huf", { mode: "number" }),
    costCenterId: integer("cost_center_id"),
    managerId: integer("manager_id"),
    description: text("description"),
    health: text("health").notNull().default("onTrack"),
    progress: integer("progress").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("projects_tenant_code_key").on(t.tenantId, t.code),
    index("projects_tenant_partner_idx").on(t.tenantId, t.partnerId),
    index("projects_tenant_manager_idx").on(t.tenantId, t.managerId),
    foreignKey({ columns: [t.tenantId, t.partnerId], foreignColumns: [partners.tenantId, partners.id] }),
    foreignKey({
      columns: [t.tenantId, t.costCenterId],
      foreignColumns: [costCenters.tenantId, costCenters.id],
    }),
    foreignKey({ columns: [t.tenantId, t.managerId], foreignColumns: [employees.tenantId, employees.id] }),
    check("projects_status_check", sql`${t.status} in ('planned', 'active', 'onHold', 'closed')`),
    check("projects_health_check", sql`${t.health} in ('onTrack', 'atRisk', 'offTrack')`),
    check("projects_progress_check", sql`${t.progress} between 0 and 100`),
    check("projects_budget_check", sql`${t.budgetHuf} is null or ${t.budgetHuf} >= 0`),
    check("projects_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Employees on a project (Tagok tab). */
export const projectMembers = pgTable(
  "project_members",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    projectId: integer("project_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.employeeId] }),
    index("project_members_tenant_employee_idx").on(t.tenantId, t.employeeId),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
  ],
);

/** External resources (contractors) on a project. */
export const projectExternalResources = pgTable(
  "project_external_resources",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    projectId: integer("project_id").notNull(),
    externalResourceId: integer("external_resource_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.externalResourceId] }),
    index("project_external_resources_tenant_resource_idx").on(t.tenantId, t.externalResourceId),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.tenantId, t.externalResourceId],
      foreignColumns: [externalResources.tenantId, externalResources.id],
    }),
  ],
);

/**
 * The comment thread of a project (Hozzászólások): plain text, 1–5,000 characters, line breaks kept.
 * `edited_at` is set when the author edits the text.
 */
export const projectComments = pgTable(
  "project_comments",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    projectId: integer("project_id").notNull(),
    authorUserId: integer("author_user_id").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_comments_tenant_project_created_idx").on(t.tenantId, t.projectId, t.createdAt),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * The activity log of a project: who changed what. `action` e.g. `created`, `updated`, `memberAdded`,
 * `archived`; `changes` `[{ field, from, to }]` for updates.
 */
export const projectActivity = pgTable(
  "project_activity",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    projectId: integer("project_id").notNull(),
    actorUserId: integer("actor_user_id"),
    action: text("action").notNull(),
    changes: jsonb("changes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_activity_tenant_project_created_idx").on(t.tenantId, t.projectId, t.createdAt),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.actorUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
