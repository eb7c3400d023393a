/**
 * A tenant (company) as the platform sees it: the `tenants` row (modules/tenants, which checks that
 * its rows fit this type). `slug` is the Host's first label; the rest is branding for clientConfig.
 */
export type Tenant = {
  id: number;
  slug: string;
  name: string;
  logoSrc: string;
  logoHeight: string;
  headerColor: string;
  /** Company profile (/ceg): tax number (adószám), seat address, default weekly hours of a new employee. */
  taxNumber: string | null;
  postalCode: string | null;
  city: string | null;
  address: string | null;
  defaultWeeklyHours: number;
  createdAt: Date;
  updatedAt: Date;
};

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant slug a host name names (DESIGN §3): the first label, lower-cased; `localhost` and bare
 * IP addresses map to `defaultTenant`. `host` may carry a port (`demo.localhost:3000`) or be an IPv6
 * literal in brackets. Returns null for an empty or malformed host.
 */
export function tenantSlugFromHost(host: string | undefined, defaultTenant: string): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return defaultTenant; // IPv6 literal
  name = name.replace(/:\d+$/, "");
  if (name === "") return null;
  if (name === "localhost" || IPV4.test(name)) return defaultTenant;
  const label = name.split(".")[0] ?? "";
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null;
}

/**
 * The host a request is for: `X-Forwarded-Host` only when the deployment trusts its proxy
 * (`TRUST_PROXY`), else the `Host` header.
 */
export function requestHost(
  headers: Record<string, string | string[] | undefined>,
  trustProxy: boolean,
): string | undefined {
  const pick = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(",")[0]?.trim();
  if (trustProxy) {
    const forwarded = pick(headers["x-forwarded-host"]);
    if (forwarded) return forwarded;
  }
  return pick(headers.host);
}

const CACHE_TTL_MS = 5_000;

/**
 * Looks tenants up by slug with a short in-process cache (5 s; the row is small and read on every
 * request). `lookup` reads one tenant from the database (the tenants module's repository).
 * `invalidate` drops a slug after its branding changed on this instance.
 */
export function createTenantDirectory(lookup: (slug: string) => Promise<Tenant | null>) {
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();
  return {
    async findBySlug(slug: string): Promise<Tenant | null> {
      const hit = cache.get(slug);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.tenant;
      const tenant = await lookup(slug);
      cache.set(slug, { tenant, at: Date.now() });
      return tenant;
    },
    invalidate(slug: string): void {
      cache.delete(slug);
    },
  };
}
export type TenantDirectory = ReturnType<typeof createTenantDirectory>;
