import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { AnnualReport, AnnualReportRow } from "@office/shared/reports/annual-report.contract";
import { HEADER_FONT, solidFill } from "./xlsx-stream.ts";
import { safeRow } from "./xlsx-cells.ts";
import { provisionalLines } from "./resource-reports-xlsx.ts";

type Format = "text" | "days" | "huf";
type Column = {
  header: string;
  width: number;
  value: (r: AnnualReportRow) => ExcelJS.CellValue;
  format: Format;
};

const COLUMNS: readonly Column[] = [
  { header: "Név", width: 28, value: (r) => r.name, format: "text" },
  { header: "Törzsszám", width: 11, value: (r) => r.employeeNumber, format: "text" },
  { header: "Szervezeti egység", width: 20, value: (r) => r.department, format: "text" },
  { header: "Munkanap (nap)", width: 14, value: (r) => r.workingDays, format: "days" },
  { header: "Ledolgozott (nap)", width: 16, value: (r) => r.daysWorked, format: "days" },
  { header: "Ebből home office (nap)", width: 20, value: (r) => r.homeOffice, format: "days" },
  { header: "Éves szabadságkeret (nap)", width: 22, value: (r) => r.entitlement, format: "days" },
  { header: "Kivett szabadság (nap)", width: 20, value: (r) => r.leaveTaken, format: "days" },
  { header: "Függőben (nap)", width: 14, value: (r) => r.leavePending, format: "days" },
  { header: "Maradék szabadság (nap)", width: 21, value: (r) => r.leaveRemaining, format: "days" },
  { header: "Betegszabadság (nap)", width: 19, value: (r) => r.sickDays, format: "days" },
  { header: "Fizetés nélküli (nap)", width: 19, value: (r) => r.unpaidDays, format: "days" },
  { header: "Egyéb távollét (nap)", width: 18, value: (r) => r.otherAbsenceDays, format: "days" },
];
const COST_COLUMNS: readonly Column[] = [
  { header: "Bruttó bér (Ft)", width: 16, value: (r) => r.grossHuf, format: "huf" },
  { header: "Munkáltatói költség (Ft)", width: 22, value: (r) => r.employerCostHuf, format: "huf" },
];

const STYLE: Readonly<Record<Format, Partial<ExcelJS.Style>>> = {
  text: {},
  days: { numFmt: "0.0" },
  huf: { numFmt: '#,##0" Ft"' },
};

/** The Hungarian header row of the annual report (the wage columns only when the report includes them). */
export function annualReportHeaders(includesCost: boolean): string[] {
  return [...COLUMNS, ...(includesCost ? COST_COLUMNS : [])].map((c) => c.header);
}

/**
 * Writes the annual report as a one-sheet `.xlsx` into `out`: Hungarian headers, one row per employee (the
 * report's order), days with one decimal, forints as `#,##0 Ft`, a bold SUM totals row (values cached), a
 * footer line naming the payroll-rate source when costs are included and, for a year counted without its
 * decree of swapped working days, the `provisionalCalendarNote` (issue 22 §4); frozen header, autofilter.
 * Ends `out`.
 */
export async function writeAnnualReportXlsx(report: AnnualReport, out: Writable): Promise<void> {
  const columns = [...COLUMNS, ...(report.includesCost ? COST_COLUMNS : [])];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(`Éves kimutatás ${report.year}`, {
    views: [{ state: "frozen", xSplit: 1, ySplit: 1, topLeftCell: "B2", activeCell: "B2" }],
  });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.addRow(safeRow(columns.map((c) => c.header)));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  header.commit();
  for (const row of report.rows) {
    const written = sheet.addRow(safeRow(columns.map((c) => c.value(row))));
    columns.forEach((c, i) => (written.getCell(i + 1).style = STYLE[c.format]));
    written.commit();
  }
  const last = report.rows.length + 1;
  const totals = sheet.addRow(
    safeRow(
      columns.map((c, i) => {
        if (i === 0) return "Összesen";
        if (c.format === "text") return null;
        const letter = columnLetter(i + 1);
        const result = report.rows.reduce((sum, r) => sum + Number(c.value(r) ?? 0), 0);
        return report.rows.length === 0 ? 0 : { formula: `SUM(${letter}2:${letter}${last})`, result };
      }),
    ),
  );
  columns.forEach((c, i) => (totals.getCell(i + 1).style = { font: HEADER_FONT, ...STYLE[c.format] }));
  totals.commit();
  const notes = [
    ...(report.rateSource ? [`Bérjárulék-kulcsok (${report.year}): ${report.rateSource}`] : []),
    ...provisionalLines(report),
  ];
  if (notes.length > 0) {
    sheet.addRow([]).commit();
    for (const note of notes) sheet.addRow(safeRow([note])).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Spreadsheet column letter of a 1-based index (1 → A, 27 → AA). */
function columnLetter(index: number): string {
  let n = index;
  let letters = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
