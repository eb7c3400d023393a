import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db.ts";
import type { Tenant } from "../../platform/tenancy.ts";
import { tenants } from "./tenants.table.ts";

/**
 * The tenant whose slug (the Host's first label) is `slug`, or null; read outside any tenant (the
 * `tenants` table is global). Feeds the platform's tenant directory, which caches it.
 */
export async function findTenantBySlug(database: Database, slug: string): Promise<Tenant | null> {
  const rows: Tenant[] = await database.withoutTenant((tx) =>
    tx.select().from(tenants).where(eq(tenants.slug, slug)),
  );
  return rows[0] ?? null;
}
