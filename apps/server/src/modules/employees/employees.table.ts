import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Employees (foundation subset: identity, contact, position and profile picture; the HR issue adds
 * the Hungarian HR record). `tenant_id` leads the key (DESIGN §2). Row-level security: see migrations.
 */
export const employees = pgTable(
  "employees",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    position: text("position"),
    department: text("department"),
    profilePicture: text("profile_picture"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
