import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientConfig } from "@office/shared/client-config/client-config.contract";
import { api } from "../../../lib/http/api";
import { getHostLabel } from "../../../lib/tenant/tenant";

/**
 * SPEC §9 default logo height and DESIGN §3 default header colour (a dark green): the same values as
 * `DEFAULT_LOGO_HEIGHT` / `DEFAULT_HEADER_COLOR` of the client-config contract (a test keeps them equal).
 * Not imported from there: the contract module would pull zod into the first-visit bundle.
 */
export const FALLBACK_LOGO_HEIGHT = "30px";
export const FALLBACK_HEADER_COLOR = "#1d4d34";

export const clientConfigKeys = {
  all: ["clientConfig"] as const,
  byTenant: (tenant: string) => ["clientConfig", tenant] as const,
};

/** `GET /api/clientConfig?tenant={host label}` (SPEC §7); no sign-in needed. */
export function getClientConfig(tenant: string): Promise<ClientConfig> {
  return api.get<ClientConfig>("/clientConfig", { query: { tenant } });
}

/**
 * Fills the SPEC §1/§3 fallbacks: the host label as name, 30px logo height, the dark green header.
 */
export function withClientConfigDefaults(
  config: Partial<ClientConfig> | undefined,
  hostLabel: string,
): ClientConfig {
  return {
    name: config?.name || hostLabel,
    logoSrc: config?.logoSrc ?? "",
    logoHeight: config?.logoHeight || FALLBACK_LOGO_HEIGHT,
    headerColor: config?.headerColor || FALLBACK_HEADER_COLOR,
  };
}

/**
 * The branding query of `tenant`, shared by `preloadShell` (prefetched before the first render) and the
 * shell. A failed prefetch (an unknown tenant's 404) is not fetched again when the shell mounts: the
 * shell shows the fallbacks, and the failure is requested (and reported) once.
 */
export function clientConfigQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: clientConfigKeys.byTenant(tenant),
    queryFn: () => getClientConfig(tenant),
    staleTime: 5 * 60_000,
    retryOnMount: false,
  });
}

/** The tenant's branding, with fallbacks applied while loading or when fields are empty. */
export function useClientConfig() {
  const hostLabel = getHostLabel();
  const query = useQuery(clientConfigQueryOptions(hostLabel));
  return { ...query, config: withClientConfigDefaults(query.data, hostLabel) };
}
