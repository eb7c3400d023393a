import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { forbidden } from "../../platform/errors.ts";
import type { AuthContext, RequestContext } from "../../platform/request-context.ts";
import * as repo from "./auth.repository.ts";

/** What a caller wants to do to another employee's account (issue 7 §1). */
export type GuardedAction = "email" | "sendPassword" | "deactivate" | "delete";

const BECAUSE = "a fiókjának olyan jogosultsága van, amellyel te nem rendelkezel.";
const REFUSALS: Record<GuardedAction, string> = {
  email: `Nem módosíthatod ennek a munkatársnak az e-mail címét: ${BECAUSE}`,
  sendPassword: `Nem küldhetsz belépési linket ennek a munkatársnak: ${BECAUSE}`,
  deactivate: `Nem teheted inaktívvá ezt a munkatársat: ${BECAUSE}`,
  delete: `Nem törölheted ezt a munkatársat: ${BECAUSE}`,
};

/** The roles in `accountRoles` that `callerRoles` does not hold; none when the caller is companyAdmin. */
export function uncoveredRoles(callerRoles: readonly string[], accountRoles: readonly string[]): string[] {
  if (callerRoles.includes("companyAdmin")) return [];
  return accountRoles.filter((role) => !callerRoles.includes(role));
}

/**
 * The role coverage rule (issue 7 §1), the one check for every path that could hand an account to
 * someone else or take it from its owner: changing the employee's e-mail, sending a set-password link,
 * deactivating, deleting. Answers the employee's accounts (oldest first; empty when none) when `auth`
 * holds every role of each of them (companyAdmin holds all); otherwise 403 with a Hungarian message
 * naming the action. Runs in the caller's tenant transaction.
 */
export async function assertCoversAccounts(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  employeeId: number,
  action: GuardedAction,
): Promise<repo.UserRow[]> {
  const accounts = await repo.findUsersOfEmployee(tx, tenantId, employeeId);
  if (accounts.some((account) => uncoveredRoles(auth.roles, account.roles).length > 0)) {
    throw forbidden(REFUSALS[action]);
  }
  return accounts;
}

/** A notice to the old address after an e-mail change (sent after the transaction commits). */
export type EmailChangeNotice = { to: string };

/**
 * Applies an employee's e-mail change to their accounts inside `tx`: the accounts' address follows the
 * record, every session ends (but the caller's own, when they change their own address), and the old address gets a notice (returned; send with
 * `sendEmailChangeNotices`). Nothing happens when the employee has no account.
 */
export async function applyEmailChange(
  tx: Tx,
  tenantId: number,
  accounts: readonly repo.UserRow[],
  oldEmail: string | null,
  newEmail: string | null,
  caller: Pick<AuthContext, "userId" | "sessionId">,
): Promise<EmailChangeNotice[]> {
  if (accounts.length === 0) return [];
  for (const account of accounts) {
    await repo.updateUserEmail(tx, tenantId, account.id, newEmail);
    const keep = account.id === caller.userId ? caller.sessionId : undefined;
    await repo.revokeUserSessions(tx, tenantId, account.id, keep);
  }
  const old = oldEmail?.trim();
  return old ? [{ to: old }] : [];
}

/** Mails the e-mail change notices (Hungarian; the mailer logs a failed delivery, the change stays). */
export async function sendEmailChangeNotices(
  p: Platform,
  ctx: RequestContext,
  notices: readonly EmailChangeNotice[],
): Promise<void> {
  for (const notice of notices) {
    await p.mailer.send({
      tenantId: ctx.tenant.id,
      to: notice.to,
      subject: "Office – megváltozott a fiókod e-mail címe",
      text:
        `Az Office-fiókodhoz (${ctx.tenant.name || ctx.tenant.slug}) tartozó e-mail címet megváltoztatták, ` +
        `ezért minden bejelentkezésed megszűnt. A belépési és jelszó-visszaállító levelek mostantól az új ` +
        `címre mennek.\n\nHa nem tudsz erről a változásról, azonnal szólj a HR-nek vagy a cégadminisztrátornak.`,
    });
  }
}

/**
 * Disables (`active` false: the accounts cannot sign in, every session ends) or re-enables the
 * accounts of an employee inside `tx` — deactivation and reactivation of the employee (issue 7 §1).
 */
export async function setEmployeeAccountsActive(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  active: boolean,
): Promise<void> {
  await repo.setEmployeeUsersActive(tx, tenantId, employeeId, active);
  if (!active) await repo.revokeEmployeeSessions(tx, tenantId, employeeId);
}
