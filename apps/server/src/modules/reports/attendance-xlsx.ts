import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import {
  ATTENDANCE_CODES,
  HALF_DAY_PREFIX,
  type AttendanceCell,
  type AttendanceTotals,
} from "@office/shared/attendance/attendance.contract";
import type { DayInfo } from "@office/shared/hu/calendar";
import type { Database } from "../../platform/db.ts";
import { monthsInRange, provisionalFieldsOf, type MonthSpan } from "../attendance/attendance-calendar.ts";
import { loadSheetPeriod, type SheetPeriod } from "../attendance/attendance.service.ts";
import { HEADER_FONT, breathe, solidFill } from "./xlsx-stream.ts";
import { safeRow } from "./xlsx-cells.ts";

/** Loads the sheet of one month span (rows in output order). The database source is the default. */
export type AttendanceXlsxSource = (span: MonthSpan) => Promise<SheetPeriod>;

/** What `writeAttendanceXlsx` wrote. */
export type AttendanceXlsxStats = { sheets: number; rows: number };

/** The whole tenant's sheet, month span by month span, each in its own short tenant transaction. */
export function databaseAttendanceSource(database: Database, tenantId: number): AttendanceXlsxSource {
  return (span) => loadSheetPeriod(database, tenantId, span);
}

/** Name of the legend sheet. */
export const LEGEND_SHEET = "Jelmagyarázat";
/** Fixed columns before the days. */
export const ATTENDANCE_XLSX_LEAD_HEADERS = ["Név", "Törzsszám", "Szervezeti egység"] as const;
/** Totals after the days (days; half days count 0.5), and which totals field each shows. */
export const ATTENDANCE_XLSX_TOTALS: readonly { header: string; field: keyof AttendanceTotals }[] = [
  { header: "Munkanap", field: "workingDays" },
  { header: "Jelen", field: "present" },
  { header: "Szabadság", field: "leave" },
  { header: "Beteg", field: "sick" },
  { header: "Táppénz", field: "sickPay" },
  { header: "Szülési", field: "maternity" },
  { header: "Mentesülés", field: "exemption" },
  { header: "Home office", field: "homeOffice" },
  { header: "Fizetés nélküli", field: "unpaid" },
  { header: "Apasági", field: "paternity" },
  { header: "Szülői", field: "parental" },
  { header: "Egyéb", field: "other" },
];

const NON_WORKING_FILL = solidFill("FFD9D9D9");
const SWAPPED_WORKDAY_FILL = solidFill("FFFFF2CC");
const HEADER_FILL = solidFill("FFEFEFEF");
const CENTER: Partial<ExcelJS.Alignment> = { horizontal: "center" };
/**
 * Data cell styles, shared by reference: ExcelJS caches a style's id per object, so one object per
 * kind of column keeps it from serialising a fresh style for every cell (the main cost of a sheet).
 */
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
const WORKDAY_STYLE: Partial<ExcelJS.Style> = { alignment: CENTER };
const NON_WORKING_STYLE: Partial<ExcelJS.Style> = { alignment: CENTER, fill: NON_WORKING_FILL };
const SWAPPED_WORKDAY_STYLE: Partial<ExcelJS.Style> = { alignment: CENTER, fill: SWAPPED_WORKDAY_FILL };
/** Rows written between two event-loop turns. */
const ROWS_PER_CHUNK = 25;

const cellText = (cell: AttendanceCell): string | null =>
  cell.code === null
    ? null
    : `${cell.halfDay && cell.code !== "present" ? HALF_DAY_PREFIX : ""}${ATTENDANCE_CODES[cell.code].short}`;

const dayFill = (day: DayInfo) =>
  !day.isWorkingDay ? NON_WORKING_FILL : day.kind === "swappedWorkday" ? SWAPPED_WORKDAY_FILL : undefined;

const dayStyle = (day: DayInfo) =>
  !day.isWorkingDay
    ? NON_WORKING_STYLE
    : day.kind === "swappedWorkday"
      ? SWAPPED_WORKDAY_STYLE
      : WORKDAY_STYLE;

const sheetName = (span: MonthSpan) => `${span.year}-${String(span.month).padStart(2, "0")}`;

function writeMonthHeader(sheet: ExcelJS.Worksheet, days: readonly DayInfo[]): void {
  sheet.columns = [
    { width: 28 },
    { width: 11 },
    { width: 22 },
    ...days.map(() => ({ width: 5 })),
    ...ATTENDANCE_XLSX_TOTALS.map((t) => ({ width: Math.max(9, t.header.length + 2) })),
  ];
  const header = sheet.addRow(
    safeRow([
      ...ATTENDANCE_XLSX_LEAD_HEADERS,
      ...days.map((d) => Number(d.date.slice(8, 10))),
      ...ATTENDANCE_XLSX_TOTALS.map((t) => t.header),
    ]),
  );
  header.font = HEADER_FONT;
  header.eachCell((cell, col) => {
    const day = days[col - 1 - ATTENDANCE_XLSX_LEAD_HEADERS.length];
    cell.fill = (day && dayFill(day)) ?? HEADER_FILL;
    cell.alignment = { horizontal: "center", vertical: "middle", wrapText: true };
    if (day?.name) cell.note = day.name;
  });
  header.commit();
}

