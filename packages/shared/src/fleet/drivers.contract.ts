import { z } from "zod";
import { idSchema, isoDateSchema, optionalTextSchema } from "../http/common.contract.ts";
import { LICENCE_CATEGORIES } from "./fleet-options.ts";

/**
 * Drivers (issue 10 §1): `GET/POST /api/driver`, `GET/PUT/DELETE /api/driver/{id}` — an employee as a
 * driver with the licence (vezetői engedély) and the medical fitness (orvosi alkalmassági) expiries.
 */

export { LICENCE_CATEGORIES } from "./fleet-options.ts";
export const licenceCategorySchema = z.enum(LICENCE_CATEGORIES);

export const driverSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  name: z.string(),
  licenceNumber: z.string().nullable(),
  licenceCategories: z.array(z.string()),
  licenceExpiry: z.string().nullable(),
  medicalExpiry: z.string().nullable(),
});
export type Driver = z.infer<typeof driverSchema>;

/** `GET /api/driver/{id}`: the driver with the cars they drive and their latest trips. */
export const driverDetailSchema = driverSchema.extend({
  cars: z.array(z.object({ id: z.number().int(), plate: z.string(), make: z.string(), model: z.string() })),
  trips: z.array(
    z.object({
      id: z.number().int(),
      carId: z.number().int(),
      plate: z.string(),
      date: z.string(),
      from: z.string(),
      to: z.string(),
      distanceKm: z.number().int(),
    }),
  ),
});
export type DriverDetail = z.infer<typeof driverDetailSchema>;

const optionalDate = isoDateSchema
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const driverInputSchema = z.object({
  employeeId: idSchema,
  licenceNumber: optionalTextSchema(30),
  licenceCategories: z.array(licenceCategorySchema).max(15).default([]),
  licenceExpiry: optionalDate,
  medicalExpiry: optionalDate,
});
export type DriverInput = z.output<typeof driverInputSchema>;
export type DriverFormInput = z.input<typeof driverInputSchema>;
