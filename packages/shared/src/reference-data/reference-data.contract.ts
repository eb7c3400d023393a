import { z } from "zod";
import { listPublicHolidays } from "../hu/holidays.ts";
import { isoDateSchema } from "../hu/iso-date-schema.ts";
import { getIsoWeekday } from "../hu/iso-date.ts";

/**
 * Reference data (issue 22 §4): the yearly and monthly tables the rules read, each loadable per period
 * with its source by the operator (`npm run cli -- reference-data load …`) on top of the tables built into
 * the code. Kinds and their periods:
 * - `workScheduleDecree` (year, e.g. `2027`): the ministerial decree "a(z) YYYY. évi munkaszüneti napok
 *   körüli munkarendről" issued under Mt. 102. § (5) — its name and its swapped days;
 * - `navFuelPrices` (month, `YYYY-MM`): the NAV fuel prices announced under Szja tv. (1995. évi CXVII. tv.)
 *   82. § (2), Ft/l;
 * - `kmAllowance` (year): the általános személygépkocsi-normaköltség, Ft/km (Szja tv. 3. sz. melléklet);
 * - `payrollRates` (year): szocho (2018. évi LII. tv. 2. §), SZJA (Szja tv. 8. § (1)), TB járulék (2019. évi
 *   CXXII. tv. 25. §), minimálbér and garantált bérminimum (the year's Korm. rendelet).
 */
export const referenceDataKindSchema = z.enum([
  "workScheduleDecree",
  "navFuelPrices",
  "kmAllowance",
  "payrollRates",
]);
export type ReferenceDataKind = z.infer<typeof referenceDataKindSchema>;

/** Every kind, in the order the page and the CLI list them. */
export const REFERENCE_DATA_KINDS: readonly ReferenceDataKind[] = referenceDataKindSchema.options;

/** Whether a kind's period is a year (`YYYY`) or a month (`YYYY-MM`). */
export const REFERENCE_DATA_PERIOD_UNIT: Readonly<Record<ReferenceDataKind, "year" | "month">> = {
  workScheduleDecree: "year",
  navFuelPrices: "month",
  kmAllowance: "year",
  payrollRates: "year",
};

const yearPeriodSchema = z
  .string()
  .regex(/^\d{4}$/, { message: "Az időszak egy év legyen (ÉÉÉÉ, például 2027).", abort: true })
  .refine((p) => Number(p) >= 2017 && Number(p) <= 2100, "Az év 2017 és 2100 közé essen.");
const monthPeriodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    message: "Az időszak egy hónap legyen (ÉÉÉÉ-HH, például 2027-01).",
    abort: true,
  })
  .refine(
    (p) => Number(p.slice(0, 4)) >= 2017 && Number(p.slice(0, 4)) <= 2100,
    "Az év 2017 és 2100 közé essen.",
  );

/** The period schema of `kind` (`YYYY` or `YYYY-MM`, years 2017–2100). */
export function periodSchemaFor(kind: ReferenceDataKind) {
  return REFERENCE_DATA_PERIOD_UNIT[kind] === "year" ? yearPeriodSchema : monthPeriodSchema;
}

/** One swap of the decree: `workday` (a Saturday) is worked instead of `restDay` (a weekday). */
const swapSchema = z.strictObject({ workday: isoDateSchema, restDay: isoDateSchema });

/**
 * `workScheduleDecree` values: `decree` the decree's full name (null for a year in which no day was swapped
 * and so no decree was issued), `swaps` its § 2 (at most 10), `note` an optional remark.
 */
export const workScheduleDecreeValuesSchema = z.strictObject({
  decree: z.string().trim().min(10, "Add meg a rendelet teljes nevét.").max(300).nullable(),
  swaps: z.array(swapSchema).max(10, "Legfeljebb 10 áthelyezett nap lehet."),
  note: z.string().trim().max(500).nullable().optional(),
});
export type WorkScheduleDecreeValues = z.infer<typeof workScheduleDecreeValuesSchema>;

