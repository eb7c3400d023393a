import { and, asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { externalResources } from "./external-resources.table.ts";

export type ExternalResourceRow = typeof externalResources.$inferSelect & { projectCount: number };
export type ExternalResourceValues = Omit<
  typeof externalResources.$inferInsert,
  "tenantId" | "id" | "createdAt" | "updatedAt"
>;
export type ProjectRefRow = { id: number; code: string; name: string; status: string };

const withProjectCount = {
  ...getTableColumns(externalResources),
  projectCount: sql<number>`(select count(*)::int from project_external_resources per
    join projects p on p.tenant_id = per.tenant_id and p.id = per.project_id
    where per.tenant_id = external_resources.tenant_id and per.external_resource_id = external_resources.id
      and p.archived_at is null)`.mapWith(Number),
};

/**
 * The tenant's contractors by name, each with the number of (not archived) projects they are on.
 * `search` matches name, company or any skill (case-insensitive substring, no LIKE wildcards);
 * `active` filters when given.
 */
export async function listExternalResources(
  tx: Tx,
  tenantId: number,
  filter: { search?: string | undefined; active?: boolean | undefined } = {},
): Promise<ExternalResourceRow[]> {
  const where: SQL[] = [eq(externalResources.tenantId, tenantId)];
  if (filter.active !== undefined) where.push(eq(externalResources.active, filter.active));
  if (filter.search) {
    const needle = sql`lower(${filter.search})`;
    where.push(sql`(strpos(lower(${externalResources.name}), ${needle}) > 0
      or strpos(lower(coalesce(${externalResources.company}, '')), ${needle}) > 0
      or exists (select 1 from unnest(${externalResources.skills}) as skill where strpos(lower(skill), ${needle}) > 0))`);
  }
  return tx
    .select(withProjectCount)
    .from(externalResources)
    .where(and(...where))
    .orderBy(asc(externalResources.name), asc(externalResources.id));
}

/** One contractor of the tenant with their project count, or null. */
export async function findExternalResource(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<ExternalResourceRow | null> {
  const rows = await tx
    .select(withProjectCount)
    .from(externalResources)
    .where(and(eq(externalResources.tenantId, tenantId), eq(externalResources.id, id)));
  return rows[0] ?? null;
}

/** The (not archived) projects the contractor is on, newest start first. */
export async function listProjectsOf(tx: Tx, tenantId: number, id: number): Promise<ProjectRefRow[]> {
  const result = await tx.execute(sql`
    select p.id, p.code, p.name, p.status
    from project_external_resources per
    join projects p on p.tenant_id = per.tenant_id and p.id = per.project_id
    where per.tenant_id = ${tenantId} and per.external_resource_id = ${id} and p.archived_at is null
    order by p.start_date desc, p.code`);
  return (result as unknown as { rows: ProjectRefRow[] }).rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** True when the contractor is on any project (archived ones included). */
export async function isOnAnyProject(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists(select 1 from project_external_resources
      where tenant_id = ${tenantId} and external_resource_id = ${id}) as used`);
  return Boolean((result as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

export async function insertExternalResource(
  tx: Tx,
  tenantId: number,
  values: ExternalResourceValues,
): Promise<number> {
  const [row] = await tx
    .insert(externalResources)
    .values({ tenantId, ...values })
    .returning({ id: externalResources.id });
  if (!row) throw new Error("external resource insert returned nothing");
  return row.id;
}

/** Updates a contractor; false when the tenant has no such row. */
export async function updateExternalResource(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<ExternalResourceValues>,
): Promise<boolean> {
  const rows = await tx
    .update(externalResources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(externalResources.tenantId, tenantId), eq(externalResources.id, id)))
    .returning({ id: externalResources.id });
  return rows.length > 0;
}

/** Deletes a contractor (one still on a project fails with a foreign-key violation, SQLSTATE 23503). */
export async function deleteExternalResource(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx
    .delete(externalResources)
    .where(and(eq(externalResources.tenantId, tenantId), eq(externalResources.id, id)));
}
