import type { FastifyRequest } from "fastify";
import type { Platform } from "./platform.ts";
import { unauthorized } from "./errors.ts";
import { SESSION_ENDED, runWithSessionCheck, sessionEnded, type SessionCheck } from "./live-session.ts";
import type { AuthContext } from "./request-context.ts";
import type { Tenant } from "./tenancy.ts";

/**
 * Authenticates a request on `tenant` from its bearer JWT alone (DESIGN §4), with no database
 * round trip: valid signature, issuer, audience and expiry, issued on this same tenant, with a
 * `uid` claim (older tokens lack it: 401, sign in again). Answers the caller, taken from the claims,
 * and the request's session check, `pending`: the request's first tenant transaction checks in its
 * opening message that the session is live, the user active and the claims (user, username,
 * employee, roles) still those of the account (see `live-session.ts`, `db.ts`), and
 * {@link confirmSession} does it before any other response leaves. Throws 401 otherwise.
 */
export async function authenticate(
  p: Platform,
  req: FastifyRequest,
  tenant: Tenant,
): Promise<{ auth: AuthContext; check: SessionCheck }> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  const payload = await p.tokens.verify(match[1]);
  if (!payload || payload.tenantId !== tenant.slug) throw unauthorized(SESSION_ENDED);
  const auth: AuthContext = {
    userId: payload.uid,
    username: payload.username,
    employeeId: payload.employeeId,
    roles: payload.role,
    sessionId: payload.sid,
    displayName: payload.displayName,
    exp: payload.exp,
  };
  const check: SessionCheck = {
    state: "pending",
    pipelined: req.method === "GET" || req.method === "HEAD",
    claims: {
      tenantId: tenant.id,
      sessionId: payload.sid,
      userId: payload.uid,
      username: payload.username,
      employeeId: payload.employeeId,
      roles: payload.role,
    },
  };
  return { auth, check };
}

/**
 * Makes sure the request's session was checked: when no tenant transaction has done it yet, one
 * transaction (BEGIN + settings + check, then COMMIT) does. Throws 401 when the session is dead.
 */
export async function confirmSession(p: Platform, check: SessionCheck): Promise<void> {
  if (check.state === "pending") {
    await new Promise<void>((resolve, reject) =>
      runWithSessionCheck(check, () => {
        p.database.withTenant(check.claims.tenantId, async () => undefined).then(resolve, reject);
      }),
    );
  }
  if (check.state !== "live") throw sessionEnded();
}
