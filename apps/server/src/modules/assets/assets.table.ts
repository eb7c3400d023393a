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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";

/**
 * Company assets (DESIGN §7 Eszközök): inventory number (leltári szám), category, serial number, value
 * in whole forints (bruttó beszerzési érték), the employee holding it, location and status.
 * `status`: `in_use` (kiadva), `in_stock` (raktáron), `under_repair` (javításon), `retired` (selejtezve);
 * every status but `retired` is an active asset. `tenant_id` leads every key; RLS per migrations.
 */
export const assets = pgTable(
  "assets",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    inventoryNumber: text("inventory_number").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    serialNumber: text("serial_number"),
    valueHuf: integer("value_huf"),
    holderEmployeeId: integer("holder_employee_id"),
    location: text("location"),
    status: text("status").notNull().default("in_stock"),
    acquiredOn: date("acquired_on"),
    /** Since when the current holder has it (the handover date). */
    heldSince: date("held_since"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("assets_tenant_inventory_number_key").on(t.tenantId, t.inventoryNumber),
    index("assets_tenant_holder_idx").on(t.tenantId, t.holderEmployeeId),
    foreignKey({
      columns: [t.tenantId, t.holderEmployeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    check("assets_status_check", sql`${t.status} in ('in_use', 'in_stock', 'under_repair', 'retired')`),
    check("assets_value_check", sql`${t.valueHuf} is null or ${t.valueHuf} >= 0`),
  ],
);
