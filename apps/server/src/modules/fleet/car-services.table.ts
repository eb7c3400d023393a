import { date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { cars } from "./fleet.table.ts";

/**
 * A car's service log (issue 23 §2): date, odometer (km), cost (whole Ft), description and an optional
 * invoice stored through the file store (`invoice_key`, with its sanitised name, detected type and size
 * in bytes). Deleted with the car.
 */
export const carServices = pgTable(
  "car_services",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    carId: integer("car_id").notNull(),
    date: date("date").notNull(),
    odometerKm: integer("odometer_km").notNull(),
    costHuf: integer("cost_huf").notNull(),
    description: text("description").notNull(),
    invoiceKey: text("invoice_key"),
    invoiceFileName: text("invoice_file_name"),
    invoiceMime: text("invoice_mime"),
    invoiceSize: integer("invoice_size"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("car_services_tenant_car_date_idx").on(t.tenantId, t.carId, t.date),
    foreignKey({ columns: [t.tenantId, t.carId], foreignColumns: [cars.tenantId, cars.id] }).onDelete(
      "cascade",
    ),
  ],
);
