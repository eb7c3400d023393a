import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employees } from "./employees.table.ts";

export type EmployeeRow = typeof employees.$inferSelect;

export async function findEmployee(tx: Tx, tenantId: number, id: number): Promise<EmployeeRow | null> {
  const rows = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)));
  return rows[0] ?? null;
}

export async function setProfilePicture(
  tx: Tx,
  tenantId: number,
  id: number,
  fileName: string,
): Promise<EmployeeRow | null> {
  const rows = await tx
    .update(employees)
    .set({ profilePicture: fileName, updatedAt: sql`now()` })
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)))
    .returning();
  return rows[0] ?? null;
}
