import ExcelJS from "exceljs";
import type { Car } from "@office/shared/fleet/cars.contract";
import { REMINDER_KIND_LABELS } from "@office/shared/fleet/reminders.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_DATE_FORMAT, excelDate } from "../reports/xlsx-dates.ts";

type Column = { header: string; width: number; value: (c: Car) => ExcelJS.CellValue; numFmt?: string };
const date = EXCEL_DATE_FORMAT;

const OWNERSHIP = { company: "céges", leased: "lízingelt", private: "magán (üzleti használat)" } as const;
const FUEL = {
  petrol: "benzin",
  diesel: "dízel",
  hybrid: "hibrid",
  electric: "elektromos",
  lpg: "LPG",
} as const;

const COLUMNS: readonly Column[] = [
  { header: "Rendszám", width: 12, value: (c) => c.plate },
  { header: "Gyártmány", width: 14, value: (c) => c.make },
  { header: "Típus", width: 18, value: (c) => c.model },
  { header: "Sofőr", width: 22, value: (c) => c.driverName },
  { header: "Km-óra állás (km)", width: 16, value: (c) => c.odometerKm, numFmt: "#,##0" },
  { header: "Üzemanyag", width: 11, value: (c) => FUEL[c.fuelType] },
  { header: "Tulajdon", width: 22, value: (c) => OWNERSHIP[c.ownership] },
  { header: "Műszaki vizsga", width: 14, value: (c) => excelDate(c.motExpiry), numFmt: date },
  {
    header: "Kötelező biztosítás",
    width: 16,
    value: (c) => excelDate(c.mandatoryInsuranceExpiry),
    numFmt: date,
  },
  { header: "Casco", width: 12, value: (c) => excelDate(c.cascoExpiry), numFmt: date },
  { header: "Következő lejárat", width: 16, value: (c) => excelDate(c.nextExpiry?.date), numFmt: date },
  {
    header: "Következő lejárat tárgya",
    width: 24,
    value: (c) => (c.nextExpiry ? REMINDER_KIND_LABELS[c.nextExpiry.kind] : null),
  },
  { header: "Alvázszám", width: 20, value: (c) => c.vin },
  { header: "Évjárat", width: 8, value: (c) => c.year },
  { header: "Aktív", width: 7, value: (c) => (c.active ? "igen" : "nem") },
];

/** Hungarian headers of the car list export. */
export const CAR_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);

/**
 * The car list (`GET /api/car/export`, same filters as the list) as a one-sheet `.xlsx`: expiries as
 * Excel dates (`yyyy.mm.dd.`), the odometer as a number in km.
 */
export async function buildCarsXlsx(rows: readonly Car[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet("Autók", { views: [{ state: "frozen", xSplit: 1, ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.addRow(safeRow([...CAR_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const row of rows) sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
