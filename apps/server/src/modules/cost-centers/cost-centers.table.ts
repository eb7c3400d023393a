import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Cost centres (költséghelyek, DESIGN §7 `/cost-center`): `code` is unique per tenant; employees and
 * projects refer to a row by id. A cost centre in use is deactivated (`active` false), never deleted.
 */
export const costCenters = pgTable(
  "cost_centers",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("cost_centers_tenant_code_key").on(t.tenantId, t.code),
  ],
);
