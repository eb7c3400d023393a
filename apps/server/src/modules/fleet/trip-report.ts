import ExcelJS from "exceljs";
import { computeReimbursement, type Reimbursement } from "@office/shared/fleet/nav-rates";
import type { Trip } from "@office/shared/fleet/trips.contract";
import { and, eq, sql } from "drizzle-orm";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { carForRead, type CarRow } from "./fleet-access.ts";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { renderPdf } from "../assets/pdf.ts";
import type { PdfDocument } from "../assets/pdf-document.ts";
import { readTrips } from "./trips.service.ts";
import { fuelFills } from "./fleet.table.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_DATE_FORMAT, excelDate } from "../reports/xlsx-dates.ts";
import { formatDateHu, formatHuf, formatKm, formatMonthHu, formatNumberHu } from "@office/shared/hu/format";

/**
 * The monthly trip-log sheet of one car (`GET /report/car/{id}/distance?month=YYYY-MM&format=pdf|xlsx`),
 * in the shape Hungarian accountants expect of a company car's útnyilvántartás: date, route (from → to),
 * purpose, partner, driver, start and end odometer, km (business / private), with the month's opening
 * and closing odometer and totals; for a `private` car used for business, the reimbursement at the NAV
 * rate (`computeReimbursement`, sources in `nav-rates.ts`).
 */

/** What the sheet holds. */
export type TripLog = {
  company: string;
  car: CarRow;
  month: string;
  trips: Trip[];
  businessKm: number;
  privateKm: number;
  reimbursement: Reimbursement | null;
};

/** Loads the month's log of a car: fleet managers and the car's driver. Errors: 403, 404. */
export async function loadTripLog(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  month: string,
): Promise<TripLog> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { car } = await carForRead(tx, tenantId, auth, carId);
    const trips = await readTrips(tx, tenantId, carId, month);
    const businessKm = trips.filter((t) => !t.private).reduce((s, t) => s + t.distanceKm, 0);
    const invoicePrice =
      car.ownership === "private" ? await invoiceFuelPrice(tx, tenantId, carId, month) : null;
    const privateKm = trips.filter((t) => t.private).reduce((s, t) => s + t.distanceKm, 0);
    return {
      company: ctx.tenant.name,
      car,
      month,
      trips,
      businessKm,
      privateKm,
      reimbursement:
        car.ownership === "private"
          ? computeReimbursement(
              month,
              businessKm,
              car.fuelType as Parameters<typeof computeReimbursement>[2],
              car.engineCcm,
              invoicePrice,
            )
          : null,
    };
  });
}

/**
 * The average Ft/l on the car's fuel invoices in `month` (`YYYY-MM`): Σ total ÷ Σ litres of its fills, or
 * null without fills. The számla szerinti ár that Szja tv. 3. sz. melléklet allows besides the NAV price.
 */
async function invoiceFuelPrice(
  tx: Tx,
  tenantId: number,
  carId: number,
  month: string,
): Promise<number | null> {
  const [row] = await tx
    .select({
      total: sql<string | null>`sum(${fuelFills.totalHuf})`,
      litres: sql<string | null>`sum(${fuelFills.liters})`,
    })
    .from(fuelFills)
    .where(
      and(
        eq(fuelFills.tenantId, tenantId),
        eq(fuelFills.carId, carId),
        sql`to_char(${fuelFills.date}, 'YYYY-MM') = ${month}`,
      ),
    );
  const total = Number(row?.total ?? 0);
  const litres = Number(row?.litres ?? 0);
  return litres > 0 ? total / litres : null;
}

/** Column headers of the sheet, in order; number columns name their unit (issue 19 §1). */
export const TRIP_LOG_HEADERS = [
  "Dátum",
  "Honnan",
  "Hová",
  "Cél",
  "Partner",
  "Sofőr",
  "Kezdő km-állás (km)",
  "Záró km-állás (km)",
  "Üzleti (km)",
  "Magán (km)",
] as const;

/** The number columns (1-based) of the sheet: km as whole numbers. */
const KM_COLUMNS = [7, 8, 9, 10] as const;

/** A trip's cells: the date as an Excel date, km as numbers. */
const rowOf = (t: Trip) => [
  excelDate(t.date),
  t.from,
  t.to,
  t.purpose,
  t.partnerName ?? "",
  t.driverName,
  t.startKm,
  t.endKm,
  t.private ? 0 : t.distanceKm,
  t.private ? t.distanceKm : 0,
];

const title = (log: TripLog) =>
  `Útnyilvántartás – ${log.car.plate} (${log.car.make} ${log.car.model}) – ${formatMonthHu(log.month)}`;

