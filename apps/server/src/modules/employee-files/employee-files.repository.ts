import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employeeFiles } from "../employees/employees.table.ts";

export type FileRow = typeof employeeFiles.$inferSelect;
export type NewFile = Omit<typeof employeeFiles.$inferInsert, "id" | "createdAt">;

const byName = (tenantId: number, employeeId: number, name: string) =>
  and(
    eq(employeeFiles.tenantId, tenantId),
    eq(employeeFiles.employeeId, employeeId),
    eq(employeeFiles.name, name),
  );

/** The employee's files, by name. */
export async function listFiles(tx: Tx, tenantId: number, employeeId: number): Promise<FileRow[]> {
  return tx
    .select()
    .from(employeeFiles)
    .where(and(eq(employeeFiles.tenantId, tenantId), eq(employeeFiles.employeeId, employeeId)))
    .orderBy(asc(employeeFiles.name), asc(employeeFiles.id));
}

/** The employee's file of exactly this name (locked for update when `forUpdate`), or null. */
export async function findFile(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  name: string,
  opts: { forUpdate?: boolean } = {},
): Promise<FileRow | null> {
  const query = tx
    .select()
    .from(employeeFiles)
    .where(byName(tenantId, employeeId, name));
  const rows = await (opts.forUpdate ? query.for("update") : query);
  return rows[0] ?? null;
}

export async function insertFile(tx: Tx, values: NewFile): Promise<void> {
  await tx.insert(employeeFiles).values(values);
}

/** Points the named file at new bytes (a re-upload under the same name); `created_at` becomes now. */
export async function replaceFile(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  name: string,
  values: Pick<NewFile, "storageKey" | "mime" | "size" | "uploadedBy">,
): Promise<void> {
  await tx
    .update(employeeFiles)
    .set({ ...values, createdAt: sql`now()` })
    .where(byName(tenantId, employeeId, name));
}

export async function deleteFile(tx: Tx, tenantId: number, employeeId: number, name: string): Promise<void> {
  await tx.delete(employeeFiles).where(byName(tenantId, employeeId, name));
}
