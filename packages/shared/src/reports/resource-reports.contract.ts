import { z } from "zod";
import { isoDateSchema } from "../http/common.contract.ts";
import { provisionalCalendarFields } from "./provisional-calendar.contract.ts";

/**
 * The resource and resource-cost reports (issue 9 §2, DESIGN §7): Jelenléti Kimutatás (`/eroforras-report`),
 * Bérkimutatás for a month or any range (`/eroforras-dij-report`, `/eroforras-dij-intervallum`) and the
 * month-by-month / year-by-year cost reports (`/eroforras-dij-havi`, `/eroforras-dij-eves`). JSON at
 * `/api/report/<name>`, `.xlsx` at `/report/<name>`. Money is whole forints, hours are hours, days are days.
 */

/** Most days one range report may cover (a year and a day, so a leap year fits). */
export const REPORT_RANGE_MAX_DAYS = 366;
/** Most years the year-by-year report may cover. */
export const REPORT_YEARS_MAX = 10;

const rangeShape = { start: isoDateSchema, end: isoDateSchema };
const endNotBeforeStart = (q: { start: string; end: string }) => q.end >= q.start;
const atMostMaxDays = (q: { start: string; end: string }) =>
  (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 < REPORT_RANGE_MAX_DAYS;
const END_BEFORE_START = { message: "A záró dátum nem lehet korábbi a kezdő dátumnál.", path: ["end"] };
const RANGE_TOO_LONG = {
  message: `Az időszak legfeljebb ${REPORT_RANGE_MAX_DAYS} nap lehet.`,
  path: ["end"],
};

/** `?start=&end=` (both inclusive, `YYYY-MM-DD`); end ≥ start and at most {@link REPORT_RANGE_MAX_DAYS} days. */
export const reportRangeQuerySchema = z
  .object(rangeShape)
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine(atMostMaxDays, RANGE_TOO_LONG);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const yearSchema = z.coerce
  .number({ error: "Az évet számmal add meg." })
  .int("Az évet egész számmal add meg.")
  .min(2000, "Az év legalább 2000 legyen.")
  .max(2100, "Az év legfeljebb 2100 legyen.");

/**
 * Which hours the resource-cost reports price (issue 21 §4): `planned` = the allocations' planned hours,
 * `actual` = the hours booked in the time records (ended work entries minus breaks; external resources keep
 * no time records, so their planned hours count in both). Absent = `actual` when every month of the period
 * is closed (`timesheet_closures`), else `planned`; the answer says which was used (`hoursBasis`).
 */
export const hoursBasisSchema = z.enum(["planned", "actual"], "Az alap planned vagy actual lehet.");
export type HoursBasis = z.infer<typeof hoursBasisSchema>;

/** Hungarian labels of the hours bases (the screens' segmented control, the `.xlsx` header). */
export const HOURS_BASIS_LABELS: Readonly<Record<HoursBasis, string>> = {
  planned: "Tervezett",
  actual: "Tényleges",
};

/** `?start=&end=&basis=` of Bérkimutatás (`/api/report/resourceCost`, `/report/resourceCost`). */
export const resourceCostRangeQuerySchema = z
  .object({ ...rangeShape, basis: hoursBasisSchema.optional() })
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine(atMostMaxDays, RANGE_TOO_LONG);
export type ResourceCostRangeQuery = z.infer<typeof resourceCostRangeQuerySchema>;

/** The hours basis used, and why, as every resource-cost answer carries it. */
const hoursBasisFields = {
  /** `planned` or `actual` (see {@link hoursBasisSchema}). */
  hoursBasis: hoursBasisSchema,
  /** Hungarian sentence saying why (asked for, or the period is / is not closed). */
  hoursBasisReason: z.string(),
};

/** `?year=` of the month-by-month report (default: the current year). */
export const reportYearQuerySchema = z.object({
  year: yearSchema.optional(),
  basis: hoursBasisSchema.optional(),
});
/** `?from=&to=` of the year-by-year report: from ≤ to, at most {@link REPORT_YEARS_MAX} years. */
export const reportYearsQuerySchema = z
  .object({ from: yearSchema, to: yearSchema, basis: hoursBasisSchema.optional() })
  .refine((q) => q.to >= q.from, { message: "A záró év nem lehet korábbi a kezdő évnél.", path: ["to"] })
  .refine((q) => q.to - q.from < REPORT_YEARS_MAX, {
    message: `Legfeljebb ${REPORT_YEARS_MAX} év kérhető le egyszerre.`,
    path: ["to"],
  });

const projectHoursSchema = z.object({
  projectId: z.number().int(),
  code: z.string(),
  name: z.string(),
  hours: z.number(),
});

/**
 * One resource's month in Jelenléti Kimutatás. Employees: `workingDays` are working days of their calendar
 * inside the employment and the range; `presentHours` = (present + home office days) × daily hours
 * (weeklyHours / 5) from the attendance sheet; `leaveDays` every approved absence except sick days
 * (leave, unpaid, paternity, parental, other); `sickDays`. External resources: the calendar's working days,
 * null for attendance. `capacityHours` = workingDays × daily hours; `allocatedHours` = planned hours of
 * the allocations (hours per day on working days without approved leave or sick leave);
 * `utilisation` = allocated / capacity (a fraction, null without capacity).
 */
export const resourceReportRowSchema = z.object({
  resourceType: z.enum(["employee", "external"]),
  resourceId: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  year: z.number().int(),
  month: z.number().int(),
  workingDays: z.number(),
  presentHours: z.number().nullable(),
  leaveDays: z.number().nullable(),
  sickDays: z.number().nullable(),
  capacityHours: z.number(),
  allocatedHours: z.number(),
  utilisation: z.number().nullable(),
  projects: z.array(projectHoursSchema),
});
export type ResourceReportRow = z.infer<typeof resourceReportRowSchema>;

export const resourceReportSchema = z.object({
  start: z.string(),
  end: z.string(),
  rows: z.array(resourceReportRowSchema),
  ...provisionalCalendarFields,
});
export type ResourceReport = z.infer<typeof resourceReportSchema>;

/** A project's share of a cost; `projectId` null = "Nem allokált" (the unallocated remainder). */
export const projectCostSchema = z.object({
  projectId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  hours: z.number(),
  costHuf: z.number().int(),
});
export type ProjectCost = z.infer<typeof projectCostSchema>;

/**
 * One employee in Bérkimutatás: `grossHuf` the gross wage paid in the range (wage valid on each day,
 * `@office/shared/hu/employer-cost`), `szochoHuf` the employer's social contribution tax,
 * `employerCostHuf` = gross + szocho; `projects` that cost split by allocated hours at the hourly cost
 * (month's cost / month's working hours), the rest in the "Nem allokált" line.
 */
export const employeeCostSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  department: z.string().nullable(),
  costCenter: z.string().nullable(),
  grossHuf: z.number().int(),
  szochoHuf: z.number().int(),
  employerCostHuf: z.number().int(),
  allocatedHours: z.number(),
  projects: z.array(projectCostSchema),
});
export type EmployeeCost = z.infer<typeof employeeCostSchema>;

