/**
 * Asset and handover statuses with their Hungarian labels and the form's categories, without zod: the
 * asset register (`/eszkozok`, a phone page) lists them on its first render, so this module keeps the
 * schema library off that path (issue 19 §6). `assets.contract.ts` and `asset-handovers.contract.ts`
 * build their enums from these lists and re-export them.
 */

/**
 * Asset statuses: raktáron, kiadva, javításon, selejtezve, elveszett. Every status but `retired`
 * counts as an active asset (`GET /api/employee/{id}/asset?active=true`).
 */
export const ASSET_STATUSES = ["inStock", "assigned", "inRepair", "retired", "lost"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Hungarian labels of the statuses. */
export const ASSET_STATUS_LABELS: Readonly<Record<AssetStatus, string>> = {
  inStock: "Raktáron",
  assigned: "Kiadva",
  inRepair: "Javításon",
  retired: "Selejtezve",
  lost: "Elveszett",
};

/** True for one of {@link ASSET_STATUSES} (a status read from the URL, say). */
export function isAssetStatus(value: unknown): value is AssetStatus {
  return (ASSET_STATUSES as readonly unknown[]).includes(value);
}

/** The categories the forms offer (free text is accepted too). */
export const ASSET_CATEGORIES = [
  "Laptop",
  "Mobiltelefon",
  "Monitor",
  "Tablet",
  "Nyomtató",
  "Dokkoló",
  "Bútor",
  "Szerszám",
  "Mérőeszköz",
  "Egyéb",
] as const;

/** Handover protocol states (issue 10 §2): draft → sent → accepted | rejected; or cancelled. */
export const HANDOVER_STATUSES = ["draft", "sent", "accepted", "rejected", "cancelled"] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** Hungarian labels of the states. */
export const HANDOVER_STATUS_LABELS: Readonly<Record<HandoverStatus, string>> = {
  draft: "Piszkozat",
  sent: "Elfogadásra vár",
  accepted: "Elfogadva",
  rejected: "Elutasítva",
  cancelled: "Visszavonva",
};
