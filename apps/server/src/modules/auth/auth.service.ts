import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessToken,
  type LoginInput,
  type PasswordChangeInput,
  type PasswordResetInput,
} from "@office/shared/auth/auth.contract";
import type { Platform } from "../../app/platform.ts";
import {
  badRequest,
  conflict,
  isUniqueViolation,
  tooManyRequests,
  unauthorized,
} from "../../platform/errors.ts";
import { hashPassword, passwordPolicyViolation, verifyPassword } from "../../platform/passwords.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit, countRecentAudit } from "../audit/audit.repository.ts";
import * as repo from "./auth.repository.ts";
import { findEmployeeOr404 } from "../employees/employees.service.ts";
import { forgetSessions } from "../../platform/authenticate.ts";

/** Login rate limits (DESIGN §4): failures counted from the audit log over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Password reset links live 1 hour (DESIGN §4). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link HR sends a (new) employee to set a password lives 3 days: it may arrive before the first day. */
export const WELCOME_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const BAD_CREDENTIALS = "Hibás felhasználónév vagy jelszó.";
const TOO_MANY = "Túl sok sikertelen bejelentkezési kísérlet. Próbáld újra 15 perc múlva.";
const RESET_SENT =
  "Ha a megadott e-mail cím szerepel a rendszerben, elküldtük rá a jelszó-visszaállító linket.";

// A real argon2id hash of a random password, verified against when the username is unknown so that
// both paths take the same time and do not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * `POST /api/login2`: checks the credentials of `input` on the request's tenant, opens a server
 * session and returns `{ access_token }` (7 days). Every attempt is audited. Errors: 401 bad
 * credentials or inactive account; 429 after 5 failures of the account or 20 of the IP in 15 minutes.
 */
export async function login(p: Platform, ctx: RequestContext, input: LoginInput): Promise<AccessToken> {
  const tenantId = ctx.tenant.id;
  const username = input.username.trim().toLowerCase();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const outcome = await p.database.withTenant(tenantId, async (tx) => {
    const audit = (action: string, userId?: number) =>
      appendAudit(tx, {
        tenantId,
        userId: userId ?? null,
        username,
        ip: ctx.ip,
        action,
        target: `user:${username}`,
      });
    const byAccount = await countRecentAudit(tx, tenantId, "auth.login.failed", since, { username });
    const byIp = await countRecentAudit(tx, tenantId, "auth.login.failed", since, { ip: ctx.ip });
    if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP) {
      await audit("auth.login.blocked");
      return { kind: "blocked" as const };
    }
    const found = await repo.findUserByUsername(tx, tenantId, username);
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), input.password);
    if (!found || !ok || !found.user.active || !found.user.passwordHash) {
      await audit("auth.login.failed", found?.user.id);
      return { kind: "failed" as const };
    }
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
  if (outcome.kind === "blocked") throw tooManyRequests(TOO_MANY);
  if (outcome.kind === "failed") throw unauthorized(BAD_CREDENTIALS);
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
 */
export async function refresh(p: Platform, ctx: RequestContext): Promise<AccessToken> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const found = await p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findUserById(tx, tenantId, auth.userId);
    if (!row) return null;
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
  forgetSessions();
}

/**
 * `POST /api/passwordChange`: checks the current password, applies the policy to the new one, stores
 * it (argon2id) and ends every other session of the user. Errors: 400 wrong current password or policy.
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
    const row = await repo.findUserById(tx, tenantId, auth.userId);
    if (!row?.user.passwordHash || !(await verifyPassword(row.user.passwordHash, input.oldPassword))) {
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
  forgetSessions();
}

/**
 * `POST /api/forgotPassword`: when an active account has this e-mail, mails it a single-use link to
 * `/jelszo-visszaallitas?token=…` valid 1 hour. The answer is the same either way (no enumeration).
 */
