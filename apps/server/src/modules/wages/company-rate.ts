import type { CalendarOptions } from "@office/shared/hu/calendar";
import { getPayrollRatesOrNearest } from "@office/shared/hu/payroll-rates";
import { addDays, daysInYear, toDateParts, toDayNumber } from "@office/shared/hu/iso-date";
import { AVERAGE_RATE_STEP_HUF, WAGE_PRIVACY_MIN_PEOPLE } from "@office/shared/reports/wage-privacy";
import { plannerDayInfo } from "@office/shared/resource-planning/allocation-conflicts";
import type { Tx } from "../../platform/db.ts";
import { listCompanyRestDays } from "../leave/leave.repository.ts";
import { listRateEmployees, listWageRowsUntil, type RateEmployee } from "./company-rate.repository.ts";

/**
 * The company's average hourly employer cost of a calendar year (issue 18 §1): the rate at which every
 * wage-derived HUF figure is shown to a caller without `employeeWages2`.
 *
 * Rule: over every employee employed in the year, every working day of their calendar (their work schedule,
 * the decree swaps, the company rest days; a year without a decree counts from the statutory holidays) inside
 * the employment on which a wage is valid earns `wage valid that day / working days of that month` gross
 * (the pro-rata rule of `@office/shared/hu/employer-cost`), times (1 + szocho of the year, `payroll-rates.ts`;
 * an unloaded year uses the nearest loaded one) — and counts `weeklyHours / 5` contracted hours.
 * rate = Σ cost / Σ hours in Ft/hour, rounded to {@link AVERAGE_RATE_STEP_HUF}; null (withheld) when fewer
 * than {@link WAGE_PRIVACY_MIN_PEOPLE} people have such a day in the year.
 * Absences are deliberately left out (the contracted cost, not the paid one): a colleague's unpaid leave or
 * sick pay then never moves the rate, so nobody learns it by comparing the rate before and after.
 * The rate depends only on wages, employments and the calendar — never on allocations — so adding a person to
 * a project changes its figures by exactly their hours × the rate.
 */
export type CompanyRate = {
  year: number;
  /** Ft per hour (a multiple of {@link AVERAGE_RATE_STEP_HUF}); null when withheld. */
  hourlyCostHuf: number | null;
  /** Distinct employees with a paid working day in the year. */
  people: number;
};

export type CompanyRateInputs = {
  employees: readonly RateEmployee[];
  /** Wage history per employee id, in any order. */
  wages: ReadonlyMap<number, readonly { effectiveFrom: string; monthlyGross: number }[]>;
  companyRestDays: readonly string[];
};

/** The szocho rate of `year`, or of the nearest loaded year when `year` is not loaded (a fraction, e.g. 0.13). */
export function szochoRateOf(year: number): number {
  return getPayrollRatesOrNearest(year).rates.szochoRate;
}

/**
 * The working days of `year` under `calendar` as prefix counts: `cumulative[i]` = working days among the
 * year's days 0 … i − 1, with each month's first day index and working-day count (months 1–12).
 */
function yearCalendar(year: number, calendar: CalendarOptions) {
  const first = `${year}-01-01`;
  const count = daysInYear(year);
  const cumulative = [0];
  const monthStart = Array<number>(14).fill(count);
  const monthWorkingDays = Array<number>(13).fill(0);
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i);
    const month = toDateParts(date).month;
    if (toDateParts(date).day === 1) monthStart[month] = i;
    const isWorking = plannerDayInfo(date, calendar).isWorkingDay;
    cumulative.push((cumulative[i] ?? 0) + (isWorking ? 1 : 0));
    if (isWorking) monthWorkingDays[month] = (monthWorkingDays[month] ?? 0) + 1;
  }
  /** Working days among day indexes `from` … `to` (inclusive) of `month`. */
  const workingDaysIn = (month: number, from: number, to: number) => {
    const lo = Math.max(from, monthStart[month] ?? count);
    const hi = Math.min(to, (monthStart[month + 1] ?? count) - 1);
    return lo > hi ? 0 : (cumulative[hi + 1] ?? 0) - (cumulative[lo] ?? 0);
  };
  return { workingDaysIn, monthWorkingDays };
}

