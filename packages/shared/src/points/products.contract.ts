import { z } from "zod";
import {
  idParamSchema,
  idParamsSchema,
  idSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";

/**
 * The rewards shop (issue 11 §3): `GET/POST /api/product`, `GET/PUT/DELETE /api/product/{id}`,
 * `POST /api/product/{id}/redeem`, `GET /api/redemption`, `PUT /api/redemption/{id}/fulfil`,
 * `PUT /api/redemption/{id}/reject` (refunds). Added: `PUT /api/redemption/{id}/cancel` (the
 * requester, while pending; refunds) and `PUT /api/product/{id}/picture` (multipart `file`).
 */

export const productIdParamsSchema = idParamsSchema;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const PRODUCT_STOCK_MAX = 100_000;
export const PRODUCT_VALUE_MAX_HUF = 100_000_000;

const intField = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: egész számot adj meg.` })
    .int(`${label}: egész számot adj meg.`)
    .min(min, `${label}: legalább ${min}.`)
    .max(max, `${label}: legfeljebb ${max.toLocaleString("hu-HU")}.`);

/** `POST /api/product`, `PUT /api/product/{id}` (hr or companyAdmin). */
export const productInputSchema = z.object({
  name: textSchema(200, { min: 1, minMessage: "Add meg a termék nevét." }),
  description: optionalTextSchema(2000),
  pricePoints: intField("Ár (pont)", 1, PRODUCT_PRICE_MAX),
  stock: intField("Készlet", 0, PRODUCT_STOCK_MAX),
  active: z.boolean({ error: "Az aktív mező igaz vagy hamis lehet." }).default(true),
  /** The product's value in forints (for the payroll gift report); null = not known. */
  valueHuf: intField("Érték (Ft)", 0, PRODUCT_VALUE_MAX_HUF)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  pricePoints: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  valueHuf: z.number().int().nullable(),
  /** `/storage/<tenant>/products/<uuid>.<ext>`, or null without a picture. */
  pictureUrl: z.string().nullable(),
  /** Redemptions waiting for fulfilment. */
  pendingCount: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

const booleanQuery = z
  .enum(["true", "false"], { error: "Az értéke true vagy false lehet." })
  .transform((v) => v === "true")
  .optional();

/** `GET /api/product?active=`: everyone sees active products; hr/companyAdmin may ask for inactive ones. */
export const listProductsQuerySchema = z.object({ active: booleanQuery });

export const redemptionStatusSchema = z.enum(["pending", "fulfilled", "rejected", "cancelled"]);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

export const redemptionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  pricePoints: z.number().int(),
  valueHuf: z.number().int().nullable(),
  status: redemptionStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** `GET /api/redemption?status=&productId=&mine=`: hr/companyAdmin see all, others only their own. */
export const listRedemptionsQuerySchema = z.object({
  status: redemptionStatusSchema.optional(),
  productId: idParamSchema.optional(),
  mine: booleanQuery,
});
export type ListRedemptionsQuery = z.output<typeof listRedemptionsQuerySchema>;

/** `PUT /api/redemption/{id}/reject` and `/cancel`: an optional note to the requester. */
export const redemptionDecisionInputSchema = z
  .object({ note: optionalTextSchema(500) })
  .optional()
  .transform((v) => ({ note: v?.note ?? null }));

export const productDeleteResultSchema = z.object({ id: idSchema, deleted: z.boolean() });
