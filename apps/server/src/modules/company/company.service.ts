import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_HEADER_COLOR,
  DEFAULT_LOGO_HEIGHT,
  type ClientConfig,
} from "@office/shared/client-config/client-config.contract";
import type { Company, UpdateCompanyInput } from "@office/shared/company/company.contract";
import type { Platform } from "../../platform/platform.ts";
import type { UploadedImage } from "../../platform/uploads.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { Tenant } from "../../platform/tenancy.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * `GET /api/clientConfig` (SPEC §3/§7, DESIGN §3): the tenant's branding with defaults; an empty
 * name falls back to `hostLabel` (the SPA's `tenant` query) or the tenant's own slug.
 */
export function clientConfigOf(tenant: Tenant, hostLabel?: string): ClientConfig {
  return {
    name: tenant.name || hostLabel || tenant.slug,
    logoSrc: tenant.logoSrc,
    logoHeight: tenant.logoHeight || DEFAULT_LOGO_HEIGHT,
    headerColor: tenant.headerColor || DEFAULT_HEADER_COLOR,
  };
}

/** `GET /api/company`: the branding (with defaults), tax number, seat address and default weekly hours. */
export function companyOf(tenant: Tenant): Company {
  return {
    slug: tenant.slug,
    ...clientConfigOf(tenant),
    name: tenant.name,
    taxNumber: tenant.taxNumber ?? null,
    postalCode: tenant.postalCode ?? null,
    city: tenant.city ?? null,
    address: tenant.address ?? null,
    defaultWeeklyHours: tenant.defaultWeeklyHours ?? 40,
  };
}

/**
 * `PUT /api/company` (companyAdmin): name, logo height, header colour, and — when sent — tax number, seat
 * address and default weekly hours (a field left out keeps its value; "" clears a text). Audited with
 * old → new values of the fields sent.
 */
export async function updateCompany(
  p: Platform,
  ctx: RequestContext,
  input: UpdateCompanyInput,
): Promise<Company> {
  const changes: Partial<Pick<Tenant, ProfileColumn>> = {
    name: input.name,
    logoHeight: input.logoHeight,
    headerColor: input.headerColor,
  };
  for (const key of ["taxNumber", "postalCode", "city", "address"] as const) {
    const value = input[key];
    if (value !== undefined) changes[key] = value === "" ? null : value;
  }
  if (input.defaultWeeklyHours !== undefined) changes.defaultWeeklyHours = input.defaultWeeklyHours;
  return saveTenant(p, ctx, "company.updated", changes);
}

/** The columns of a tenant row the company profile may change. */
type ProfileColumn =
  | "name"
  | "logoSrc"
  | "logoHeight"
  | "headerColor"
  | "taxNumber"
  | "postalCode"
  | "city"
  | "address"
  | "defaultWeeklyHours";

/** `PUT /api/company/logo` (companyAdmin): stores the checked image and points `logoSrc` at it. */
export async function updateCompanyLogo(
  p: Platform,
  ctx: RequestContext,
  image: UploadedImage,
): Promise<Company> {
  const key = `${ctx.tenant.slug}/company/${image.storedName}`;
  await p.storage.put(key, image.data);
  return saveTenant(p, ctx, "company.logo_updated", { logoSrc: `/storage/${key}` });
}

async function saveTenant(
  p: Platform,
  ctx: RequestContext,
  action: string,
  changes: Partial<Pick<Tenant, ProfileColumn>>,
): Promise<Company> {
  const auth = authOf(ctx);
  const before = ctx.tenant;
  const [after] = await p.database.withTenant(before.id, async (tx) => {
    const rows = await tx
      .update(tenants)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(tenants.id, before.id))
      .returning();
    const diff = Object.fromEntries(
      Object.entries(changes).map(([k, v]) => [k, { old: before[k as keyof typeof changes], new: v }]),
    );
    await appendAudit(tx, {
      tenantId: before.id,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action,
      target: `tenant:${before.slug}`,
      details: diff,
    });
    return rows;
  });
  p.tenants.invalidate(before.slug);
  return companyOf(after ?? before);
}
