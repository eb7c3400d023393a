import ExcelJS from "exceljs";
import type { Car } from "@office/shared/fleet/cars.contract";
import { REMINDER_KIND_LABELS } from "@office/shared/fleet/reminders.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";

type Column = { header: string; width: number; value: (c: Car) => ExcelJS.CellValue };

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
  { header: "Km-óra állás", width: 13, value: (c) => c.odometerKm },
  { header: "Üzemanyag", width: 11, value: (c) => FUEL[c.fuelType] },
  { header: "Tulajdon", width: 22, value: (c) => OWNERSHIP[c.ownership] },
  { header: "Műszaki vizsga", width: 14, value: (c) => c.motExpiry },
  { header: "Kötelező biztosítás", width: 16, value: (c) => c.mandatoryInsuranceExpiry },
  { header: "Casco", width: 12, value: (c) => c.cascoExpiry },
  {
    header: "Következő lejárat",
    width: 30,
    value: (c) => (c.nextExpiry ? `${REMINDER_KIND_LABELS[c.nextExpiry.kind]}: ${c.nextExpiry.date}` : null),
  },
  { header: "Alvázszám", width: 20, value: (c) => c.vin },
  { header: "Évjárat", width: 8, value: (c) => c.year },
  { header: "Aktív", width: 7, value: (c) => (c.active ? "igen" : "nem") },
];

/** Hungarian headers of the car list export. */
export const CAR_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);

/** The car list (`GET /api/car/export`, same filters as the list) as a one-sheet `.xlsx`. */
export async function buildCarsXlsx(rows: readonly Car[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet("Autók", { views: [{ state: "frozen", xSplit: 1, ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const header = sheet.addRow(safeRow([...CAR_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const row of rows) sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
