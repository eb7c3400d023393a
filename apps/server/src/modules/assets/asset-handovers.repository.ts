import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { assetHandoverItems, assetHandovers } from "./asset-handovers.table.ts";

export type HandoverRow = typeof assetHandovers.$inferSelect;
export type HandoverItemRow = typeof assetHandoverItems.$inferSelect;
export type HandoverWithNames = HandoverRow & {
  fromName: string | null;
  toName: string;
  items: HandoverItemRow[];
};

const nameOf = (column: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${employees.name} from ${employees} where ${employees.tenantId} = ${assetHandovers.tenantId} and ${employees.id} = ${column})`;

/** Filters of {@link listHandovers}: any combination, AND. */
export type HandoverFilter = {
  toEmployeeId?: number;
  /** Where the employee is the giver or the receiver. */
  partyEmployeeId?: number;
  createdByUserId?: number;
  status?: string;
  assetId?: number;
  ids?: number[];
};

/** Protocols (newest first) with both parties' names and their items in order; at most 500. */
export async function listHandovers(
  tx: Tx,
  tenantId: number,
  f: HandoverFilter,
): Promise<HandoverWithNames[]> {
  const where: SQL[] = [eq(assetHandovers.tenantId, tenantId)];
  if (f.toEmployeeId !== undefined) where.push(eq(assetHandovers.toEmployeeId, f.toEmployeeId));
  if (f.partyEmployeeId !== undefined) {
    const party = or(
      eq(assetHandovers.toEmployeeId, f.partyEmployeeId),
      eq(assetHandovers.fromEmployeeId, f.partyEmployeeId),
    );
    if (party) where.push(party);
  }
  if (f.createdByUserId !== undefined) where.push(eq(assetHandovers.createdByUserId, f.createdByUserId));
  if (f.status !== undefined) where.push(eq(assetHandovers.status, f.status));
  if (f.ids !== undefined) where.push(f.ids.length ? inArray(assetHandovers.id, f.ids) : sql`false`);
  if (f.assetId !== undefined) {
    where.push(sql`exists (select 1 from ${assetHandoverItems} where ${assetHandoverItems.tenantId} = ${assetHandovers.tenantId}
      and ${assetHandoverItems.handoverId} = ${assetHandovers.id} and ${assetHandoverItems.assetId} = ${f.assetId})`);
  }
  const rows = await tx
    .select({
      h: assetHandovers,
      fromName: nameOf(assetHandovers.fromEmployeeId),
      toName: nameOf(assetHandovers.toEmployeeId),
    })
    .from(assetHandovers)
    .where(and(...where))
    .orderBy(desc(assetHandovers.createdAt), desc(assetHandovers.id))
    .limit(500);
  if (rows.length === 0) return [];
  const items = await tx
    .select()
    .from(assetHandoverItems)
    .where(
      and(
        eq(assetHandoverItems.tenantId, tenantId),
        inArray(
          assetHandoverItems.handoverId,
          rows.map((r) => r.h.id),
        ),
      ),
    )
    .orderBy(asc(assetHandoverItems.handoverId), asc(assetHandoverItems.position));
  const byHandover = new Map<number, HandoverItemRow[]>();
  for (const item of items) {
    const list = byHandover.get(item.handoverId) ?? [];
    list.push(item);
    byHandover.set(item.handoverId, list);
  }
  return rows.map((r) => ({
    ...r.h,
    fromName: r.fromName,
    toName: r.toName ?? "",
    items: byHandover.get(r.h.id) ?? [],
  }));
}

/** One protocol with names and items, or null. */
export async function findHandover(tx: Tx, tenantId: number, id: number): Promise<HandoverWithNames | null> {
  const [row] = await listHandovers(tx, tenantId, { ids: [id] });
  return row ?? null;
}

export type NewHandover = Omit<typeof assetHandovers.$inferInsert, "tenantId" | "id" | "createdAt">;

export async function insertHandover(
  tx: Tx,
  tenantId: number,
  h: NewHandover,
  items: Omit<HandoverItemRow, "tenantId" | "handoverId">[],
): Promise<number> {
  const [row] = await tx
    .insert(assetHandovers)
    .values({ ...h, tenantId })
    .returning({ id: assetHandovers.id });
  if (!row) throw new Error("handover insert returned no row");
  await tx.insert(assetHandoverItems).values(items.map((i) => ({ ...i, tenantId, handoverId: row.id })));
  return row.id;
}

export async function updateHandover(
  tx: Tx,
  tenantId: number,
  id: number,
  set: Partial<Omit<HandoverRow, "tenantId" | "id">>,
): Promise<void> {
  await tx
    .update(assetHandovers)
    .set(set)
    .where(and(eq(assetHandovers.tenantId, tenantId), eq(assetHandovers.id, id)));
}

/** Draft or sent protocols that include any of the assets: `[{ handoverId, assetId }]`. */
export async function pendingOfAssets(
  tx: Tx,
  tenantId: number,
  assetIds: readonly number[],
): Promise<{ handoverId: number; assetId: number; toEmployeeId: number; status: string }[]> {
  if (assetIds.length === 0) return [];
  return tx
    .select({
      handoverId: assetHandovers.id,
      assetId: assetHandoverItems.assetId,
      toEmployeeId: assetHandovers.toEmployeeId,
      status: assetHandovers.status,
    })
    .from(assetHandoverItems)
    .innerJoin(
      assetHandovers,
      and(
        eq(assetHandovers.tenantId, assetHandoverItems.tenantId),
        eq(assetHandovers.id, assetHandoverItems.handoverId),
      ),
    )
    .where(
      and(
        eq(assetHandoverItems.tenantId, tenantId),
        inArray(assetHandoverItems.assetId, [...assetIds]),
        inArray(assetHandovers.status, ["draft", "sent"]),
      ),
    );
}

/**
 * Claims the sent protocols waiting longer than `before` that were not reminded yet (sets `reminded_at`)
 * and returns them. Concurrent callers on other instances block on the row locks and then skip the rows
 * the first one claimed (`reminded_at is null` is re-checked), so each protocol is reminded once.
 */
export async function claimDueReminders(tx: Tx, tenantId: number, before: Date): Promise<HandoverRow[]> {
  return tx
    .update(assetHandovers)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(assetHandovers.tenantId, tenantId),
        eq(assetHandovers.status, "sent"),
        lt(assetHandovers.sentAt, before),
        isNull(assetHandovers.remindedAt),
      ),
    )
    .returning();
}
