import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Reference data loaded by the operator (issue 22 §4): one row per table kind and period, e.g.
 * (`workScheduleDecree`, `2027`) or (`navFuelPrices`, `2027-01`), with its values (checked by the
 * reference-data contract), its source text, who loaded it and when. Global, not tenant data: the same
 * laws hold for every company, so there is no `tenant_id` and no row-level security; the app role may
 * only read it (migrate.ts): the CLI loads and the jobs set `applied_at` as the owner role.
 * `applied_at` is set once the `onReferenceDataLoaded` handlers ran for the row's current values (null:
 * still to run; a reload with different values sets it back to null).
 */
export const referenceData = pgTable(
  "reference_data",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    source: text("source").notNull(),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
    loadedBy: text("loaded_by").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("reference_data_kind_period_key").on(t.kind, t.period)],
);

/**
 * The values a reload replaced (issue 22 §4: "different values replace and are logged"): the old row as
 * it was, and when and by whom it was replaced. Append-only.
 */
export const referenceDataLog = pgTable(
  "reference_data_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    source: text("source").notNull(),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull(),
    loadedBy: text("loaded_by").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
    replacedBy: text("replaced_by").notNull(),
  },
  (t) => [index("reference_data_log_kind_period_idx").on(t.kind, t.period)],
);
