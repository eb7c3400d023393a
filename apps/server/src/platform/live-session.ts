import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
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
export type SessionCheck = {
  claims: SessionClaims;
  state: "pending" | "live" | "dead";
  /**
   * True for a GET or HEAD request: its first statements may go to PostgreSQL behind the session check,
   * before the check's answer (one round trip instead of two). The check aborts the transaction when
   * the session has ended, so those statements then change and answer nothing, and the request still
   * answers 401. Other methods wait for the check before their handler's transaction work starts, so
   * nothing they do outside the database (files, mail) happens for an ended session.
   */
  pipelined: boolean;
};

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

/** The SQLSTATE that `office_require_session` (migration 0015) raises for a session that has ended. */
export const SESSION_ENDED_SQLSTATE = "OF401";

/**
 * A PostgreSQL string literal for `value`, quoted by node-postgres' `escapeLiteral` (quotes doubled,
 * the `E''` form when it holds a backslash, so it reads the same whatever `standard_conforming_strings`
 * is). Throws on NUL, which no PostgreSQL text can hold.
 */
function textLiteral(value: string): string {
  if (value.includes("\0")) throw new Error("NUL in a SQL literal");
  return pg.escapeLiteral(value);
}

/** A 32-bit integer literal; throws on anything else. */
function intLiteral(value: number): string {
  if (!Number.isInteger(value) || value < -2_147_483_648 || value > 2_147_483_647) {
    throw new Error(`invalid integer ${value}`);
  }
  return String(value);
}

/**
 * The statement that checks the request's session (DESIGN §4): `office_require_session` (migration
 * 0015) answers true when the session is live (not revoked, not expired, on this tenant), its user
 * active and the account still the one the token claims (user, username, employee, the same roles);
 * otherwise it raises {@link SESSION_ENDED_SQLSTATE}, which aborts the transaction, so nothing sent
 * behind it in the same transaction runs. It goes out as a literal statement in the simple-query
 * message that opens the transaction (BEGIN; settings; this): numbers are checked integers, the
 * session id a checked UUID, texts quoted by {@link textLiteral}. Throws on invalid claims.
 */
export function requireSessionSql(claims: SessionClaims): string {
  if (!isTenantId(claims.tenantId)) throw new Error(`invalid tenant id ${claims.tenantId}`);
  if (!isUuid(claims.sessionId)) throw new Error("invalid session id");
  const roles = claims.roles.map(textLiteral).join(", ");
  return (
    `select office_require_session(${intLiteral(claims.tenantId)}, ` +
    `'${claims.sessionId.toLowerCase()}'::uuid, ${intLiteral(claims.userId)}, ` +
    `${textLiteral(claims.username)}, ${intLiteral(claims.employeeId)}, array[${roles}]::text[])`
  );
}

declare module "fastify" {
  interface FastifyRequest {
    /** The session check of an authenticated request (null on public and tenant routes). */
    sessionCheck: SessionCheck | null;
  }
}
