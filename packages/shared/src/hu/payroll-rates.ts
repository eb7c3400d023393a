import { getMonthCalendar, type CalendarOptions } from "./calendar.ts";

/**
 * Hungarian payroll rates by year (DESIGN §9, issue 9 §2), for the wage and resource-cost reports.
 * Rates are fractions (0.13 = 13 %); amounts are monthly gross forints for full-time work (40 hours a week).
 *
 * Sources:
 * - szociális hozzájárulási adó (szocho, employer): 2018. évi LII. törvény 2. § — 13 % since 2022-07-01;
 * - személyi jövedelemadó (SZJA, employee): 1995. évi CXVII. törvény 8. § (1) — 15 %;
 * - társadalombiztosítási járulék (TB járulék, employee): 2019. évi CXXII. törvény 25. § — 18.5 %;
 * - minimálbér and garantált bérminimum: the yearly government decree on the mandatory minimum wage,
 *   after the VKF (Versenyszféra és a Kormány Állandó Konzultációs Fóruma) agreement — 2024: from
 *   2023-12-01, 266,800 / 326,000; 2025: 290,800 / 348,800; 2026: 322,800 / 373,200 (agreement of
 *   2025-12-04, +11 % / +7 %).
 *
 * A year that is not listed is an error ({@link PayrollRatesNotLoadedError}), never a guess: load the new
 * year's row when its decree is published (`npm run cli -- reference-data load payrollRates …`, which
 * calls {@link registerPayrollRates} on every instance), or build it into {@link PAYROLL_RATES}.
 */
export type PayrollRates = {
  year: number;
  /** Szociális hozzájárulási adó, paid by the employer on the gross wage. */
  szochoRate: number;
  /** Személyi jövedelemadó, withheld from the employee's gross wage. */
  szjaRate: number;
  /** Társadalombiztosítási járulék, withheld from the employee's gross wage. */
  tbJarulekRate: number;
  /** Kötelező legkisebb munkabér (minimálbér), HUF / month, full time. */
  minimumWageHuf: number;
  /** Garantált bérminimum (for jobs needing at least secondary education), HUF / month, full time. */
  guaranteedWageMinimumHuf: number;
  /** Where the figures come from, in Hungarian, for report footers. */
  source: string;
};

const RATE_SOURCE =
  "Szocho: 2018. évi LII. tv. 2. §; SZJA: 1995. évi CXVII. tv. 8. §; TB járulék: 2019. évi CXXII. tv. 25. §";

/** The loaded years, oldest first. */
export const PAYROLL_RATES: readonly PayrollRates[] = [
  {
    year: 2024,
    szochoRate: 0.13,
    szjaRate: 0.15,
    tbJarulekRate: 0.185,
    minimumWageHuf: 266_800,
    guaranteedWageMinimumHuf: 326_000,
    source: `${RATE_SOURCE}; minimálbér és garantált bérminimum: Korm. rendelet, 2023. december 1-jétől`,
  },
  {
    year: 2025,
    szochoRate: 0.13,
    szjaRate: 0.15,
    tbJarulekRate: 0.185,
    minimumWageHuf: 290_800,
    guaranteedWageMinimumHuf: 348_800,
    source: `${RATE_SOURCE}; minimálbér és garantált bérminimum: Korm. rendelet, 2025. január 1-jétől`,
  },
  {
    year: 2026,
    szochoRate: 0.13,
    szjaRate: 0.15,
    tbJarulekRate: 0.185,
    minimumWageHuf: 322_800,
    guaranteedWageMinimumHuf: 373_200,
    source: `${RATE_SOURCE}; minimálbér és garantált bérminimum: VKF-megállapodás (2025. 12. 04.) szerinti Korm. rendelet, 2026. január 1-jétől`,
  },
];

/** Thrown for a year without a row in {@link PAYROLL_RATES}; `message` is Hungarian, for a 400/409 answer. */
export class PayrollRatesNotLoadedError extends Error {
  readonly code = "PAYROLL_RATES_NOT_LOADED";
  readonly year: number;

  constructor(year: number) {
    super(
      `A(z) ${year}. év bérjárulék-kulcsai nincsenek betöltve, ezért erre az évre nem számolható bérköltség.`,
    );
    this.name = "PayrollRatesNotLoadedError";
    this.year = year;
  }
}

const BUILT_IN_RATES = new Map<number, PayrollRates>(PAYROLL_RATES.map((r) => [r.year, r]));
const ratesByYear = new Map<number, PayrollRates>(BUILT_IN_RATES);

/**
 * Adds or replaces the rates of `rates.year` at run time (issue 22 §4: loaded from the database by the
 * reference-data module, no release needed). The caller validates the figures (the reference-data
 * contract does) and puts their source into `rates.source`.
 */
