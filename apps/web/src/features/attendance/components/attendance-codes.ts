import {
  ATTENDANCE_CODES,
  HALF_DAY_PREFIX,
  attendanceCodeSchema,
  type AttendanceCell,
  type AttendanceCode,
  type AttendanceDay,
  type AttendanceTotals,
} from "@office/shared/attendance/attendance.contract";

/** Every code in legend and totals order. */
export const ATTENDANCE_CODE_ORDER: readonly AttendanceCode[] = attendanceCodeSchema.options;

/** The CSS class that colours a cell of this code (see attendance.css). */
export function codeClass(code: AttendanceCode): string {
  return `app-att-${code}`;
}

/** A cell's text in the grid: the short code, `½` first for a half day (e.g. `½SZ`); "" for no code. */
export function cellText(cell: AttendanceCell): string {
  if (!cell.code) return "";
  return `${cell.halfDay ? HALF_DAY_PREFIX : ""}${ATTENDANCE_CODES[cell.code].short}`;
}

/** The CSS classes of a cell: its code colour, and whether hr set it by hand. */
export function cellClasses(cell: AttendanceCell): string {
  const classes = ["app-att-cell"];
  if (cell.code) classes.push(codeClass(cell.code));
  if (cell.halfDay) classes.push("is-half");
  if (cell.source === "manual") classes.push("is-manual");
  return classes.join(" ");
}

/** The CSS class of a day column by its kind (weekend, holiday, swap days…). */
export function dayClass(day: AttendanceDay): string {
  return `app-att-day is-${day.kind}`;
}

const dayNumberFormat = new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 2 });

/** A total in days, Hungarian style ("20", "2,5"); empty for 0 so the columns stay readable. */
export function formatTotal(days: number): string {
  return days === 0 ? "" : dayNumberFormat.format(days);
}

/** The totals columns: working days, then one per code. */
export type TotalsColumn = { key: keyof AttendanceTotals; short: string; label: string };
