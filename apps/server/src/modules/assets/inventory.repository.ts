import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { assets } from "./assets.table.ts";
import { inventories, inventoryLines } from "./inventory.table.ts";

export type InventoryRow = typeof inventories.$inferSelect;
export type InventoryLineRow = typeof inventoryLines.$inferSelect;

export async function listInventories(tx: Tx, tenantId: number): Promise<InventoryRow[]> {
  return tx
    .select()
    .from(inventories)
    .where(eq(inventories.tenantId, tenantId))
    .orderBy(desc(inventories.createdAt), desc(inventories.id));
}

export async function findInventory(tx: Tx, tenantId: number, id: number): Promise<InventoryRow | null> {
  const rows = await tx
    .select()
    .from(inventories)
    .where(and(eq(inventories.tenantId, tenantId), eq(inventories.id, id)));
  return rows[0] ?? null;
}

/** Every line of the given sessions (expected first, then by inventory number). */
export async function listLines(
  tx: Tx,
  tenantId: number,
  inventoryIds: readonly number[],
): Promise<InventoryLineRow[]> {
  if (inventoryIds.length === 0) return [];
  return tx
    .select()
    .from(inventoryLines)
    .where(and(eq(inventoryLines.tenantId, tenantId), inArray(inventoryLines.inventoryId, [...inventoryIds])))
    .orderBy(desc(inventoryLines.expected), asc(inventoryLines.inventoryNumber));
}

export async function findLine(tx: Tx, tenantId: number, inventoryId: number, inventoryNumber: string) {
  const rows = await tx
    .select()
    .from(inventoryLines)
    .where(
      and(
        eq(inventoryLines.tenantId, tenantId),
        eq(inventoryLines.inventoryId, inventoryId),
        eq(inventoryLines.inventoryNumber, inventoryNumber),
      ),
    );
  return rows[0] ?? null;
}

/**
 * Creates a session and its expected lines: every asset of the scope (location and category exact when
 * given) that is neither retired nor lost, with its book location, holder and value.
 */
export async function insertInventory(
  tx: Tx,
  tenantId: number,
  s: {
    name: string;
    location: string | null;
    category: string | null;
    createdByUserId: number;
    createdByName: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(inventories)
    .values({ ...s, tenantId })
    .returning({ id: inventories.id });
  if (!row) throw new Error("inventory insert returned no row");
  const where: SQL[] = [
    eq(assets.tenantId, tenantId),
    ne(assets.status, "retired"),
    ne(assets.status, "lost"),
  ];
  if (s.location) where.push(eq(assets.location, s.location));
  if (s.category) where.push(eq(assets.category, s.category));
  await tx.execute(sql`insert into ${inventoryLines}
    (tenant_id, inventory_id, inventory_number, asset_id, name, category, book_location, book_holder_id,
     book_holder_name, value_huf, expected)
    select ${tenantId}, ${row.id}, ${assets.inventoryNumber}, ${assets.id}, ${assets.name}, ${assets.category},
      ${assets.location}, ${assets.holderEmployeeId}, ${employees.name}, ${assets.valueHuf}, true
    from ${assets} left join ${employees} on ${employees.tenantId} = ${assets.tenantId}
      and ${employees.id} = ${assets.holderEmployeeId}
    where ${and(...where)}`);
  return row.id;
}

/** The asset whose inventory number matches (case-insensitive, trimmed), with its holder's name. */
export async function findAssetForScan(tx: Tx, tenantId: number, inventoryNumber: string) {
  const rows = await tx
    .select({ asset: assets, holderName: employees.name })
    .from(assets)
    .leftJoin(
      employees,
      and(eq(employees.tenantId, assets.tenantId), eq(employees.id, assets.holderEmployeeId)),
    )
    .where(
      and(eq(assets.tenantId, tenantId), sql`upper(${assets.inventoryNumber}) = upper(${inventoryNumber})`),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertLine(
  tx: Tx,
  tenantId: number,
  line: Omit<InventoryLineRow, "tenantId">,
): Promise<void> {
  await tx.insert(inventoryLines).values({ ...line, tenantId });
}

export async function markCounted(
  tx: Tx,
  tenantId: number,
  inventoryId: number,
  inventoryNumber: string,
  presentedById: number | null,
): Promise<void> {
  await tx
    .update(inventoryLines)
    .set({ countedAt: sql`now()`, presentedById })
    .where(
      and(
        eq(inventoryLines.tenantId, tenantId),
        eq(inventoryLines.inventoryId, inventoryId),
        eq(inventoryLines.inventoryNumber, inventoryNumber),
        isNull(inventoryLines.countedAt),
      ),
    );
}

export async function setLineResult(
  tx: Tx,
  tenantId: number,
  inventoryId: number,
  inventoryNumbers: string[],
  result: string,
): Promise<void> {
  if (inventoryNumbers.length === 0) return;
  await tx
    .update(inventoryLines)
    .set({ result })
    .where(
      and(
        eq(inventoryLines.tenantId, tenantId),
        eq(inventoryLines.inventoryId, inventoryId),
        inArray(inventoryLines.inventoryNumber, inventoryNumbers),
      ),
    );
}

export async function closeInventory(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx
    .update(inventories)
    .set({ status: "closed", closedAt: sql`now()` })
    .where(and(eq(inventories.tenantId, tenantId), eq(inventories.id, id)));
}
