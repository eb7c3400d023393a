import type {
  Asset,
  AssetHistoryAction,
  AssetHistoryEntry,
  AssetInput,
  AssetStatus,
  FieldChange,
} from "@office/shared/assets/assets.contract";
import { forbidden, notFound } from "../../platform/errors.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import type { Tx } from "../../platform/db.ts";
import * as repo from "./assets.repository.ts";

/** The 404 message of an unknown asset (or another tenant's). */
export const ASSET_NOT_FOUND = "Az eszköz nem található.";

/** Roles that write assets, handovers and stocktaking (companyAdmin passes every role check, DESIGN §5). */
export const ASSET_WRITERS = ["assetManager"] as const;

export const isAssetManager = (auth: AuthContext) => hasAnyRole(auth.roles, ASSET_WRITERS);

/** 403 unless the caller is an asset manager. */
export function assertAssetManager(auth: AuthContext): void {
  if (!isAssetManager(auth)) throw forbidden();
}

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** The DTO of `GET /api/asset/{id}` from a repository row. */
export function toAssetDto(row: repo.AssetListRow): Asset {
  return {
    id: row.id,
    inventoryNumber: row.inventoryNumber,
    name: row.name,
    category: row.category,
    serialNumber: row.serialNumber,
    purchaseDate: row.purchaseDate,
    valueHuf: row.valueHuf,
    supplier: row.supplier,
    warrantyExpiry: row.warrantyExpiry,
    holderId: row.holderEmployeeId,
    holderName: row.holderName,
    heldSince: row.heldSince,
    location: row.location,
    status: row.status as AssetStatus,
    note: row.note,
    lastCountedAt: iso(row.lastCountedAt),
    pendingHandoverId: row.pendingHandoverId,
    updatedAt: iso(row.updatedAt) ?? "",
  };
}

/** The asset, visible to asset managers and to its holder; 404 unknown / other tenant's, 403 anyone else. */
export async function findVisibleAsset(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  id: number,
): Promise<repo.AssetListRow> {
  const row = await repo.findAsset(tx, tenantId, id);
  if (!row) throw notFound(ASSET_NOT_FOUND);
  if (!isAssetManager(auth) && row.holderEmployeeId !== auth.employeeId) throw forbidden();
  return row;
}

/** The input's fields as table columns. */
export function columnsOf(input: AssetInput): repo.AssetColumns {
  return {
    inventoryNumber: input.inventoryNumber,
    name: input.name,
    category: input.category,
    serialNumber: input.serialNumber,
    purchaseDate: input.purchaseDate,
    valueHuf: input.valueHuf,
    supplier: input.supplier,
    warrantyExpiry: input.warrantyExpiry,
    holderEmployeeId: input.holderId,
    location: input.location,
    status: input.status,
    note: input.note,
  };
}

const FIELD_OF: Record<string, string> = { holderEmployeeId: "holderId" };
const text = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);

/**
 * The fields that differ between `before` and `after` as `[{ field, from, to }]` (contract field names,
 * values as text; a holder shown by name when `names` has it).
 */
export function diffAsset(
  before: Partial<repo.AssetColumns>,
  after: Partial<repo.AssetColumns>,
  names: ReadonlyMap<number, string> = new Map(),
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of Object.keys(after) as (keyof repo.AssetColumns)[]) {
    if (key === "updatedAt") continue;
    const from = text(before[key]);
    const to = text(after[key]);
    if (from === to) continue;
    if (key === "holderEmployeeId") {
      const name = (v: unknown) => (typeof v === "number" ? (names.get(v) ?? String(v)) : null);
      changes.push({ field: "holderId", from: name(before[key]), to: name(after[key]) });
    } else changes.push({ field: FIELD_OF[key] ?? key, from, to });
  }
  return changes;
}

/** A history row of `GET /api/asset/{id}/history`. */
export function toHistoryDto(row: Awaited<ReturnType<typeof repo.listHistory>>[number]): AssetHistoryEntry {
  return {
    id: row.id,
    at: iso(row.at) ?? "",
    action: row.action as AssetHistoryAction,
    username: row.username,
    changes: row.changes,
    note: row.note,
    handoverId: row.handoverId,
    inventoryId: row.inventoryId,
  };
}