/** An external resource: hourly rate × allocated hours, else daily rate × allocated days; `rateKind` null = no rate. */
export const externalCostSchema = z.object({
  externalResourceId: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  rateKind: z.enum(["hourly", "daily"]).nullable(),
  rateHuf: z.number().int().nullable(),
  hours: z.number(),
  days: z.number(),
  costHuf: z.number().int(),
  projects: z.array(projectCostSchema),
});
export type ExternalCost = z.infer<typeof externalCostSchema>;

/** Totals of a project (employee and external cost) or of a cost centre; ids null = none / "Nem allokált". */
export const projectTotalSchema = z.object({
  projectId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  costCenter: z.string().nullable(),
  hours: z.number(),
  employeeCostHuf: z.number().int(),
  externalCostHuf: z.number().int(),
  totalHuf: z.number().int(),
});
export type ProjectTotal = z.infer<typeof projectTotalSchema>;

export const costCenterTotalSchema = z.object({
  costCenterId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  totalHuf: z.number().int(),
});
export type CostCenterTotal = z.infer<typeof costCenterTotalSchema>;

/** `GET /api/report/resourceCost?start=&end=` (employeeWages2 only). */
export const resourceCostReportSchema = z.object({
  start: z.string(),
  end: z.string(),
  rateSource: z.string(),
  employees: z.array(employeeCostSchema),
  externals: z.array(externalCostSchema),
  projects: z.array(projectTotalSchema),
  costCenters: z.array(costCenterTotalSchema),
  totals: z.object({
    grossHuf: z.number().int(),
    szochoHuf: z.number().int(),
    employerCostHuf: z.number().int(),
    externalCostHuf: z.number().int(),
    totalHuf: z.number().int(),
  }),
  ...hoursBasisFields,
  ...provisionalCalendarFields,
});
export type ResourceCostReport = z.infer<typeof resourceCostReportSchema>;

