import { eq } from "drizzle-orm";
import { ALL_ROLES } from "@office/shared/auth/roles";
import type { Database, Tx } from "../../platform/db.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { users } from "../auth/auth.table.ts";
import { employees } from "../employees/employees.table.ts";
import { tenants } from "./tenants.table.ts";

export type NewTenant = {
  slug: string;
  name: string;
  headerColor?: string;
  logoSrc?: string;
  logoHeight?: string;
  taxNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  address?: string | null;
};

export type NewAccount = {
  username: string;
  email: string;
  name: string;
  position?: string;
  department?: string;
  phone?: string;
  roles: readonly string[];
  /** A plain password (hashed here) or an existing argon2id hash. */
  password: { plain: string } | { hash: string };
};

/** Slug rule = a DNS label (the tenant is the host's first label, DESIGN §3). */
export const TENANT_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Creates a tenant row (as the owner role: the app role cannot insert tenants) and returns its id.
 * Throws when the slug is malformed or taken.
 */
export async function insertTenant(database: Database, tenant: NewTenant): Promise<number> {
  if (!TENANT_SLUG.test(tenant.slug))
    throw new Error(`Invalid tenant slug "${tenant.slug}" (use a-z, 0-9 and -)`);
  const existing = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, tenant.slug));
  if (existing.length > 0) throw new Error(`Tenant "${tenant.slug}" already exists`);
  const [row] = await database.db.insert(tenants).values(tenant).returning({ id: tenants.id });
  if (!row) throw new Error("tenant insert returned nothing");
  return row.id;
}

/** Creates an employee and its sign-in account inside a tenant transaction; returns both ids. */
export async function insertAccount(tx: Tx, tenantId: number, account: NewAccount) {
  const [employee] = await tx
    .insert(employees)
    .values({
      tenantId,
      name: account.name,
      email: account.email,
      phone: account.phone ?? null,
      position: account.position ?? null,
      department: account.department ?? null,
    })
    .returning({ id: employees.id });
  if (!employee) throw new Error("employee insert returned nothing");
  const passwordHash =
    "plain" in account.password ? await hashPassword(account.password.plain) : account.password.hash;
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      username: account.username.toLowerCase(),
      email: account.email,
      passwordHash,
      employeeId: employee.id,
      roles: [...account.roles],
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  return { employeeId: employee.id, userId: user.id };
}

/**
 * Production path (`npm run cli -- create-tenant`): a tenant with its first admin, who holds every
 * role. The caller has checked the password against the policy.
 */
export async function createTenantWithAdmin(
  database: Database,
  tenant: NewTenant,
  admin: Omit<NewAccount, "roles">,
) {
  const tenantId = await insertTenant(database, tenant);
  const ids = await database.withTenant(tenantId, async (tx) => {
    const created = await insertAccount(tx, tenantId, { ...admin, roles: ALL_ROLES });
    await appendAudit(tx, {
      tenantId,
      action: "tenant.created",
      target: `tenant:${tenant.slug}`,
      details: { admin: admin.username },
    });
    return created;
  });
  return { tenantId, ...ids };
}
