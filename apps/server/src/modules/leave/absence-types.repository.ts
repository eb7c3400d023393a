import { and, asc, eq, sql } from "drizzle-orm";
import { STATUTORY_ABSENCE_TYPES } from "@office/shared/hu/absence-types";
import type { AbsenceTypeInput } from "@office/shared/leave/absence-type.contract";
import type { Tx } from "../../platform/db.ts";
import { absenceTypes, leaveRequests } from "./leave.table.ts";

export type AbsenceTypeRow = typeof absenceTypes.$inferSelect;

/**
 * Inserts the statutory types (`STATUTORY_ABSENCE_TYPES`) the tenant does not have yet, by code; a type
 * the tenant changed or deactivated stays as it is. Idempotent and safe to run concurrently (`on
 * conflict do nothing` on (tenant, code)).
 */
export async function ensureStatutoryTypes(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(absenceTypes)
    .values(
      STATUTORY_ABSENCE_TYPES.map((t, i) => ({
        tenantId,
        ...t,
        statutory: true,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: [absenceTypes.tenantId, absenceTypes.code] });
}

/**
 * Every absence type of the tenant in display order (statutory first, then by name). The first read
 * of a tenant without any type inserts the statutory ones, so every tenant has them without a seed.
 */
export async function listTypes(tx: Tx, tenantId: number): Promise<AbsenceTypeRow[]> {
  const read = () =>
    tx
      .select()
      .from(absenceTypes)
      .where(eq(absenceTypes.tenantId, tenantId))
      .orderBy(asc(absenceTypes.sortOrder), asc(absenceTypes.name), asc(absenceTypes.id));
  const rows = await read();
  if (rows.length > 0) return rows;
  await ensureStatutoryTypes(tx, tenantId);
  return read();
}

/** The tenant's types by code (see `listTypes`). */
export async function typesByCode(tx: Tx, tenantId: number): Promise<Map<string, AbsenceTypeRow>> {
  return new Map((await listTypes(tx, tenantId)).map((t) => [t.code, t]));
}

export async function findType(tx: Tx, tenantId: number, id: number): Promise<AbsenceTypeRow | null> {
  const [row] = await tx
    .select()
    .from(absenceTypes)
    .where(and(eq(absenceTypes.tenantId, tenantId), eq(absenceTypes.id, id)));
  return row ?? null;
}

export async function findTypeByCode(tx: Tx, tenantId: number, code: string): Promise<AbsenceTypeRow | null> {
  const [row] = await tx
    .select()
    .from(absenceTypes)
    .where(and(eq(absenceTypes.tenantId, tenantId), eq(absenceTypes.code, code)));
  return row ?? null;
}

/** Codes that requests refer to (any status): such a type is deactivated, never deleted. */
export async function codesInUse(tx: Tx, tenantId: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ code: leaveRequests.leaveType })
    .from(leaveRequests)
    .where(eq(leaveRequests.tenantId, tenantId));
  return new Set(rows.map((r) => r.code));
}

export async function insertType(tx: Tx, tenantId: number, input: AbsenceTypeInput): Promise<number> {
  const [row] = await tx
    .insert(absenceTypes)
    .values({ tenantId, ...input, statutory: false, sortOrder: 100 })
    .onConflictDoNothing({ target: [absenceTypes.tenantId, absenceTypes.code] })
    .returning({ id: absenceTypes.id });
  return row?.id ?? 0;
}

export async function updateType(tx: Tx, tenantId: number, id: number, input: AbsenceTypeInput) {
  await tx
    .update(absenceTypes)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(absenceTypes.tenantId, tenantId), eq(absenceTypes.id, id)));
}

export async function setTypeActive(tx: Tx, tenantId: number, id: number, active: boolean) {
  await tx
    .update(absenceTypes)
    .set({ active, updatedAt: sql`now()` })
    .where(and(eq(absenceTypes.tenantId, tenantId), eq(absenceTypes.id, id)));
}

export async function deleteType(tx: Tx, tenantId: number, id: number) {
  await tx.delete(absenceTypes).where(and(eq(absenceTypes.tenantId, tenantId), eq(absenceTypes.id, id)));
}