const huf = (label: string) =>
  z
    .number({ error: `${label}: számot adj meg.` })
    .positive(`${label}: pozitív szám legyen.`)
    .max(2000, `${label}: legfeljebb 2000 Ft/l lehet.`);

/** `navFuelPrices` values, Ft/l: ESZ-95 petrol, diesel, mixture (keverék) and LPG, as NAV announced them. */
export const navFuelPricesValuesSchema = z.strictObject({
  petrol: huf("Benzin"),
  diesel: huf("Gázolaj"),
  mixture: huf("Keverék"),
  lpg: huf("LPG"),
});
export type NavFuelPricesValues = z.infer<typeof navFuelPricesValuesSchema>;

/** `kmAllowance` values: the normaköltség, Ft/km (15 Ft/km in 2020–2026). */
export const kmAllowanceValuesSchema = z.strictObject({
  amortisationHufPerKm: z
    .number({ error: "A normaköltség: számot adj meg (Ft/km)." })
    .positive("A normaköltség pozitív szám legyen.")
    .max(1000, "A normaköltség legfeljebb 1000 Ft/km lehet."),
});
export type KmAllowanceValues = z.infer<typeof kmAllowanceValuesSchema>;

const rate = (label: string) =>
  z
    .number({ error: `${label}: számot adj meg (törtként, például 0.13).` })
    .gt(0, `${label}: 0-nál nagyobb legyen.`)
    .lt(1, `${label}: törtként add meg (például 0.13 a 13 %-hoz).`);
const monthlyHuf = (label: string) =>
  z
    .number({ error: `${label}: számot adj meg (Ft/hó).` })
    .int(`${label}: egész forint legyen.`)
    .min(1, `${label}: pozitív legyen.`)
    .max(10_000_000, `${label}: legfeljebb 10 000 000 Ft/hó lehet.`);

/** `payrollRates` values: rates as fractions (0.13 = 13 %), wages in Ft / month for full-time work. */
export const payrollRatesValuesSchema = z
  .strictObject({
    szochoRate: rate("Szocho"),
    szjaRate: rate("SZJA"),
    tbJarulekRate: rate("TB járulék"),
    minimumWageHuf: monthlyHuf("Minimálbér"),
    guaranteedWageMinimumHuf: monthlyHuf("Garantált bérminimum"),
  })
  .refine((v) => v.guaranteedWageMinimumHuf >= v.minimumWageHuf, {
    message: "A garantált bérminimum nem lehet kisebb a minimálbérnél.",
    path: ["guaranteedWageMinimumHuf"],
  });
export type PayrollRatesValues = z.infer<typeof payrollRatesValuesSchema>;

/** The values of each kind. */
export type ReferenceDataValues = {
  workScheduleDecree: WorkScheduleDecreeValues;
  navFuelPrices: NavFuelPricesValues;
  kmAllowance: KmAllowanceValues;
  payrollRates: PayrollRatesValues;
};

/**
 * The decree's own checks against its year: every date in the year, each `workday` a Saturday and each
 * `restDay` a weekday that is not a public holiday (Mt. 102. § (1)), no date twice, no swaps without a
 * decree, and the decree's name naming the year. Hungarian messages.
 */
function decreeProblems(year: number, v: WorkScheduleDecreeValues): string[] {
  const problems: string[] = [];
  const holidays = new Set(listPublicHolidays(year).map((h) => h.date));
  const seen = new Set<string>();
  if (v.decree === null && v.swaps.length > 0)
    problems.push("Áthelyezett napok csak rendelettel együtt adhatók meg.");
  if (v.decree !== null && !v.decree.includes(`${year}. évi munkaszüneti napok körüli munkarend`)) {
    problems.push(`A rendelet nevében szerepeljen: „${year}. évi munkaszüneti napok körüli munkarend…”.`);
  }
  for (const { workday, restDay } of v.swaps) {
    for (const date of [workday, restDay]) {
      if (!date.startsWith(`${year}-`)) problems.push(`${date}: nem a(z) ${year}. évre esik.`);
      if (seen.has(date)) problems.push(`${date}: többször szerepel.`);
      seen.add(date);
    }
    if (getIsoWeekday(workday) !== 6) problems.push(`${workday}: az áthelyezett munkanap szombat legyen.`);
    if (getIsoWeekday(restDay) > 5) problems.push(`${restDay}: az áthelyezett pihenőnap hétköznap legyen.`);
    if (holidays.has(restDay))
      problems.push(`${restDay}: munkaszüneti nap, nem lehet áthelyezett pihenőnap.`);
  }
  return problems;
}

