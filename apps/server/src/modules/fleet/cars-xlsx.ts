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

/** A service as the export needs it (a row of `car_services`). */
export type ServiceExportRow = {
  carId: number;
  date: string;
  odometerKm: number;
  costHuf: number;
  description: string;
  invoiceFileName: string | null;
};

/** Headers of the service log sheet and of the yearly cost sheet (units in the headers). */
export const SERVICE_XLSX_HEADERS = [
  "Rendszám",
  "Dátum",
  "Km-óra állás (km)",
  "Költség (Ft)",
  "Leírás",
  "Számla",
] as const;
export const SERVICE_COST_XLSX_HEADERS = ["Rendszám", "Év", "Szervizek száma (db)", "Költség (Ft)"] as const;

function headerRow(sheet: ExcelJS.Worksheet, headers: readonly string[]) {
  const header = sheet.addRow(safeRow([...headers]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
}

/**
 * The car list (`GET /api/car/export`, same filters as the list) as an `.xlsx`: sheet „Autók” (expiries as
 * Excel dates `yyyy.mm.dd.`, the odometer as a number in km); „Szervizek”, the service log of those cars
 * (date as an Excel date, km and Ft as numbers); „Szervizköltség” the cost per car and calendar year.
 */
export async function buildCarsXlsx(
  rows: readonly Car[],
  services: readonly ServiceExportRow[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet("Autók", { views: [{ state: "frozen", xSplit: 1, ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  headerRow(sheet, CAR_XLSX_HEADERS);
  for (const row of rows) sheet.addRow(safeRow(COLUMNS.map((c) => c.value(row))));

  const plateOf = new Map(rows.map((r) => [r.id, r.plate]));
  const log = workbook.addWorksheet("Szervizek", { views: [{ state: "frozen", ySplit: 1 }] });
  log.columns = [
    { width: 12 },
    { width: 12, style: { numFmt: date } },
    { width: 16, style: { numFmt: "#,##0" } },
    { width: 14, style: { numFmt: "#,##0" } },
    { width: 40 },
    { width: 24 },
  ];
  headerRow(log, SERVICE_XLSX_HEADERS);
  const yearly = new Map<string, { plate: string; year: number; count: number; cost: number }>();
  for (const s of services) {
    const plate = plateOf.get(s.carId) ?? "";
    log.addRow(
      safeRow([plate, excelDate(s.date), s.odometerKm, s.costHuf, s.description, s.invoiceFileName]),
    );
    const year = Number(s.date.slice(0, 4));
    const key = `${plate}:${year}`;
    const y = yearly.get(key) ?? { plate, year, count: 0, cost: 0 };
    y.count += 1;
    y.cost += s.costHuf;
    yearly.set(key, y);
  }
  const costs = workbook.addWorksheet("Szervizköltség", { views: [{ state: "frozen", ySplit: 1 }] });
  costs.columns = [{ width: 12 }, { width: 8 }, { width: 20 }, { width: 14, style: { numFmt: "#,##0" } }];
  headerRow(costs, SERVICE_COST_XLSX_HEADERS);
  const ordered = [...yearly.values()].sort(
    (a, b) => a.plate.localeCompare(b.plate, "hu") || a.year - b.year,
  );
  for (const y of ordered) costs.addRow(safeRow([y.plate, y.year, y.count, y.cost]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
