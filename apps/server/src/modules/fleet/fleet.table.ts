import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { costCenters } from "../cost-centers/cost-centers.table.ts";
import { users } from "../auth/auth.table.ts";

/**
 * The fleet (issue 10 §1). Dates are `date` (calendar days), km and Ft whole numbers, litres numeric(8,2).
 * `tenant_id` leads every key and index.
 */

const tenantId = () =>
  integer("tenant_id")
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** An employee as a driver: licence (vezetői engedély) and medical fitness expiries. One per employee. */
export const drivers = pgTable(
  "drivers",
  {
    tenantId: tenantId(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    employeeId: integer("employee_id").notNull(),
    licenceNumber: text("licence_number"),
    licenceCategories: text("licence_categories").array().notNull().default([]),
    licenceExpiry: date("licence_expiry"),
    medicalExpiry: date("medical_expiry"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("drivers_tenant_employee_key").on(t.tenantId, t.employeeId),
    foreignKey({ columns: [t.tenantId, t.employeeId], foreignColumns: [employees.tenantId, employees.id] }),
  ],
);

/**
 * Cars. `odometer_km` follows the last trip (recomputed on every trip change); `base_odometer_km` is
 * the reading recorded on the car itself, used while it has no trips.
 */
export const cars = pgTable(
  "cars",
  {
    tenantId: tenantId(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    plate: text("plate").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    vin: text("vin"),
    year: integer("year"),
    fuelType: text("fuel_type").notNull(),
    engineKw: integer("engine_kw"),
    engineCcm: integer("engine_ccm"),
    environmentalClass: text("environmental_class"),
    odometerKm: integer("odometer_km").notNull().default(0),
    baseOdometerKm: integer("base_odometer_km").notNull().default(0),
    motExpiry: date("mot_expiry"),
    mandatoryInsuranceExpiry: date("mandatory_insurance_expiry"),
    cascoExpiry: date("casco_expiry"),
    ownership: text("ownership").notNull(),
    driverId: integer("driver_id"),
    costCenterId: integer("cost_center_id"),
    active: boolean("active").notNull().default(true),
    note: text("note"),
    /** Service interval (issue 23 §2): every this many km / months; null = none. */
    serviceIntervalKm: integer("service_interval_km"),
    serviceIntervalMonths: integer("service_interval_months"),
    /**
     * First registration / acquisition (forgalomba helyezés / beszerzés) and the odometer then: the
     * service interval counts from here until the first service is logged; null = not recorded.
     */
    inServiceSince: date("in_service_since"),
    inServiceOdometerKm: integer("in_service_odometer_km"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("cars_tenant_plate_key").on(t.tenantId, t.plate),
    index("cars_tenant_driver_idx").on(t.tenantId, t.driverId),
    foreignKey({ columns: [t.tenantId, t.driverId], foreignColumns: [drivers.tenantId, drivers.id] }),
    foreignKey({
      columns: [t.tenantId, t.costCenterId],
      foreignColumns: [costCenters.tenantId, costCenters.id],
    }),
  ],
);

/** The trip log (útnyilvántartás). Ordered by (date, start_km, id). */
export const carTrips = pgTable(
  "car_trips",
  {
    tenantId: tenantId(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    carId: integer("car_id").notNull(),
    date: date("date").notNull(),
    driverId: integer("driver_id").notNull(),
    fromPlace: text("from_place").notNull(),
    toPlace: text("to_place").notNull(),
    purpose: text("purpose").notNull(),
    partnerId: integer("partner_id"),
    projectId: integer("project_id"),
    startKm: integer("start_km").notNull(),
    endKm: integer("end_km").notNull(),
    private: boolean("private").notNull().default(false),
    gapReason: text("gap_reason"),
    /** The phone's id of an entry made offline (issue 19 §5): a replay finds the saved trip by it. */
    clientId: uuid("client_id"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("car_trips_tenant_car_date_idx").on(t.tenantId, t.carId, t.date, t.startKm),
    index("car_trips_tenant_driver_idx").on(t.tenantId, t.driverId, t.date),
    uniqueIndex("car_trips_tenant_client_id_idx").on(t.tenantId, t.clientId),
    foreignKey({ columns: [t.tenantId, t.carId], foreignColumns: [cars.tenantId, cars.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.tenantId, t.driverId], foreignColumns: [drivers.tenantId, drivers.id] }),
  ],
);

/** Months of a car's trip log that are closed (read-only); `month` is `YYYY-MM`. */
export const carLogClosures = pgTable(
  "car_log_closures",
  {
    tenantId: tenantId(),
    carId: integer("car_id").notNull(),
    month: text("month").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedByUserId: integer("closed_by_user_id"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.carId, t.month] }),
    foreignKey({ columns: [t.tenantId, t.carId], foreignColumns: [cars.tenantId, cars.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** Fuel cards: only the last four digits of the number are stored; never a PIN. */
export const fuelCards = pgTable(
  "fuel_cards",
  {
    tenantId: tenantId(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    provider: text("provider").notNull(),
    cardLast4: text("card_last4").notNull(),
    monthlyLimitHuf: integer("monthly_limit_huf"),
    expiry: date("expiry"),
    carId: integer("car_id"),
    driverId: integer("driver_id"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("fuel_cards_tenant_car_idx").on(t.tenantId, t.carId),
    foreignKey({ columns: [t.tenantId, t.carId], foreignColumns: [cars.tenantId, cars.id] }).onDelete(
      "set null",
    ),
    foreignKey({
      columns: [t.tenantId, t.driverId],
      foreignColumns: [drivers.tenantId, drivers.id],
    }).onDelete("set null"),
  ],
);

/** Fuel fills with their odometer reading. */
export const fuelFills = pgTable(
  "fuel_fills",
  {
    tenantId: tenantId(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    carId: integer("car_id").notNull(),
    date: date("date").notNull(),
    liters: numeric("liters", { precision: 8, scale: 2, mode: "number" }).notNull(),
    totalHuf: integer("total_huf").notNull(),
    odometerKm: integer("odometer_km").notNull(),
    fuelCardId: integer("fuel_card_id"),
    full: boolean("full").notNull().default(true),
    /** The phone's id of a fill made offline (issue 19 §5): a replay finds the saved fill by it. */
    clientId: uuid("client_id"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("fuel_fills_tenant_car_date_idx").on(t.tenantId, t.carId, t.date),
    index("fuel_fills_tenant_card_date_idx").on(t.tenantId, t.fuelCardId, t.date),
    uniqueIndex("fuel_fills_tenant_client_id_idx").on(t.tenantId, t.clientId),
    foreignKey({ columns: [t.tenantId, t.carId], foreignColumns: [cars.tenantId, cars.id] }).onDelete(
      "cascade",
    ),
    foreignKey({
      columns: [t.tenantId, t.fuelCardId],
      foreignColumns: [fuelCards.tenantId, fuelCards.id],
    }).onDelete("set null"),
  ],
);

/**
 * Expiry reminders: one row per subject (`car` | `driver` | `fuelCard`), kind and due date — the
 * unique key that makes the daily job idempotent on any number of instances (ON CONFLICT DO NOTHING).
 */
export const fleetReminders = pgTable(
  "fleet_reminders",
  {
    tenantId: tenantId(),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    kind: text("kind").notNull(),
    dueDate: date("due_date").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneDate: date("done_date"),
    nextDueDate: date("next_due_date"),
    doneByUserId: integer("done_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("fleet_reminders_subject_kind_due_key").on(
      t.tenantId,
      t.subjectType,
      t.subjectId,
      t.kind,
      t.dueDate,
    ),
  ],
);

/** Which reminder stage (30, 7, 0 days before) went out: claimed once, by whichever instance is first. */
export const fleetReminderStages = pgTable(
  "fleet_reminder_stages",
  {
    tenantId: tenantId(),
    reminderId: integer("reminder_id").notNull(),
    stage: integer("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.reminderId, t.stage] }),
    foreignKey({
      columns: [t.tenantId, t.reminderId],
      foreignColumns: [fleetReminders.tenantId, fleetReminders.id],
    }).onDelete("cascade"),
  ],
);

/**
 * One notification per person, subject (`car:12`, `driver:3`, `fuelCard:5`) and day: the key that keeps
 * "at most one per car and person a day" on any number of instances.
 */
export const fleetNotices = pgTable(
  "fleet_notices",
  {
    tenantId: tenantId(),
    userId: integer("user_id").notNull(),
    subject: text("subject").notNull(),
    day: date("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.subject, t.day] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      "cascade",
    ),
  ],
);
