import { AsyncLocalStorage } from "node:async_hooks";
import { unauthorized } from "./errors.ts";

/** The 401 message of a token whose server session ended (revoked, expired, user inactive, changed). */
export const SESSION_ENDED = "A munkamenet lejárt vagy megszűnt. Jelentkezz be újra.";

/** What a verified access token claims about its caller; the database has not confirmed it yet. */
export type SessionClaims = {
  tenantId: number;
  /** The server session id (`sid`), a UUID. */
  sessionId: string;
  userId: number;
  username: string;
  /** 0 when the account belongs to no employee. */
  employeeId: number;
  roles: readonly string[];
};

/**
 * The session check of one authenticated request (DESIGN §4). `pending` until the first tenant
 * transaction of the request confirms it in its opening round trip (see `db.ts`), or the access
 * hook's guard does before a response leaves; then `live` or `dead` for the rest of the request.
 */
export type SessionCheck = { claims: SessionClaims; state: "pending" | "live" | "dead" };

const scope = new AsyncLocalStorage<SessionCheck>();

/** Runs `fn` (and everything it starts) with `check` as the request's session check. */
export function runWithSessionCheck(check: SessionCheck, fn: () => void): void {
  scope.run(check, fn);
}

/** The session check of the request whose code is running, if any. */
export function currentSessionCheck(): SessionCheck | undefined {
  return scope.getStore();
}

/** The 401 a dead session answers (Hungarian, DESIGN §4). */
export const sessionEnded = () => unauthorized(SESSION_ENDED);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID string (the only form a session id may take into SQL). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** True for a tenant id that may be written into SQL as a literal (a positive 32-bit integer). */
export function isTenantId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

/**
 * One SELECT that answers the session's account when the session is live (not revoked, not expired,
 * same tenant) and the user active; no row otherwise. It runs as the app role with `app.tenant_id`
 * set, so row-level security applies too. The tenant id and session id are the only values in it,
 * written as literals because the statement travels in one simple-query message with BEGIN; both are
 * validated here (integer, UUID) and nothing else is ever interpolated. Throws on invalid values.
 */
export function liveSessionSql(claims: Pick<SessionClaims, "tenantId" | "sessionId">): string {
  if (!isTenantId(claims.tenantId)) throw new Error(`invalid tenant id ${claims.tenantId}`);
  if (!isUuid(claims.sessionId)) throw new Error("invalid session id");
  return (
    "select u.id as user_id, u.username, u.employee_id, u.roles from sessions s " +
    "join users u on u.tenant_id = s.tenant_id and u.id = s.user_id " +
    `where s.tenant_id = ${claims.tenantId} and s.id = '${claims.sessionId.toLowerCase()}'::uuid ` +
    "and s.revoked_at is null and s.expires_at > now() and u.active"
  );
}

type SessionRow = { user_id: number; username: string; employee_id: number | null; roles: string[] };

/**
 * True when `row` (from {@link liveSessionSql}) exists and is the account the token claims, with the
 * same username, employee and roles. Role changes and deactivation also revoke sessions; comparing
 * here means a token's role claim is only ever trusted while the database still agrees with it.
 */
export function sessionRowMatches(row: unknown, claims: SessionClaims): boolean {
  if (!row || typeof row !== "object") return false;
  const r = row as SessionRow;
  if (r.user_id !== claims.userId || r.username !== claims.username) return false;
  if ((r.employee_id ?? 0) !== claims.employeeId) return false;
  const roles = Array.isArray(r.roles) ? r.roles : [];
  return roles.length === claims.roles.length && roles.every((role) => claims.roles.includes(role));
}

declare module "fastify" {
  interface FastifyRequest {
    /** The session check of an authenticated request (null on public and tenant routes). */
    sessionCheck: SessionCheck | null;
  }
}
