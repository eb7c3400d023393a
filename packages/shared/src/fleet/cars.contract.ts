import { z } from "zod";
import { carPlateSchema } from "../hu/car-plate.ts";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { FUEL_TYPES, OWNERSHIPS } from "./fleet-options.ts";
import { vinSchema } from "./vin.ts";

/**
 * Cars (issue 10 §1): `GET/POST /api/car`, `GET/PUT/DELETE /api/car/{id}`. Field names are the issue's
 * contract. Writes: fleetManager; reads: fleetManager, and every user for the cars they drive.
 */

export const fuelTypeSchema = z.enum(FUEL_TYPES);
export const ownershipSchema = z.enum(OWNERSHIPS);
export { FUEL_TYPES, OWNERSHIPS } from "./fleet-options.ts";
export type { FuelType, Ownership } from "./fleet-options.ts";

/** Expiry kinds of a car and its people/cards that raise reminders. */
export const reminderKindSchema = z.enum([
  "mot",
  "mandatoryInsurance",
  "casco",
  "licence",
  "medical",
  "fuelCard",
]);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** The nearest expiry of a car (its own dates, its driver's licence and medical), for the list colours. */
export const nextExpirySchema = z.object({
  kind: reminderKindSchema,
  date: z.string(),
  daysLeft: z.number().int(),
});
export type NextExpiry = z.infer<typeof nextExpirySchema>;

/** A car as the API answers it. Dates `YYYY-MM-DD`, km whole numbers, kW whole numbers. */
export const carSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  make: z.string(),
  model: z.string(),
  vin: z.string().nullable(),
  year: z.number().int().nullable(),
  fuelType: fuelTypeSchema,
  engineKw: z.number().int().nullable(),
  /** Hengerűrtartalom (cm³): the NAV fuel norm of a private car depends on it. */
  engineCcm: z.number().int().nullable(),
  environmentalClass: z.string().nullable(),
  /** The odometer: the last trip's end km, or the recorded value while the car has no trips. */
  odometerKm: z.number().int(),
  motExpiry: z.string().nullable(),
  mandatoryInsuranceExpiry: z.string().nullable(),
  cascoExpiry: z.string().nullable(),
  ownership: ownershipSchema,
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  costCenterId: z.number().int().nullable(),
  active: z.boolean(),
  note: z.string().nullable(),
  nextExpiry: nextExpirySchema.nullable(),
  /** Service interval (issue 23 §2): every this many km and/or months, null = none. */
  serviceIntervalKm: z.number().int().nullable(),
  serviceIntervalMonths: z.number().int().nullable(),
  /** First registration / acquisition date and the odometer then (km): the first service counts from it. */
  inServiceSince: z.string().nullable(),
  inServiceOdometerKm: z.number().int().nullable(),
});
export type Car = z.infer<typeof carSchema>;

/** A row of `GET /api/car`: the car and how many attachments it has (issue 23 §4). */
export const carListItemSchema = carSchema.extend({ attachmentCount: z.number().int() });
export type CarListItem = z.infer<typeof carListItemSchema>;

/** `GET /api/car/{id}`: the car plus the closed months of its trip log (`YYYY-MM`) and the caller's rights. */
export const carDetailSchema = carSchema.extend({
  closedMonths: z.array(z.string()),
  /** The last trip's end km (the prefill of a new trip), null without trips. */
  lastEndKm: z.number().int().nullable(),
  canManage: z.boolean(),
});
export type CarDetail = z.infer<typeof carDetailSchema>;

const optionalDate = isoDateSchema
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const optionalInt = (min: number, max: number, message: string) =>
  z
    .number()
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** `POST /api/car`, `PUT /api/car/{id}` body. */
export const carInputSchema = z.object({
  plate: carPlateSchema,
  make: textSchema(60, { min: 1, minMessage: "Add meg a gyártmányt." }),
  model: textSchema(60, { min: 1, minMessage: "Add meg a típust." }),
  vin: z
    .union([z.literal("").transform(() => null), vinSchema])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  year: optionalInt(1950, 2100, "Az évjárat 1950 és 2100 közötti szám."),
  fuelType: fuelTypeSchema,
  engineKw: optionalInt(1, 2000, "A teljesítmény 1 és 2000 kW közötti egész szám."),
  engineCcm: optionalInt(1, 10000, "A hengerűrtartalom 1 és 10000 cm³ közötti egész szám."),
  environmentalClass: optionalTextSchema(20),
  odometerKm: z
    .number()
    .int("A km-óra állás egész szám.")
    .min(0, "A km-óra állás nem lehet negatív.")
    .max(9_999_999, "A km-óra állás legfeljebb 9 999 999 km."),
  motExpiry: optionalDate,
  mandatoryInsuranceExpiry: optionalDate,
  cascoExpiry: optionalDate,
  ownership: ownershipSchema,
  driverId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  costCenterId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  active: z.boolean().default(true),
  note: optionalTextSchema(2000),
  serviceIntervalKm: optionalInt(500, 200_000, "A szervizintervallum 500 és 200 000 km közötti egész szám."),
  serviceIntervalMonths: optionalInt(1, 120, "A szervizintervallum 1 és 120 hónap közötti egész szám."),
  inServiceSince: optionalDate,
  inServiceOdometerKm: optionalInt(0, 9_999_999, "A km-óra állás 0 és 9 999 999 km közötti egész szám."),
});
export type CarInput = z.output<typeof carInputSchema>;
export type CarFormInput = z.input<typeof carInputSchema>;

/** `GET /api/car?search=&active=&ownership=&driverId=`. */
export const listCarsQuerySchema = z.object({
  search: textSchema(100).optional(),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  ownership: ownershipSchema.optional(),
  driverId: idParamSchema.optional(),
});
export type ListCarsQuery = z.output<typeof listCarsQuerySchema>;

/** `DELETE /api/car/{id}`: a car with trips or fills is deactivated, one without is deleted. */
export const deleteResultSchema = z.object({ outcome: z.enum(["deleted", "deactivated"]) });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** `YYYY-MM` month in a query. */
export const monthSchema = z
  .string()
  .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, "A hónapot ÉÉÉÉ-HH formában add meg.");
