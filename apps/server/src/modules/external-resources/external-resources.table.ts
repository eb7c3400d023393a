import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * External resources (külső erőforrások): contractors who work on projects. Rates are whole forints
 * (`daily_rate_huf` per day, `hourly_rate_huf` per hour) and reach only `projectManager` and
 * `employeeWages2`. `skills` are free tags.
 */
export const externalResources = pgTable(
  "external_resources",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    name: text("name").notNull(),
    company: text("company"),
    taxNumber: text("tax_number"),
    email: text("email"),
    phone: text("phone"),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dailyRateHuf: integer("daily_rate_huf"),
    hourlyRateHuf: integer("hourly_rate_huf"),
    /** Contract dates (either open); the planner warns about allocations outside them (issue 9 §1). */
    contractStart: date("contract_start"),
    contractEnd: date("contract_end"),
    active: boolean("active").notNull().default(true),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("external_resources_tenant_name_idx").on(t.tenantId, t.name),
    check(
      "external_resources_rates_check",
      sql`(${t.dailyRateHuf} is null or ${t.dailyRateHuf} >= 0) and (${t.hourlyRateHuf} is null or ${t.hourlyRateHuf} >= 0)`,
    ),
  ],
);