/**
 * A line of a series report: one value (forints) per period and their sum. `withheld[i]` (issue 18 §1) marks
 * a value built from fewer than 3 people for a caller without `employeeWages2`: it is sent as 0 and shown as
 * `WAGE_FIGURE_WITHHELD_MESSAGE` (`wage-privacy.ts`); `totalWithheld` the same for `totalHuf`. A shown
 * `totalHuf` includes the withheld values (it is built from at least 3 people).
 */
export const seriesLineSchema = z.object({
  id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  values: z.array(z.number().int()),
  totalHuf: z.number().int(),
  withheld: z.array(z.boolean()),
  totalWithheld: z.boolean(),
});
export type SeriesLine = z.infer<typeof seriesLineSchema>;

/** The company's average hourly employer cost of a year (Ft/hour); null = withheld (fewer than 3 people). */
export const averageRateSchema = z.object({
  year: z.number().int(),
  hourlyCostHuf: z.number().int().nullable(),
});
export type AverageRate = z.infer<typeof averageRateSchema>;

/**
 * `GET /api/report/resourceCostMonthly?year=` (periods = the 12 months) and
 * `GET /api/report/resourceCostYearly?from=&to=` (periods = the years): cost per project (employees' cost
 * + external cost, "Nem allokált" as its own line) and per cost centre for everyone signed in;
 * `persons` (each employee's employer cost and each external resource's cost) only with `employeeWages2`,
 * else null and `includesPersons` false.
 * `basis` (issue 18 §1): `exact` for `employeeWages2` (each employee's month split by hours, as in
 * Bérkimutatás); `averageRate` for everyone else — employee hours (planned hours on projects, the rest of the
 * capacity in "Nem allokált") × the company's average hourly cost of the year (`averageRates`, one per year
 * of the periods; empty for `exact`), with values built from fewer than 3 people withheld (`withheld`,
 * `totalsWithheld`, `totalWithheld`) and `withheldReason` the Hungarian reason when any value is withheld.
 */
export const resourceCostSeriesSchema = z.object({
  kind: z.enum(["monthly", "yearly"]),
  periods: z.array(z.object({ key: z.string(), label: z.string() })),
  includesPersons: z.boolean(),
  rateSource: z.string(),
  projects: z.array(seriesLineSchema),
  costCenters: z.array(seriesLineSchema),
  persons: z.array(seriesLineSchema.extend({ kind: z.enum(["employee", "external"]) })).nullable(),
  totals: z.array(z.number().int()),
  totalHuf: z.number().int(),
  basis: z.enum(["exact", "averageRate"]),
  averageRates: z.array(averageRateSchema),
  totalsWithheld: z.array(z.boolean()),
  totalWithheld: z.boolean(),
  withheldReason: z.string().nullable(),
  ...hoursBasisFields,
  ...provisionalCalendarFields,
});
export type ResourceCostSeries = z.infer<typeof resourceCostSeriesSchema>;
