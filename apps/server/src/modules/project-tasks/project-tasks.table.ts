import { sql } from "drizzle-orm";
import {
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
import { projects } from "../projects/projects.table.ts";

/**
 * Tasks inside a project (issue 21 §3): a title, an optional assignee (an employee of the tenant), a due
 * date, a board column (`status`: todo | doing | done) with an order inside the column (`position`,
 * ascending) and an estimate in whole minutes (`estimate_minutes`; the API speaks `estimateHours`).
 * Time entries may be booked to a task (`time_entries.task_id`); deleting a project deletes its tasks.
 */
export const projectTasks = pgTable(
  "project_tasks",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    projectId: integer("project_id").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    assigneeId: integer("assignee_id"),
    dueDate: date("due_date"),
    status: text("status").notNull().default("todo"),
    position: integer("position").notNull().default(0),
    estimateMinutes: integer("estimate_minutes"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("project_tasks_tenant_project_idx").on(t.tenantId, t.projectId, t.status, t.position),
    index("project_tasks_tenant_assignee_idx").on(t.tenantId, t.assigneeId),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.assigneeId], foreignColumns: [employees.tenantId, employees.id] }),
    check("project_tasks_status_check", sql`${t.status} in ('todo', 'doing', 'done')`),
    check("project_tasks_estimate_check", sql`${t.estimateMinutes} is null or ${t.estimateMinutes} >= 0`),
  ],
);
