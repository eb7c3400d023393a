import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { referenceData, referenceDataLog } from "./reference-data.table.ts";

/**
 * Queries of the reference-data tables (issue 22 §4). They are global (no tenant), so every function takes
 * the owner's `Db` or a transaction of it, or a tenant-less app-role transaction (`withoutTenant`) for reads.
 */

export type ReferenceRow = typeof referenceData.$inferSelect;

/** Every loaded row, by kind and period. */
export function listRows(db: Db | Tx): Promise<ReferenceRow[]> {
  return db.select().from(referenceData).orderBy(asc(referenceData.kind), asc(referenceData.period));
}

/**
 * What changes whenever a row is loaded, replaced or removed: the row count and the latest `loaded_at`
 * (ms), as one string. One cheap aggregate over a table of a few hundred rows.
 */
export async function readSignature(db: Db): Promise<string> {
  const [row] = await rowsOf<{ n: number | string; at: string | Date | null }>(
    db.execute(sql`select count(*) as n, max(loaded_at) as at from reference_data`),
  );
  const at = row?.at ? new Date(row.at).getTime() : 0;
  return `${Number(row?.n ?? 0)}:${at}`;
}

/** The rows whose `onReferenceDataLoaded` handlers have not run yet, oldest load first. */
export function listPending(db: Db): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(referenceData)
    .where(isNull(referenceData.appliedAt))
    .orderBy(asc(referenceData.loadedAt), asc(referenceData.id));
}

/**
 * Marks row `id` applied, unless it was reloaded meanwhile (`loaded_at` no longer `loadedAt`) or already
 * applied. True when this call marked it.
 */
export async function markApplied(db: Db, id: number, loadedAt: Date): Promise<boolean> {
  const marked = await db
    .update(referenceData)
    .set({ appliedAt: sql`now()` })
    .where(
      and(eq(referenceData.id, id), eq(referenceData.loadedAt, loadedAt), isNull(referenceData.appliedAt)),
    )
    .returning({ id: referenceData.id });
  return marked.length === 1;
}

/** Inserts a new (kind, period) row; null when one exists already (then nothing is written). */
export async function insertRow(
  tx: Tx,
  row: Pick<ReferenceRow, "kind" | "period" | "values" | "source" | "loadedBy">,
): Promise<ReferenceRow | null> {
  // loaded_at in whole milliseconds (a JS Date), so that `markApplied` can compare it exactly.
  const [inserted] = await tx
    .insert(referenceData)
    .values({ ...row, loadedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** The row of (kind, period), locked for the rest of `tx` (`FOR UPDATE`); null when there is none. */
export async function lockRow(tx: Tx, kind: string, period: string): Promise<ReferenceRow | null> {
  const [row] = await tx
    .select()
    .from(referenceData)
    .where(and(eq(referenceData.kind, kind), eq(referenceData.period, period)))
    .for("update");
  return row ?? null;
}

/**
 * Replaces `current`'s values (new `loaded_at`, `applied_at` back to null so the handlers run for the new
 * values) after copying the old row into `reference_data_log`. Returns the new row.
 */
export async function replaceRow(
  tx: Tx,
  current: ReferenceRow,
  next: Pick<ReferenceRow, "values" | "source" | "loadedBy">,
): Promise<ReferenceRow> {
  await tx.insert(referenceDataLog).values({
    kind: current.kind,
    period: current.period,
    values: current.values,
    source: current.source,
    loadedAt: current.loadedAt,
    loadedBy: current.loadedBy,
    replacedBy: next.loadedBy,
  });
  const [row] = await tx
    .update(referenceData)
    .set({ ...next, loadedAt: new Date(), appliedAt: null })
    .where(eq(referenceData.id, current.id))
    .returning();
  if (!row) throw new Error(`reference_data row ${current.id} vanished while locked`);
  return row;
}
