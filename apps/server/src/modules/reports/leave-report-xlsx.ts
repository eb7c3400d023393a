import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { LeaveReport } from "@office/shared/leave/leave.contract";
import { HEADER_FONT, solidFill } from "./xlsx-stream.ts";
import { safeRow } from "./xlsx-cells.ts";

type Row = LeaveReport["rows"][number];
type Column = { header: string; width: number; value: (r: Row) => ExcelJS.CellValue; isDays?: boolean };

/** Columns of the leave report (the same as the `/leave-report` table), days as numbers. */
const COLUMNS: readonly Column[] = [
  { header: "Név", width: 28, value: (r) => r.name },
  { header: "Szervezeti egység", width: 22, value: (r) => r.department },
  { header: "Éves keret (nap)", width: 15, value: (r) => r.entitlement, isDays: true },
  { header: "Kivett (nap)", width: 12, value: (r) => r.taken, isDays: true },
  { header: "Függőben (nap)", width: 14, value: (r) => r.pending, isDays: true },
  { header: "Maradék (nap)", width: 14, value: (r) => r.remaining, isDays: true },
  { header: "Betegszabadság (nap)", width: 20, value: (r) => r.sickDays, isDays: true },
  { header: "Megjegyzés", width: 40, value: (r) => r.problem },
];

/** Hungarian header row of the leave report. */
export const LEAVE_REPORT_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);
/** The sheet's name for `year`. */
export const leaveReportSheetName = (year: number) => `Szabadságok ${year}`;
const DAYS_STYLE: Partial<ExcelJS.Style> = { numFmt: "0.0" };
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
const collator = new Intl.Collator("hu", { sensitivity: "base" });

/**
 * Writes the year's leave balances (`GET /api/leaveReport` rows) as a one-sheet `.xlsx` into `out`:
 * Hungarian headers, one row per employee by name (Hungarian collation), days as numbers with one
 * decimal (half days), a bold totals row computed by SUM formulas with their values cached, frozen
 * header, autofilter. Ends `out`. At most a few thousand rows, so it is written in one go.
 */
export async function writeLeaveReportXlsx(report: LeaveReport, out: Writable): Promise<void> {
  const rows = [...report.rows].sort((a, b) => collator.compare(a.name, b.name));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(leaveReportSheetName(report.year), {
    views: [{ state: "frozen", xSplit: 1, ySplit: 1, topLeftCell: "B2", activeCell: "B2" }],
  });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.addRow(safeRow([...LEAVE_REPORT_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  header.commit();
  for (const row of rows) {
    const written = sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
    COLUMNS.forEach((c, i) => (written.getCell(i + 1).style = c.isDays ? DAYS_STYLE : PLAIN_STYLE));
    written.commit();
  }
  const lastDataRow = rows.length + 1;
  const totals = sheet.addRow(
    safeRow(
      COLUMNS.map((c, i) => {
        if (i === 0) return "Összesen";
        if (!c.isDays) return null;
        const letter = String.fromCharCode(65 + i);
        const result = rows.reduce((sum, r) => sum + Number(c.value(r) ?? 0), 0);
        return rows.length === 0 ? 0 : { formula: `SUM(${letter}2:${letter}${lastDataRow})`, result };
      }),
    ),
  );
  totals.font = HEADER_FONT;
  COLUMNS.forEach(
    (c, i) => (totals.getCell(i + 1).style = { font: HEADER_FONT, ...(c.isDays ? DAYS_STYLE : {}) }),
  );
  totals.commit();
  sheet.commit();
  await workbook.commit();
}
