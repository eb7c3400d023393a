import { sql } from "drizzle-orm";
import {
  boolean,
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

/**
 * Partners: the company's client companies (DESIGN §7 `/partnerek`). `tax_number` is the Hungarian
 * adószám `12345678-1-42` (null for a foreign client) and unique per tenant; `eu_vat_number` e.g.
 * `HU12345678`. `address` is the full postal address; `postal_code` and `city` are kept apart for lists.
 */
export const partners = pgTable(
  "partners",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    name: text("name").notNull(),
    taxNumber: text("tax_number"),
    euVatNumber: text("eu_vat_number"),
    postalCode: text("postal_code"),
    city: text("city"),
    address: text("address"),
    email: text("email"),
    phone: text("phone"),
    website: text("website"),
    note: text("note"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("partners_tenant_tax_number_key")
      .on(t.tenantId, t.taxNumber)
      .where(sql`${t.taxNumber} is not null`),
    index("partners_tenant_name_idx").on(t.tenantId, t.name),
  ],
);

/** A partner's contact people, in the order the user keeps them (`sort_order`). */
export const partnerContacts = pgTable(
  "partner_contacts",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    partnerId: integer("partner_id").notNull(),
    name: text("name").notNull(),
    position: text("position"),
    email: text("email"),
    phone: text("phone"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("partner_contacts_tenant_partner_idx").on(t.tenantId, t.partnerId),
    foreignKey({
      columns: [t.tenantId, t.partnerId],
      foreignColumns: [partners.tenantId, partners.id],
    }).onDelete("cascade"),
  ],
);
