import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { assets } from "./assets.table.ts";

/**
 * Stocktaking sessions (leltár, Számv. tv. 69. §; issue 10 §2): a scope (location and/or category),
 * open until closed; closing writes the results to the assets.
 */
export const inventories = pgTable(
  "inventories",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    name: text("name").notNull(),
    location: text("location"),
    category: text("category"),
    status: text("status").notNull().default("open"),
    createdByUserId: integer("created_by_user_id"),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check("inventories_status_check", sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * The lines of a session: one per asset in scope when it started (`expected`), plus every counted
 * number outside it. `asset_id` null = a number not on the books. Book facts (location, holder, value)
 * are copied when the line is made; `result` is fixed at closing.
 */
export const inventoryLines = pgTable(
  "inventory_lines",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    inventoryId: integer("inventory_id").notNull(),
    inventoryNumber: text("inventory_number").notNull(),
    assetId: integer("asset_id"),
    name: text("name"),
    category: text("category"),
    bookLocation: text("book_location"),
    bookHolderId: integer("book_holder_id"),
    bookHolderName: text("book_holder_name"),
    valueHuf: integer("value_huf"),
    expected: boolean("expected").notNull(),
    countedAt: timestamp("counted_at", { withTimezone: true }),
    presentedById: integer("presented_by_id"),
    result: text("result"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.inventoryId, t.inventoryNumber] }),
    index("inventory_lines_tenant_asset_idx").on(t.tenantId, t.assetId),
    foreignKey({
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventories.tenantId, inventories.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.assetId], foreignColumns: [assets.tenantId, assets.id] }),
  ],
);
