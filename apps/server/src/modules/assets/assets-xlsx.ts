import ExcelJS from "exceljs";
import { ASSET_STATUS_LABELS, type Asset } from "@office/shared/assets/assets.contract";
import { currentHolderName } from "@office/shared/assets/asset-holder";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_DATE_FORMAT, EXCEL_DATE_TIME_FORMAT, excelDate, excelInstant } from "../reports/xlsx-dates.ts";

type Column = { header: string; width: number; value: (a: Asset) => ExcelJS.CellValue; numFmt?: string };

const COLUMNS: readonly Column[] = [
  { header: "Leltári szám", width: 14, value: (a) => a.inventoryNumber },
  { header: "Megnevezés", width: 34, value: (a) => a.name },
  { header: "Kategória", width: 16, value: (a) => a.category },
  { header: "Gyári szám", width: 16, value: (a) => a.serialNumber },
  { header: "Állapot", width: 12, value: (a) => ASSET_STATUS_LABELS[a.status] },
  { header: "Birtokos", width: 24, value: (a) => currentHolderName(a) },
  { header: "Hely", width: 22, value: (a) => a.location },
  { header: "Beszerzés", width: 12, value: (a) => excelDate(a.purchaseDate), numFmt: EXCEL_DATE_FORMAT },
  { header: "Érték (Ft)", width: 13, value: (a) => a.valueHuf, numFmt: "#,##0" },
  { header: "Szállító", width: 22, value: (a) => a.supplier },
  {
    header: "Garancia vége",
    width: 13,
    value: (a) => excelDate(a.warrantyExpiry),
    numFmt: EXCEL_DATE_FORMAT,
  },
  {
    header: "Utoljára leltározva",
    width: 18,
    value: (a) => excelInstant(a.lastCountedAt),
    numFmt: EXCEL_DATE_TIME_FORMAT,
  },
  { header: "Megjegyzés", width: 30, value: (a) => a.note },
];

/** Hungarian headers of the asset export, in order. */
export const ASSET_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);

/**
 * The asset list (as filtered on `/eszkozok`) as a one-sheet `.xlsx`; values in whole HUF as numbers,
 * dates as Excel dates (`yyyy.mm.dd.`, the last count with its Budapest time).
 */
export async function buildAssetsXlsx(rows: readonly Asset[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Office";
  const sheet = wb.addWorksheet("Eszközök", { views: [{ state: "frozen", xSplit: 1, ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.addRow(safeRow([...ASSET_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const row of rows) sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
