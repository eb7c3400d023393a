import type { FastifyRequest } from "fastify";
import type { Platform } from "../app/platform.ts";
import { findLiveSessionUser } from "../modules/auth/auth.repository.ts";
import { unauthorized } from "./errors.ts";
import type { AuthContext } from "./request-context.ts";
import type { Tenant } from "./tenancy.ts";

const SESSION_ENDED = "A munkamenet lejárt vagy megszűnt. Jelentkezz be újra.";

/**
 * How long (ms) this instance trusts a live-session lookup. Logout and password changes on this
 * instance drop the entries at once (`forgetSessions`); another instance notices within this time.
 * It saves a database transaction on nearly every authenticated request under load.
 */
export const SESSION_CACHE_MS = 1000;
type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSessionUser>>>;
const sessionCache = new Map<string, { live: LiveSession; at: number }>();

/** Drops cached session lookups: all of them, or one session's. */
export function forgetSessions(sessionId?: string): void {
  if (sessionId) sessionCache.delete(sessionId);
  else sessionCache.clear();
}

async function liveSession(p: Platform, tenant: Tenant, sessionId: string): Promise<LiveSession | null> {
  const key = `${tenant.id}:${sessionId}`;
  const hit = sessionCache.get(key);
  if (hit && Date.now() - hit.at < SESSION_CACHE_MS) return hit.live;
  const live = await p.database.withTenant(tenant.id, (tx) => findLiveSessionUser(tx, tenant.id, sessionId));
  if (live) {
    if (sessionCache.size > 10_000) sessionCache.clear();
    sessionCache.set(key, { live, at: Date.now() });
  } else sessionCache.delete(key);
  return live;
}

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
  const live = await liveSession(p, tenant, payload.sid);
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
