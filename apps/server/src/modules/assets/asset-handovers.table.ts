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
import { assets } from "./assets.table.ts";

/**
 * Handover protocols (átadás-átvételi jegyzőkönyv, issue 10 §2). `from_employee_id` null = the store.
 * `status`: draft → sent → accepted | rejected, or cancelled by a check-in. `decided_ip` and
 * `decided_at` record the receiver's decision (also in the audit log); `pdf_key` the stored PDF of an
 * accepted protocol (never regenerated); `reminded_at` the one reminder after 3 days (the daily job
 * claims it with an UPDATE … WHERE reminded_at IS NULL, so N instances remind once).
 */
export const assetHandovers = pgTable(
  "asset_handovers",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    fromEmployeeId: integer("from_employee_id"),
    toEmployeeId: integer("to_employee_id").notNull(),
    date: date("date").notNull(),
    status: text("status").notNull().default("draft"),
    note: text("note"),
    createdByUserId: integer("created_by_user_id"),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedIp: text("decided_ip"),
    rejectReason: text("reject_reason"),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    pdfKey: text("pdf_key"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("asset_handovers_tenant_to_status_idx").on(t.tenantId, t.toEmployeeId, t.status),
    index("asset_handovers_tenant_status_sent_idx").on(t.tenantId, t.status, t.sentAt),
    foreignKey({
      columns: [t.tenantId, t.fromEmployeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({ columns: [t.tenantId, t.toEmployeeId], foreignColumns: [employees.tenantId, employees.id] }),
    check(
      "asset_handovers_status_check",
      sql`${t.status} in ('draft', 'sent', 'accepted', 'rejected', 'cancelled')`,
    ),
  ],
);

/** The assets of a protocol with their condition, and what they were when it was drawn up. */
export const assetHandoverItems = pgTable(
  "asset_handover_items",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    handoverId: integer("handover_id").notNull(),
    assetId: integer("asset_id").notNull(),
    position: integer("position").notNull(),
    inventoryNumber: text("inventory_number").notNull(),
    name: text("name").notNull(),
    serialNumber: text("serial_number"),
    valueHuf: integer("value_huf"),
    condition: text("condition"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.handoverId, t.assetId] }),
    index("asset_handover_items_tenant_asset_idx").on(t.tenantId, t.assetId),
    foreignKey({
      columns: [t.tenantId, t.handoverId],
      foreignColumns: [assetHandovers.tenantId, assetHandovers.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.assetId], foreignColumns: [assets.tenantId, assets.id] }),
  ],
);
