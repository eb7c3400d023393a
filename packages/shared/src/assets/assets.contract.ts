import { z } from "zod";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { ASSET_STATUSES } from "./asset-labels.ts";

/**
 * Assets (issue 10 §2, DESIGN §7 Eszközök). Paths and field names are the issue's contract:
 * `GET/POST /api/asset`, `GET/PUT/DELETE /api/asset/{id}`, `GET /api/asset/{id}/history`, plus
 * `POST /api/asset/{id}/checkIn` (return to the store) and `GET /report/asset` (the list as `.xlsx`).
 */

export { ASSET_CATEGORIES, ASSET_STATUS_LABELS, ASSET_STATUSES, isAssetStatus } from "./asset-labels.ts";
export type { AssetStatus } from "./asset-labels.ts";

/** An asset's status (see {@link ASSET_STATUSES}). */
export const assetStatusSchema = z.enum(ASSET_STATUSES, {
  error: "Az állapot inStock, assigned, inRepair, retired vagy lost lehet.",
});

/**
 * An asset as listed for its holder (`GET /api/employee/{id}/asset?active=`, SPEC §7). `valueHuf`:
 * gross acquisition value in whole forints. Dates are `YYYY-MM-DD`; `acquiredOn` is the purchase date,
 * `heldSince` the date of the handover to the holder.
 */
export const employeeAssetSchema = z.object({
  id: z.number().int(),
  inventoryNumber: z.string(),
  name: z.string(),
  category: z.string(),
  serialNumber: z.string().nullable(),
  valueHuf: z.number().int().nullable(),
  location: z.string().nullable(),
  status: assetStatusSchema,
  acquiredOn: z.string().nullable(),
  heldSince: z.string().nullable(),
});
export type EmployeeAsset = z.infer<typeof employeeAssetSchema>;

/** `?active=true|false` (omitted: all the employee has held and still holds, including retired ones). */
export const employeeAssetsQuerySchema = z.object({
  active: z
    .enum(["true", "false"], { error: "Az active értéke true vagy false lehet." })
    .transform((v) => v === "true")
    .optional(),
});

/**
 * An asset (`GET /api/asset/{id}` and the list rows). `valueHuf`: book value (bruttó beszerzési érték)
 * in whole HUF; dates `YYYY-MM-DD`; `lastCountedAt` ISO instant of the last closed stocktaking that
 * found it (Számv. tv. 69. §); `holderName` the holder's name; `pendingHandoverId` a draft or sent
 * handover that includes it.
 */
export const assetSchema = z.object({
  id: z.number().int(),
  inventoryNumber: z.string(),
  name: z.string(),
  category: z.string(),
  serialNumber: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  valueHuf: z.number().int().nullable(),
  supplier: z.string().nullable(),
  warrantyExpiry: z.string().nullable(),
  holderId: z.number().int().nullable(),
  holderName: z.string().nullable(),
  heldSince: z.string().nullable(),
  location: z.string().nullable(),
  status: assetStatusSchema,
  note: z.string().nullable(),
  lastCountedAt: z.string().nullable(),
  pendingHandoverId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** A row of `GET /api/asset`: the asset and how many attachments it has (issue 23 §4). */
export const assetListItemSchema = assetSchema.extend({ attachmentCount: z.number().int() });
export type AssetListItem = z.infer<typeof assetListItemSchema>;

const optionalDate = z
  .union([z.literal("").transform(() => null), isoDateSchema])
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** Largest book value accepted: 2^31 − 1 HUF (an `integer` column). */
export const ASSET_VALUE_MAX = 2_147_483_647;

/**
 * `POST /api/asset`, `PUT /api/asset/{id}` body. Cross-field rules: `assigned` needs a holder; an asset
 * in the store (`inStock`) has none; the warranty cannot end before the purchase.
 */
export const assetInputSchema = z
  .object({
    inventoryNumber: textSchema(40, { min: 1, minMessage: "Add meg a leltári számot." }).regex(
      /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u,
      "A leltári szám betűkből, számokból és . _ / - jelekből állhat.",
    ),
    name: textSchema(200, { min: 1, minMessage: "Add meg az eszköz megnevezését." }),
    category: textSchema(60, { min: 1, minMessage: "Add meg a kategóriát." }),
    serialNumber: optionalTextSchema(100),
    purchaseDate: optionalDate,
    valueHuf: z
      .number({ error: "Az érték egész forintösszeg legyen." })
      .int("Az érték egész forintösszeg legyen.")
      .min(0, "Az érték nem lehet negatív.")
      .max(ASSET_VALUE_MAX, "Az érték túl nagy.")
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    supplier: optionalTextSchema(200),
    warrantyExpiry: optionalDate,
    holderId: idSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    location: optionalTextSchema(200),
    status: assetStatusSchema.default("inStock"),
    note: optionalTextSchema(2000),
  })
  .superRefine((v, ctx) => {
    if (v.status === "assigned" && v.holderId === null) {
      ctx.addIssue({ code: "custom", path: ["holderId"], message: "Kiadott eszköznek legyen birtokosa." });
    }
    if (v.status === "inStock" && v.holderId !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["holderId"],
        message: "Raktáron lévő eszköznek nem lehet birtokosa.",
      });
    }
    if (v.purchaseDate && v.warrantyExpiry && v.warrantyExpiry < v.purchaseDate) {
      ctx.addIssue({
        code: "custom",
        path: ["warrantyExpiry"],
        message: "A garancia nem járhat le a beszerzés előtt.",
      });
    }
  });
export type AssetInput = z.output<typeof assetInputSchema>;

/** `GET /api/asset?search=&category=&status=&holderId=&location=`: filters are combined with AND. */
export const listAssetsQuerySchema = z.object({
  search: textSchema(200).optional(),
  category: textSchema(60).optional(),
  status: assetStatusSchema.optional(),
  holderId: idParamSchema.optional(),
  location: textSchema(200).optional(),
});
export type ListAssetsQuery = z.output<typeof listAssetsQuerySchema>;

/** `POST /api/asset/{id}/checkIn`: back to the store (optionally at another store location). */
export const checkInInputSchema = z.object({
  location: optionalTextSchema(200),
  note: optionalTextSchema(500),
});
export type CheckInInput = z.output<typeof checkInInputSchema>;

/** What a history entry records. */
export const assetHistoryActionSchema = z.enum([
  "created",
  "updated",
  "handover",
  "checkIn",
  "inventory",
  "handoverCancelled",
]);
export type AssetHistoryAction = z.infer<typeof assetHistoryActionSchema>;

/** One change of a field: old and new value as shown (text or null). */
export const fieldChangeSchema = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** `GET /api/asset/{id}/history`: every change, newest first; `at` ISO instant. */
export const assetHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: assetHistoryActionSchema,
  username: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
  note: z.string().nullable(),
  handoverId: z.number().int().nullable(),
  inventoryId: z.number().int().nullable(),
});
export type AssetHistoryEntry = z.infer<typeof assetHistoryEntrySchema>;

/** `DELETE /api/asset/{id}` answer. */
export const deleteAssetResultSchema = z.object({ outcome: z.literal("deleted") });
