import { sql } from "drizzle-orm";
import type { Tx } from "./db.ts";

/**
 * What a lock protects. One name per check-then-write rule, so that unrelated rules on the same id
 * never wait for each other. Add a name here when a new domain needs one (points redemption, asset
 * checkout, stock, …).
 */
export type LockScope =
  /** An employee's leave requests and balance (overlap + balance checks before an insert/update). */
  | "leaveRequests"
  /** A username's sign-in failure counters (login throttling). */
  | "loginAttempts"
  /** An account's password-change failure counter. */
  | "passwordChange"
  /** A tenant's recruiting pipeline (applicant stage, hire, retention, opening status; issue 11 §1). */
  | "applicants"
  /** An employee's monthly allowance of points to give (points game, issue 11 §3). */
  | "pointsAllowance"
  /** An employee's spendable points balance (redemptions, negative adjustments). */
  | "pointsBalance"
  /** A reward product's stock and the status of its redemptions. */
  | "productStock"
  /** One asset's holder and status: handover protocols (create, send, accept), check-in, edits (issue 10 §2). */
  | "asset"
  /** One stocktaking session: scans against closing (issue 10 §2). */
  | "inventory"
  /** A car's trip log and odometer (continuity checks, closed months, fills) — issue 10 fleet. */
  | "carOdometer"
  /** A tenant's fleet reminder run and a reminder's done-marking — issue 10 fleet. */
  | "fleetReminders"
  /** A sent questionnaire: recording an answer against changing its anonymity or deadline (issue 11 §2). */
  | "questionnaire"
  /** A user's leave calendar feed link: issuing a new one or revoking it keeps one live link (issue 18 §3). */
  | "leaveFeedLink"
  /** An employee's time records: overlap check before an insert, update or clock start (issue 21 §1). */
  | "timeEntries"
  /**
   * A tenant's month of time records (key `YYYY-MM`): entry writes hold it shared, closing or reopening the
   * month holds it exclusively, so no entry lands in a month while it is being closed (issue 21 §2).
   */
  | "timesheetMonth"
  /** A project's task board: the order of its columns (create, move, delete a task; issue 21 §3). */
  | "projectTasks"
  /**
   * An absence type, keyed by code: a request for the type holds it shared, deleting or changing the
   * type holds it exclusively, so no request lands on a type being deleted (issue 22 §1).
   */
  | "absenceTypes";

/**
 * The one locking helper for every check-then-write rule (balances, stock, handovers, counters):
 * takes a transaction-scoped PostgreSQL advisory lock on (`scope`, `tenantId`, `key`) and holds it
 * until `tx` commits or rolls back. Two transactions locking the same triple run their check and
 * their write one after the other; different keys never block each other.
 *
 * Call it first in the transaction, before reading what the rule checks:
 *
 * ```ts
 * await database.withTenant(tenantId, async (tx) => {
 *   await lockFor(tx, "leaveRequests", tenantId, employeeId);
 *   const balance = await readBalance(tx, employeeId); // sees every committed earlier write
 *   if (balance < days) throw conflict("…");
 *   await insertRequest(tx, …);
 * });
 * ```
 *
 * Works as the non-superuser app role (advisory lock functions are granted to PUBLIC) on PostgreSQL
 * 15+ and on PGlite (where transactions are serialised anyway). The two int4 lock keys are
 * `hashtext("<scope>:<tenantId>")` and `hashtext(String(key))`; a hash collision only makes two
 * unrelated keys wait for each other, never lets two holders of the same key through.
 *
 * Every check-then-write goes through here (docs/ARCHITECTURE.md "Check-then-write"). Example: the leave
 * module locks `("leaveRequests", tenant, employee)` to request, approve/reject or cancel leave and to
 * change an allowance (`modules/leave/leave-requests.service.ts`), proven by `leave-concurrency.test.ts`
 * on PostgreSQL.
 *
 * `mode: "shared"` lets many holders in together and keeps an exclusive holder out (and waits for one):
 * for a rule where many writers only need the guarded state not to change under them (entries of a month
 * that is being closed) while one writer changes it.
 *
 * Read-committed caveat: the lock is taken inside the transaction, so each statement after it sees
 * every commit that happened before the lock was granted — which is exactly what the check needs.
 */
export async function lockFor(
  tx: Tx,
  scope: LockScope,
  tenantId: number,
  key: number | string,
  mode: "exclusive" | "shared" = "exclusive",
): Promise<void> {
  const scopeKey = `${scope}:${tenantId}`;
  await tx.execute(
    mode === "shared"
      ? sql`select pg_advisory_xact_lock_shared(hashtext(${scopeKey}), hashtext(${String(key)}))`
      : sql`select pg_advisory_xact_lock(hashtext(${scopeKey}), hashtext(${String(key)}))`,
  );
}
