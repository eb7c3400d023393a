import {
  ATTENDANCE_CODES,
  HALF_DAY_PREFIX,
  type AttendanceRow,
} from "@office/shared/attendance/attendance.contract";
import type { CellValue } from "./xlsx.ts";

/**
 * The attendance `.xlsx` month sheet's columns (issue 3 §3): these lead, then one column per day
 * headed by the day of the month, then the totals below (days; a half day counts 0.5).
 */
export const ATTENDANCE_XLSX_LEAD = ["Név", "Törzsszám", "Szervezeti egység"] as const;
export const ATTENDANCE_XLSX_TOTALS: readonly { header: string; field: keyof AttendanceRow["totals"] }[] = [
  { header: "Munkanap", field: "workingDays" },
  { header: "Jelen", field: "present" },
  { header: "Szabadság", field: "leave" },
  { header: "Beteg", field: "sick" },
  { header: "Táppénz", field: "sickPay" },
  { header: "Szülési", field: "maternity" },
  { header: "Mentesülés", field: "exemption" },
  { header: "Home office", field: "homeOffice" },
  { header: "Fizetés nélküli", field: "unpaid" },
  { header: "Apasági", field: "paternity" },
  { header: "Szülői", field: "parental" },
  { header: "Egyéb", field: "other" },
];

/**
 * The `.xlsx` row that a row of `GET /api/attendance` should give: name, employee number, unit, the
 * short code of each day (`SZ`, `½SZ` for a half day; empty on days without a code), the totals.
 */
export function expectedXlsxRow(row: AttendanceRow): CellValue[] {
  return [
    row.name,
    row.employeeNumber,
    row.department,
    ...row.cells.map((cell) => {
      if (cell.code === null) return null;
      const prefix = cell.halfDay && cell.code !== "present" ? HALF_DAY_PREFIX : "";
      return `${prefix}${ATTENDANCE_CODES[cell.code].short}`;
    }),
    ...ATTENDANCE_XLSX_TOTALS.map((c) => row.totals[c.field]),
  ];
}
