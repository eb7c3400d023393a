import type { CalendarOptions } from "@office/shared/hu/calendar";
import { daysInMonth, formatIsoDate, type IsoDate } from "@office/shared/hu/iso-date";
import { plannerDayInfo } from "@office/shared/resource-planning/allocation-conflicts";
import type { Tx } from "../../platform/db.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { loadCompanyRates, szochoRateOf, type CompanyRate } from "../wages/company-rate.ts";
import { sumMonthlyBookedHours } from "./booked-hours.repository.ts";
import * as repo from "./resource-allocations.repository.ts";

/** A project's booked (actual) employee cost while it is summed (HUF, not rounded) and what it is built from. */
export type ProjectActualCost = {
  costHuf: number;
  /** Hours booked to the project (all employees). */
  hours: number;
  /** Employees whose booked hours are counted in the cost. */
  people: Set<number>;
  /** True when booked hours fall in a year whose average rate is withheld (`averageRate` only). */
  rateMissing: boolean;
};

/** Working days of a month under `calendar` (tolerant of years without a loaded decree). */
export function workingDaysInMonth(year: number, month: number, calendar: CalendarOptions): number {
  let count = 0;
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    if (plannerDayInfo(formatIsoDate({ year, month, day }), calendar).isWorkingDay) count += 1;
  }
  return count;
}

/**
 * Budget burn from the time records (issue 21 §4): per project id, the hours booked to it up to `end`
 * (`sumMonthlyBookedHours`, one query) priced per month like the planner's cost to date:
 * - `exact` (`employeeWages2`): hours × the hourly employer cost of the wage valid on the month's last day
 *   (or on `end` in `end`'s month) = monthly gross × (1 + szocho of the year) / the month's contracted hours
 *   (working days of the person's calendar × weeklyHours / 5); no wage → 0 and the person is not counted;
 * - `averageRate` (everyone else, issue 18 §1): hours × the company's average hourly cost of the year.
 * External resources keep no time records and are not in this figure (the caller adds their planned cost).
 */
export async function projectActualCosts(
  tx: Tx,
  tenantId: number,
  projectIds: readonly number[],
  end: IsoDate,
  basis: "exact" | "averageRate",
): Promise<Map<number, ProjectActualCost>> {
  const out = new Map<number, ProjectActualCost>();
  const rows = (await sumMonthlyBookedHours(tx, tenantId, { start: null, end, projectIds })).filter(
    (r) => r.projectId !== null && r.hours > 0,
  );
  if (rows.length === 0) return out;
  const employeeIds = [...new Set(rows.map((r) => r.employeeId))];
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  const rates: ReadonlyMap<number, CompanyRate> =
    basis === "averageRate" ? await loadCompanyRates(tx, tenantId, years) : new Map();
  const wages = new Map<number, { effectiveFrom: string; monthlyGross: number }[]>();
  const facts = new Map<number, repo.EmployeeFacts>();
  let companyRestDays: string[] = [];
  if (basis === "exact") {
    for (const w of await repo.listWages(tx, tenantId, employeeIds)) {
      const list = wages.get(w.employeeId) ?? [];
      list.push(w);
      wages.set(w.employeeId, list);
    }
    for (const e of await repo.listEmployeeFacts(tx, tenantId, employeeIds)) facts.set(e.id, e);
    companyRestDays = await listCompanyRestDays(tx, tenantId, `${years[0] ?? 2000}-01-01`, end);
  }
  const monthHours = new Map<string, number>();
  for (const r of rows) {
    if (r.projectId === null) continue;
    const entry = out.get(r.projectId) ?? { costHuf: 0, hours: 0, people: new Set(), rateMissing: false };
    out.set(r.projectId, entry);
    entry.hours += r.hours;
    if (basis === "averageRate") {
      const rate = rates.get(r.year)?.hourlyCostHuf ?? null;
      entry.people.add(r.employeeId);
      if (rate === null) entry.rateMissing = true;
      else entry.costHuf += r.hours * rate;
      continue;
    }
    const monthEnd = formatIsoDate({ year: r.year, month: r.month, day: daysInMonth(r.year, r.month) });
    const on = monthEnd < end ? monthEnd : end;
    let gross = 0;
    for (const w of wages.get(r.employeeId) ?? []) if (w.effectiveFrom <= on) gross = w.monthlyGross;
    if (gross === 0) continue;
    entry.people.add(r.employeeId);
    const employee = facts.get(r.employeeId);
    const calendar: CalendarOptions = {
      companyRestDays,
      workSchedule: employee?.workSchedule === "other" ? "other" : "general",
    };
    const weeklyHours = employee?.weeklyHours ?? 40;
    const key = `${r.year}-${r.month}-${weeklyHours}-${calendar.workSchedule}`;
    let hours = monthHours.get(key);
    if (hours === undefined) {
      hours = (workingDaysInMonth(r.year, r.month, calendar) * weeklyHours) / 5;
      monthHours.set(key, hours);
    }
    if (hours > 0) entry.costHuf += (r.hours * gross * (1 + szochoRateOf(r.year))) / hours;
  }
  return out;
}
