import { z } from "zod";
import { isoDateSchema, textSchema } from "../http/common.contract.ts";

/** One wage period: monthly gross in HUF from `effectiveFrom` (YYYY-MM-DD) until the next period. */
export const wageSchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.string(),
  monthlyGross: z.number().int(),
  note: z.string().nullable(),
});
export type Wage = z.infer<typeof wageSchema>;

/** SPEC `GET /api/employee/{id}/wages` (`employeeWages2`): the history, newest first, and the current one. */
export const wagesSchema = z.object({
  employeeId: z.number().int(),
  current: wageSchema.nullable(),
  wages: z.array(wageSchema),
});
export type Wages = z.infer<typeof wagesSchema>;

/** SPEC `PUT /api/employee/{id}/wages` body: sets the wage from a date (same date again = correction). */
export const wageInputSchema = z.object({
  effectiveFrom: isoDateSchema,
  monthlyGross: z
    .number()
    .int("A bért egész forintban add meg.")
    .min(0, "A bér nem lehet negatív.")
    .max(100_000_000, "Ellenőrizd az összeget: legfeljebb 100 000 000 Ft."),
  note: textSchema(200).nullable().default(null),
});
export type WageInput = z.output<typeof wageInputSchema>;
