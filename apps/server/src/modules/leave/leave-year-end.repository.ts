import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { leaveRequests } from "./leave.table.ts";
import { listApprovedSpans } from "./leave.repository.ts";
import { leaveCarryOvers, leaveYearEndRuns, leaveYearEndSettings } from "./leave-year-end.table.ts";

export type YearEndRunRow = typeof leaveYearEndRuns.$inferSelect;
export type CarryOverRow = typeof leaveCarryOvers.$inferSelect;

/**
 * Claims the year-end of (`tenantId`, `year`) by inserting its run row; null when a run of that year
 * already exists (committed, or committed by a concurrent transaction this insert waited for).
 */
export async function claimRun(
  tx: Tx,
  tenantId: number,
  year: number,
  startedBy: number | null,
): Promise<YearEndRunRow | null> {
  const rows = await tx
    .insert(leaveYearEndRuns)
    .values({ tenantId, year, startedBy })
    .onConflictDoNothing({ target: [leaveYearEndRuns.tenantId, leaveYearEndRuns.year] })
    .returning();
  return rows[0] ?? null;
}

/** Marks a run finished with its report (JSON). */
export async function finishRun(tx: Tx, tenantId: number, id: number, report: unknown): Promise<void> {
  await tx
    .update(leaveYearEndRuns)
    .set({ finishedAt: new Date(), report })
    .where(and(eq(leaveYearEndRuns.tenantId, tenantId), eq(leaveYearEndRuns.id, id)));
}

/** The run of `year`, or null. */
export async function findRun(tx: Tx, tenantId: number, year: number): Promise<YearEndRunRow | null> {
  const rows = await tx
    .select()
    .from(leaveYearEndRuns)
    .where(and(eq(leaveYearEndRuns.tenantId, tenantId), eq(leaveYearEndRuns.year, year)));
  return rows[0] ?? null;
}

/** Writes carried parts; a part already written (same employee, year and rule) is left as it is. */
export async function insertCarryOvers(tx: Tx, rows: (typeof leaveCarryOvers.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(leaveCarryOvers).values(rows).onConflictDoNothing();
}

/** The parts carried from `fromYear` (all employees, or the ones listed). */
export async function listCarryOvers(
  tx: Tx,
  tenantId: number,
  fromYear: number,
  employeeIds?: number[],
): Promise<CarryOverRow[]> {
  const where = [eq(leaveCarryOvers.tenantId, tenantId), eq(leaveCarryOvers.fromYear, fromYear)];
  if (employeeIds) where.push(inArray(leaveCarryOvers.employeeId, employeeIds));
  return tx
    .select()
    .from(leaveCarryOvers)
    .where(and(...where))
    .orderBy(asc(leaveCarryOvers.deadline));
}

/** Parts whose deadline lies in [`from`, `to`] (dates, inclusive). */
export async function listCarryOversDueBetween(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
): Promise<CarryOverRow[]> {
  return tx
    .select()
    .from(leaveCarryOvers)
    .where(
      and(
        eq(leaveCarryOvers.tenantId, tenantId),
        gte(leaveCarryOvers.deadline, from),
        lte(leaveCarryOvers.deadline, to),
      ),
    )
    .orderBy(asc(leaveCarryOvers.deadline), asc(leaveCarryOvers.employeeId));
}

/**
 * Claims the parts due in [`from`, `to`] not yet notified about (sets `notified_at`), answering the
 * claimed ones: a concurrent pass waits for the row locks and then finds them claimed, so each part is
 * notified once.
 */
export async function claimDueNotifications(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
): Promise<CarryOverRow[]> {
  return tx
    .update(leaveCarryOvers)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(leaveCarryOvers.tenantId, tenantId),
        isNull(leaveCarryOvers.notifiedAt),
        gte(leaveCarryOvers.deadline, from),
        lte(leaveCarryOvers.deadline, to),
      ),
    )
    .returning();
}

/**
 * Szabadság (`leaveType` 'szabadsag', approved or pending) of the employees starting in `year`, by start
 * date: what uses the carried days (a request counts on its start date, as the year's balance counts it).
 */
export async function listLeaveTakenIn(
  tx: Tx,
  tenantId: number,
  year: number,
  employeeIds: number[],
): Promise<{ employeeId: number; startDate: string; days: number }[]> {
  if (employeeIds.length === 0) return [];
  return tx
    .select({
      employeeId: leaveRequests.employeeId,
      startDate: leaveRequests.startDate,
      days: sql<number>`${leaveRequests.workingDays}::float8`,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        inArray(leaveRequests.employeeId, employeeIds),
        eq(leaveRequests.leaveType, "szabadsag"),
        inArray(leaveRequests.status, ["approved", "pending"]),
        gte(leaveRequests.startDate, `${year}-01-01`),
        lte(leaveRequests.startDate, `${year}-12-31`),
      ),
    );
}

/** Approved absences of the given types that end on or after `from` and start on or before `to`. */
export async function listAbsencesAround(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  types: readonly string[],
  from: string,
  to: string,
): Promise<{ startDate: string; endDate: string }[]> {
  return listApprovedSpans(tx, tenantId, employeeId, from, to, inArray(leaveRequests.leaveType, [...types]));
}

/** The tenant's settings (defaults when none were saved). */
export async function findSettings(
  tx: Tx,
  tenantId: number,
): Promise<{ collectiveAgreementQuarter: boolean; ageExtraAgreement: boolean }> {
  const rows = await tx
    .select()
    .from(leaveYearEndSettings)
    .where(eq(leaveYearEndSettings.tenantId, tenantId));
  const row = rows[0];
  return {
    collectiveAgreementQuarter: row?.collectiveAgreementQuarter ?? false,
    ageExtraAgreement: row?.ageExtraAgreement ?? false,
  };
}

/** Saves the tenant's settings. */
export async function upsertSettings(
  tx: Tx,
  tenantId: number,
  values: { collectiveAgreementQuarter: boolean; ageExtraAgreement: boolean },
): Promise<void> {
  await tx
    .insert(leaveYearEndSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: [leaveYearEndSettings.tenantId],
      set: { ...values, updatedAt: new Date() },
    });
}