export async function requestPasswordReset(p: Platform, ctx: RequestContext, email: string): Promise<string> {
  const tenantId = ctx.tenant.id;
  const mails = await p.database.withTenant(tenantId, async (tx) => {
    const accounts = await repo.findActiveUsersByEmail(tx, tenantId, email);
    const out: { to: string; token: string }[] = [];
    for (const user of accounts) {
      const token = randomBytes(32).toString("base64url");
      await repo.insertPasswordReset(tx, {
        tenantId,
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      out.push({ to: user.email ?? email, token });
    }
    await appendAudit(tx, {
      tenantId,
      ip: ctx.ip,
      action: "auth.password.reset_requested",
      target: `email:${email.toLowerCase()}`,
      details: { accounts: accounts.length },
    });
    return out;
  });
  const base = p.config.publicUrl?.replace(/\/$/, "") ?? ctx.origin;
  for (const mail of mails) {
    await p.mailer.send({
      tenantId,
      to: mail.to,
      subject: "Office – jelszó visszaállítása",
      text:
        `Jelszó-visszaállítást kértek a fiókodhoz (${ctx.tenant.name || ctx.tenant.slug}).\n\n` +
        `Az új jelszót ezen a linken állíthatod be (1 óráig érvényes, egyszer használható):\n` +
        `${base}/jelszo-visszaallitas?token=${mail.token}\n\n` +
        `Ha nem te kérted, hagyd figyelmen kívül ezt a levelet.`,
    });
  }
  return RESET_SENT;
}

/**
 * `POST /api/passwordReset`: consumes the token, sets the new password and ends every session of the
 * account. Errors: 400 for an unknown, used or expired token, or a password the policy refuses.
 */
export async function resetPassword(
  p: Platform,
  ctx: RequestContext,
  input: PasswordResetInput,
): Promise<void> {
  const tenantId = ctx.tenant.id;
  // Errors are thrown inside the transaction so that it rolls back: a refused password does not burn the token.
  await p.database.withTenant(tenantId, async (tx) => {
    const userId = await repo.consumePasswordReset(tx, tenantId, sha256(input.token));
    const row = userId === null ? null : await repo.findUserById(tx, tenantId, userId);
    if (!row || !row.user.active) {
      throw badRequest("A jelszó-visszaállító link érvénytelen vagy lejárt. Kérj újat.");
    }
    const violation = passwordPolicyViolation(input.password, row.user.username);
    if (violation) throw badRequest(violation, { password: violation });
    await repo.updatePasswordHash(tx, tenantId, row.user.id, await hashPassword(input.password));
    await repo.revokeUserSessions(tx, tenantId, row.user.id);
    await appendAudit(tx, {
      tenantId,
      userId: row.user.id,
      username: row.user.username,
      ip: ctx.ip,
      action: "auth.password.reset",
      target: `user:${row.user.id}`,
    });
  });
  forgetSessions();
}

/**
 * `GET /api/employee/{id}/sendPassword` (hr): mails the employee (to the e-mail on their record) a
 * single-use link to `/jelszo-visszaallitas?token=…`, valid 3 days, to set their password (DESIGN §4).
 * An employee without an account gets one first: username = the e-mail address, no roles, no password
 * until the link is used. Returns the Hungarian confirmation naming the address.
 * Errors: 404 unknown employee (or another tenant's); 409 inactive employee, no e-mail on the record,
 * inactive account, or the e-mail already used as another account's username.
 */
export async function sendPasswordLink(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
): Promise<string> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const token = randomBytes(32).toString("base64url");
  let mail: { to: string; username: string; created: boolean };
  try {
    mail = await p.database.withTenant(tenantId, async (tx) => {
      const employee = await findEmployeeOr404(tx, tenantId, employeeId);
      if (!employee.active) throw conflict("Inaktív munkatárs nem kaphat belépési linket.");
      const email = employee.email?.trim();
      if (!email)
        throw conflict("A munkatárs adatlapján nincs e-mail cím, ezért nem küldhető belépési link.");
      const existing = (await repo.findUsersOfEmployee(tx, tenantId, employeeId))[0];
      if (existing && !existing.active) throw conflict("A munkatárs fiókja le van tiltva.");
      const account =
        existing ?? (await repo.insertUser(tx, { tenantId, username: email, email, employeeId }));
      await repo.insertPasswordReset(tx, {
        tenantId,
        tokenHash: sha256(token),
        userId: account.id,
        expiresAt: new Date(Date.now() + WELCOME_TOKEN_TTL_MS),
      });
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "auth.password.link_sent",
        target: `employee:${employeeId}`,
        details: { accountCreated: !existing, userId: account.id },
      });
      return { to: email, username: account.username, created: !existing };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict("Ez az e-mail cím már egy másik fiók felhasználóneve. Adj meg másik e-mail címet.");
    }
    throw err;
  }
  const base = p.config.publicUrl?.replace(/\/$/, "") ?? ctx.origin;
  await p.mailer.send({
    tenantId,
    to: mail.to,
    subject: "Office – belépés beállítása",
    text:
      `${mail.created ? "Fiókot hoztunk létre neked" : "Belépési linket küldtünk neked"} az Office-ban ` +
      `(${ctx.tenant.name || ctx.tenant.slug}).\n\n` +
      `Felhasználóneved: ${mail.username}\n\n` +
      `A jelszavadat ezen a linken állíthatod be (3 napig érvényes, egyszer használható):\n` +
      `${base}/jelszo-visszaallitas?token=${token}\n\n` +
      `Ha nem számítottál erre a levélre, szólj a HR-nek.`,
  });
  return `A belépési linket elküldtük: ${mail.to}`;
}
