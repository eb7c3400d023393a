import type { FastifyRequest } from "fastify";
import type { Platform } from "../app/platform.ts";
import { findLiveSessionUser } from "../modules/auth/auth.repository.ts";
import { unauthorized } from "./errors.ts";
import type { AuthContext } from "./request-context.ts";
import type { Tenant } from "./tenancy.ts";

const SESSION_ENDED = "A munkamenet lejárt vagy megszűnt. Jelentkezz be újra.";

/**
 * Authenticates a request on `tenant` (DESIGN §4): a bearer JWT with a valid signature, issuer,
 * audience and expiry, issued on this same tenant, whose server session is live and whose user is
 * active. Roles come from the database, not the token, so a role change takes effect at once.
 * Throws 401 otherwise.
 */
export async function authenticate(p: Platform, req: FastifyRequest, tenant: Tenant): Promise<AuthContext> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  const payload = await p.tokens.verify(match[1]);
  if (!payload || payload.tenantId !== tenant.slug) throw unauthorized(SESSION_ENDED);
  const live = await p.database.withTenant(tenant.id, (tx) =>
    findLiveSessionUser(tx, tenant.id, payload.sid),
  );
  if (!live) throw unauthorized(SESSION_ENDED);
  return {
    userId: live.userId,
    username: live.username,
    employeeId: live.employeeId ?? 0,
    roles: live.roles,
    sessionId: payload.sid,
    displayName: payload.displayName,
    exp: payload.exp,
  };
}