export function registerPayrollRates(rates: PayrollRates): void {
  ratesByYear.set(rates.year, rates);
}

/** Forgets every registered year: only the built-in {@link PAYROLL_RATES} remain. */
export function resetPayrollRates(): void {
  ratesByYear.clear();
  for (const [year, rates] of BUILT_IN_RATES) ratesByYear.set(year, rates);
}

/** Every loaded year's rates (built in or registered), oldest first. */
export function listPayrollRates(): PayrollRates[] {
  return [...ratesByYear.values()].sort((a, b) => a.year - b.year);
}

/** Whether `year`'s rates are the built-in ones (not registered at run time over them). */
export function isBuiltInPayrollYear(year: number): boolean {
  const rates = ratesByYear.get(year);
  return rates !== undefined && rates === BUILT_IN_RATES.get(year);
}

/** The rates of `year`. Throws {@link PayrollRatesNotLoadedError} for a year that is not loaded. */
export function getPayrollRates(year: number): PayrollRates {
  const rates = ratesByYear.get(year);
  if (!rates) throw new PayrollRatesNotLoadedError(year);
  return rates;
}

/**
 * The rates to use for `year` when a report must not stop (issue 22 §4): `year`'s own when loaded
 * (`fallbackFromYear` null), else those of the nearest loaded year — the latest one before `year`, or the
 * earliest one for a year before every loaded one — with `fallbackFromYear` naming that year, so that the
 * report can say its figures are provisional. Throws {@link PayrollRatesNotLoadedError} only when no year
 * is loaded at all.
 */
export function getPayrollRatesOrNearest(year: number): {
  rates: PayrollRates;
  fallbackFromYear: number | null;
} {
  const own = ratesByYear.get(year);
  if (own) return { rates: own, fallbackFromYear: null };
  const loaded = listPayrollRates();
  const nearest = loaded.filter((r) => r.year < year).at(-1) ?? loaded[0];
  if (!nearest) throw new PayrollRatesNotLoadedError(year);
  return { rates: nearest, fallbackFromYear: nearest.year };
}

/**
 * The rates for a cost report of `year` (issue 22 §4: a next year whose rates are not loaded yet must not
 * stop the reports): `year`'s own (`fallbackFromYear` null), else — for a year after every loaded one — the
 * latest loaded year's, with `fallbackFromYear` naming it, so that the report says its figures are
 * provisional ({@link provisionalRateNote}). A year before every loaded one is history, not a gap to bridge:
 * {@link PayrollRatesNotLoadedError}.
 */
export function getPayrollRatesOrLatest(year: number): {
  rates: PayrollRates;
  fallbackFromYear: number | null;
} {
  const found = getPayrollRatesOrNearest(year);
  if (found.fallbackFromYear !== null && found.fallbackFromYear > year)
    throw new PayrollRatesNotLoadedError(year);
  return found;
}

/** The report footer's flag for rates borrowed from `fromYear` for `year` (Hungarian). */
export function provisionalRateNote(year: number, fromYear: number): string {
  return `IDEIGLENES: a ${year}. év kulcsai még nincsenek betöltve, a ${fromYear}. év kulcsaival számolva`;
}

/**
 * The employer's monthly cost of a gross wage: gross × (1 + szocho), in forints rounded to whole forints.
 * Throws {@link PayrollRatesNotLoadedError} for an unloaded year, `RangeError` for a negative wage.
 */
export function employerCostHuf(grossMonthlyHuf: number, year: number): number {
  if (!(grossMonthlyHuf >= 0)) throw new RangeError("A bruttó bér nem lehet negatív.");
  return Math.round(grossMonthlyHuf * (1 + getPayrollRates(year).szochoRate));
}

/**
 * The working hours of a month (`month` 1–12) for someone on `weeklyHours` (default 40): working days of the
 * Hungarian calendar (holidays, decree swaps and company rest days applied; see `calendar.ts`) × weeklyHours / 5.
 */
export function monthlyWorkingHours(
  year: number,
  month: number,
  weeklyHours = 40,
  options: CalendarOptions = {},
): number {
  return (getMonthCalendar(year, month, options).workingDays * weeklyHours) / 5;
}

/**
 * Hourly employer cost (issue 9 §2): monthly gross × (1 + szocho) / the month's working hours from the
 * calendar, in forints (not rounded: callers multiply it by hours and round the product). 0 for a month
 * without working hours. Throws {@link PayrollRatesNotLoadedError} for an unloaded year.
 */
export function hourlyEmployerCostHuf(
  grossMonthlyHuf: number,
  year: number,
  month: number,
  weeklyHours = 40,
  options: CalendarOptions = {},
): number {
  const hours = monthlyWorkingHours(year, month, weeklyHours, options);
  if (hours === 0) return 0;
  return (grossMonthlyHuf * (1 + getPayrollRates(year).szochoRate)) / hours;
}
