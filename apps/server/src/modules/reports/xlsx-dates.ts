import { toBudapestParts } from "@office/shared/hu/budapest-time";
import { parseIsoDate } from "@office/shared/hu/iso-date";

/**
 * Dates in the `.xlsx` exports (issue 19 §1): real Excel dates, not text, so that a spreadsheet sorts and
 * filters them, shown in the Hungarian numeric style. ExcelJS turns a JS `Date` into an Excel serial from
 * its UTC time, so a calendar day is written as UTC midnight (no time zone can move it) and an instant as
 * its Budapest wall-clock time expressed in UTC.
 */

/** Number format of a calendar day: "2026.11.25." (Hungarian order, as Excel shows it in any locale). */
export const EXCEL_DATE_FORMAT = "yyyy.mm.dd.";
/** Number format of a month: "2026.11.". */
export const EXCEL_MONTH_FORMAT = "yyyy.mm.";
/** Number format of an instant in Budapest time: "2026.11.25. 14:03". */
export const EXCEL_DATE_TIME_FORMAT = "yyyy.mm.dd. hh:mm";

/** A `YYYY-MM-DD` day as an Excel date (UTC midnight); null for null, empty or not a date. */
export function excelDate(date: string | null | undefined): Date | null {
  const parts = date ? parseIsoDate(date) : null;
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : null;
}

/** A `YYYY-MM` month as an Excel date of its first day; null when `month` is not a month. */
export function excelMonth(month: string): Date | null {
  return /^\d{4}-\d{2}$/.test(month) ? excelDate(`${month}-01`) : null;
}

/** An instant (Date, ISO timestamp or epoch ms) as an Excel date-time of its Budapest wall clock; null if absent. */
export function excelInstant(instant: Date | string | number | null | undefined): Date | null {
  if (instant === null || instant === undefined || instant === "") return null;
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return null;
  const p = toBudapestParts(ms);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}
