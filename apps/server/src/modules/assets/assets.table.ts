import { sql } from "drizzle-orm";
import {
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

/**
 * Company assets (DESIGN §7 Eszközök, issue 10 §2): inventory number (leltári szám, unique in the tenant),
 * category, serial number, purchase date, book value in whole forints (bruttó beszerzési érték), supplier,
 * warranty expiry, the employee holding it, location and status: `inStock` (raktáron), `assigned`
 * (kiadva), `inRepair` (javításon), `retired` (selejtezve), `lost` (elveszett); every status but
 * `retired` is an active asset. `last_counted_at`: the last closed stocktaking that counted it.
 * `tenant_id` leads every key; RLS per migrations (0004, 0011).
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
    status: text("status").notNull().default("inStock"),
    /** Purchase date (the column keeps its 0004 name). */
    purchaseDate: date("acquired_on"),
    supplier: text("supplier"),
    warrantyExpiry: date("warranty_expiry"),
    lastCountedAt: timestamp("last_counted_at", { withTimezone: true }),
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
    index("assets_tenant_status_idx").on(t.tenantId, t.status),
    check("assets_status_check", sql`${t.status} in ('inStock', 'assigned', 'inRepair', 'retired', 'lost')`),
    check("assets_value_check", sql`${t.valueHuf} is null or ${t.valueHuf} >= 0`),
  ],
);

/**
 * Every change of an asset (issue 10 §2 "every change in the history"): who, when, what (`action`), the
 * changed fields (`changes`: `[{ field, from, to }]`, values as text), and the protocol or stocktaking
 * that caused it. Append-only; deleted with the asset.
 */
export const assetHistory = pgTable(
  "asset_history",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    assetId: integer("asset_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    username: text("username"),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<{ field: string; from: string | null; to: string | null }[]>().notNull(),
    note: text("note"),
    handoverId: integer("handover_id"),
    inventoryId: integer("inventory_id"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("asset_history_tenant_asset_idx").on(t.tenantId, t.assetId, t.at),
    foreignKey({ columns: [t.tenantId, t.assetId], foreignColumns: [assets.tenantId, assets.id] }).onDelete(
      "cascade",
    ),
  ],
);
