import { randomBytes, randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessToken,
  type LoginInput,
  type PasswordChangeInput,
} from "@office/shared/auth/auth.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, tooManyRequests, unauthorized } from "../../platform/errors.ts";
import { hashPassword, passwordPolicyViolation, verifyPassword } from "../../platform/passwords.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./auth.repository.ts";
import * as throttle from "./throttle.ts";

const BAD_CREDENTIALS = "Hibás felhasználónév vagy jelszó.";
const ACCOUNT_DISABLED = "A fiókod le van tiltva. Fordulj a HR-hez.";

// A real argon2id hash of a random password, verified against when the username is unknown so that
// both paths take the same time and do not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

/**
 * `POST /api/login2`: checks the credentials of `input` on the request's tenant, opens a server
 * session and returns `{ access_token }` (7 days). Every attempt is audited. Errors: 401 bad
 * credentials; 401 "A fiókod le van tiltva…" for the right password of a disabled account (deactivated
 * employee); 429 while the throttle of `throttle.ts` refuses the account from this address (5 failures
 * per account and IP, a growing delay of at most 30 s after 10 failures from everywhere, 20 per IP).
 */
export async function login(p: Platform, ctx: RequestContext, input: LoginInput): Promise<AccessToken> {
  const tenantId = ctx.tenant.id;
  const username = input.username.trim().toLowerCase();
  const outcome = await p.database.withTenant(tenantId, async (tx) => {
    const audit = (action: string, userId?: number, details?: Record<string, unknown>) =>
      appendAudit(tx, {
        tenantId,
        userId: userId ?? null,
        username,
        ip: ctx.ip,
        action,
        target: `user:${username}`,
        details: details ?? null,
      });
    const throttled = await throttle.checkLogin(tx, tenantId, username, ctx.ip);
    if (throttled) {
      await audit("auth.login.blocked", undefined, { ...throttled });
      return { kind: "blocked" as const, throttled };
    }
    const found = await repo.findUserByUsername(tx, tenantId, username);
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), input.password);
    if (!found || !ok || !found.user.passwordHash) {
      await throttle.recordLoginFailure(tx, tenantId, username, ctx.ip);
      await audit("auth.login.failed", found?.user.id);
      return { kind: "failed" as const };
    }
    if (!found.user.active) {
      await audit("auth.login.disabled", found.user.id);
      return { kind: "disabled" as const };
    }
    await throttle.recordLoginSuccess(tx, tenantId, username, ctx.ip);
    const sessionId = randomUUID();
    await repo.insertSession(tx, {
      tenantId,
      id: sessionId,
      userId: found.user.id,
      expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit("auth.login.succeeded", found.user.id);
    return { kind: "ok" as const, user: found.user, employeeName: found.employeeName, sessionId };
  });
  if (outcome.kind === "blocked")
    throw tooManyRequests(tooManyMessage(outcome.throttled), outcome.throttled.retryAfterSec);
  if (outcome.kind === "failed") throw unauthorized(BAD_CREDENTIALS);
  if (outcome.kind === "disabled") throw unauthorized(ACCOUNT_DISABLED);
  const { user, employeeName, sessionId } = outcome;
  return {
    access_token: await issueToken(p, ctx, {
      sessionId,
      userId: user.id,
      username: user.username,
      roles: user.roles,
      employeeId: user.employeeId ?? 0,
      displayName: employeeName ?? user.username,
    }),
  };
}

/** The Hungarian 429 message of a throttle refusal, with the wait in minutes or seconds. */
function tooManyMessage(t: throttle.Throttled): string {
  const wait =
    t.retryAfterSec >= 60 ? `${Math.ceil(t.retryAfterSec / 60)} perc` : `${t.retryAfterSec} másodperc`;
  if (t.reason === "passwordChange") return `Túl sok hibás jelenlegi jelszó. Próbáld újra ${wait} múlva.`;
  if (t.reason === "accountDelay")
    return `Ehhez a fiókhoz túl sok sikertelen bejelentkezési kísérlet érkezett. Próbáld újra ${wait} múlva.`;
  return `Túl sok sikertelen bejelentkezési kísérlet. Próbáld újra ${wait} múlva.`;
}

