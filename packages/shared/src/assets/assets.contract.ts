import { z } from "zod";

/**
 * Asset statuses (DESIGN §7 Eszközök): kiadva, raktáron, javításon, selejtezve. Every status but
 * `retired` counts as an active asset (`?active=true`).
 */
export const ASSET_STATUSES = ["in_use", "in_stock", "under_repair", "retired"] as const;
export const assetStatusSchema = z.enum(ASSET_STATUSES);
export type AssetStatus = z.infer<typeof assetStatusSchema>;

/** Hungarian labels of the statuses. */
export const ASSET_STATUS_LABELS: Readonly<Record<AssetStatus, string>> = {
  in_use: "Kiadva",
  in_stock: "Raktáron",
  under_repair: "Javításon",
  retired: "Selejtezve",
};

/**
 * An asset as listed for its holder (`GET /api/employee/{id}/asset?active=`). `valueHuf`: gross
 * acquisition value in whole forints. Dates are `YYYY-MM-DD`; `heldSince` is the handover date.
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
