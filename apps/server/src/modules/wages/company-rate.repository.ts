import { and, asc, eq, gte, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employees, employeeWages } from "../employees/employees.table.ts";

/** An employee as the company's average hourly cost needs them (employment, contracted hours, schedule). */
export type RateEmployee = {
  id: number;
  employmentStart: string | null;
  employmentEnd: string | null;
  weeklyHours: number;
  workSchedule: string;
};

/**
 * Employees employed at some point of `start`..`end` (open dates are unbounded; an inactive employee without
 * an end date is left out, as on the attendance sheet).
 */
export async function listRateEmployees(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
): Promise<RateEmployee[]> {
  return tx
    .select({
      id: employees.id,
      employmentStart: employees.employmentStart,
      employmentEnd: employees.employmentEnd,
      weeklyHours: employees.weeklyHours,
      workSchedule: employees.workSchedule,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, tenantId),
        or(isNull(employees.employmentStart), lte(employees.employmentStart, end)),
        or(isNull(employees.employmentEnd), gte(employees.employmentEnd, start)),
        or(eq(employees.active, true), isNotNull(employees.employmentEnd)),
      ),
    );
}

/** Every wage row of the tenant that starts by `end`, by employee then date (ascending). */
export async function listWageRowsUntil(
  tx: Tx,
  tenantId: number,
  end: string,
): Promise<{ employeeId: number; effectiveFrom: string; monthlyGross: number }[]> {
  return tx
    .select({
      employeeId: employeeWages.employeeId,
      effectiveFrom: employeeWages.effectiveFrom,
      monthlyGross: employeeWages.monthlyGross,
    })
    .from(employeeWages)
    .where(and(eq(employeeWages.tenantId, tenantId), lte(employeeWages.effectiveFrom, end)))
    .orderBy(asc(employeeWages.employeeId), asc(employeeWages.effectiveFrom));
}
