import { z } from "zod";
import { idParamSchema } from "../http/common.contract.ts";
import { monthKeySchema } from "../working-time/timesheet.contract.ts";

/**
 * The attendance report built from time records (issue 21 §2, "Jelenléti ív", Mt. 134. §):
 * `GET /report/timesheet/download?month=YYYY-MM&format=xlsx|pdf[&employeeId=N]`.
 */

/**
 * Most people one PDF of everyone holds; above it the caller asks for one person or takes the .xlsx (400).
 * The PDF is laid out whole on the server's event loop (≈ 30–40 ms and 1 MB a person, see the service).
 */
export const TIMESHEET_PDF_MAX_PEOPLE = 100;

/** `xlsx` (default) or `pdf`. */
export const timesheetReportFormatSchema = z.enum(["xlsx", "pdf"], "A formátum xlsx vagy pdf lehet.");
export type TimesheetReportFormat = z.infer<typeof timesheetReportFormatSchema>;

/** The download's query: a month, the format (default xlsx), optionally one employee. */
export const timesheetReportQuerySchema = z.object({
  month: monthKeySchema,
  format: timesheetReportFormatSchema.optional().default("xlsx"),
  employeeId: idParamSchema.optional(),
});
export type TimesheetReportQuery = z.output<typeof timesheetReportQuerySchema>;
