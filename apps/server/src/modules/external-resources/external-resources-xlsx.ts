import ExcelJS from "exceljs";
import type { ExternalResource } from "@office/shared/external-resources/external-resources.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";

/** Name of the only sheet of the contractor export. */
export const EXTERNAL_RESOURCES_SHEET = "Külső erőforrások";

type Column = {
  header: string;
  width: number;
  value: (r: ExternalResource) => ExcelJS.CellValue;
  money?: boolean;
};

const COLUMNS: readonly Column[] = [
  { header: "Név", width: 26, value: (r) => r.name },
  { header: "Cég", width: 28, value: (r) => r.company },
  { header: "Adószám", width: 15, value: (r) => r.taxNumber },
  { header: "E-mail", width: 32, value: (r) => r.email },
  { header: "Telefon", width: 18, value: (r) => r.phone },
  { header: "Készségek", width: 40, value: (r) => r.skills.join(", ") || null },
  { header: "Napidíj (Ft)", width: 14, value: (r) => r.dailyRate, money: true },
  { header: "Óradíj (Ft)", width: 14, value: (r) => r.hourlyRate, money: true },
  { header: "Projektek", width: 10, value: (r) => r.projectCount },
  { header: "Aktív", width: 8, value: (r) => (r.active ? "igen" : "nem") },
  { header: "Megjegyzés", width: 40, value: (r) => r.note },
];

/**
 * The contractor list as one `.xlsx` sheet: Hungarian headers (bold, frozen, autofilter), one row per
 * contractor in the given order, rates as whole forints (`# ##0 "Ft"`). The rate columns are left out
 * when `ratesVisible` is false (the caller may not see rates). Answers the file bytes.
 */
export async function writeExternalResourcesXlsx(
  rows: readonly ExternalResource[],
  ratesVisible: boolean,
): Promise<Buffer> {
  const columns = COLUMNS.filter((c) => ratesVisible || !c.money);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(EXTERNAL_RESOURCES_SHEET, {
    views: [{ state: "frozen", xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    width: c.width,
    style: c.money ? { numFmt: '#,##0 "Ft"' } : {},
  }));
  const header = sheet.addRow(safeRow(columns.map((c) => c.header)));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const r of rows) sheet.addRow(safeRow(columns.map((c) => c.value(r))));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
