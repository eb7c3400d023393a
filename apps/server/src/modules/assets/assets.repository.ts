import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { assets } from "./assets.table.ts";

export type AssetRow = typeof assets.$inferSelect;

/**
 * Assets held by the employee, by inventory number. `active`: true → not retired, false → retired only,
 * undefined → all.
 */
export async function listAssetsOfHolder(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  active?: boolean,
): Promise<AssetRow[]> {
  const where: SQL[] = [eq(assets.tenantId, tenantId), eq(assets.holderEmployeeId, employeeId)];
  if (active === true) where.push(ne(assets.status, "retired"));
  if (active === false) where.push(eq(assets.status, "retired"));
  return tx
    .select()
    .from(assets)
    .where(and(...where))
    .orderBy(asc(assets.inventoryNumber));
}

export async function insertAssets(tx: Tx, rows: (typeof assets.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(assets).values(rows);
}