/**
 * Checks `values` as the values of `kind` for `period` (the period itself too): the parsed values, or the
 * Hungarian problems (each `path: message`), never a throw.
 */
export function parseReferenceDataValues<K extends ReferenceDataKind>(
  kind: K,
  period: string,
  values: unknown,
): { ok: true; values: ReferenceDataValues[K] } | { ok: false; problems: string[] } {
  const periodResult = periodSchemaFor(kind).safeParse(period);
  if (!periodResult.success) return { ok: false, problems: periodResult.error.issues.map((i) => i.message) };
  const schemas = {
    workScheduleDecree: workScheduleDecreeValuesSchema,
    navFuelPrices: navFuelPricesValuesSchema,
    kmAllowance: kmAllowanceValuesSchema,
    payrollRates: payrollRatesValuesSchema,
  } as const;
  const result = schemas[kind].safeParse(values);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((i) =>
        i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message,
      ),
    };
  }
  if (kind === "workScheduleDecree") {
    const problems = decreeProblems(Number(period), result.data as WorkScheduleDecreeValues);
    if (problems.length) return { ok: false, problems };
  }
  return { ok: true, values: result.data as ReferenceDataValues[K] };
}

/** `reference-data load` input: what the operator loads (the values are checked by kind and period). */
export const loadReferenceDataInputSchema = z
  .object({
    kind: referenceDataKindSchema,
    period: z.string(),
    values: z.unknown(),
    source: z
      .string()
      .trim()
      .min(5, "Add meg a forrást (például a rendelet számát vagy a NAV közlemény címét)."),
    loadedBy: z.string().trim().min(1).max(100),
  })
  .superRefine((input, ctx) => {
    const parsed = parseReferenceDataValues(input.kind, input.period, input.values);
    if (!parsed.ok) for (const message of parsed.problems) ctx.addIssue({ code: "custom", message });
  });
export type LoadReferenceDataInput = z.infer<typeof loadReferenceDataInputSchema>;

/** One period of a table: built into the code or loaded from the database (which wins over built in). */
export const referenceDataEntrySchema = z.object({
  period: z.string(),
  origin: z.enum(["builtIn", "database"]),
  /** Where the figures come from (the decree, the NAV announcement, the act). */
  source: z.string(),
  /** When it was loaded (ISO instant); null for built-in periods. */
  loadedAt: z.string().nullable(),
  loadedBy: z.string().nullable(),
  /** A database period that replaces a built-in one of the same period. */
  overridesBuiltIn: z.boolean(),
});
export type ReferenceDataEntry = z.infer<typeof referenceDataEntrySchema>;

/** One table: its periods (ascending), the expected periods it lacks, and what happens meanwhile. */
export const referenceDataTableSchema = z.object({
  kind: referenceDataKindSchema,
  label: z.string(),
  periodUnit: z.enum(["year", "month"]),
  legalSource: z.string(),
  /** What the rules do for a missing period (the fallback, in Hungarian). */
  fallback: z.string(),
  entries: z.array(referenceDataEntrySchema),
  /** Expected periods (the current and the next, see `expectedPeriods`) that are not loaded. */
  missing: z.array(z.string()),
});
export type ReferenceDataTable = z.infer<typeof referenceDataTableSchema>;

/** `GET /api/referenceData` (companyAdmin, read-only): every table, `today` the Budapest date it used. */
export const referenceDataOverviewSchema = z.object({
  today: z.string(),
  tables: z.array(referenceDataTableSchema),
});
export type ReferenceDataOverview = z.infer<typeof referenceDataOverviewSchema>;
