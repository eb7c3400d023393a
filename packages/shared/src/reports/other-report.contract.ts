import { z } from "zod";
import type { Role } from "../auth/roles.ts";

/**
 * Egyéb Kimutatások (`/other-report`, issue 11 §4, DESIGN §7): one data set per endpoint, all of the same
 * shape so the page, the `.xlsx` writer and the tests treat them alike. JSON at
 * `GET /api/report/other/{dataset}?from=YYYY-MM&to=YYYY-MM`, `.xlsx` at `GET /report/other/{dataset}` (same
 * query). Adding a data set = its key, title, roles and file stem here, a compute function on the server
 * (registry in `modules/other-reports/datasets.ts`), two access-matrix lines and a card entry on the page
 * (`features/reports/components/other-report-cards.ts`).
 *
 * Privacy (issue 11 §4): no value describes fewer than 3 people; how each data set merges small groups is
 * documented on its compute function and summarised in the report's `notes`.
 */

/** The data sets, in page order. */
export const OTHER_REPORT_DATASETS = [
  "headcount",
  "turnover",
  "ageBands",
  "leave",
  "assetValue",
  "carKm",
  "points",
  "questionnaireResponses",
] as const;
export const otherReportDatasetSchema = z.enum(OTHER_REPORT_DATASETS);
export type OtherReportDataset = z.infer<typeof otherReportDatasetSchema>;

/** Hungarian titles of the data sets (card headings, sheet names, file names use the key). */
export const OTHER_REPORT_TITLES: Readonly<Record<OtherReportDataset, string>> = {
  headcount: "Létszám szervezeti egységenként",
  turnover: "Belépők, kilépők és fluktuáció",
  ageBands: "Korcsoportok",
  leave: "Kivett távollét típusonként",
  assetValue: "Eszközérték kategóriánként",
  carKm: "Autók futásteljesítménye",
  points: "Kiosztott pontok",
  questionnaireResponses: "Kérdőívek kitöltési aránya",
};

/**
 * Who may read each data set (companyAdmin always may, DESIGN §5): HR figures are `hr`'s ("HR reports");
 * asset value is also the `assetManager`'s and car km the `fleetManager`'s, who own those records. The
 * server's access matrix lists the same roles (a test keeps them equal); the page shows only these cards.
 */
export const OTHER_REPORT_ROLES: Readonly<Record<OtherReportDataset, readonly Role[]>> = {
  headcount: ["hr"],
  turnover: ["hr"],
  ageBands: ["hr"],
  leave: ["hr"],
  assetValue: ["hr", "assetManager"],
  carKm: ["hr", "fleetManager"],
  points: ["hr"],
  questionnaireResponses: ["hr"],
};

/** `.xlsx` file name stems (ASCII): `egyeb-kimutatas-{stem}-{from}-{to}.xlsx` or `…-{stem}-{asOf}.xlsx`. */
export const OTHER_REPORT_FILE_STEMS: Readonly<Record<OtherReportDataset, string>> = {
  headcount: "letszam",
  turnover: "fluktuacio",
  ageBands: "korcsoportok",
  leave: "tavollet",
  assetValue: "eszkozertek",
  carKm: "auto-km",
  points: "pontok",
  questionnaireResponses: "kerdoiv-kitoltes",
};

/** The download's file name of a report (the server sends the same in Content-Disposition). */
export function otherReportFileName(report: Pick<OtherReport, "dataset" | "from" | "to" | "asOf">): string {
  const span = report.asOf ?? `${report.from}-${report.to}`;
  return `egyeb-kimutatas-${OTHER_REPORT_FILE_STEMS[report.dataset]}-${span}.xlsx`;
}

/** The smallest number of people a reported value may describe (issue 11 §4). */
export const PRIVACY_MIN_GROUP = 3;
/** Months a period may span at most (five years). */
export const OTHER_REPORT_MAX_MONTHS = 60;
/** Months of the default period (ending with the current month). */
export const OTHER_REPORT_DEFAULT_MONTHS = 24;

const monthSchema = z
  .string({ error: "A hónapot ÉÉÉÉ-HH formában add meg." })
  .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, "A hónapot ÉÉÉÉ-HH formában add meg.");

/** Months from `from` to `to` inclusive (both `YYYY-MM`); 0 or less when `to` is before `from`. */
export function monthCount(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0)) + 1;
}

/**
 * `?from=YYYY-MM&to=YYYY-MM` (both optional): default the {@link OTHER_REPORT_DEFAULT_MONTHS} months ending
 * with the current month; from ≤ to, at most {@link OTHER_REPORT_MAX_MONTHS} months. Snapshot data sets
 * (age bands, asset value) are taken at the end of `to` (today for the current month). The server also
 * refuses a `to` after the current month (400).
 */
export const otherReportQuerySchema = z
  .object({ from: monthSchema.optional(), to: monthSchema.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    message: "A záró hónap nem lehet korábbi a kezdő hónapnál.",
    path: ["to"],
  })
  .refine((q) => !q.from || !q.to || monthCount(q.from, q.to) <= OTHER_REPORT_MAX_MONTHS, {
    message: `Az időszak legfeljebb ${OTHER_REPORT_MAX_MONTHS} hónap lehet.`,
    path: ["from"],
  });
export type OtherReportQuery = z.infer<typeof otherReportQuerySchema>;

/** Unit of a series: people (fő), working days (nap), forints, km, points, percent, pieces (db). */
export const otherReportUnitSchema = z.enum(["people", "days", "huf", "km", "points", "percent", "count"]);
export type OtherReportUnit = z.infer<typeof otherReportUnitSchema>;

/** Hungarian unit suffixes (table and `.xlsx` headers). */
export const OTHER_REPORT_UNIT_LABELS: Readonly<Record<OtherReportUnit, string>> = {
  people: "fő",
  days: "nap",
  huf: "Ft",
  km: "km",
  points: "pont",
  percent: "%",
  count: "db",
};

/**
 * One series: a value per row of `rows` (same order). `null` = not shown: merged into another group or
 * suppressed under the privacy rule (see `notes`), or undefined (turnover with no headcount).
 */
export const otherReportSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: otherReportUnitSchema,
  values: z.array(z.number().nullable()),
});
export type OtherReportSeries = z.infer<typeof otherReportSeriesSchema>;

/**
 * A data set: `rows` are the categories (months `YYYY-MM`, age bands, asset categories) with a Hungarian
 * `label`; `rowHeader` names that column. `asOf` is the day of a snapshot data set (else null). `notes`
 * are Hungarian sentences shown under the chart and in the `.xlsx` (rules, merges, suppressed months).
 */
export const otherReportSchema = z.object({
  dataset: otherReportDatasetSchema,
  title: z.string(),
  from: z.string(),
  to: z.string(),
  asOf: z.string().nullable(),
  rowHeader: z.string(),
  rows: z.array(z.object({ key: z.string(), label: z.string() })),
  series: z.array(otherReportSeriesSchema),
  notes: z.array(z.string()),
});
export type OtherReport = z.infer<typeof otherReportSchema>;
