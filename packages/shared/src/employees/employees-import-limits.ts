/** Limits of the employee import (issue 19 §6: without zod, for the directory page's first render). */

/** Upload limit of one import file, in bytes (5 MiB). */
export const EMPLOYEE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows one import file may hold (the same as one `.xlsx` export, so an export re-imports). */
export const EMPLOYEE_IMPORT_MAX_ROWS = 5000;
/** The `accept` list of the file input; the server checks the content (magic bytes), not the name. */
export const EMPLOYEE_IMPORT_ACCEPT =
  ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
