import {
  bigint,
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
import { tenants } from "../tenants/tenants.table.ts";
import { costCenters } from "../cost-centers/cost-centers.table.ts";

/**
 * Employees: the record a Hungarian HR office keeps (issue 3 §1). `tenant_id` leads every key
 * (DESIGN §2); row-level security per migrations. Dates are calendar dates (`YYYY-MM-DD` strings).
 * Sensitive columns (birth data, tax id, TAJ, address, bank account) reach only the employee, `hr`
 * and `companyAdmin` (DESIGN §5) — enforced by the response DTOs.
 */
export const employees = pgTable(
  "employees",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeNumber: text("employee_number"),
    name: text("name").notNull(),
    birthName: text("birth_name"),
    birthDate: date("birth_date"),
    birthPlace: text("birth_place"),
    mothersName: text("mothers_name"),
    taxId: text("tax_id"),
    tajNumber: text("taj_number"),
    address: text("address"),
    bankAccount: text("bank_account"),
    education: text("education"),
    email: text("email"),
    phone: text("phone"),
    position: text("position"),
    department: text("department"),
    managerId: integer("manager_id"),
    /** Who decides this person's approvals while they are away (helyettes, issue 22 §2). */
    deputyId: integer("deputy_id"),
    /** The employee's cost centre (`cost_centers`). */
    costCenterId: integer("cost_center_id"),
    employmentStart: date("employment_start"),
    employmentEnd: date("employment_end"),
    /** `general` = általános munkarend (Mon–Fri, NGM swap days apply); `other` = egyéb munkarend. */
    workSchedule: text("work_schedule").notNull().default("general"),
    weeklyHours: numeric("weekly_hours", { precision: 4, scale: 1, mode: "number" }).notNull().default(40),
    /** Megváltozott munkaképesség / fogyatékosság (Mt. 120. §): +5 days leave. */
    disability: boolean("disability").notNull().default(false),
    profilePicture: text("profile_picture"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("employees_tenant_number_key").on(t.tenantId, t.employeeNumber),
    index("employees_tenant_manager_idx").on(t.tenantId, t.managerId),
    index("employees_tenant_active_name_idx").on(t.tenantId, t.active, t.name),
    foreignKey({ columns: [t.tenantId, t.managerId], foreignColumns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.deputyId], foreignColumns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.costCenterId],
      foreignColumns: [costCenters.tenantId, costCenters.id],
    }),
  ],
);

/** An employee's children, for the child leave extra (Mt. 118. §). */
export const employeeChildren = pgTable(
  "employee_children",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    name: text("name"),
    birthDate: date("birth_date").notNull(),
    disabled: boolean("disabled").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("employee_children_tenant_employee_idx").on(t.tenantId, t.employeeId),
    foreignKey({
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete("cascade"),
  ],
);

/** Field-level change history of an employee, wage, leave allowance or role (issue 3 §1 "History"). */
export const employeeHistory = pgTable(
  "employee_history",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    userName: text("user_name"),
    /** `employee`, `wage`, `leaveAllowance`, `role`, `document`, `file`. */
    area: text("area").notNull(),
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("employee_history_tenant_employee_at_idx").on(t.tenantId, t.employeeId, t.at),
  ],
);

/** HR documents of an employee (contracts, certificates). `storage_key` is generated, never user-given. */
export const employeeDocuments = pgTable(
  "employee_documents",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    name: text("name").notNull(),
    documentType: text("document_type").notNull().default("egyéb"),
    validUntil: date("valid_until"),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("employee_documents_tenant_employee_idx").on(t.tenantId, t.employeeId),
  ],
);

/** Free-form files of an employee (SPEC `files/upload`, `files/list`, `files {name}`). */
export const employeeFiles = pgTable(
  "employee_files",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    /** The uploaded name, shown and used to ask for the file; the bytes live under `storage_key`. */
    name: text("name").notNull(),
    storageKey: text("storage_key").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("employee_files_tenant_employee_name_key").on(t.tenantId, t.employeeId, t.name),
  ],
);

/** Wage history (SPEC `GET/PUT /employee/{id}/wages`): monthly gross in HUF from a date. `employeeWages2` only. */
export const employeeWages = pgTable(
  "employee_wages",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    monthlyGross: integer("monthly_gross").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("employee_wages_tenant_employee_from_key").on(t.tenantId, t.employeeId, t.effectiveFrom),
  ],
);

/**
 * A counter per tenant that a trigger on `employees` (migration 0005) raises with every inserted, updated
 * or deleted row, in the same transaction. The directory cache keys its JSON by it, so a cached list is
 * never served after a committed change, whichever instance made it.
 */
export const employeeDirectoryVersions = pgTable("employee_directory_versions", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
