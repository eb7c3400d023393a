import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { costCenters } from "./cost-centers.table.ts";

/** A cost centre row with how many employees and projects refer to it. */
export type CostCenterRow = {
  id: number;
  code: string;
  name: string;
  active: boolean;
  employeeCount: number;
  projectCount: number;
};

// Correlated subqueries name the outer table in plain SQL: Drizzle may print a column unqualified
// (`"id"`), which inside the subquery would mean the inner table's column.
const withCounts = {
  id: costCenters.id,
  code: costCenters.code,
  name: costCenters.name,
  active: costCenters.active,
  employeeCount: sql<number>`(select count(*)::int from employees e
    where e.tenant_id = cost_centers.tenant_id and e.cost_center_id = cost_centers.id)`.mapWith(Number),
  projectCount: sql<number>`(select count(*)::int from projects p
    where p.tenant_id = cost_centers.tenant_id and p.cost_center_id = cost_centers.id)`.mapWith(Number),
};

/**
 * The tenant's cost centres with their usage counts, by code. `search` matches code or name
 * (case-insensitive substring; no LIKE wildcards); `active` filters when given.
 */
export async function listCostCenters(
  tx: Tx,
  tenantId: number,
  filter: { search?: string | undefined; active?: boolean | undefined } = {},
): Promise<CostCenterRow[]> {
  const where: SQL[] = [eq(costCenters.tenantId, tenantId)];
  if (filter.active !== undefined) where.push(eq(costCenters.active, filter.active));
  if (filter.search) {
    const needle = sql`lower(${filter.search})`;
    where.push(
      sql`(strpos(lower(${costCenters.code}), ${needle}) > 0 or strpos(lower(${costCenters.name}), ${needle}) > 0)`,
    );
  }
  return tx
    .select(withCounts)
    .from(costCenters)
    .where(and(...where))
    .orderBy(asc(costCenters.code), asc(costCenters.id));
}

/** One cost centre of the tenant with its usage counts, or null. */
export async function findCostCenter(tx: Tx, tenantId: number, id: number): Promise<CostCenterRow | null> {
  const rows = await tx
    .select(withCounts)
    .from(costCenters)
    .where(and(eq(costCenters.tenantId, tenantId), eq(costCenters.id, id)));
  return rows[0] ?? null;
}

/** Inserts a cost centre; answers its id. A duplicate code fails as a unique violation. */
export async function insertCostCenter(
  tx: Tx,
  tenantId: number,
  values: { code: string; name: string; active: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(costCenters)
    .values({ tenantId, ...values })
    .returning({ id: costCenters.id });
  if (!row) throw new Error("cost centre insert returned nothing");
  return row.id;
}

/** Updates a cost centre; answers false when the tenant has no such row. Duplicate code: unique violation. */
export async function updateCostCenter(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<{ code: string; name: string; active: boolean }>,
): Promise<boolean> {
  const rows = await tx
    .update(costCenters)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(costCenters.tenantId, tenantId), eq(costCenters.id, id)))
    .returning({ id: costCenters.id });
  return rows.length > 0;
}

/** Deletes a cost centre (a row still referred to fails with a foreign-key violation, SQLSTATE 23503). */
export async function deleteCostCenter(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(costCenters).where(and(eq(costCenters.tenantId, tenantId), eq(costCenters.id, id)));
}

/** Every cost centre of the tenant (id, code, active), for resolving employees' references. */
export async function listCostCenterRefs(
  tx: Tx,
  tenantId: number,
): Promise<{ id: number; code: string; active: boolean }[]> {
  return tx
    .select({ id: costCenters.id, code: costCenters.code, active: costCenters.active })
    .from(costCenters)
    .where(eq(costCenters.tenantId, tenantId));
}

/**
 * Raises the tenant's employee directory version (migration 0005's cache key), so a cached directory
 * that shows a cost centre's code is rebuilt after the code changes. Same statement as the trigger.
 */
export async function bumpDirectoryVersion(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`
    insert into employee_directory_versions as v (tenant_id, version) values (${tenantId}, 1)
    on conflict (tenant_id) do update set version = v.version + 1`);
}
