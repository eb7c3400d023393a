import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Tenants (companies). Global table, not tenant-scoped: it is read before the tenant is known
 * (DESIGN §3, the Host's first label → `slug`). Branding columns feed `GET /api/clientConfig`.
 */
export const tenants = pgTable(
  "tenants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    name: text("name").notNull().default(""),
    logoSrc: text("logo_src").notNull().default(""),
    logoHeight: text("logo_height").notNull().default("30px"),
    headerColor: text("header_color").notNull().default("#1d4d34"),
    // Company profile (/ceg, issue 19 §4): the employer's Hungarian tax number (adószám) and seat address,
    // and the default contracted weekly hours of a new employee (Mt. 92. §: 40 h full time).
    taxNumber: text("tax_number"),
    postalCode: text("postal_code"),
    city: text("city"),
    address: text("address"),
    defaultWeeklyHours: integer("default_weekly_hours").notNull().default(40),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tenants_slug_key").on(t.slug)],
);
