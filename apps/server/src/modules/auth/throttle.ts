import { and, eq, or, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { lockFor } from "../../platform/locks.ts";
import { authThrottle } from "./throttle.table.ts";

/**
 * Sign-in abuse limits (issue 7 §5, OWASP "Blocking Brute Force Attacks"), counted in `auth_throttle`.
 *
 * Login (`POST /api/login2`), per tenant, username lower-cased:
 * - **account + IP**: 5 wrong passwords from one IP within 15 minutes (window from the first failure)
 *   refuse that IP for that account for 15 minutes (429). Other addresses are not affected, so the
 *   owner signs in from elsewhere. A successful login from the IP clears its counter.
 * - **account, all sources**: from the 10th failure on (counter kept while failures keep coming less
 *   than 15 minutes apart) every further failure makes the account wait 1, 2, 4, 8, 16 and then at most
 *   30 seconds before the next check from an address that has not signed in to it successfully within
 *   30 days (429 with the seconds to wait). A distributed guesser gets about 2 guesses a minute; the
 *   owner with the right password from a new address waits at most 30 seconds, from a known one not at all.
 * - **IP, all accounts**: 20 failures from one IP within 15 minutes refuse that IP for 15 minutes.
 * - A password reset (link used) clears every counter of the account.
 *
 * Attempts are checked and recorded under `lockFor(tx, "loginAttempts", tenantId, username)`, so
 * concurrent attempts on one account are counted exactly (at most 5 passwords checked from one IP).
 *
 * Password change: 5 wrong current passwords within 15 minutes → 429 for 15 minutes (per account,
 * under the `passwordChange` lock). Reset mails: at most 3 per address per hour (atomic counter).
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_IP = 5;
export const MAX_FAILURES_PER_IP = 20;
export const BLOCK_MS = 15 * 60 * 1000;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_DELAY_MAX_MS = 30_000;
export const KNOWN_SOURCE_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_PASSWORD_CHANGE_FAILURES = 5;
export const MAX_RESET_MAILS_PER_ADDRESS = 3;
export const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

const ALL = "*";
type Key = { kind: string; subject: string; source: string };
type Row = typeof authThrottle.$inferSelect;

/** A refusal: why, and how many seconds until the next attempt may be checked. */
export type Throttled = {
  reason: "accountIp" | "ip" | "accountDelay" | "passwordChange";
  retryAfterSec: number;
};

const iso = (ms: number) => new Date(ms).toISOString();
const secondsUntil = (until: Date, now: number) => Math.max(1, Math.ceil((until.getTime() - now) / 1000));
const loginKey = (username: string, ip: string): Key => ({ kind: "login", subject: username, source: ip });
const accountKey = (username: string): Key => ({ kind: "login", subject: username, source: ALL });
const ipKey = (ip: string): Key => ({ kind: "login-ip", subject: ip, source: ALL });

async function readRows(tx: Tx, tenantId: number, keys: Key[]): Promise<(Row | undefined)[]> {
  const rows = await tx
    .select()
    .from(authThrottle)
    .where(
      and(
        eq(authThrottle.tenantId, tenantId),
        or(
          ...keys.map((k) =>
            and(
              eq(authThrottle.kind, k.kind),
              eq(authThrottle.subject, k.subject),
              eq(authThrottle.source, k.source),
            ),
          ),
        ),
      ),
    );
  return keys.map((k) =>
    rows.find((r) => r.kind === k.kind && r.subject === k.subject && r.source === k.source),
  );
}

/**
 * Adds one to the counter of `key` and answers the new count. The count restarts at 1 when its
 * window is over: `windowMs` after the window started, or (`sliding`) after the last counted event.
 * Atomic (one upsert), so it is exact even without a lock.
 */
async function bump(
  tx: Tx,
  tenantId: number,
  key: Key,
  now: number,
  windowMs: number,
  sliding = false,
): Promise<number> {
  const cutoff = sql`${iso(now - windowMs)}::timestamptz`;
  const since = sliding ? authThrottle.updatedAt : authThrottle.windowStartedAt;
  const expired = sql`${since} < ${cutoff}`;
  const at = sql`${iso(now)}::timestamptz`;
  const rows = await tx
    .insert(authThrottle)
    .values({ tenantId, ...key, failures: 1, windowStartedAt: new Date(now), updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [authThrottle.tenantId, authThrottle.kind, authThrottle.subject, authThrottle.source],
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at} else ${authThrottle.windowStartedAt} end`,
        updatedAt: at,
      },
    })
    .returning({ failures: authThrottle.failures });
  return rows[0]?.failures ?? 1;
}

async function setBlockedUntil(tx: Tx, tenantId: number, key: Key, until: number): Promise<void> {
  await tx
    .update(authThrottle)
    .set({ blockedUntil: new Date(until) })
    .where(
      and(
        eq(authThrottle.tenantId, tenantId),
        eq(authThrottle.kind, key.kind),
        eq(authThrottle.subject, key.subject),
        eq(authThrottle.source, key.source),
      ),
    );
}

/**
 * Takes the account's login lock for the rest of `tx` and answers whether an attempt on `username`
 * from `ip` may check a password now, or the refusal. Call first in the login transaction.
 */
export async function checkLogin(
  tx: Tx,
  tenantId: number,
  username: string,
  ip: string,
  now = Date.now(),
): Promise<Throttled | null> {
  await lockFor(tx, "loginAttempts", tenantId, username);
  const [source, account, fromIp] = await readRows(tx, tenantId, [
    loginKey(username, ip),
    accountKey(username),
    ipKey(ip),
  ]);
  if (source?.blockedUntil && source.blockedUntil.getTime() > now)
    return { reason: "accountIp", retryAfterSec: secondsUntil(source.blockedUntil, now) };
  if (fromIp?.blockedUntil && fromIp.blockedUntil.getTime() > now)
    return { reason: "ip", retryAfterSec: secondsUntil(fromIp.blockedUntil, now) };
  const known = source?.lastSuccessAt && source.lastSuccessAt.getTime() > now - KNOWN_SOURCE_MS;
  if (!known && account?.blockedUntil && account.blockedUntil.getTime() > now)
    return { reason: "accountDelay", retryAfterSec: secondsUntil(account.blockedUntil, now) };
  return null;
}

/** Counts a wrong password (or unknown user) on `username` from `ip`; sets the blocks of `checkLogin`. */
export async function recordLoginFailure(
  tx: Tx,
  tenantId: number,
  username: string,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const source = loginKey(username, ip);
  if ((await bump(tx, tenantId, source, now, LOGIN_WINDOW_MS)) >= MAX_FAILURES_PER_ACCOUNT_IP)
    await setBlockedUntil(tx, tenantId, source, now + BLOCK_MS);
  const account = accountKey(username);
  const total = await bump(tx, tenantId, account, now, LOGIN_WINDOW_MS, true);
  if (total >= ACCOUNT_SLOWDOWN_AFTER) {
    const delay = Math.min(1000 * 2 ** (total - ACCOUNT_SLOWDOWN_AFTER), ACCOUNT_DELAY_MAX_MS);
    await setBlockedUntil(tx, tenantId, account, now + delay);
  }
  if ((await bump(tx, tenantId, ipKey(ip), now, LOGIN_WINDOW_MS)) >= MAX_FAILURES_PER_IP)
    await setBlockedUntil(tx, tenantId, ipKey(ip), now + BLOCK_MS);
}

/** A successful sign-in: clears the counter of `ip` on the account and marks the address as known. */
export async function recordLoginSuccess(
  tx: Tx,
  tenantId: number,
  username: string,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const at = new Date(now);
  await tx
    .insert(authThrottle)
    .values({ tenantId, ...loginKey(username, ip), failures: 0, lastSuccessAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [authThrottle.tenantId, authThrottle.kind, authThrottle.subject, authThrottle.source],
      set: { failures: 0, blockedUntil: null, windowStartedAt: at, lastSuccessAt: at, updatedAt: at },
    });
}

/**
 * After a password reset: drops every login counter of `username` (all addresses, the account-wide
 * delay) and the password-change counter of `userId`. Known addresses are forgotten too.
 */
export async function clearAccountCounters(
  tx: Tx,
  tenantId: number,
  username: string,
  userId: number,
): Promise<void> {
  await tx
    .delete(authThrottle)
    .where(
      and(
        eq(authThrottle.tenantId, tenantId),
        or(
          and(eq(authThrottle.kind, "login"), eq(authThrottle.subject, username.toLowerCase())),
          and(eq(authThrottle.kind, "password-change"), eq(authThrottle.subject, String(userId))),
        ),
      ),
    );
}

/**
 * `POST /api/passwordChange`: takes the account's `passwordChange` lock for the rest of `tx` and
 * answers the refusal when 5 wrong current passwords were given within 15 minutes (blocked 15 minutes).
 */
export async function checkPasswordChange(
  tx: Tx,
  tenantId: number,
  userId: number,
  now = Date.now(),
): Promise<Throttled | null> {
  await lockFor(tx, "passwordChange", tenantId, userId);
  const [row] = await readRows(tx, tenantId, [
    { kind: "password-change", subject: String(userId), source: ALL },
  ]);
  if (row?.blockedUntil && row.blockedUntil.getTime() > now)
    return { reason: "passwordChange", retryAfterSec: secondsUntil(row.blockedUntil, now) };
  return null;
}

/** Counts a wrong current password of `userId`; the 5th within 15 minutes blocks for 15 minutes. */
export async function recordPasswordChangeFailure(
  tx: Tx,
  tenantId: number,
  userId: number,
  now = Date.now(),
): Promise<void> {
  const key = { kind: "password-change", subject: String(userId), source: ALL };
  if ((await bump(tx, tenantId, key, now, LOGIN_WINDOW_MS)) >= MAX_PASSWORD_CHANGE_FAILURES)
    await setBlockedUntil(tx, tenantId, key, now + BLOCK_MS);
}

/** Clears the password-change counter of `userId` (after a successful change). */
export async function clearPasswordChangeFailures(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await tx
    .delete(authThrottle)
    .where(
      and(
        eq(authThrottle.tenantId, tenantId),
        eq(authThrottle.kind, "password-change"),
        eq(authThrottle.subject, String(userId)),
      ),
    );
}

/**
 * Counts one reset mail request for `email` (lower-cased) and answers whether a mail may go out:
 * at most 3 per address per hour, whether the address belongs to an account or not.
 */
export async function allowResetMail(tx: Tx, tenantId: number, email: string, now = Date.now()) {
  const key = { kind: "reset-mail", subject: email.trim().toLowerCase(), source: ALL };
  return (await bump(tx, tenantId, key, now, RESET_MAIL_WINDOW_MS)) <= MAX_RESET_MAILS_PER_ADDRESS;
}