/** The average rate of each of `years` from the given facts (pure; see {@link CompanyRate} for the rule). */
export function computeCompanyRates(
  inputs: CompanyRateInputs,
  years: readonly number[],
): Map<number, CompanyRate> {
  const out = new Map<number, CompanyRate>();
  const history = new Map(
    [...inputs.wages].map(([id, rows]) => [
      id,
      [...rows]
        .map((w) => ({ from: toDayNumber(w.effectiveFrom), gross: w.monthlyGross }))
        .sort((a, b) => a.from - b.from),
    ]),
  );
  const restDays = [...inputs.companyRestDays];
  for (const year of new Set(years)) {
    const szocho = 1 + szochoRateOf(year);
    const yearStart = toDayNumber(`${year}-01-01`);
    const last = daysInYear(year) - 1;
    const calendars = new Map<string, ReturnType<typeof yearCalendar>>();
    const calendarOf = (schedule: "general" | "other") => {
      let c = calendars.get(schedule);
      if (!c) {
        c = yearCalendar(year, { companyRestDays: restDays, workSchedule: schedule });
        calendars.set(schedule, c);
      }
      return c;
    };
    let cost = 0;
    let hours = 0;
    let people = 0;
    for (const e of inputs.employees) {
      const wages = history.get(e.id);
      if (!wages || wages.length === 0) continue;
      const employedFrom = e.employmentStart === null ? 0 : toDayNumber(e.employmentStart) - yearStart;
      const employedTo = e.employmentEnd === null ? last : toDayNumber(e.employmentEnd) - yearStart;
      const c = calendarOf(e.workSchedule === "other" ? "other" : "general");
      let paidDays = 0;
      wages.forEach((w, k) => {
        const next = wages[k + 1];
        const from = Math.max(0, employedFrom, w.from - yearStart);
        const to = Math.min(last, employedTo, next ? next.from - yearStart - 1 : last);
        if (from > to || w.gross <= 0) return;
        for (let month = 1; month <= 12; month += 1) {
          const days = c.workingDaysIn(month, from, to);
          const monthDays = c.monthWorkingDays[month] ?? 0;
          if (days === 0 || monthDays === 0) continue;
          cost += ((w.gross * days) / monthDays) * szocho;
          hours += (days * e.weeklyHours) / 5;
          paidDays += days;
        }
      });
      if (paidDays > 0) people += 1;
    }
    const rate =
      people >= WAGE_PRIVACY_MIN_PEOPLE && hours > 0
        ? Math.round(cost / hours / AVERAGE_RATE_STEP_HUF) * AVERAGE_RATE_STEP_HUF
        : null;
    out.set(year, { year, hourlyCostHuf: rate, people });
  }
  return out;
}

/** Loads the facts of `years` and answers their average rates (see {@link CompanyRate}); one query each. */
export async function loadCompanyRates(
  tx: Tx,
  tenantId: number,
  years: readonly number[],
): Promise<Map<number, CompanyRate>> {
  if (years.length === 0) return new Map();
  const start = `${Math.min(...years)}-01-01`;
  const end = `${Math.max(...years)}-12-31`;
  const employees = await listRateEmployees(tx, tenantId, start, end);
  const wages = new Map<number, { effectiveFrom: string; monthlyGross: number }[]>();
  for (const w of await listWageRowsUntil(tx, tenantId, end)) {
    const list = wages.get(w.employeeId) ?? [];
    list.push(w);
    wages.set(w.employeeId, list);
  }
  const companyRestDays = await listCompanyRestDays(tx, tenantId, start, end);
  return computeCompanyRates({ employees, wages, companyRestDays }, years);
}
