import { z } from "zod";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { monthSchema } from "./cars.contract.ts";

/**
 * A new trip's or fuel fill's client-generated id (a UUID, issue 19 §5): a phone that saved the entry
 * without signal sends it again when the connection returns; the server answers the entry already saved
 * under this id instead of saving it twice. Optional; ignored on updates.
 */
export const clientIdSchema = z.uuid({ error: "Érvénytelen kliensazonosító." }).optional();

/**
 * The trip log (útnyilvántartás, issue 10 §1): `GET/POST /api/car/{id}/distance`, `PUT/DELETE
 * /api/car/{id}/distance/{tripId}`, closing a month `PUT /api/car/{id}/distance/close?month=YYYY-MM`.
 * Odometer continuity: `endKm > startKm`; a trip starting below its previous trip's end (by date) or ending
 * above its next trip's start → 409 naming that trip; a start above the previous end (a km gap) needs
 * `gapReason`.
 */

const KM_MESSAGE = "A km-óra állás 0 és 9 999 999 közötti egész szám.";
const kmSchema = z
  .number({ error: KM_MESSAGE })
  .int(KM_MESSAGE)
  .min(0, KM_MESSAGE)
  .max(9_999_999, KM_MESSAGE);

/** One trip as the API answers it. */
export const tripSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  date: z.string(),
  driverId: z.number().int(),
  driverName: z.string(),
  from: z.string(),
  to: z.string(),
  purpose: z.string(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  startKm: z.number().int(),
  endKm: z.number().int(),
  /** km driven: `endKm − startKm`. */
  distanceKm: z.number().int(),
  private: z.boolean(),
  /** km between the previous trip's end and this start (0 when continuous). */
  gapKm: z.number().int(),
  gapReason: z.string().nullable(),
  /** True when the trip's month is closed (read-only). */
  locked: z.boolean(),
});
export type Trip = z.infer<typeof tripSchema>;

/** `POST /api/car/{id}/distance` and `PUT …/{tripId}` body. */
export const tripInputSchema = z
  .object({
    date: isoDateSchema,
    driverId: idSchema,
    from: textSchema(200, { min: 1, minMessage: "Add meg az indulás helyét." }),
    to: textSchema(200, { min: 1, minMessage: "Add meg az érkezés helyét." }),
    purpose: textSchema(300, { min: 1, minMessage: "Add meg az utazás célját." }),
    partnerId: idSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    projectId: idSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    startKm: kmSchema,
    endKm: kmSchema,
    private: z.boolean().default(false),
    gapReason: optionalTextSchema(300),
    clientId: clientIdSchema,
  })
  .superRefine((v, ctx) => {
    if (v.endKm <= v.startKm)
      ctx.addIssue({
        code: "custom",
        path: ["endKm"],
        message: "A záró km-óra állásnak nagyobbnak kell lennie a kezdőnél.",
      });
  });
export type TripInput = z.output<typeof tripInputSchema>;
export type TripFormInput = z.input<typeof tripInputSchema>;

/** `GET /api/car/{id}/distance?month=YYYY-MM` (omitted: every trip). */
export const listTripsQuerySchema = z.object({ month: monthSchema.optional() });

/** `PUT /api/car/{id}/distance/close?month=YYYY-MM`. */
export const closeMonthQuerySchema = z.object({ month: monthSchema });
export const closedMonthSchema = z.object({
  carId: z.number().int(),
  month: z.string(),
  closedAt: z.string(),
});
export type ClosedMonth = z.infer<typeof closedMonthSchema>;

/** Path of one trip. */
export const tripParamsSchema = z.object({ id: idParamSchema, tripId: idParamSchema });

/** `GET /report/car/{id}/distance?month=&format=pdf|xlsx` (default: by Accept, else xlsx). */
export const tripReportQuerySchema = z.object({
  month: monthSchema,
  format: z.enum(["pdf", "xlsx"]).optional(),
});
