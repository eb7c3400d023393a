import { z } from "zod";
import { idSchema, optionalTextSchema, textSchema } from "../http/common.contract.ts";

/**
 * Stocktaking sessions (leltár, Számv. tv. 69. §; issue 10 §2): `GET/POST /api/inventory`,
 * `GET /api/inventory/{id}`, `POST /api/inventory/{id}/scan`, `PUT /api/inventory/{id}/close`, and the
 * closing report `GET /report/inventory/{id}?format=xlsx|pdf` (surpluses and shortages at book value).
 */

export const inventoryStatusSchema = z.enum(["open", "closed"]);
export type InventoryStatus = z.infer<typeof inventoryStatusSchema>;

/**
 * The result of one line: `found` (on the books, in scope, counted), `missing` (on the books, not counted
 * — hiány), `unexpected` (counted, not in the session's scope or not on the books at all — többlet),
 * `wrongLocation` (counted, on the books at another location), `wrongHolder` (counted from a person the
 * books do not name as holder). `pending` while the session is open and the line is not counted yet.
 */
export const INVENTORY_RESULTS = [
  "found",
  "missing",
  "unexpected",
  "wrongLocation",
  "wrongHolder",
  "pending",
] as const;
export const inventoryResultSchema = z.enum(INVENTORY_RESULTS);
export type InventoryResult = z.infer<typeof inventoryResultSchema>;

/** Hungarian labels of the results. */
export const INVENTORY_RESULT_LABELS: Readonly<Record<InventoryResult, string>> = {
  found: "Megtalálva",
  missing: "Hiány",
  unexpected: "Többlet",
  wrongLocation: "Eltérő hely",
  wrongHolder: "Eltérő birtokos",
  pending: "Még nem számolt",
};

/** One line of a session: an asset expected by the scope, or a counted number. */
export const inventoryLineSchema = z.object({
  inventoryNumber: z.string(),
  assetId: z.number().int().nullable(),
  name: z.string().nullable(),
  category: z.string().nullable(),
  /** Book location and holder when the session started (or when first counted, for an unexpected one). */
  bookLocation: z.string().nullable(),
  bookHolderName: z.string().nullable(),
  /** Book value in whole HUF (null for a number not on the books). */
  valueHuf: z.number().int().nullable(),
  expected: z.boolean(),
  countedAt: z.string().nullable(),
  result: inventoryResultSchema,
});
export type InventoryLine = z.infer<typeof inventoryLineSchema>;

/** Counts and values (HUF, book value) of a session. */
export const inventorySummarySchema = z.object({
  expected: z.number().int(),
  counted: z.number().int(),
  found: z.number().int(),
  missing: z.number().int(),
  unexpected: z.number().int(),
  wrongLocation: z.number().int(),
  wrongHolder: z.number().int(),
  pending: z.number().int(),
  shortageHuf: z.number().int(),
  surplusHuf: z.number().int(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

/** A session as listed. */
export const inventorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  category: z.string().nullable(),
  status: inventoryStatusSchema,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  summary: inventorySummarySchema,
});
export type Inventory = z.infer<typeof inventorySchema>;

/** `GET /api/inventory/{id}`: the session with every line (expected ones first, by inventory number). */
export const inventoryDetailSchema = inventorySchema.extend({
  lines: z.array(inventoryLineSchema),
});
export type InventoryDetail = z.infer<typeof inventoryDetailSchema>;

/** `POST /api/inventory` body: the scope (location and/or category; both empty = every active asset). */
export const createInventoryInputSchema = z.object({
  name: textSchema(200, { min: 1, minMessage: "Add meg a leltár nevét." }),
  location: optionalTextSchema(200),
  category: optionalTextSchema(60),
});
export type CreateInventoryInput = z.output<typeof createInventoryInputSchema>;

/**
 * `POST /api/inventory/{id}/scan` body: the number typed or read from the label's QR code; `holderId`
 * optionally the person presenting the asset (a different holder than the books → `wrongHolder`).
 */
export const scanInputSchema = z.object({
  inventoryNumber: textSchema(40, { min: 1, minMessage: "Add meg a leltári számot." }),
  holderId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type ScanInput = z.output<typeof scanInputSchema>;

/** The answer of a scan: the line it produced and whether the number had been counted already. */
export const scanResultSchema = z.object({
  line: inventoryLineSchema,
  alreadyCounted: z.boolean(),
  summary: inventorySummarySchema,
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** `GET /report/inventory/{id}?format=xlsx|pdf`. */
export const inventoryReportQuerySchema = z.object({
  format: z.enum(["xlsx", "pdf"], { error: "A formátum xlsx vagy pdf lehet." }).default("xlsx"),
});