async function issueToken(
  p: Platform,
  ctx: RequestContext,
  who: {
    sessionId: string;
    userId: number;
    username: string;
    roles: string[];
    employeeId: number;
    displayName: string;
  },
): Promise<string> {
  return p.tokens.sign(
    {
      sid: who.sessionId,
      uid: who.userId,
      appVersion: p.appVersion,
      resourceId: who.employeeId,
      role: who.roles,
      displayName: who.displayName,
      company: ctx.tenant.name || ctx.tenant.slug,
      employeeId: who.employeeId,
      username: who.username,
      tenantId: ctx.tenant.slug,
    },
    ACCESS_TOKEN_TTL_SECONDS,
  );
}

/**
 * `GET /api/tokenRefresh`: a new token for the caller's live session, with a fresh 7-day expiry;
 * the session's expiry moves with it. Roles and name are re-read, so the token reflects the account now.
 * Errors: 401 when the account was disabled meanwhile.
 */
export async function refresh(p: Platform, ctx: RequestContext): Promise<AccessToken> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const found = await p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findUserById(tx, tenantId, auth.userId);
    if (!row?.user.active) return null;
    await repo.extendSession(
      tx,
      tenantId,
      auth.sessionId,
      new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    );
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "auth.token.refreshed",
      target: `session:${auth.sessionId}`,
    });
    return row;
  });
  if (!found) throw unauthorized();
  return {
    access_token: await issueToken(p, ctx, {
      sessionId: auth.sessionId,
      userId: found.user.id,
      username: found.user.username,
      roles: found.user.roles,
      employeeId: found.user.employeeId ?? 0,
      displayName: found.employeeName ?? found.user.username,
    }),
  };
}

/** `POST /api/logout`: ends the caller's server session; its token stops working at once. */
export async function logout(p: Platform, ctx: RequestContext): Promise<void> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    await repo.revokeSession(tx, tenantId, auth.sessionId);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "auth.logout",
      target: `session:${auth.sessionId}`,
    });
  });
}

/**
 * `POST /api/passwordChange`: checks the current password, applies the policy to the new one, stores
 * it (argon2id) and ends every other session of the user. Errors: 400 wrong current password or policy;
 * 429 for 15 minutes after 5 wrong current passwords within 15 minutes (`throttle.ts`).
 */
export async function changePassword(
  p: Platform,
  ctx: RequestContext,
  input: PasswordChangeInput,
): Promise<void> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const violation = passwordPolicyViolation(input.newPassword, auth.username);
  if (violation) throw badRequest(violation, { newPassword: violation });
  const error = await p.database.withTenant(tenantId, async (tx) => {
    const throttled = await throttle.checkPasswordChange(tx, tenantId, auth.userId);
    if (throttled) return tooManyRequests(tooManyMessage(throttled), throttled.retryAfterSec);
    const row = await repo.findUserById(tx, tenantId, auth.userId);
    if (!row?.user.passwordHash || !(await verifyPassword(row.user.passwordHash, input.oldPassword))) {
      await throttle.recordPasswordChangeFailure(tx, tenantId, auth.userId);
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "auth.password.change_failed",
        target: `user:${auth.userId}`,
      });
      return badRequest("A jelenlegi jelszó nem megfelelő.", {
        oldPassword: "A jelenlegi jelszó nem megfelelő.",
      });
    }
    await throttle.clearPasswordChangeFailures(tx, tenantId, auth.userId);
    await repo.updatePasswordHash(tx, tenantId, auth.userId, await hashPassword(input.newPassword));
    await repo.revokeUserSessions(tx, tenantId, auth.userId, auth.sessionId);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "auth.password.changed",
      target: `user:${auth.userId}`,
    });
    return null;
  });
  if (error) throw error;
}
