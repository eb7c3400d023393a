import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { formatMonthHu } from "@office/shared/hu/format";
import type { ScheduleSpec } from "@office/shared/hu/working-time";
import { HEADER_FONT, breathe, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_DATE_FORMAT, excelDate } from "../reports/xlsx-dates.ts";
import type { ComputedRecord } from "../working-time/working-time-record.ts";
import {
  ABSENCE_COLUMNS,
  absenceHeader,
  absenceLine,
  closureLabel,
  dayRowsOf,
  hoursOf,
  reportTitle,
  scheduleLabel,
  totalsOf,
  warningLines,
  yearOvertimeLine,
  type TimesheetReport,
} from "./timesheet-report-model.ts";

/** Name of the first sheet. */
export const SUMMARY_SHEET = "Összesítő";
/** Header row of the summary sheet (1-based); data rows follow. */
export const SUMMARY_HEADER_ROW = 5;
/** Header row of a person's sheet (1-based); the days follow. */
export const PERSON_HEADER_ROW = 6;

/** Summary columns; number columns name their unit (issue 19 §1). */
export const SUMMARY_HEADERS = [
  "Név",
  "Törzsszám",
  "Szervezeti egység",
  "Munkarend",
  "Beosztás szerinti munkaidő (óra)",
  "Ledolgozott munkaidő (óra)",
  "Rendkívüli munkaidő (óra)",
  "Készenlét (óra)",
  ...ABSENCE_COLUMNS.map(absenceHeader),
  "Éves rendkívüli munkaidő (óra)",
  "Éves keret (óra)",
  "Figyelmeztetés (db)",
] as const;

/** A person's day columns (Mt. 134. § (2)); number columns name their unit. */
export const PERSON_HEADERS = [
  "Dátum",
  "Nap",
  "Napfajta",
  "Munkaidő (kezdés–befejezés)",
  "Készenlét (kezdés–befejezés)",
  "Szünet (perc)",
  "Beosztás szerinti munkaidő (óra)",
  "Ledolgozott munkaidő (óra)",
  "Rendkívüli munkaidő (óra)",
  "Készenlét (óra)",
  "Távollét",
  "Megjegyzés",
] as const;

const HOURS_FORMAT = "#,##0.00";
const HEADER_FILL = solidFill("FFEFEFEF");
const NON_WORKING_FILL = solidFill("FFF2F2F2");
const TITLE_FONT: Partial<ExcelJS.Font> = { bold: true, size: 13 };
/** Sheets written between two event-loop turns. */
const SHEETS_PER_CHUNK = 5;

/** The schedule in a word for the summary: "általános", "részmunkaidő", "kötetlen" (+ written schedule). */
export function scheduleShort(schedule: ScheduleSpec): string {
  const kind =
    schedule.kind === "partTime" ? "részmunkaidő" : schedule.kind === "flexible" ? "kötetlen" : "általános";
  return schedule.recordMode === "schedule" ? `${kind} (beosztás szerint)` : kind;
}

/**
 * Excel sheet names for the people: at most 31 characters, none of `: \ / ? * [ ]`, unique without regard
 * to case (a clash gets " (2)", " (3)" …), never the summary's name.
 */
