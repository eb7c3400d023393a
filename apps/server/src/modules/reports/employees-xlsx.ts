import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { Employee, EmployeeDetail } from "@office/shared/employees/employees.contract";
import { EMPLOYEE_FIELD_LABELS } from "../employees/employee-dto.ts";
import { HEADER_FONT, breathe, solidFill } from "./xlsx-stream.ts";
import { formatDateHu } from "@office/shared/hu/format";
import { safeRow } from "./xlsx-cells.ts";

type Row = Employee | EmployeeDetail;
type Column = { field: string; width: number; value: (e: Row) => ExcelJS.CellValue; isDate?: boolean };

const full = (e: Row): EmployeeDetail | null => (e.view === "full" ? (e as EmployeeDetail) : null);
const yesNo = (v: boolean) => (v ? "igen" : "nem");
/** A `YYYY-MM-DD` date as an Excel date (UTC midnight, so no time zone moves it). */
const excelDate = (v: string | null | undefined) => (v ? new Date(`${v}T00:00:00Z`) : null);

/**
 * The columns of the employee export, labelled as on the Előzmények tab (`EMPLOYEE_FIELD_LABELS`).
 * Sensitive columns (DESIGN §5) read only from the full record; a directory-view row leaves them empty.
 */
const COLUMNS: readonly Column[] = [
  { field: "employeeNumber", width: 11, value: (e) => e.employeeNumber },
  { field: "name", width: 28, value: (e) => e.name },
  { field: "birthName", width: 24, value: (e) => full(e)?.birthName ?? null },
  { field: "birthDate", width: 13, value: (e) => excelDate(full(e)?.birthDate), isDate: true },
  { field: "birthPlace", width: 16, value: (e) => full(e)?.birthPlace ?? null },
  { field: "mothersName", width: 24, value: (e) => full(e)?.mothersName ?? null },
  { field: "taxId", width: 14, value: (e) => full(e)?.taxId ?? null },
  { field: "tajNumber", width: 13, value: (e) => full(e)?.tajNumber ?? null },
  { field: "address", width: 36, value: (e) => full(e)?.address ?? null },
  { field: "phone", width: 18, value: (e) => e.phone },
  { field: "email", width: 32, value: (e) => e.email },
  { field: "bankAccount", width: 28, value: (e) => full(e)?.bankAccount ?? null },
  { field: "education", width: 22, value: (e) => full(e)?.education ?? null },
  { field: "position", width: 24, value: (e) => e.position },
  { field: "department", width: 22, value: (e) => e.department },
  { field: "managerId", width: 24, value: (e) => e.managerName },
  { field: "costCenter", width: 12, value: (e) => e.costCenter },
  { field: "employmentStart", width: 13, value: (e) => excelDate(e.employmentStart), isDate: true },
  { field: "employmentEnd", width: 13, value: (e) => excelDate(e.employmentEnd), isDate: true },
  { field: "workSchedule", width: 12, value: (e) => (e.workSchedule === "other" ? "egyéb" : "általános") },
  { field: "weeklyHours", width: 10, value: (e) => e.weeklyHours },
  {
    field: "disability",
    width: 14,
    value: (e) => {
      const f = full(e);
      return f ? yesNo(f.disability) : null;
    },
  },
  {
    field: "children",
    width: 30,
    value: (e) =>
      full(e)
        ?.children.map((c) => `${formatDateHu(c.birthDate)}${c.disabled ? " (fogyatékos)" : ""}`)
        .join(", ") || null,
  },
  { field: "active", width: 8, value: (e) => yesNo(e.active) },
];

/** Hungarian header of every column, in order. */
export const EMPLOYEE_XLSX_HEADERS: readonly string[] = COLUMNS.map(
  (c) => EMPLOYEE_FIELD_LABELS[c.field] ?? c.field,
);
/** Name of the only sheet. */
export const EMPLOYEE_XLSX_SHEET = "Munkatársak";
const ROWS_PER_CHUNK = 200;
/** Shared by reference so ExcelJS serialises each style once (see attendance-xlsx.ts). */
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: "yyyy.mm.dd." };

/**
 * Streams `rows` (already the DTOs the caller may see) as a one-sheet `.xlsx` into `out`: Hungarian
 * headers, one row per employee in the given order, dates as Excel dates (`yyyy.mm.dd.`), frozen
 * header row and name column, an autofilter. Ends `out`. Throws `ExportAbortedError` when `out` closes.
 */
export async function writeEmployeesXlsx(rows: readonly Row[], out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(EMPLOYEE_XLSX_SHEET, {
    views: [{ state: "frozen", xSplit: 2, ySplit: 1, topLeftCell: "C2", activeCell: "C2" }],
  });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.addRow(safeRow([...EMPLOYEE_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  header.commit();
  for (const [i, row] of rows.entries()) {
    const written = sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
    COLUMNS.forEach((c, i) => (written.getCell(i + 1).style = c.isDate ? DATE_STYLE : PLAIN_STYLE));
    written.commit();
    if ((i + 1) % ROWS_PER_CHUNK === 0) await breathe(out);
  }
  sheet.commit();
  await workbook.commit();
}
