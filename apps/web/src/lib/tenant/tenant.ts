/**
 * SPEC §1: the tenant is the first label of the host name (`demo.localhost` → `demo`), lower-cased.
 * The server maps `localhost` and bare IPs to its default tenant.
 */
export function getHostLabel(hostname: string = window.location.hostname): string {
  return (hostname.split(".")[0] ?? "").toLowerCase();
}
