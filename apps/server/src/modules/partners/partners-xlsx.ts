import ExcelJS from "exceljs";
import type { PartnerListItem } from "@office/shared/partners/partners.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";

type Column = { header: string; width: number; value: (p: PartnerListItem) => ExcelJS.CellValue };

/** The columns of the partner export: the list's columns, then the rest of the record. */
const COLUMNS: readonly Column[] = [
  { header: "Név", width: 36, value: (p) => p.name },
  { header: "Adószám", width: 15, value: (p) => p.taxNumber },
  { header: "Közösségi adószám", width: 17, value: (p) => p.euVatNumber },
  { header: "Irányítószám", width: 12, value: (p) => p.postalCode },
  { header: "Település", width: 16, value: (p) => p.city },
  { header: "Cím", width: 44, value: (p) => p.address },
  { header: "Aktív projektek", width: 14, value: (p) => p.activeProjectCount },
  { header: "Kapcsolattartó", width: 24, value: (p) => p.firstContact?.name ?? null },
  { header: "Beosztás", width: 24, value: (p) => p.firstContact?.position ?? null },
  { header: "Kapcsolattartó e-mail", width: 32, value: (p) => p.firstContact?.email ?? null },
  { header: "Kapcsolattartó telefon", width: 18, value: (p) => p.firstContact?.phone ?? null },
  { header: "E-mail", width: 30, value: (p) => p.email },
  { header: "Telefon", width: 18, value: (p) => p.phone },
  { header: "Weboldal", width: 30, value: (p) => p.website },
  { header: "Aktív", width: 8, value: (p) => (p.active ? "igen" : "nem") },
  { header: "Megjegyzés", width: 40, value: (p) => p.note },
];

/** Hungarian headers of the export, in order. */
export const PARTNER_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);
/** Name of the only sheet. */
export const PARTNER_XLSX_SHEET = "Partnerek";

/**
 * The partner list as a one-sheet `.xlsx` (a few hundred rows at most, so built in memory): Hungarian
 * headers, one row per partner in the given order, frozen header row and name column, an autofilter.
 */
export async function buildPartnersXlsx(rows: readonly PartnerListItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(PARTNER_XLSX_SHEET, {
    views: [{ state: "frozen", xSplit: 1, ySplit: 1, topLeftCell: "B2", activeCell: "B2" }],
  });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.addRow(safeRow([...PARTNER_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const row of rows) sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
