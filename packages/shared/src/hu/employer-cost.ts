import { countWorkingDaysInMonth, getDayInfo, type CalendarOptions } from "./calendar.ts";
import { addDays, diffInDays, toDateParts, type IsoDate } from "./iso-date.ts";
import { getPayrollRatesOrLatest } from "./payroll-rates.ts";

/**
 * The gross wage paid and the employer's cost of one employee over a period (issue 9 §2, the wage and annual
 * reports), from the wage history, so a later raise never rewrites a past month.
 *
 * Rules (Hungarian payroll practice for monthly-waged employees; sources in brackets):
 * - A month's gross is spread evenly over the month's working days of the Hungarian calendar (holidays,
 *   decree swaps, company rest days; `calendar.ts`); each working day of the period inside the employment
 *   earns `wage valid that day / working days of the month` — a partial month earns its proportional part
 *   (Mt. 137. §: time-based wage for the time worked) and a raise counts from its `effectiveFrom` day.
 * - Unpaid leave (fizetés nélküli szabadság, Mt. 128. §) earns nothing.
 * - Sick days: the first 15 working days of the calendar year are betegszabadság (Mt. 126. § (1)) paid by
 *   the employer at 70 % (Mt. 146. § (3) a), távolléti díj taken as the base wage); later sick days are
 *   táppénz paid by the social insurance, not by the employer, so they earn nothing here.
 * - Employer cost = gross × (1 + szocho of the year) (`payroll-rates.ts`), rounded per month to whole forints;
 *   every month of the period needs its year's rates, even one without pay (no silent zero for an unloaded year).
 */
export type WagePeriod = { effectiveFrom: IsoDate; monthlyGross: number };

/** An approved absence that changes pay on a working day. */
export type PayAbsence = "unpaid" | "sick";

export type EmployerCostInput = {
  /** The period, both days included. */
  start: IsoDate;
  end: IsoDate;
  /** Employment dates (null = open). Days outside earn nothing. */
  employment: { start: IsoDate | null; end: IsoDate | null };
  /** Wage history in any order; a day before the first period earns nothing. */
  wages: readonly WagePeriod[];
  /** Approved unpaid leave and sick days by date. */
  absences?: ReadonlyMap<IsoDate, PayAbsence>;
  /** Sick working days of the same calendar year before `start` (they use up the 15 betegszabadság days). */
  sickDaysBefore?: number;
  calendar?: CalendarOptions;
};

export type MonthCost = { year: number; month: number; grossHuf: number; employerCostHuf: number };

export type EmployerCost = {
  grossHuf: number;
  employerCostHuf: number;
  /** Working days with pay (full or sick pay) in the period. */
  paidDays: number;
  byMonth: MonthCost[];
};

/** Betegszabadság days a year (Mt. 126. § (1)). */
export const SICK_LEAVE_DAYS_PER_YEAR = 15;
/** Betegszabadság pay: 70 % of the távolléti díj (Mt. 146. § (3) a)). */
export const SICK_LEAVE_PAY_RATE = 0.7;

/**
 * Gross and employer cost per month of the period (see the module rules). Throws `RangeError` for an end
 * before the start, `CalendarYearNotLoadedError` for a year without calendar, `PayrollRatesNotLoadedError`
 * for a year before every loaded payroll year; a year after them uses the latest loaded year's szocho
 * (`getPayrollRatesOrLatest`, issue 22 §4 — the caller flags the report with `provisionalRateNote`).
 */
export function employerCost(input: EmployerCostInput): EmployerCost {
  const length = diffInDays(input.start, input.end);
  if (length < 0) throw new RangeError("A záró dátum nem lehet korábbi a kezdő dátumnál.");
  const wages = [...input.wages].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1));
  const wageOn = (date: IsoDate) => wages.find((w) => w.effectiveFrom <= date)?.monthlyGross ?? 0;
  const calendar = input.calendar ?? {};
  const workingDaysOf = new Map<string, number>();
  const monthWorkingDays = (year: number, month: number) => {
    const key = `${year}-${month}`;
    let count = workingDaysOf.get(key);
    if (count === undefined) {
      count = countWorkingDaysInMonth(year, month, calendar);
      workingDaysOf.set(key, count);
    }
    return count;
  };

  const months = new Map<string, { year: number; month: number; gross: number }>();
  let sickUsed = input.sickDaysBefore ?? 0;
  let sickYear = toDateParts(input.start).year;
  let paidDays = 0;
  for (let i = 0; i <= length; i += 1) {
    const date = addDays(input.start, i);
    const { year, month } = toDateParts(date);
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (!months.has(key)) months.set(key, { year, month, gross: 0 });
    if (year !== sickYear) {
      sickYear = year;
      sickUsed = 0;
    }
    if (input.employment.start !== null && date < input.employment.start) continue;
    if (input.employment.end !== null && date > input.employment.end) continue;
    if (!getDayInfo(date, calendar).isWorkingDay) continue;
    const absence = input.absences?.get(date);
    let share = 1;
    if (absence === "unpaid") share = 0;
    else if (absence === "sick") {
      sickUsed += 1;
      share = sickUsed <= SICK_LEAVE_DAYS_PER_YEAR ? SICK_LEAVE_PAY_RATE : 0;
    }
    if (share === 0) continue;
    const dayWage = wageOn(date);
    if (dayWage === 0) continue;
    paidDays += 1;
    const entry = months.get(key);
    if (entry) entry.gross += (dayWage / monthWorkingDays(year, month)) * share;
  }

  const byMonth: MonthCost[] = [...months.values()].map(({ year, month, gross }) => {
    const grossHuf = Math.round(gross);
    return {
      year,
      month,
      grossHuf,
      employerCostHuf: Math.round(grossHuf * (1 + getPayrollRatesOrLatest(year).rates.szochoRate)),
    };
  });
  return {
    grossHuf: byMonth.reduce((sum, m) => sum + m.grossHuf, 0),
    employerCostHuf: byMonth.reduce((sum, m) => sum + m.employerCostHuf, 0),
    paidDays,
    byMonth,
  };
}