export function personSheetNames(names: readonly string[]): string[] {
  const used = new Set([SUMMARY_SHEET.toLocaleLowerCase("hu")]);
  return names.map((raw) => {
    const base =
      raw
        .replace(/[:\\/?*[\]]/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^'|'$/g, "") || "Munkatárs";
    let name = base.slice(0, 31).trim();
    for (let n = 2; used.has(name.toLocaleLowerCase("hu")); n += 1) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, 31 - suffix.length).trim()}${suffix}`;
    }
    used.add(name.toLocaleLowerCase("hu"));
    return name;
  });
}

const styleHeader = (row: ExcelJS.Row) => {
  row.font = HEADER_FONT;
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: "middle", wrapText: true };
  });
  row.height = 30;
};

function writeSummary(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: TimesheetReport): void {
  const sheet = workbook.addWorksheet(SUMMARY_SHEET, {
    views: [{ state: "frozen", xSplit: 1, ySplit: SUMMARY_HEADER_ROW }],
  });
  sheet.columns = [28, 11, 22, 22, ...SUMMARY_HEADERS.slice(4).map(() => 13)].map((width) => ({ width }));
  sheet.addRow(safeRow([`${reportTitle(report)} – ${report.company.name}`])).font = TITLE_FONT;
  sheet.addRow(safeRow([closureLabel(report.closure)]));
  const agreement = report.limit.agreement ? `; megállapodás: ${report.limit.agreement}` : "";
  sheet.addRow(safeRow([`Éves túlórakeret: ${report.limit.hours} óra (Mt. 109. §)${agreement}`]));
  sheet.addRow([]);
  styleHeader(sheet.addRow(safeRow([...SUMMARY_HEADERS])));
  const sums = new Array<number>(SUMMARY_HEADERS.length).fill(0);
  for (const r of report.records) {
    const t = totalsOf(r);
    const values = [
      r.employee.name,
      r.employee.employeeNumber ?? "",
      r.employee.department ?? "",
      scheduleShort(r.schedule),
      t.scheduledHours,
      t.workedHours,
      t.overtimeHours,
      t.standbyHours,
      ...ABSENCE_COLUMNS.map((c) => t.absenceDays[c]),
      hoursOf(r.yearOvertimeMinutes),
      hoursOf(r.yearOvertimeLimitMinutes),
      r.warnings.length,
    ];
    values.forEach((v, i) => {
      if (typeof v === "number") sums[i] = (sums[i] ?? 0) + v;
    });
    const row = sheet.addRow(safeRow(values));
    for (let c = 5; c <= SUMMARY_HEADERS.length; c += 1) row.getCell(c).numFmt = HOURS_FORMAT;
    row.getCell(SUMMARY_HEADERS.length).numFmt = "0";
    row.commit();
  }
  // Totals of the hour and day columns only: the year's figures are per person.
  const totals = sheet.addRow(
    safeRow(["Összesen", "", "", "", ...sums.slice(4, 8 + ABSENCE_COLUMNS.length).map(round2)]),
  );
  totals.font = HEADER_FONT;
  for (let c = 5; c <= 8 + ABSENCE_COLUMNS.length; c += 1) totals.getCell(c).numFmt = HOURS_FORMAT;
  totals.commit();
  sheet.commit();
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function writePerson(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  report: TimesheetReport,
  record: ComputedRecord,
  sheetName: string,
): void {
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: "frozen", ySplit: PERSON_HEADER_ROW }],
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = [12, 10, 22, 24, 18, 9, 12, 12, 12, 10, 22, 40].map((width) => ({ width }));
  const e = record.employee;
  sheet.addRow(safeRow([`Jelenléti ív – ${e.name} – ${formatMonthHu(report.month)}`])).font = TITLE_FONT;
  const who = [
    report.company.name,
    e.department && `Szervezeti egység: ${e.department}`,
    e.employeeNumber && `Törzsszám: ${e.employeeNumber}`,
  ].filter(Boolean);
  sheet.addRow(safeRow([who.join(" · ")]));
  sheet.addRow(safeRow([`Munkarend: ${scheduleLabel(record.schedule)}`]));
  sheet.addRow(safeRow([closureLabel(report.closure)]));
  sheet.addRow([]);
  styleHeader(sheet.addRow(safeRow([...PERSON_HEADERS])));
  const rows = dayRowsOf(record);
  rows.forEach((d, i) => {
    const day = record.days[i];
    const row = sheet.addRow(
      safeRow([
        excelDate(d.date),
        d.weekday,
        d.dayKind,
        d.work.join(", "),
        d.standby.join(", "),
        d.breakMinutes,
        hoursOf(day?.scheduledMinutes ?? 0),
        d.workedHours,
        d.overtimeHours,
        d.standbyHours,
        d.absence ?? "",
        d.note,
      ]),
    );
    row.getCell(1).numFmt = EXCEL_DATE_FORMAT;
    for (const c of [7, 8, 9, 10]) row.getCell(c).numFmt = HOURS_FORMAT;
    if (day && day.scheduledMinutes === 0) row.getCell(3).fill = NON_WORKING_FILL;
    row.commit();
  });
  const t = totalsOf(record);
  const totals = sheet.addRow(
    safeRow([
      "Összesen",
      "",
      "",
      "",
      "",
      t.breakMinutes,
      t.scheduledHours,
      t.workedHours,
      t.overtimeHours,
      t.standbyHours,
      "",
      "",
    ]),
  );
  totals.font = HEADER_FONT;
  for (const c of [7, 8, 9, 10]) totals.getCell(c).numFmt = HOURS_FORMAT;
  totals.commit();
  sheet.addRow([]).commit();
  const lines = [
    `Távollét: ${absenceLine(t)}`,
    yearOvertimeLine(record, report),
    ...(report.limit.agreement ? [`Megállapodás: ${report.limit.agreement}`] : []),
    ...(record.provisional
      ? [
          "Az év munkarendi rendelete nincs betöltve: a napok fajtája a munkaszüneti napokból és a hétvégékből számolva.",
        ]
      : []),
    ...(record.warnings.length > 0
      ? ["Figyelmeztetések:", ...warningLines(record)]
      : ["Figyelmeztetés: nincs"]),
  ];
  for (const line of lines) sheet.addRow(safeRow([line])).commit();
  sheet.commit();
}

/**
 * Streams the report as `.xlsx` into `out` (issue 21 §2): a summary sheet `Összesítő` (one row per person:
 * name, employee number, department, schedule, scheduled / worked / overtime / stand-by hours, absence days
 * by type, the year's overtime and limit in hours, the number of warnings; a totals row) and one sheet per
 * person with the month's days (date as an Excel date `yyyy.mm.dd.`, hours and minutes as numbers), totals,
 * the year's overtime against the limit and the warnings with their paragraph. ExcelJS's streaming writer
 * commits each row as written and yields to the event loop every few sheets, so 2,000 people stream with
 * flat memory beside the records. Ends `out`. Throws `ExportAbortedError` when `out` closes early.
 */
export async function writeTimesheetXlsx(report: TimesheetReport, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Office";
  writeSummary(workbook, report);
  await breathe(out);
  const names = personSheetNames(report.records.map((r) => r.employee.name));
  for (const [i, record] of report.records.entries()) {
    writePerson(workbook, report, record, names[i] ?? `Munkatárs ${i + 1}`);
    if ((i + 1) % SHEETS_PER_CHUNK === 0) await breathe(out);
  }
  await workbook.commit();
}
