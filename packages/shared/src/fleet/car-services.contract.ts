import { z } from "zod";
import { idParamSchema, isoDateSchema, textSchema } from "../http/common.contract.ts";

/**
 * A car's service log (issue 23 §2): services with date, odometer (km), cost (whole Ft), description
 * and an optional invoice file; the next service is due by kilometres (last service's odometer +
 * `serviceIntervalKm`) or by date (last service's date + `serviceIntervalMonths`), whichever comes
 * first. `GET/POST /api/car/{id}/service`, `PUT/DELETE /api/car/{id}/service/{serviceId}`,
 * `GET /api/car/{id}/service/{serviceId}/invoice`.
 */

/** The km left before a km-due service that already counts as due (reminded, shown in red). */
export const SERVICE_DUE_KM = 1000;

/** Upload limit of one invoice, in bytes (10 MiB). */
export const SERVICE_INVOICE_MAX_BYTES = 10 * 1024 * 1024;

export const carServiceSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  date: z.string(),
  odometerKm: z.number().int(),
  costHuf: z.number().int(),
  description: z.string(),
  /** The invoice's file name, detected type and size (bytes), or null without an invoice. */
  invoice: z.object({ fileName: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type CarService = z.infer<typeof carServiceSchema>;

/**
 * The next service: `dueKm`/`kmLeft` by kilometres, `dueDate`/`daysLeft` by date (either null when its
 * interval or a logged service is missing); `isDue` when fewer than {@link SERVICE_DUE_KM} km or at most
 * the tenant's largest reminder threshold of days are left (or it is overdue).
 */
export const nextServiceSchema = z.object({
  lastServiceDate: z.string().nullable(),
  /**
   * What the interval counts from: the last logged service, or — without one — the car's first
   * registration / acquisition (`inServiceSince`, with `inServiceOdometerKm` for the km side); null:
   * neither, so nothing can be computed until the first service is logged.
   */
  basis: z.enum(["service", "inService"]).nullable(),
  dueKm: z.number().int().nullable(),
  kmLeft: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  isDue: z.boolean(),
});
export type NextService = z.infer<typeof nextServiceSchema>;

/** Service cost of one calendar year (whole Ft) and how many services. */
export const yearlyServiceCostSchema = z.object({
  year: z.number().int(),
  costHuf: z.number().int(),
  count: z.number().int(),
});
export type YearlyServiceCost = z.infer<typeof yearlyServiceCostSchema>;

/** `GET /api/car/{id}/service`: the log newest first, the next service, the costs per year (newest first). */
export const carServiceListSchema = z.object({
  services: z.array(carServiceSchema),
  nextService: nextServiceSchema,
  yearlyCosts: z.array(yearlyServiceCostSchema),
});
export type CarServiceList = z.infer<typeof carServiceListSchema>;

/** A whole number from a form field ("12 345" and "12345" both read). */
const wholeNumber = (label: string, max: number) =>
  z
    .union([z.number(), z.string()])
    .transform((v) =>
      typeof v === "number"
        ? v
        : v.replace(/[\s\u00a0]/g, "") === ""
          ? NaN
          : Number(v.replace(/[\s\u00a0]/g, "")),
    )
    .pipe(
      z
        .number({ error: `A(z) ${label} egész szám legyen.` })
        .int(`A(z) ${label} egész szám legyen.`)
        .min(0, `A(z) ${label} nem lehet negatív.`)
        .max(max, `A(z) ${label} legfeljebb ${max.toLocaleString("hu-HU")}.`),
    );

/**
 * The fields of `POST /api/car/{id}/service` and `PUT …/{serviceId}` (multipart, beside an optional
 * `file` part, the invoice; a PUT without a file keeps the stored invoice, `removeInvoice=true` drops
 * it): `date` `YYYY-MM-DD`, `odometerKm` 0 … 9,999,999 km, `costHuf` 0 … 100,000,000 Ft,
 * `description` 1–1000 characters.
 */
export const carServiceInputSchema = z.object({
  date: isoDateSchema,
  odometerKm: wholeNumber("km-óra állás", 9_999_999),
  costHuf: wholeNumber("költség", 100_000_000),
  description: textSchema(1000, {
    min: 1,
    minMessage: "Írd le, mi készült.",
    maxMessage: "A leírás legfeljebb 1000 karakter lehet.",
  }),
  removeInvoice: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export type CarServiceInput = z.output<typeof carServiceInputSchema>;

export const carServiceParamsSchema = z.object({ id: idParamSchema, serviceId: idParamSchema });
