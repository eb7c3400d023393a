import { z } from "zod";
import { idSchema, isoDateSchema, textSchema } from "../http/common.contract.ts";

/**
 * Fuel cards (issue 10 §1): `GET/POST /api/fuelCard`, `GET/PUT/DELETE /api/fuelCard/{id}`. The card
 * number is stored and answered masked — only its last four digits are kept (`•••• 1234`); a PIN is never
 * accepted or stored.
 */

export const fuelCardStatusSchema = z.enum(["active", "blocked", "expired"]);
export type FuelCardStatus = z.infer<typeof fuelCardStatusSchema>;

export const fuelCardSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  /** Masked: `•••• 1234`. */
  cardNumber: z.string(),
  monthlyLimitHuf: z.number().int().nullable(),
  expiry: z.string().nullable(),
  carId: z.number().int().nullable(),
  carPlate: z.string().nullable(),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  status: fuelCardStatusSchema,
  /** Spent with the card in the current month, Ft. */
  spentThisMonthHuf: z.number().int(),
});
export type FuelCard = z.infer<typeof fuelCardSchema>;

/** The masked form of a card's last four digits. */
export const maskCardNumber = (last4: string) => `•••• ${last4}`;

const CARD_MESSAGE = "A kártyaszám 8–19 számjegy (szóközök és kötőjelek megengedettek).";

/**
 * The card number as typed: 8–19 digits with optional spaces/hyphens. On `PUT`, the masked value the API
 * answered (`•••• 1234`) keeps the stored number.
 */
export const cardNumberInputSchema = z
  .string()
  .trim()
  .refine((v) => /^•+ ?\d{4}$/.test(v) || /^\d{8,19}$/.test(v.replace(/[\s-]/g, "")), CARD_MESSAGE);

export const fuelCardInputSchema = z
  .object({
    provider: textSchema(60, { min: 1, minMessage: "Add meg a kibocsátót." }),
    cardNumber: cardNumberInputSchema,
    monthlyLimitHuf: z
      .number()
      .int("A havi limit egész Ft.")
      .min(0, "A havi limit nem lehet negatív.")
      .max(100_000_000, "A havi limit legfeljebb 100 000 000 Ft.")
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    expiry: isoDateSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    carId: idSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    driverId: idSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    status: fuelCardStatusSchema.default("active"),
  })
  .strict();
export type FuelCardInput = z.output<typeof fuelCardInputSchema>;
export type FuelCardFormInput = z.input<typeof fuelCardInputSchema>;