/**
 * Streams the attendance sheet (`jelenléti ív`, issue 3 §3) of `start`..`end` as `.xlsx` into `out`:
 * one sheet per month touched by the range (named `YYYY-MM`, only the range's days), one row per
 * employee employed in it — Név, Törzsszám, Szervezeti egység, the day codes (weekend/holiday/rest
 * day columns grey with the day's name as a note, swapped working days yellow), then the totals in
 * days — and a last sheet `Jelmagyarázat` (ending with the `provisionalCalendarNote` "Ideiglenes: …" when a
 * year of the range has no loaded decree of swapped working days, issue 22 §4). Header row and name column are frozen. Uses ExcelJS's
 * streaming writer: months are loaded one at a time and rows committed as they are written, with an
 * event-loop turn every 25 rows, so memory stays flat and the server keeps answering. Ends `out`.
 * The range must be valid already (see `reports.service.ts`). Throws `ExportAbortedError` when
 * `out` closes early, and whatever `source` throws.
 */
export async function writeAttendanceXlsx(
  source: AttendanceXlsxSource,
  range: { start: string; end: string },
  out: Writable,
): Promise<AttendanceXlsxStats> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Office";
  let sheets = 0;
  let rowCount = 0;
  for (const span of monthsInRange(range.start, range.end)) {
    const { days, rows } = await source(span);
    const sheet = workbook.addWorksheet(sheetName(span), {
      views: [{ state: "frozen", xSplit: 1, ySplit: 1, topLeftCell: "B2", activeCell: "B2" }],
    });
    writeMonthHeader(sheet, days);
    const styles = [
      ...ATTENDANCE_XLSX_LEAD_HEADERS.map(() => PLAIN_STYLE),
      ...days.map(dayStyle),
      ...ATTENDANCE_XLSX_TOTALS.map(() => PLAIN_STYLE),
    ];
    for (const [i, row] of rows.entries()) {
      const written = sheet.addRow(
        safeRow([
          row.name,
          row.employeeNumber,
          row.department,
          ...row.cells.map(cellText),
          ...ATTENDANCE_XLSX_TOTALS.map((t) => row.totals[t.field]),
        ]),
      );
      styles.forEach((style, c) => (written.getCell(c + 1).style = style));
      written.commit();
      if ((i + 1) % ROWS_PER_CHUNK === 0) await breathe(out);
    }
    rowCount += rows.length;
    sheet.commit();
    sheets += 1;
    await breathe(out);
  }
  const { provisionalCalendarNote } = provisionalFieldsOf(
    Number(range.start.slice(0, 4)),
    Number(range.end.slice(0, 4)),
  );
  writeLegend(workbook, provisionalCalendarNote);
  await workbook.commit();
  return { sheets, rows: rowCount };
}

function writeLegend(workbook: ExcelJS.stream.xlsx.WorkbookWriter, provisionalNote: string | null): void {
  const sheet = workbook.addWorksheet(LEGEND_SHEET);
  sheet.columns = [{ width: 10 }, { width: 60 }];
  const header = sheet.addRow(safeRow(["Kód", "Jelentés"]));
  header.font = HEADER_FONT;
  header.commit();
  for (const { short, label } of Object.values(ATTENDANCE_CODES))
    sheet.addRow(safeRow([short, label])).commit();
  sheet
    .addRow(safeRow([`${HALF_DAY_PREFIX}SZ`, "Fél nap: a nap fele a jelölt távollét, a másik fele jelenlét"]))
    .commit();
  sheet.addRow([]).commit();
  const grey = sheet.addRow(
    safeRow([null, "Szürke oszlop: hétvége, munkaszüneti nap vagy pihenőnap (nincs kód)"]),
  );
  grey.getCell(1).fill = NON_WORKING_FILL;
  grey.commit();
  const yellow = sheet.addRow(safeRow([null, "Sárga oszlop: áthelyezett munkanap"]));
  yellow.getCell(1).fill = SWAPPED_WORKDAY_FILL;
  yellow.commit();
  sheet.addRow(safeRow([null, "Üres cella munkanapon: a munkatárs aznap nem állt munkaviszonyban"])).commit();
  sheet.addRow(safeRow([null, "Az összesítő oszlopok napokban értendők (fél nap = 0,5)"])).commit();
  if (provisionalNote) {
    sheet.addRow([]).commit();
    sheet.addRow(safeRow([null, provisionalNote])).commit();
  }
  sheet.commit();
}
