import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { formatDateHu, formatMonthHu } from "@office/shared/hu/format";
import {
  OTHER_REPORT_UNIT_LABELS,
  type OtherReport,
  type OtherReportUnit,
} from "@office/shared/reports/other-report.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_MONTH_FORMAT, excelMonth } from "../reports/xlsx-dates.ts";

const NUM_FMT: Readonly<Record<OtherReportUnit, string>> = {
  people: "#,##0.#",
  days: "#,##0.0",
  huf: '#,##0" Ft"',
  km: '#,##0" km"',
  points: "#,##0",
  percent: '0.0" %"',
  count: "#,##0",
};

/** Header of a series column: its label and unit ("Belépők (fő)"). */
export const seriesHeader = (s: OtherReport["series"][number]) =>
  `${s.label} (${OTHER_REPORT_UNIT_LABELS[s.unit]})`;

/** Excel sheet names: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);

/**
 * Writes one data set as a one-sheet `.xlsx` into `out` and ends it: a title line (with the period or the
 * snapshot day), the Hungarian header row (row header, then each series with its unit), one row per
 * report row (merged or suppressed values left empty; a month row's first cell is an Excel date of the
 * month, `yyyy.mm.`, so it sorts and filters), number formats by unit, then the notes.
 * Frozen header and first column, autofilter.
 */
export async function writeOtherReportXlsx(report: OtherReport, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(sheetName(report.title), {
    views: [{ state: "frozen", xSplit: 1, ySplit: 3, topLeftCell: "B4", activeCell: "B4" }],
  });
  sheet.columns = [
    { width: 24 },
    ...report.series.map((s) => ({ width: Math.max(14, seriesHeader(s).length + 2) })),
  ];
  const title = sheet.addRow(
    safeRow([
      report.asOf
        ? `${report.title} (${formatDateHu(report.asOf)})`
        : `${report.title} (${formatMonthHu(report.from)} – ${formatMonthHu(report.to)})`,
    ]),
  );
  title.font = { bold: true, size: 13 };
  title.commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(safeRow([report.rowHeader, ...report.series.map(seriesHeader)]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  header.commit();
  sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: report.series.length + 1 } };
  for (const [i, row] of report.rows.entries()) {
    const month = excelMonth(row.key);
    const written = sheet.addRow(
      safeRow([month ?? row.label, ...report.series.map((s) => s.values[i] ?? null)]),
    );
    if (month) written.getCell(1).numFmt = EXCEL_MONTH_FORMAT;
    report.series.forEach((s, c) => (written.getCell(c + 2).numFmt = NUM_FMT[s.unit]));
    written.commit();
  }
  if (report.notes.length > 0) {
    sheet.addRow([]).commit();
    for (const note of report.notes) sheet.addRow(safeRow([note])).commit();
  }
  sheet.commit();
  await workbook.commit();
}
