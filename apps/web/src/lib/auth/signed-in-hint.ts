import { SIGNED_IN_HINT_COOKIE } from "@office/shared/http/route-preloads";

/** How long the hint lives without a visit (s): it is written again at every start of the app. */
export const SIGNED_IN_HINT_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Keeps the signed-in hint cookie (packages/shared http/route-preloads.ts) in step with the token: set
 * (`1`) while the token is non-empty — SPEC §4's "authenticated" —, removed when it is empty. The server
 * reads it only to choose which page's chunks index.html names; it carries no credential.
 */
export function writeSignedInHint(token: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const maxAge = token === "" ? 0 : SIGNED_IN_HINT_MAX_AGE_S;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
