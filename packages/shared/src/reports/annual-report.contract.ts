import { z } from "zod";
import { provisionalCalendarFields } from "./provisional-calendar.contract.ts";

/** `GET /api/report/annual?year=` and `GET /report/annual?year=` (.xlsx): the year, default the current one. */
export const annualReportQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Az évet számmal add meg." })
    .int("Az évet egész számmal add meg.")
    .min(2000, "Az év legalább 2000 legyen.")
    .max(2100, "Az év legfeljebb 2100 legyen.")
    .optional(),
});
export type AnnualReportQuery = z.infer<typeof annualReportQuerySchema>;

/**
 * One employee's year (Éves Kimutatás, DESIGN §7 `/annual-report`, issue 9 §2). Days are working days of the
 * employee's calendar inside the employment (half days as 0.5): `workingDays` the days they were employed on,
 * `daysWorked` present + home office, `homeOffice` of those; leave figures from the leave balance
 * (`entitlement`, `leaveTaken` approved, `leavePending`, `leaveRemaining`); `sickDays`, `unpaidDays` and
 * `otherAbsenceDays` (paternity, parental, other) from the attendance sheet. `grossHuf` and
 * `employerCostHuf` (gross × (1 + szocho), from the wage valid on each day) only for `employeeWages2`, else null.
 */
export const annualReportRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  department: z.string().nullable(),
  employmentStart: z.string().nullable(),
  employmentEnd: z.string().nullable(),
  workingDays: z.number(),
  daysWorked: z.number(),
  homeOffice: z.number(),
  entitlement: z.number(),
  leaveTaken: z.number(),
  leavePending: z.number(),
  leaveRemaining: z.number(),
  sickDays: z.number(),
  unpaidDays: z.number(),
  otherAbsenceDays: z.number(),
  grossHuf: z.number().int().nullable(),
  employerCostHuf: z.number().int().nullable(),
  /** A Hungarian note when a figure could not be computed (e.g. no leave rules for the year). */
  problem: z.string().nullable(),
});
export type AnnualReportRow = z.infer<typeof annualReportRowSchema>;

/** The report: rows by name; `includesCost` says whether the wage columns are filled; `rateSource` cites the payroll rates. */
export const annualReportSchema = z.object({
  year: z.number().int(),
  includesCost: z.boolean(),
  rateSource: z.string().nullable(),
  rows: z.array(annualReportRowSchema),
  ...provisionalCalendarFields,
});
export type AnnualReport = z.infer<typeof annualReportSchema>;
