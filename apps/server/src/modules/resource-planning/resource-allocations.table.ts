import { sql } from "drizzle-orm";
import {
  check,
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
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";
import { projects } from "../projects/projects.table.ts";
import { externalResources } from "../external-resources/external-resources.table.ts";

/**
 * Resource allocations (Erőforrás-tervező, issue 9 §1): a person planned onto a project from `start_date`
 * to `end_date` (inclusive) for `hours_per_day` (0.5–24) on each of their working days. The person is an
 * employee (`resource_type` employee, `employee_id`) or an external resource (`external`,
 * `external_resource_id`); exactly one of the two ids is set. `status`: tentative | confirmed.
 */
export const resourceAllocations = pgTable(
  "resource_allocations",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    resourceType: text("resource_type").notNull(),
    employeeId: integer("employee_id"),
    externalResourceId: integer("external_resource_id"),
    projectId: integer("project_id").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    hoursPerDay: numeric("hours_per_day", { precision: 4, scale: 1, mode: "number" }).notNull(),
    status: text("status").notNull().default("tentative"),
    note: text("note"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("resource_allocations_tenant_dates_idx").on(t.tenantId, t.startDate, t.endDate),
    index("resource_allocations_tenant_employee_idx").on(t.tenantId, t.employeeId, t.startDate),
    index("resource_allocations_tenant_external_idx").on(t.tenantId, t.externalResourceId, t.startDate),
    index("resource_allocations_tenant_project_idx").on(t.tenantId, t.projectId, t.startDate),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
    foreignKey({
      columns: [t.tenantId, t.externalResourceId],
      foreignColumns: [externalResources.tenantId, externalResources.id],
    }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }),
    foreignKey({ columns: [t.tenantId, t.createdByUserId], foreignColumns: [users.tenantId, users.id] }),
    check(
      "resource_allocations_resource_check",
      sql`(${t.resourceType} = 'employee' and ${t.employeeId} is not null and ${t.externalResourceId} is null) or (${t.resourceType} = 'external' and ${t.externalResourceId} is not null and ${t.employeeId} is null)`,
    ),
    check("resource_allocations_status_check", sql`${t.status} in ('tentative', 'confirmed')`),
    check("resource_allocations_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("resource_allocations_hours_check", sql`${t.hoursPerDay} >= 0.5 and ${t.hoursPerDay} <= 24`),
  ],
);