/** A PDF cell of a trip: dates and km in Hungarian ("2026. 11. 25.", "64 385"). */
const pdfCell = (value: string | number | Date | null): string => {
  if (value instanceof Date) return formatDateHu(value.toISOString().slice(0, 10));
  if (typeof value === "number") return formatNumberHu(value);
  return value ?? "";
};

/** Ft/l and Ft/km rates with up to two decimals ("598,46"). */
const rate = (value: number | null) => (value === null ? "–" : formatNumberHu(value, 2));

function summaryLines(log: TripLog): string[] {
  const first = log.trips[0];
  const last = log.trips.at(-1);
  const lines = [
    `Cég: ${log.company}`,
    `Nyitó km-óra állás: ${formatKm(first ? first.startKm : log.car.odometerKm)} · Záró km-óra állás: ${formatKm(last ? last.endKm : log.car.odometerKm)}`,
    `Üzleti km összesen: ${formatKm(log.businessKm)} · Magán km összesen: ${formatKm(log.privateKm)}`,
  ];
  const r = log.reimbursement;
  if (r) {
    lines.push(
      r.totalHuf === null
        ? `Költségtérítés: nem számolható (${r.missing ?? ""})`
        : `Költségtérítés: ${formatKm(r.businessKm)} × ${rate(r.rateHufPerKm)} Ft/km = ${formatHuf(r.totalHuf)} (norma ${rate(r.normLitresPer100Km)} l/100 km × ${r.fuelPriceBasis === "nav" ? "NAV-ár" : "számla szerinti ár"} ${rate(r.fuelPriceHufPerLitre)} Ft/l + ${rate(r.amortisationHufPerKm)} Ft/km)`,
      `Forrás: ${r.source}`,
    );
    if (r.provisional !== null) lines.push(r.provisional);
  }
  return lines;
}

/**
 * The month's log as `.xlsx` (one sheet; header, trips, totals, reimbursement for private cars): dates as
 * Excel dates (`yyyy.mm.dd.`), km as numbers (`# ##0`), so the sheet sorts, filters and sums.
 */
export async function buildTripLogXlsx(log: TripLog): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet("Útnyilvántartás", { views: [{ state: "frozen", ySplit: 3 }] });
  sheet.columns = [12, 20, 20, 30, 24, 20, 14, 14, 11, 11].map((width) => ({ width }));
  sheet.addRow(safeRow([title(log)])).font = { bold: true, size: 13 };
  sheet.addRow(safeRow([`${log.car.plate} · ${log.company}`]));
  const header = sheet.addRow(safeRow([...TRIP_LOG_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  for (const t of log.trips) {
    const row = sheet.addRow(safeRow(rowOf(t)));
    row.getCell(1).numFmt = EXCEL_DATE_FORMAT;
    for (const col of KM_COLUMNS) row.getCell(col).numFmt = "#,##0";
  }
  sheet.addRow([]);
  const totals = sheet.addRow(
    safeRow(["Összesen", "", "", "", "", "", "", "", log.businessKm, log.privateKm]),
  );
  totals.font = HEADER_FONT;
  for (const col of KM_COLUMNS) totals.getCell(col).numFmt = "#,##0";
  for (const line of summaryLines(log)) sheet.addRow(safeRow([line]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The month's log as an A4 landscape PDF (pdfmake via `renderPdf`, Roboto — ő and ű render); dates and km in Hungarian. */
export async function buildTripLogPdf(log: TripLog): Promise<Buffer> {
  const doc: PdfDocument = {
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: [28, 28, 28, 28],
    info: { title: title(log), creator: "Office" },
    defaultStyle: { font: "Roboto", fontSize: 8 },
    content: [
      { text: title(log), fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          headerRows: 1,
          widths: [52, "*", "*", "*", 70, 70, 48, 48, 40, 40],
          body: [
            TRIP_LOG_HEADERS.map((h) => ({ text: h, bold: true })),
            ...log.trips.map((t) => rowOf(t).map(pdfCell)),
            ["Összesen", "", "", "", "", "", "", "", pdfCell(log.businessKm), pdfCell(log.privateKm)],
          ],
        },
        layout: "lightHorizontalLines",
      },
      ...summaryLines(log).map((line) => ({
        text: line,
        margin: [0, 4, 0, 0] as [number, number, number, number],
      })),
      { text: "\n\nAláírás (sofőr): ____________________      Aláírás (flottakezelő): ____________________" },
    ],
  };
  return renderPdf(doc);
}
