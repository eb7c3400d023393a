import { z } from "zod";
import { idParamSchema } from "../http/common.contract.ts";
import { monthKeySchema } from "../working-time/timesheet.contract.ts";

/**
 * The attendance report built from time records (issue 21 §2, "Jelenléti ív", Mt. 134. §):
 * `GET /report/timesheet/download?month=YYYY-MM&format=xlsx|pdf[&employeeId=N][&department=…]`.
 */

/**
 * Most people one PDF holds; above it the caller narrows it to one organisational unit (`department`) or one
 * person, or takes the .xlsx (400).
 * The PDF is made in a worker thread, off the event loop, but pdfmake lays out the whole document in
 * memory: ≈ 1.2 MB a person, so 500 people take ≈ 0.7 GiB and 2,000 ≈ 2.4 GiB (measured figures in the
 * server's timesheet-report.service.ts).
 */
export const TIMESHEET_PDF_MAX_PEOPLE = 500;

/** `xlsx` (default) or `pdf`. */
export const timesheetReportFormatSchema = z.enum(["xlsx", "pdf"], "A formátum xlsx vagy pdf lehet.");
export type TimesheetReportFormat = z.infer<typeof timesheetReportFormatSchema>;

/**
 * The download's query: a month, the format (default xlsx), optionally one employee and optionally one
 * organisational unit (`department`, the employee's "Szervezeti egység" as written on their record, matched
 * exactly): the sheet a unit's head signs.
 */
export const timesheetReportQuerySchema = z.object({
  month: monthKeySchema,
  format: timesheetReportFormatSchema.optional().default("xlsx"),
  employeeId: idParamSchema.optional(),
  department: z
    .string("A szervezeti egység szöveg legyen.")
    .trim()
    .min(1, "A szervezeti egység nem lehet üres.")
    .max(200, "A szervezeti egység legfeljebb 200 karakter lehet.")
    .optional(),
});
export type TimesheetReportQuery = z.output<typeof timesheetReportQuerySchema>;
