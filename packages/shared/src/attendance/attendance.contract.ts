import { z } from "zod";
import { idSchema, isoDateSchema, optionalTextSchema } from "../http/common.contract.ts";
import { provisionalCalendarFields } from "../reports/provisional-calendar.contract.ts";

/**
 * Attendance day codes (jelenléti kódok, issue 3 §3). Stored in `attendance_entries.code` as these
 * identifiers; the grid and the `.xlsx` show the short code.
 */
export const attendanceCodeSchema = z.enum(
  [
    "present",
    "homeOffice",
    "leave",
    "sick",
    "sickPay",
    "maternity",
    "exemption",
    "unpaid",
    "paternity",
    "parental",
    "other",
  ],
  "Ismeretlen jelenléti kód.",
);
export type AttendanceCode = z.infer<typeof attendanceCodeSchema>;

/** Short code (grid cell, `.xlsx`) and Hungarian label (legend) of every attendance code. */
export const ATTENDANCE_CODES: Readonly<Record<AttendanceCode, { short: string; label: string }>> = {
  present: { short: "J", label: "Jelen" },
  homeOffice: { short: "HO", label: "Home office" },
  leave: { short: "SZ", label: "Szabadság" },
  sick: { short: "B", label: "Betegszabadság" },
  sickPay: { short: "TP", label: "Keresőképtelenség (táppénz)" },
  maternity: { short: "SZSZ", label: "Szülési szabadság" },
  exemption: { short: "M", label: "Munkavégzés alóli mentesülés" },
  unpaid: { short: "FN", label: "Fizetés nélküli szabadság" },
  paternity: { short: "AP", label: "Apasági szabadság" },
  parental: { short: "SZÜ", label: "Szülői szabadság" },
  other: { short: "E", label: "Egyéb távollét" },
};

/** Prefix of a half-day code in the grid and the `.xlsx` (e.g. `½SZ`: half day leave, half day present). */
export const HALF_DAY_PREFIX = "½";

/**
 * The attendance code of the six issue-3 leave types; since issue 22 a request's code comes from its
 * absence type (`absence_types.attendance_code`), and this map is the fallback for a code without a type.
 */
export const LEAVE_TYPE_ATTENDANCE_CODE: Readonly<Record<string, AttendanceCode>> = {
  szabadsag: "leave",
  betegszabadsag: "sick",
  apasagi: "paternity",
  szuloi: "parental",
  fizetes_nelkuli: "unpaid",
  home_office: "homeOffice",
};

/**
 * Where a cell's code comes from: `manual` (hr edited it), `leave` (an approved leave request),
 * `default` (a working day within employment up to today counts as present); null for a day without a
 * code (a day off, outside the employment, or a working day still to come that nothing planned yet).
 */
export const attendanceSourceSchema = z.enum(["manual", "leave", "default"]);
export type AttendanceSource = z.infer<typeof attendanceSourceSchema>;

/** `GET /api/attendance?year=&month=` (month 1–12). */
export const attendanceMonthQuerySchema = z.object({
  year: z.coerce.number().int().min(1900, "Érvénytelen év.").max(2200, "Érvénytelen év."),
  month: z.coerce
    .number()
    .int()
    .min(1, "A hónap 1 és 12 közötti szám.")
    .max(12, "A hónap 1 és 12 közötti szám."),
});

/** One day of the month's calendar: kind per `getDayInfo`, `name` = holiday / swap / rest day label. */
export const attendanceDaySchema = z.object({
  date: z.string(),
  day: z.number().int(),
  /** 1 = hétfő … 7 = vasárnap. */
  weekday: z.number().int(),
  kind: z.enum(["workday", "weekend", "holiday", "restDay", "swappedWorkday", "companyRestDay"]),
  isWorkingDay: z.boolean(),
  name: z.string().nullable(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** One cell of the grid, aligned with `days`. `halfDay`: half of the day is the code, half present. */
export const attendanceCellSchema = z.object({
  code: attendanceCodeSchema.nullable(),
  source: attendanceSourceSchema.nullable(),
  halfDay: z.boolean(),
  note: z.string().nullable(),
});
export type AttendanceCell = z.infer<typeof attendanceCellSchema>;

/**
 * Totals of one employee for the month, in days (a half day counts 0.5 for its code and 0.5 for
 * `present`). `workingDays`: working days of the calendar within the employment.
 */
export const attendanceTotalsSchema = z.object({
  workingDays: z.number(),
  present: z.number(),
  homeOffice: z.number(),
  leave: z.number(),
  sick: z.number(),
  sickPay: z.number(),
  maternity: z.number(),
  exemption: z.number(),
  unpaid: z.number(),
  paternity: z.number(),
  parental: z.number(),
  other: z.number(),
});
export type AttendanceTotals = z.infer<typeof attendanceTotalsSchema>;

export const attendanceRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  department: z.string().nullable(),
  cells: z.array(attendanceCellSchema),
  totals: attendanceTotalsSchema,
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

/**
 * `GET /api/attendance` answer: the month's calendar and one row per employee employed in the month;
 * `provisionalCalendar` for a month counted without its year's decree (issue 22 §4, Mt. 102. § (1)).
 */
export const attendanceMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  workingDays: z.number().int(),
  days: z.array(attendanceDaySchema),
  employees: z.array(attendanceRowSchema),
  ...provisionalCalendarFields,
});
export type AttendanceMonth = z.infer<typeof attendanceMonthSchema>;

/** `PUT /api/attendance` body: sets one cell (`code`) or clears it back to the derived value (`null`). */
export const attendanceCellInputSchema = z.object({
  employeeId: idSchema,
  day: isoDateSchema,
  code: attendanceCodeSchema.nullable(),
  note: optionalTextSchema(500),
});
export type AttendanceCellInput = z.output<typeof attendanceCellInputSchema>;

/** Most cells one `PUT /api/attendance/bulk` may change. */
export const ATTENDANCE_BULK_MAX = 500;

/** `PUT /api/attendance/bulk` body: up to 500 cells, saved all or nothing. */
export const attendanceBulkInputSchema = z.object({
  cells: z
    .array(attendanceCellInputSchema)
    .min(1, "Legalább egy cellát adj meg.")
    .max(ATTENDANCE_BULK_MAX, `Egyszerre legfeljebb ${ATTENDANCE_BULK_MAX} cella menthető.`),
});
export type AttendanceBulkInput = z.output<typeof attendanceBulkInputSchema>;

/** The saved cell as the grid now shows it (after clearing: the derived value). */
export const attendanceCellResultSchema = attendanceCellSchema.extend({
  employeeId: z.number().int(),
  day: z.string(),
});
export type AttendanceCellResult = z.infer<typeof attendanceCellResultSchema>;

export const attendanceBulkResultSchema = z.object({ cells: z.array(attendanceCellResultSchema) });
