import { z } from "zod";
import { idParamSchema, idSchema, isoDateSchema } from "../http/common.contract.ts";
import { clientIdSchema } from "./trips.contract.ts";

/**
 * Fuel fills (issue 10 §1): `GET/POST /api/car/{id}/fuel`, `DELETE /api/car/{id}/fuel/{fuelId}`. A fill
 * records an odometer reading checked against the trip log like a trip; consumption (l/100 km) is
 * computed between full fills; a fill that takes a fuel card over its monthly limit is saved with a
 * warning.
 */

export const fuelFillSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  date: z.string(),
  liters: z.number(),
  totalHuf: z.number().int(),
  odometerKm: z.number().int(),
  fuelCardId: z.number().int().nullable(),
  fuelCardMasked: z.string().nullable(),
  full: z.boolean(),
  /** l/100 km since the previous full fill (this one full), else null. */
  consumption: z.number().nullable(),
});
export type FuelFill = z.infer<typeof fuelFillSchema>;

/** `GET /api/car/{id}/fuel`: the fills (newest first) and the car's average consumption. */
export const fuelListSchema = z.object({
  fills: z.array(fuelFillSchema),
  averageConsumption: z.number().nullable(),
});
export type FuelList = z.infer<typeof fuelListSchema>;

/** `POST /api/car/{id}/fuel` answer: the fill plus warnings (card limit, unusual consumption). */
export const fuelFillSavedSchema = fuelFillSchema.extend({ warnings: z.array(z.string()) });
export type FuelFillSaved = z.infer<typeof fuelFillSavedSchema>;

export const fuelInputSchema = z.object({
  date: isoDateSchema,
  liters: z
    .number({ error: "A mennyiség 0,01 és 2000 liter közötti szám." })
    .min(0.01, "A mennyiség 0,01 és 2000 liter közötti szám.")
    .max(2000, "A mennyiség 0,01 és 2000 liter közötti szám."),
  totalHuf: z
    .number({ error: "Az összeg 0 és 10 000 000 Ft közötti egész szám." })
    .int("Az összeg 0 és 10 000 000 Ft közötti egész szám.")
    .min(0, "Az összeg 0 és 10 000 000 Ft közötti egész szám.")
    .max(10_000_000, "Az összeg 0 és 10 000 000 Ft közötti egész szám."),
  odometerKm: z
    .number({ error: "A km-óra állás 0 és 9 999 999 közötti egész szám." })
    .int("A km-óra állás 0 és 9 999 999 közötti egész szám.")
    .min(0, "A km-óra állás 0 és 9 999 999 közötti egész szám.")
    .max(9_999_999, "A km-óra állás 0 és 9 999 999 közötti egész szám."),
  fuelCardId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  full: z.boolean().default(true),
  /** See `clientIdSchema`: a replayed offline fill answers the one already saved. */
  clientId: clientIdSchema,
});
export type FuelInput = z.output<typeof fuelInputSchema>;
export type FuelFormInput = z.input<typeof fuelInputSchema>;

export const fuelParamsSchema = z.object({ id: idParamSchema, fuelId: idParamSchema });

/** A fill's point for the consumption: date, odometer, litres, whether the tank was filled. */
export type ConsumptionPoint = { id: number; odometerKm: number; liters: number; full: boolean };

/**
 * l/100 km of each full fill since the previous full fill: the litres of every fill after that one up
 * to and including this one, over the km between their odometer readings. `points` sorted by odometer
 * ascending. Returns a map fill id → l/100 km (rounded to 2 decimals); the first full fill has none.
 */
export function consumptionBetweenFullFills(points: readonly ConsumptionPoint[]): Map<number, number> {
  const result = new Map<number, number>();
  let lastFull: ConsumptionPoint | null = null;
  let litres = 0;
  for (const p of points) {
    if (lastFull) litres += p.liters;
    if (!p.full) continue;
    if (lastFull && p.odometerKm > lastFull.odometerKm)
      result.set(p.id, Math.round(((litres * 100) / (p.odometerKm - lastFull.odometerKm)) * 100) / 100);
    lastFull = p;
    litres = 0;
  }
  return result;
}
