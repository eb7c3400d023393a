import { createHash, randomBytes } from "node:crypto";
import type { PasswordResetInput } from "@office/shared/auth/auth.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, isUniqueViolation } from "../../platform/errors.ts";
import { mailLinkBase, NO_LINK_BASE } from "../../platform/mail-links.ts";
import { hashPassword, passwordPolicyViolation } from "../../platform/passwords.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { findEmployeeOr404 } from "../employees/employees.service.ts";
import { assertCoversAccounts } from "./account-guard.ts";
import * as repo from "./auth.repository.ts";
import * as throttle from "./throttle.ts";

/** Password reset links live 1 hour (DESIGN §4). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link HR sends a (new) employee to set a password lives 3 days: it may arrive before the first day. */
export const WELCOME_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const RESET_SENT =
  "Ha a megadott e-mail cím szerepel a rendszerben, elküldtük rá a jelszó-visszaállító linket.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * `POST /api/forgotPassword`: when an active account has this e-mail, mails it a single-use link to
 * `/jelszo-visszaallitas?token=…` valid 1 hour, on the base of `mailLinkBase`. The answer is the same
 * either way (no enumeration), also when no mail goes out because the address already got 3 requests
 * this hour (`throttle.allowResetMail`) or no link base is configured for a non-loopback host.
 */
export async function requestPasswordReset(p: Platform, ctx: RequestContext, email: string): Promise<string> {
  const tenantId = ctx.tenant.id;
  const base = mailLinkBase(p.config, ctx);
  const mails = await p.database.withTenant(tenantId, async (tx) => {
    const allowed = await throttle.allowResetMail(tx, tenantId, email);
    const accounts = allowed && base ? await repo.findActiveUsersByEmail(tx, tenantId, email) : [];
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
      details: {
        accounts: accounts.length,
        ...(allowed ? {} : { throttled: true }),
        ...(base ? {} : { noLinkBase: true }),
      },
    });
    return out;
  });
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
 * `POST /api/passwordReset`: consumes the token, sets the new password, ends every session of the
 * account and clears its sign-in throttle counters (`throttle.clearAccountCounters`). Errors: 400 for an unknown, used or expired token, or a password the policy refuses.
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
    await throttle.clearAccountCounters(tx, tenantId, row.user.username, row.user.id);
    await appendAudit(tx, {
      tenantId,
      userId: row.user.id,
      username: row.user.username,
      ip: ctx.ip,
      action: "auth.password.reset",
      target: `user:${row.user.id}`,
    });
  });
}

/**
 * `GET /api/employee/{id}/sendPassword` (hr): mails the employee (to the e-mail on their record) a
 * single-use link to `/jelszo-visszaallitas?token=…`, valid 3 days, to set their password (DESIGN §4).
 * An employee without an account gets one first: username = the e-mail address, no roles, no password
 * until the link is used; an existing account gets a link only when the caller holds every role of it
 * (`assertCoversAccounts`). Returns the Hungarian confirmation naming the address.
 * Errors: 403 account with a role the caller lacks; 404 unknown employee (or another tenant's); 409
 * inactive employee, no e-mail on the record, inactive account, the e-mail already used as another
 * account's username, or no link base configured (`mailLinkBase`, `NO_LINK_BASE`).
 */
export async function sendPasswordLink(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
): Promise<string> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const base = mailLinkBase(p.config, ctx);
  if (!base) throw conflict(NO_LINK_BASE);
  const token = randomBytes(32).toString("base64url");
  let mail: { to: string; username: string; created: boolean };
  try {
    mail = await p.database.withTenant(tenantId, async (tx) => {
      const employee = await findEmployeeOr404(tx, tenantId, employeeId);
      if (!employee.active) throw conflict("Inaktív munkatárs nem kaphat belépési linket.");
      const email = employee.email?.trim();
      if (!email)
        throw conflict("A munkatárs adatlapján nincs e-mail cím, ezért nem küldhető belépési link.");
      const existing = (await assertCoversAccounts(tx, auth, tenantId, employeeId, "sendPassword"))[0];
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
