import type { Config } from "./config.ts";
import type { RequestContext } from "./request-context.ts";

/** True for a loopback host name: `localhost`, `*.localhost`, `127.x.x.x`, `[::1]` (port ignored). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === "localhost" || h.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(h) || h === "[::1]";
}

/**
 * The base URL (no trailing slash) of links sent in mail to the request's tenant (issue 7 §5): never
 * taken from an arbitrary Host header. In order:
 * 1. `PUBLIC_URL` when set (one URL for the deployment);
 * 2. `https://<tenant slug>.<OFFICE_BASE_DOMAIN>` when the base domain is set;
 * 3. the request's own origin, only when it came on a loopback name (local use, the e2e suite:
 *    `http://demo.localhost:3000`);
 * 4. otherwise `null`: the caller must not send a link (no mail to a host an attacker chose).
 */
export function mailLinkBase(
  config: Pick<Config, "publicUrl" | "baseDomain">,
  ctx: Pick<RequestContext, "tenant" | "origin">,
): string | null {
  const configured = configuredLinkBase(config, ctx.tenant.slug);
  if (configured) return configured;
  try {
    const origin = new URL(ctx.origin);
    return isLoopbackHost(origin.hostname) ? origin.origin : null;
  } catch {
    return null;
  }
}

/** The Hungarian refusal when `mailLinkBase` is null (the operator has to configure the base domain). */
export const NO_LINK_BASE =
  "A levélbe kerülő link nem állítható elő, mert a szerveren nincs beállítva az OFFICE_BASE_DOMAIN " +
  "(vagy a PUBLIC_URL). Szólj az üzemeltetőnek.";

/**
 * The base URL of links in mail a background job sends to a tenant (issue 23 §1; no request, so no
 * Host to fall back on): `PUBLIC_URL`, else `https://<slug>.<OFFICE_BASE_DOMAIN>`, else — outside
 * production only — `http://<slug>.localhost:<PORT>` (a local run, the e2e suite), else null (the mail
 * goes without links).
 */
export function tenantLinkBase(
  config: Pick<Config, "publicUrl" | "baseDomain" | "nodeEnv" | "port">,
  slug: string,
): string | null {
  const configured = configuredLinkBase(config, slug);
  if (configured) return configured;
  return config.nodeEnv === "production" ? null : `http://${slug}.localhost:${config.port}`;
}

/** `PUBLIC_URL` (no trailing slash), else `https://<slug>.<OFFICE_BASE_DOMAIN>`, else null. */
function configuredLinkBase(config: Pick<Config, "publicUrl" | "baseDomain">, slug: string): string | null {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  if (config.baseDomain) return `https://${slug}.${config.baseDomain}`;
  return null;
}
