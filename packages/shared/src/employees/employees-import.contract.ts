import { z } from "zod";

export {
  EMPLOYEE_IMPORT_ACCEPT,
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
} from "./employees-import-limits.ts";

/**
 * `POST /api/employee/import?dryRun=` query: `dryRun=true` only checks the file and answers the
 * report; anything else (or nothing) saves it when no row has an error.
 */
export const employeeImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

/**
 * One problem of the file. `row` is the Excel row number (the header is usually row 1); `field` is the
 * employee field (`taxId`, `managerId`, …) and `column` its Hungarian header, both null for a problem
 * of the whole row; `message` is Hungarian.
 */
export const employeeImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type EmployeeImportError = z.infer<typeof employeeImportErrorSchema>;

/** A row that changes an existing employee: its Excel row, the name, and the changed columns' headers. */
export const employeeImportUpdateSchema = z.object({
  row: z.number().int(),
  employeeNumber: z.string(),
  name: z.string(),
  columns: z.array(z.string()),
});
export type EmployeeImportUpdate = z.infer<typeof employeeImportUpdateSchema>;

/**
 * `POST /api/employee/import` answer (hr). All or nothing: `saved` is true only when this was not a
 * dry run and no row had an error; then every valid row was written in one transaction. `created`,
 * `updated` and `unchanged` count the valid rows by what saving does (did) to them: a new employee
 * number (or none) creates, an existing one updates that employee (with field history) or leaves it
 * as it is. `rows` counts the data rows read; `ignoredColumns` lists headers that were not recognised.
 */
export const employeeImportResultSchema = z.object({
  dryRun: z.boolean(),
  saved: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  updates: z.array(employeeImportUpdateSchema),
  ignoredColumns: z.array(z.string()),
  errors: z.array(employeeImportErrorSchema),
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;
