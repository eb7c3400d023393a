import { aliasedTable, and, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";
import { pointsLedger, pointsSettings } from "./points.table.ts";

/** Queries of the points ledger; every function runs inside the tenant transaction. */

export type LedgerRow = typeof pointsLedger.$inferSelect;
export type NewLedgerRow = Omit<typeof pointsLedger.$inferInsert, "id" | "createdAt">;

/** The tenant's giving rules, or null when it never changed the defaults. */
export async function findSettings(tx: Tx, tenantId: number) {
  const [row] = await tx.select().from(pointsSettings).where(eq(pointsSettings.tenantId, tenantId));
  return row ?? null;
}

export async function upsertSettings(
  tx: Tx,
  tenantId: number,
  values: { monthlyAllowance: number; perRecipientMonthlyCap: number },
): Promise<void> {
  await tx
    .insert(pointsSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: pointsSettings.tenantId, set: { ...values, updatedAt: sql`now()` } });
}

/** Appends one ledger entry and answers it. */
export async function appendLedger(tx: Tx, row: NewLedgerRow): Promise<LedgerRow> {
  const [inserted] = await tx.insert(pointsLedger).values(row).returning();
  if (!inserted) throw new Error("ledger insert returned no row");
  return inserted;
}

/** Spendable balance (all entries) and earned points (give + award) of one employee. */
export async function sumBalance(
  tx: Tx,
  tenantId: number,
  employeeId: number,
): Promise<{ balance: number; earned: number }> {
  const [row] = await tx
    .select({
      balance: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      earned: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.kind} in ('give', 'award')), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.tenantId, tenantId), eq(pointsLedger.employeeId, employeeId)));
  return { balance: row?.balance ?? 0, earned: row?.earned ?? 0 };
}

/** Points `fromEmployeeId` gave since `since`: in total and to `toEmployeeId`. */
export async function sumGivenSince(
  tx: Tx,
  tenantId: number,
  fromEmployeeId: number,
  since: Date,
  toEmployeeId: number,
): Promise<{ total: number; toRecipient: number }> {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      toRecipient: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.employeeId} = ${toEmployeeId}), 0)::int`,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.tenantId, tenantId),
        eq(pointsLedger.fromEmployeeId, fromEmployeeId),
        eq(pointsLedger.kind, "give"),
        gte(pointsLedger.createdAt, since),
      ),
    );
  return { total: row?.total ?? 0, toRecipient: row?.toRecipient ?? 0 };
}

const giver = aliasedTable(employees, "giver");

/** The newest gives (optionally to or from one employee), with both names. */
export async function listGifts(tx: Tx, tenantId: number, opts: { employeeId?: number; limit: number }) {
  const filters = [eq(pointsLedger.tenantId, tenantId), eq(pointsLedger.kind, "give")];
  if (opts.employeeId !== undefined) {
    const either = or(
      eq(pointsLedger.employeeId, opts.employeeId),
      eq(pointsLedger.fromEmployeeId, opts.employeeId),
    );
    if (either) filters.push(either);
  }
  return tx
    .select({
      id: pointsLedger.id,
      fromEmployeeId: giver.id,
      fromName: giver.name,
      toEmployeeId: employees.id,
      toName: employees.name,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .innerJoin(employees, and(eq(employees.tenantId, tenantId), eq(employees.id, pointsLedger.employeeId)))
    .innerJoin(giver, and(eq(giver.tenantId, tenantId), eq(giver.id, pointsLedger.fromEmployeeId)))
    .where(and(...filters))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(opts.limit);
}

/**
 * Earned points (give + award) per employee since `since` (all time when null), ranked (competition
 * ranking): the top `limit` rows and the row of `employeeId`, in one statement.
 */
export async function rankEarners(
  tx: Tx,
  tenantId: number,
  since: Date | null,
  limit: number,
  employeeId: number,
) {
  const sinceFilter = since ? sql`and l.created_at >= ${since.toISOString()}::timestamptz` : sql``;
  const result = await tx.execute(sql`
    with totals as (
      select l.employee_id, sum(l.points)::int as earned
      from points_ledger l
      where l.tenant_id = ${tenantId} and l.kind in ('give', 'award') ${sinceFilter}
      group by l.employee_id
    ), ranked as (
      select employee_id, earned, (rank() over (order by earned desc))::int as rank from totals where earned > 0
    )
    select r.rank, r.employee_id, e.name, e.department, r.earned
    from ranked r join employees e on e.tenant_id = ${tenantId} and e.id = r.employee_id
    where r.rank <= ${limit} or r.employee_id = ${employeeId}
    order by r.rank, e.name
  `);
  type Row = { rank: number; employee_id: number; name: string; department: string | null; earned: number };
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    rank: Number(r.rank),
    employeeId: Number(r.employee_id),
    name: r.name,
    department: r.department,
    earned: Number(r.earned),
  }));
}

/**
 * Given points per ordered pair (giver → recipient) since `since`, with each giver's total, for
 * the reciprocal-pair check.
 */
export async function sumGivesByPair(tx: Tx, tenantId: number, since: Date) {
  const result = await tx.execute(sql`
    select from_employee_id as from_id, employee_id as to_id, sum(points)::int as points
    from points_ledger
    where tenant_id = ${tenantId} and kind = 'give' and created_at >= ${since.toISOString()}::timestamptz
    group by from_employee_id, employee_id
  `);
  type Row = { from_id: number; to_id: number; points: number };
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    fromId: Number(r.from_id),
    toId: Number(r.to_id),
    points: Number(r.points),
  }));
}

/** Names of employees by id. */
export async function employeeNames(tx: Tx, tenantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** An active employee of the tenant (id, name), or null. */
export async function findActiveEmployee(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ id: employees.id, name: employees.name, active: employees.active })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)));
  return row ?? null;
}

/** The active sign-in accounts of an employee (for notifications). */
export async function userIdsOfEmployee(tx: Tx, tenantId: number, employeeId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeId, employeeId), eq(users.active, true)));
  return rows.map((r) => r.id);
}
