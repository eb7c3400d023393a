import { z } from "zod";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { HANDOVER_STATUSES } from "./asset-labels.ts";

/**
 * Handover protocols (átadás-átvételi jegyzőkönyv, issue 10 §2): `GET/POST /api/assetHandover`,
 * `GET /api/assetHandover/{id}`, `PUT /api/assetHandover/{id}/send|accept|reject`,
 * `GET /report/assetHandover/{id}/pdf`. States: draft → sent → accepted | rejected; `cancelled` when a
 * check-in returns one of its assets to the store before the receiver decided.
 */

export { HANDOVER_STATUS_LABELS, HANDOVER_STATUSES } from "./asset-labels.ts";
export type { HandoverStatus } from "./asset-labels.ts";
export const handoverStatusSchema = z.enum(HANDOVER_STATUSES);

/** Days after sending when the receiver is reminded once (daily job). */
export const HANDOVER_REMINDER_DAYS = 3;

/** One asset of a protocol as recorded when it was drawn up (later edits of the asset do not change it). */
export const handoverItemSchema = z.object({
  assetId: z.number().int(),
  inventoryNumber: z.string(),
  name: z.string(),
  serialNumber: z.string().nullable(),
  condition: z.string().nullable(),
  valueHuf: z.number().int().nullable(),
});
export type HandoverItem = z.infer<typeof handoverItemSchema>;

/**
 * A protocol. `fromEmployeeId` null = the store (raktár). `date` `YYYY-MM-DD`; `sentAt`, `decidedAt`
 * ISO instants; `hasPdf` true once the accepted protocol's PDF is stored.
 */
export const assetHandoverSchema = z.object({
  id: z.number().int(),
  fromEmployeeId: z.number().int().nullable(),
  fromName: z.string().nullable(),
  toEmployeeId: z.number().int(),
  toName: z.string(),
  date: z.string(),
  status: handoverStatusSchema,
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  items: z.array(handoverItemSchema),
});
export type AssetHandover = z.infer<typeof assetHandoverSchema>;

/** Most assets on one protocol. */
export const HANDOVER_ASSETS_MAX = 200;

/**
 * `POST /api/assetHandover` body. `conditions`: condition notes by asset id (állapot, e.g. "karcos
 * fedlap"); `send` false keeps it a draft (default: sent to the receiver at once).
 */
export const createHandoverInputSchema = z
  .object({
    fromEmployeeId: idSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    toEmployeeId: idSchema,
    assetIds: z
      .array(idSchema)
      .min(1, "Válassz legalább egy eszközt.")
      .max(HANDOVER_ASSETS_MAX, `Legfeljebb ${HANDOVER_ASSETS_MAX} eszköz adható át egyszerre.`),
    conditions: z
      .record(z.string().regex(/^\d{1,10}$/, "Eszközazonosító kulcsot adj meg."), optionalTextSchema(500))
      .optional()
      .transform((v) => v ?? {}),
    date: isoDateSchema,
    note: optionalTextSchema(2000),
    send: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.assetIds).size !== v.assetIds.length) {
      ctx.addIssue({ code: "custom", path: ["assetIds"], message: "Egy eszköz kétszer szerepel." });
    }
    if (v.fromEmployeeId !== null && v.fromEmployeeId === v.toEmployeeId) {
      ctx.addIssue({
        code: "custom",
        path: ["toEmployeeId"],
        message: "Az átvevő nem lehet azonos az átadóval.",
      });
    }
  });
export type CreateHandoverInput = z.output<typeof createHandoverInputSchema>;

/** `PUT /api/assetHandover/{id}/reject` body. */
export const rejectHandoverInputSchema = z.object({
  reason: textSchema(500, { min: 1, minMessage: "Add meg az elutasítás okát." }),
});
export type RejectHandoverInput = z.output<typeof rejectHandoverInputSchema>;

/**
 * `GET /api/assetHandover?scope=&status=&assetId=`: `toAccept` = sent to me and waiting; `mine` = where I
 * am the giver or the receiver; `sent` = drawn up by me (anyone but an asset manager: the ones I give);
 * `all` (assetManager, else 403) every protocol of the tenant.
 */
export const listHandoversQuerySchema = z.object({
  scope: z.enum(["toAccept", "mine", "sent", "all"]).default("mine"),
  status: handoverStatusSchema.optional(),
  assetId: idParamSchema.optional(),
});
export type ListHandoversQuery = z.output<typeof listHandoversQuerySchema>;
