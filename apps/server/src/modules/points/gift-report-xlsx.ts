import ExcelJS from "exceljs";
import type { GiftReport, GiftReportRow } from "@office/shared/points/points.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";

type Column = { header: string; width: number; value: (r: GiftReportRow) => ExcelJS.CellValue };

const COLUMNS: readonly Column[] = [
  { header: "Munkatárs", width: 32, value: (r) => r.name },
  { header: "Beváltások", width: 12, value: (r) => r.redemptions },
  { header: "Összérték (Ft)", width: 16, value: (r) => r.totalValueHuf },
  { header: "Csekély értékű ajándék (db)", width: 26, value: (r) => r.smallGiftCount },
  { header: "Csekély értékű ajándék (Ft)", width: 26, value: (r) => r.smallGiftValueHuf },
  { header: "Egyéb juttatás (Ft)", width: 20, value: (r) => r.otherValueHuf },
  { header: "Érték nélküli beváltás (db)", width: 26, value: (r) => r.unknownValueCount },
];

/** Hungarian headers of the gift report, in order. */
export const GIFT_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);

/**
 * The payroll gift report as a one-sheet `.xlsx`: a title row with the year, the small-gift limit
 * and its source (Szja tv. 70. § (2)), then one row per employee (HUF as whole forints).
 */
export async function buildGiftReportXlsx(report: GiftReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(`Beváltások ${report.year}`, {
    views: [{ state: "frozen", ySplit: 3, topLeftCell: "A4", activeCell: "A4" }],
  });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  sheet.addRow(
    safeRow([
      `Pontbeváltások értéke ${report.year} — csekély értékű ajándék határa alkalmanként ${report.smallGiftLimitHuf.toLocaleString("hu-HU")} Ft, évente legfeljebb 3 alkalom (${report.source})`,
    ]),
  ).font = HEADER_FONT;
  sheet.addRow([]);
  const header = sheet.addRow(safeRow([...GIFT_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const row of report.rows) {
    const added = sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
    for (const col of [3, 5, 6]) added.getCell(col).numFmt = "#,##0";
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
